"""Initial schema: players, games projection, game seats, event log.

Revision ID: 0001
Revises:
Create Date: 2024-11-29

Written by hand to match persistence/models.py; tests/persistence checks that
``upgrade head`` gives exactly the models' schema on SQLite and PostgreSQL.
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_players_token_hash")),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("seats", sa.JSON(), nullable=False),
        sa.Column("score_0", sa.Integer(), nullable=False),
        sa.Column("score_1", sa.Integer(), nullable=False),
        sa.Column("deal_index", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("seed", sa.Text(), nullable=False),
        sa.Column("seed_commitment", sa.String(length=64), nullable=False),
        sa.Column("winner", sa.Integer(), nullable=True),
        sa.Column("ranking_0", sa.Integer(), nullable=True),
        sa.Column("ranking_1", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
    )
    op.create_index("ix_games_status_created_at", "games", ["status", "created_at"])
    op.create_index("ix_games_created_at", "games", ["created_at"])
    op.create_index("ix_games_finished_at", "games", ["finished_at"])
    op.create_table(
        "game_seats",
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_seats_game_id_games")
        ),
        sa.PrimaryKeyConstraint("game_id", "seat", name=op.f("pk_game_seats")),
    )
    op.create_index("ix_game_seats_kind_name", "game_seats", ["kind", "name"])
    op.create_table(
        "events",
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_events_game_id_games")),
        sa.PrimaryKeyConstraint("game_id", "seq", name=op.f("pk_events")),
    )


def downgrade() -> None:
    op.drop_table("events")
    op.drop_index("ix_game_seats_kind_name", table_name="game_seats")
    op.drop_table("game_seats")
    op.drop_index("ix_games_finished_at", table_name="games")
    op.drop_index("ix_games_created_at", table_name="games")
    op.drop_index("ix_games_status_created_at", table_name="games")
    op.drop_table("games")
    op.drop_table("players")

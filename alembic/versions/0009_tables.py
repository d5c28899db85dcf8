"""Tables: creators, lobby visibility, invitations and rematches of games.

Revision ID: 0009
Revises: 0006
Create Date: 2026-12-01

See api/services/tables.py: a waiting game is public (listed in the lobby)
or private (joined with a single-use invitation); a finished game's seats may
ask for a rematch, and the two games are linked both ways.
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "game_tables",
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("creator_id", sa.String(length=32), nullable=False),
        sa.Column("visibility", sa.String(length=16), nullable=False),
        sa.Column("rematch_of", sa.String(length=32), nullable=True),
        sa.Column("rematch", sa.String(length=32), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_tables_game_id_games")
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_game_tables")),
        sa.UniqueConstraint("rematch", name=op.f("uq_game_tables_rematch")),
        sa.UniqueConstraint("rematch_of", name=op.f("uq_game_tables_rematch_of")),
    )
    op.create_table(
        "invitations",
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_by", sa.String(length=32), nullable=True),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_invitations_game_id_games")
        ),
        sa.PrimaryKeyConstraint("code", name=op.f("pk_invitations")),
    )
    op.create_index("ix_invitations_game_id", "invitations", ["game_id"])
    op.create_table(
        "rematch_requests",
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("player_id", sa.String(length=32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_rematch_requests_game_id_games")
        ),
        sa.PrimaryKeyConstraint("game_id", "seat", name=op.f("pk_rematch_requests")),
    )


def downgrade() -> None:
    op.drop_table("rematch_requests")
    op.drop_index("ix_invitations_game_id", table_name="invitations")
    op.drop_table("invitations")
    op.drop_table("game_tables")

"""Bot accounts and each player's own event stream.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-01

``players.kind`` says whether an account is a person (``human``) or a program
(``bot``), set when it is created; ``players.event_seq`` is the seq of its last
event in ``player_events``, the append-only log behind ``GET /me/events``
(persistence/player_events.py).
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0012"
down_revision: str | Sequence[str] | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("players") as batch:
        batch.add_column(
            sa.Column(
                "kind", sa.String(length=16), server_default=sa.text("'human'"), nullable=False
            )
        )
        batch.add_column(
            sa.Column("event_seq", sa.Integer(), server_default=sa.text("0"), nullable=False)
        )
    op.create_table(
        "player_events",
        sa.Column("player_id", sa.String(length=32), nullable=False),
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_player_events_player_id_players")
        ),
        sa.PrimaryKeyConstraint("player_id", "seq", name=op.f("pk_player_events")),
    )


def downgrade() -> None:
    op.drop_table("player_events")
    with op.batch_alter_table("players") as batch:
        batch.drop_column("event_seq")
        batch.drop_column("kind")

"""Turn clocks: when each running game's clock runs out, for the sweeper.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01

``games.deadline_at`` is the time the seat to act must decide by (null when no
clock runs); the sweeper inside ``belote serve`` finds the games whose time is
up with an index range scan (api/live/sweeper.py).
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("deadline_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_games_deadline_at", "games", ["deadline_at"])


def downgrade() -> None:
    op.drop_index("ix_games_deadline_at", table_name="games")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("deadline_at")

"""One source of truth for a game's creator: ``games.creator_id``.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-01

Migration 0009 wrote the creator a second time in ``game_tables.creator_id``.
The two could disagree (a rematch had a creator only there), so the table row
keeps visibility and rematch links, and the creator is read from ``games``.
Upgrading first copies ``game_tables.creator_id`` into the games whose
``creator_id`` is null (rematches; games from before 0005 that a rematch
request gave a table row), then drops the column. Downgrading restores it from
``games`` (every game with a table row has a creator by then).
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute(
        sa.text(
            "UPDATE games SET creator_id = "
            "(SELECT t.creator_id FROM game_tables t WHERE t.game_id = games.id) "
            "WHERE creator_id IS NULL "
            "AND EXISTS (SELECT 1 FROM game_tables t WHERE t.game_id = games.id)"
        )
    )
    with op.batch_alter_table("game_tables") as batch:
        batch.drop_column("creator_id")


def downgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:
        batch.add_column(sa.Column("creator_id", sa.String(length=32), nullable=True))
    op.execute(
        sa.text(
            "UPDATE game_tables SET creator_id = "
            "(SELECT COALESCE(g.creator_id, '') FROM games g WHERE g.id = game_tables.game_id)"
        )
    )
    with op.batch_alter_table("game_tables") as batch:
        batch.alter_column("creator_id", existing_type=sa.String(length=32), nullable=False)

"""Games record their creator and who chose their seed.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01

``creator_id``: the player of the ``POST /games`` (or challenge start) that
made the game; with the seated players, the only one who may seat a bot.
``seed_chosen_by``: ``creator`` or ``server``; a game whose creator chose the
seed never ranks. Games from before this revision have no known creator
(only seated players may seat bots there); their seed is taken as the
creator's, except for daily-challenge games, whose seed the server derives:
an unknown origin must not rank.
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("games", sa.Column("creator_id", sa.String(length=32), nullable=True))
    op.add_column("games", sa.Column("seed_chosen_by", sa.String(length=16), nullable=True))
    op.execute(
        "UPDATE games SET seed_chosen_by = CASE WHEN id IN "
        "(SELECT game_id FROM challenge_games) THEN 'server' ELSE 'creator' END"
    )


def downgrade() -> None:
    # Plain ALTER TABLE ... DROP COLUMN, as in 0003: rebuilding ``games`` would
    # trip the foreign keys that point at it.
    op.drop_column("games", "seed_chosen_by")
    op.drop_column("games", "creator_id")

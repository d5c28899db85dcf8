"""Coinche and belote moderne (docs/rules.md §10): the new table options as columns.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01

``games.rule_moderne``, ``rule_undertrump``, ``rule_coinche_packets`` and
``rule_surcoinche_multiplier``, each indexed like the other ``rule_<option>``
columns so that history filters on them (``GET /games?mode=coinche&moderne=true``).
``player_games.contracts_suit``, ``contracts_sa``, ``contracts_ta``,
``coinches`` and ``surcoinches``: a player's contracts by kind and the
coinches and surcoinches it said, for its stats (0 for games stored before,
which are classic without ``moderne``: their contracts are recounted below).

Every game stored before this revision is classic without ``moderne`` and
with ``undertrump = required`` (the defaults), which is what they are set to;
the two coinche-only options stay NULL for classic games.
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

RULE_COLUMNS = [
    ("rule_moderne", sa.Boolean()),
    ("rule_undertrump", sa.String(length=16)),
    ("rule_coinche_packets", sa.String(length=16)),
    ("rule_surcoinche_multiplier", sa.Integer()),
]
RULE_INDEX_TAIL = ["created_at", "finished_at", "winner"]
STATS_COLUMNS = ["contracts_suit", "contracts_sa", "contracts_ta", "coinches", "surcoinches"]


def upgrade() -> None:
    for name, type_ in RULE_COLUMNS:
        op.add_column("games", sa.Column(name, type_, nullable=True))
    for name, _ in RULE_COLUMNS:
        op.create_index(f"ix_games_{name}_history", "games", [name, *RULE_INDEX_TAIL])
    games = sa.table(
        "games",
        sa.column("rule_moderne", sa.Boolean()),
        sa.column("rule_undertrump", sa.String(length=16)),
    )
    op.execute(sa.update(games).values(rule_moderne=False, rule_undertrump="required"))
    for name in STATS_COLUMNS:
        op.add_column(
            "player_games",
            sa.Column(name, sa.Integer(), server_default=sa.text("0"), nullable=False),
        )
    # Every contract stored so far names a suit: it is a deal taken.
    player_games = sa.table(
        "player_games", sa.column("deals_taken", sa.Integer()), sa.column("contracts_suit")
    )
    op.execute(sa.update(player_games).values(contracts_suit=player_games.c.deals_taken))


def downgrade() -> None:
    for name in reversed(STATS_COLUMNS):
        op.drop_column("player_games", name)
    for name, _ in reversed(RULE_COLUMNS):
        op.drop_index(f"ix_games_{name}_history", table_name="games")
        op.drop_column("games", name)

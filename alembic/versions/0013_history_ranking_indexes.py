"""History: the ranking order served by indexes; indexes no query used dropped.

Revision ID: 0013_history
Revises: 0012
Create Date: 2026-12-02

``sort=ranking`` orders games by ``coalesce(CASE WHEN seed_chosen_by =
'server' THEN best_ranking END, 0)`` (a game whose creator chose the seed never
ranks), then newest first, then by id (persistence.models.ranking_key). The
indexes 0003 made on ``best_ranking`` itself could not give that order, so
every ranking page sorted all the games it selected. Here the order gets its
own index, alone and after ``status`` and ``rule_target``, and these go:
``ix_games_best_ranking``, ``ix_games_status_best_ranking`` and
``ix_games_rule_target_best_ranking``. The target's history index also takes
the other table options, so that a listing by target and more options, and
its total, read no game's row but the listed ones.
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0013_history"
down_revision: str | Sequence[str] | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Literals, not parameters: queries must repeat the expression exactly.
RANKING_KEY = "coalesce(CASE WHEN (seed_chosen_by = 'server') THEN best_ranking END, 0)"
RANKING_ORDER = [sa.text(f"{RANKING_KEY} DESC"), sa.text("created_at DESC"), "id"]
ADDED = [
    ("ix_games_ranking", RANKING_ORDER),
    ("ix_games_status_ranking", ["status", *RANKING_ORDER]),
    ("ix_games_rule_target_ranking", ["rule_target", *RANKING_ORDER]),
]
# The target's index also holds the other options: a page of the target and more
# options, and its total, are then read from it without visiting each game's row.
RULE_INDEX_TAIL = ["created_at", "finished_at", "winner"]
OTHER_OPTIONS = [
    f"rule_{name}"
    for name in (
        "mode",
        "direction",
        "first_packet",
        "no_taker",
        "overtrump_partner",
        "belote_on_failed_contract",
        "belote_counts_for_contract",
        "announcements",
        "capot_points",
        "moderne",
        "undertrump",
        "coinche_packets",
        "surcoinche_multiplier",
    )
]
TARGET_HISTORY = "ix_games_rule_target_history"
DROPPED = [
    ("ix_games_status_best_ranking", ["status", "best_ranking"]),
    ("ix_games_best_ranking", ["best_ranking"]),
    ("ix_games_rule_target_best_ranking", ["rule_target", "best_ranking"]),
]


def upgrade() -> None:
    for name, _ in DROPPED:
        op.drop_index(name, table_name="games")
    for name, columns in ADDED:
        op.create_index(name, "games", columns)
    op.drop_index(TARGET_HISTORY, table_name="games")
    op.create_index(TARGET_HISTORY, "games", ["rule_target", *RULE_INDEX_TAIL, *OTHER_OPTIONS])


def downgrade() -> None:
    op.drop_index(TARGET_HISTORY, table_name="games")
    op.create_index(TARGET_HISTORY, "games", ["rule_target", *RULE_INDEX_TAIL])
    for name, _ in ADDED:
        op.drop_index(name, table_name="games")
    for name, columns in DROPPED:
        op.create_index(name, "games", columns)

"""History: rule options as columns, players' games and stats, daily challenges.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29

- ``games.rule_<option>`` (one column per table option) and
  ``games.best_ranking``, indexed, so history can be filtered and sorted
  without reading the ``rules`` JSON; added nullable (SQLite cannot add a
  NOT NULL column without a default) and filled from ``rules``.
- ``player_games``: one row per player and game, with the player's result and
  deal counts once the game is over (filled here by replaying every stored
  game's log, as the store would have written them).
- ``challenge_games``: daily-challenge games and their verified results.
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

RULE_COLUMNS = [
    ("rule_mode", sa.String(length=16)),
    ("rule_direction", sa.String(length=16)),
    ("rule_first_packet", sa.Integer()),
    ("rule_no_taker", sa.String(length=16)),
    ("rule_overtrump_partner", sa.Boolean()),
    ("rule_belote_on_failed_contract", sa.String(length=16)),
    ("rule_belote_counts_for_contract", sa.Boolean()),
    ("rule_announcements", sa.Boolean()),
    ("rule_capot_points", sa.Integer()),
    ("rule_target", sa.Integer()),
]

# A page of one filter in creation order, and its total, from an index alone; a
# table option also with the game's end and winner, which change once.
RULE_INDEX_TAIL = ["created_at", "finished_at", "winner"]
GAMES_INDEXES = [
    ("ix_games_status", ["status"]),
    ("ix_games_status_best_ranking", ["status", "best_ranking"]),
    ("ix_games_winner_created_at", ["winner", "created_at"]),
    ("ix_games_best_ranking", ["best_ranking"]),
    ("ix_games_rule_target_best_ranking", ["rule_target", "best_ranking"]),
    *((f"ix_games_{name}_history", [name, *RULE_INDEX_TAIL]) for name, _ in RULE_COLUMNS),
]
PLAYER_GAMES_INDEXED = ["created_at", "finished_at", "ranking"]
LATER_PLAYER_COLUMNS = {"contracts_suit", "contracts_sa", "contracts_ta", "coinches", "surcoinches"}


def upgrade() -> None:
    for name, type_ in RULE_COLUMNS:
        op.add_column("games", sa.Column(name, type_, nullable=True))
    op.add_column("games", sa.Column("best_ranking", sa.Integer(), nullable=True))
    for name, columns in GAMES_INDEXES:
        op.create_index(name, "games", columns)
    op.create_table(
        "player_games",
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("player_id", sa.String(length=200), nullable=False),
        sa.Column("team", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("won", sa.Boolean(), nullable=True),
        sa.Column("ranking", sa.Integer(), nullable=True),
        sa.Column("deals_taken", sa.Integer(), nullable=False),
        sa.Column("deals_made", sa.Integer(), nullable=False),
        sa.Column("dedans", sa.Integer(), nullable=False),
        sa.Column("capots", sa.Integer(), nullable=False),
        sa.Column("belotes", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_player_games_game_id_games")
        ),
        sa.PrimaryKeyConstraint("game_id", "player_id", name=op.f("pk_player_games")),
    )
    for column in PLAYER_GAMES_INDEXED:
        op.create_index(
            f"ix_player_games_player_id_{column}", "player_games", ["player_id", column]
        )
    op.create_table(
        "challenge_games",
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("day", sa.String(length=10), nullable=False),
        sa.Column("player_id", sa.String(length=32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ranking", sa.Integer(), nullable=True),
        sa.Column("own_score", sa.Integer(), nullable=True),
        sa.Column("other_score", sa.Integer(), nullable=True),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("verified_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_challenge_games_game_id_games")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_challenge_games_player_id_players")
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_challenge_games")),
        sa.UniqueConstraint("day", "player_id", name=op.f("uq_challenge_games_day_player_id")),
    )
    op.create_index("ix_challenge_games_day_ranking", "challenge_games", ["day", "ranking"])
    _backfill(op.get_bind())


def _backfill(conn: sa.Connection) -> None:
    """Fill the new columns and ``player_games`` from what is already stored."""
    # Imported here: only a database with games needs the domain's replay.
    from domain.events import decision_from_dict
    from domain.game import replay
    from domain.rules import Rules
    from persistence.models import EventRow, GameRow, PlayerGameRow
    from persistence.projections import player_games, projection, rule_columns

    games = conn.execute(
        sa.select(GameRow.id, GameRow.rules, GameRow.created_at, GameRow.finished_at)
    ).all()
    for game in games:
        # Only the columns this revision adds (later ones add and fill theirs).
        created = dict(RULE_COLUMNS)
        values = {
            k: v for k, v in rule_columns(Rules.from_dict(game.rules)).items() if k in created
        }
        payloads = conn.execute(
            sa.select(EventRow.payload).where(EventRow.game_id == game.id).order_by(EventRow.seq)
        ).scalars()
        state = replay(decision_from_dict(p) for p in payloads)
        values["best_ranking"] = projection(state)["best_ranking"]
        conn.execute(sa.update(GameRow).where(GameRow.id == game.id).values(**values))
        rows = [
            {
                "game_id": game.id,
                "player_id": player_id,
                "created_at": game.created_at,
                "finished_at": game.finished_at,
                # The columns this revision creates (0006 adds and fills its own).
                **{k: v for k, v in columns.items() if k not in LATER_PLAYER_COLUMNS},
            }
            for player_id, columns in player_games(state).items()
        ]
        if rows:
            conn.execute(sa.insert(PlayerGameRow), rows)


def downgrade() -> None:
    op.drop_index("ix_challenge_games_day_ranking", table_name="challenge_games")
    op.drop_table("challenge_games")
    for column in PLAYER_GAMES_INDEXED:
        op.drop_index(f"ix_player_games_player_id_{column}", table_name="player_games")
    op.drop_table("player_games")
    for name, _ in GAMES_INDEXES:
        op.drop_index(name, table_name="games")
    # Plain ALTER TABLE ... DROP COLUMN (SQLite >= 3.35): rebuilding ``games``
    # would trip the foreign keys that point at it.
    op.drop_column("games", "best_ranking")
    for name, _ in reversed(RULE_COLUMNS):
        op.drop_column("games", name)

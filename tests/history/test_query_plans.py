"""The history's queries are answered from indexes, on both databases.

Every query shape the API offers (each filter and sort of ``GET /games`` and
``GET /players/{id}/games``, their totals, pages after and before a cursor,
player stats, the daily leaderboard) is run through
:class:`~persistence.queries.HistoryQueries` while each SELECT's plan is read
on the same connection (SQLite ``EXPLAIN QUERY PLAN``, PostgreSQL
``EXPLAIN``). A plan must not read a table without an index, and must not sort
the selected games unless the shape says why that set is bounded by something
other than the number of games (a player's games, a time window, the live
games) or is a known unindexed combination.

The database is nearly empty, so the plans are what the planner *can* do:
SQLite plans without statistics (the app never runs ``ANALYZE``), the same
with ten rows as with a million; PostgreSQL would rightly prefer a sequential
scan and a sort on a few rows, so each EXPLAIN runs after ``SET LOCAL
enable_seqscan = off`` and ``SET LOCAL enable_sort = off`` in the query's own
transaction: a ``Seq Scan`` or ``Sort`` still in the plan then means that no
index could serve the query or its order.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import pytest
from db_backends import BACKENDS, fresh_database
from sqlalchemy import Engine, event, select

from domain.rules import OPTIONS
from persistence.db import make_engine, upgrade
from persistence.models import GameRow
from persistence.queries import GameFilter, HistoryQueries, Position

DAY = "2026-03-01"  # the hidden challenge day: the API always hides one (today's)
T0 = datetime(2026, 2, 1, tzinfo=UTC)
T1 = datetime(2026, 3, 1, tzinfo=UTC)
A_VALUE = {name: values[0] for name, values in OPTIONS.items()}

Plan = tuple[str, list[str]]  # a statement and its plan's lines


@dataclass(frozen=True)
class Shape:
    """A history query: its filter, the indexes its pages may be read from, and
    why it may sort (None: it must not). A shape that may sort may also, with
    sorting disabled (PostgreSQL here), walk an index in its order instead."""

    where: GameFilter
    index: tuple[str, ...]
    sorts: str | None = None


PLAYER_SORTS = "a player's games: bounded by the player, not the history"
UNINDEXED_RANKING = "only status and target have an index in the ranking order"


def shapes() -> dict[str, Shape]:
    by_player = ("ix_player_games_player_id_created_at",)
    found = {
        "newest": Shape(GameFilter(), ("ix_games_created_at",)),
        "oldest": Shape(GameFilter(sort="oldest"), ("ix_games_created_at",)),
        "ranking": Shape(GameFilter(sort="ranking"), ("ix_games_ranking",)),
        "finished": Shape(GameFilter(status="finished"), ("ix_games_status_created_at",)),
        "finished_by_ranking": Shape(
            GameFilter(status="finished", sort="ranking"), ("ix_games_status_ranking",)
        ),
        "waiting_oldest": Shape(
            GameFilter(status="waiting", sort="oldest"), ("ix_games_status_created_at",)
        ),
        "playing": Shape(
            GameFilter(status="playing"),
            ("ix_games_status", "ix_games_created_at"),  # ix_games_status_created_at too
            sorts="two statuses merged: the games being played, not the history",
        ),
        "winner": Shape(GameFilter(winner=1), ("ix_games_winner_created_at",)),
        "created_month": Shape(
            GameFilter(created_from=T0, created_to=T1), ("ix_games_created_at",)
        ),
        "finished_month": Shape(
            GameFilter(finished_from=T0, finished_to=T1, sort="oldest"),
            ("ix_games_finished_at", "ix_games_created_at"),
            sorts="the games that finished in the window, put in creation order",
        ),
        "target_by_ranking": Shape(
            GameFilter(rules={"target": 1001}, sort="ranking"), ("ix_games_rule_target_ranking",)
        ),
        "target_finished": Shape(
            GameFilter(rules={"target": 501}, status="finished"), ("ix_games_rule_target_history",)
        ),
        "target_winner": Shape(
            GameFilter(rules={"target": 501}, winner=0), ("ix_games_rule_target_history",)
        ),
        "three_rule_options": Shape(
            GameFilter(rules={"target": 100, "first_packet": 2, "no_taker": "redeal"}),
            ("ix_games_rule_target_history",),
        ),
        "mode_by_ranking": Shape(
            GameFilter(rules={"mode": "coinche"}, sort="ranking"),
            ("ix_games_rule_mode_history", "ix_games_ranking"),
            sorts=UNINDEXED_RANKING,
        ),
        "player": Shape(GameFilter(player="ann"), by_player),
        "player_oldest": Shape(GameFilter(player="ann", sort="oldest"), by_player),
        "player_by_ranking": Shape(
            GameFilter(player="ann", sort="ranking"), ("ix_player_games_player_id_",), PLAYER_SORTS
        ),
        "player_finished": Shape(GameFilter(player="ann", status="finished"), by_player),
        "player_mode_winner": Shape(
            GameFilter(player="ann", rules={"mode": "classic"}, winner=1), by_player
        ),
        "player_finished_month": Shape(
            GameFilter(player="ann", finished_from=T0, finished_to=T1),
            ("ix_player_games_player_id_finished_at", by_player[0]),
            PLAYER_SORTS,
        ),
    }
    for name, value in A_VALUE.items():
        found[f"rule_{name}"] = Shape(
            GameFilter(rules={name: value}), (f"ix_games_rule_{name}_history",)
        )
    return found


SHAPES = shapes()


@pytest.fixture(scope="module", params=BACKENDS)
def engine(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Engine]:
    """One migrated database per backend for the whole module (plans only read)."""
    with fresh_database(request, tmp_path_factory) as url:
        engine = make_engine(url)
        upgrade(engine)
        yield engine
        engine.dispose()


@contextmanager
def plans_of(engine: Engine) -> Iterator[list[Plan]]:
    """The plan of every SELECT run on ``engine`` meanwhile (each is also run)."""
    found: list[Plan] = []
    postgres = engine.dialect.name == "postgresql"

    def explain(
        _conn: Any, cursor: Any, statement: str, parameters: Any, _context: Any, _many: bool
    ) -> None:
        if not statement.lstrip().upper().startswith("SELECT"):
            return
        if postgres:  # in the transaction the query itself runs in
            cursor.execute("SET LOCAL enable_seqscan = off")
            cursor.execute("SET LOCAL enable_sort = off")
            cursor.execute("EXPLAIN " + statement, parameters)
            found.append((statement, [row[0] for row in cursor.fetchall()]))
        else:
            cursor.execute("EXPLAIN QUERY PLAN " + statement, parameters)
            found.append((statement, [row[3] for row in cursor.fetchall()]))

    event.listen(engine, "before_cursor_execute", explain)
    try:
        yield found
    finally:
        event.remove(engine, "before_cursor_execute", explain)


def table_scans(plan: list[str]) -> list[str]:
    """Lines reading a whole table in storage order (no index)."""
    return [line for line in plan if re.match(r"^\s*(->\s+)?(Parallel )?Seq Scan|^SCAN \w+$", line)]


def sorts(plan: list[str]) -> list[str]:
    """Lines sorting every row read (a partial sort after an index's order is fine)."""
    return [
        line
        for line in plan
        if re.match(r"^\s*(->\s+)?Sort\s+\(", line) or line == "USE TEMP B-TREE FOR ORDER BY"
    ]


def seeks(line: str) -> bool:
    """Whether a plan line reads an index from a bound on a sort key, not from its start."""
    return bool(re.search(r"^SEARCH .*INDEX .*[<>]\?|Index Cond: .*[<>]=? ", line))


def page_plans(engine: Engine, where: GameFilter) -> dict[str, list[Plan]]:
    """The plans of a listing's total and of its first, next and previous pages."""
    queries = HistoryQueries(engine)
    keys = {"newest": (T1, "g"), "oldest": (T1, "g"), "ranking": (1100, T1, "g")}
    position = Position(where.sort, keys[where.sort])
    calls: dict[str, Callable[[], Any]] = {
        "total": lambda: queries.count_games(where),
        "first": lambda: queries.list_positioned(where, limit=20),
        "after": lambda: queries.list_positioned(where, limit=20, after=position),
        "before": lambda: queries.list_positioned(where, limit=20, before=position),
    }
    found = {}
    for name, call in calls.items():
        with plans_of(engine) as found[name]:
            call()
        assert found[name], name
    return found


def shown(plans: list[Plan]) -> str:
    return "\n".join(f"{' '.join(s.split())[:200]}\n  " + "\n  ".join(p) for s, p in plans)


@pytest.mark.parametrize("name", list(SHAPES))
def test_history_page_is_read_from_an_index(engine: Engine, name: str) -> None:
    shape = SHAPES[name]
    where = GameFilter(**{**_fields(shape.where), "hidden_challenge_day": DAY})
    found = page_plans(engine, where)
    every = [plan for plans in found.values() for plan in plans]
    for statement, plan in every:
        assert table_scans(plan) == [], shown([(statement, plan)])
        if shape.sorts is None:
            assert sorts(plan) == [], shown([(statement, plan)])
    if name == "three_rule_options":  # the target's index holds the other options
        total = found["total"][0][1]  # then the hidden day's games, counted apart
        assert any(re.search("COVERING INDEX|Index Only Scan", line) for line in total), shown(
            found["total"]
        )
    for page in ("first", "after", "before"):
        ((_, plan),) = found[page]
        assert any(i in line for i in shape.index for line in plan), shown(found[page])
        if page != "first" and shape.sorts is None:  # a cursor's page seeks to it
            assert any(seeks(line) for line in plan), shown(found[page])


def test_an_unindexed_order_would_be_seen(engine: Engine) -> None:
    # The checks above are only worth something if a sort or a scan shows up
    # when no index can help: ordering by a column no index holds.
    with plans_of(engine) as found, engine.connect() as conn:
        conn.execute(select(GameRow.id).order_by(GameRow.score_0).limit(5)).all()
        conn.execute(select(GameRow.id).where(GameRow.seed == "x")).all()
    assert sorts(found[0][1]) != [], shown(found)
    assert table_scans(found[1][1]) != [], shown(found)


@pytest.mark.parametrize(
    ("name", "call", "index"),
    [
        # PostgreSQL may read the player's range of another of its indexes.
        ("stats", lambda q: q.player_stats("ann"), "ix_player_games_player_id_"),
        ("leaderboard", lambda q: q.leaderboard(DAY, limit=20), "ix_challenge_games_day_ranking"),
        ("leaderboard_total", lambda q: q.count_leaderboard(DAY), "ix_challenge_games_day_"),
        ("challengers", lambda q: q.challengers(DAY), "challenge_games_day"),
        # The unique constraint's index: SQLite names it itself.
        ("challenge_game", lambda q: q.challenge_game(DAY, "ann"), "challenge_games_"),
    ],
)
def test_stats_and_leaderboards_are_read_from_an_index(
    engine: Engine, name: str, call: Callable[[HistoryQueries], Any], index: str
) -> None:
    with plans_of(engine) as found:
        call(HistoryQueries(engine))
    assert len(found) == 1
    (_, plan) = found[0]
    assert table_scans(plan) == [] and sorts(plan) == [], shown(found)
    assert any(index in line for line in plan), shown(found)


def _fields(where: GameFilter) -> dict[str, Any]:
    return {name: getattr(where, name) for name in GameFilter.__dataclass_fields__}

"""The history's migrations: 0003 fills the history projections of games stored
before it; 0013_history swaps the history's ranking indexes.

A finished game is written as 0002 knew it (``games``, ``game_seats``,
``events``), then ``upgrade head`` must give it the same rule columns, best
ranking and ``player_games`` rows the store writes for a new game.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from sqlalchemy import Connection, Engine, insert, inspect, select, text

from domain.bots import decide, get_strategy
from domain.dealing import seed_commitment
from domain.events import Event, GameCreated, Occupant, SeatTaken
from domain.game import Phase, new_game
from domain.rules import Rules
from persistence.db import downgrade, make_engine, upgrade
from persistence.models import (
    RULE_INDEX_TAIL,
    TARGET_INDEX_TAIL,
    UNRANKED,
    EventRow,
    GameRow,
    GameSeatRow,
    PlayerGameRow,
)
from persistence.projections import projection
from persistence.queries import GameFilter, HistoryQueries, Position
from persistence.store import GameStore

CREATED = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
FINISHED = datetime(2025, 6, 1, 12, 30, tzinfo=UTC)


@pytest.fixture
def engine(empty_database_url: str) -> Iterator[Engine]:
    engine = make_engine(empty_database_url)
    yield engine
    engine.dispose()


def test_upgrade_fills_the_history_of_existing_games(engine: Engine) -> None:
    upgrade(engine, "0002")
    seats = (Occupant("player", "ann"), Occupant("bot", "random"), None, None)
    created = GameCreated(Rules(target=200, announcements=True), "before-0003", seats)
    state, _ = new_game(created)
    log: list[Event] = [created]
    for seat, occupant in ((2, Occupant("player", "bob")), (3, Occupant("bot", "random"))):
        log.append(SeatTaken(seat, occupant))
        state.apply(log[-1])
    random = get_strategy("random")
    while state.phase is not Phase.FINISHED:
        assert state.turn is not None
        log.append(decide(random, state, state.turn))
        state.apply(log[-1])
    old_columns = {
        k: v
        for k, v in projection(state).items()
        if k != "best_ranking" and not k.startswith("rule_")
    }
    with engine.begin() as conn:
        conn.execute(
            insert(GameRow).values(
                id="oldgame",
                seed=created.seed,
                seed_commitment=seed_commitment(created.seed),
                created_at=CREATED,
                updated_at=FINISHED,
                finished_at=FINISHED,
                **old_columns,
            )
        )
        conn.execute(
            insert(GameSeatRow),
            [
                {"game_id": "oldgame", "seat": s, "kind": o.kind, "name": o.name}
                for s, o in enumerate(state.seats)
                if o is not None
            ],
        )
        conn.execute(
            insert(EventRow),
            [
                {
                    "game_id": "oldgame",
                    "seq": seq,
                    "type": e.type,
                    "payload": e.to_dict(),
                    "recorded_at": CREATED,
                }
                for seq, e in enumerate(log, start=1)
            ],
        )

    upgrade(engine)

    with engine.connect() as conn:
        row = conn.execute(select(GameRow).where(GameRow.id == "oldgame")).one()._mapping
        players = conn.execute(select(PlayerGameRow).order_by(PlayerGameRow.player_id)).all()
    expected = projection(state)
    assert {k: row[k] for k in expected} == expected
    assert row["rule_target"] == 200 and row["rule_announcements"] is True
    assert [p.player_id for p in players] == ["ann", "bob"]
    assert all(p.team == 0 and p.created_at == CREATED for p in players)
    assert all(p.finished_at == FINISHED for p in players)
    # The same rows the store writes for the same game today.
    store = GameStore(engine)
    new_id, _ = store.create_game(created, log[1:], seed_chosen_by="server")
    with engine.connect() as conn:
        fresh = conn.execute(select(PlayerGameRow).where(PlayerGameRow.game_id == new_id)).all()
    columns = ("player_id", "team", "won", "ranking", "deals_taken", "deals_made", "dedans")
    columns += ("capots", "belotes")
    assert [tuple(getattr(p, c) for c in columns) for p in players] == sorted(
        tuple(getattr(p, c) for c in columns) for p in fresh
    )
    queries = HistoryQueries(engine)
    listed = queries.list_games(GameFilter(player="ann", rules={"target": 200}), limit=9)
    assert {g.id for g in listed} == {"oldgame", new_id}
    # A game from before 0005 has an unknown origin: taken as its creator's seed,
    # it counts in no stats (nor ranks); the new one, the server's seed, does.
    assert queries.player_stats("ann").games == 1


def test_downgrade_to_0002_and_back(engine: Engine) -> None:
    def schema() -> tuple[set[str], set[str]]:
        with engine.connect() as conn:
            found = inspect(conn)
            return set(found.get_table_names()), {c["name"] for c in found.get_columns("games")}

    upgrade(engine)
    tables, columns = schema()
    assert {"player_games", "challenge_games"} <= tables and "rule_target" in columns
    downgrade(engine, "0002")
    tables, columns = schema()
    assert not {"player_games", "challenge_games"} & tables
    assert not {c for c in columns if c.startswith("rule_") or c == "best_ranking"}
    upgrade(engine)
    tables, columns = schema()
    assert {"player_games", "challenge_games"} <= tables
    assert columns == {c.name for c in GameRow.__table__.columns}


def games_indexes(engine: Engine) -> set[str]:
    """The names of the indexes on ``games``, expression indexes included (SQLAlchemy's
    inspector skips those on SQLite)."""
    with engine.connect() as conn:
        if engine.dialect.name == "sqlite":
            query = "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games'"
        else:
            query = "SELECT indexname FROM pg_indexes WHERE tablename = 'games'"
        return {name for name in conn.execute(text(query)).scalars() if name.startswith("ix_")}


RANKING_INDEXES = {"ix_games_ranking", "ix_games_status_ranking", "ix_games_rule_target_ranking"}
BEST_RANKING_INDEXES = {
    "ix_games_best_ranking",
    "ix_games_status_best_ranking",
    "ix_games_rule_target_best_ranking",
}


def test_ranking_indexes_up_and_down(engine: Engine) -> None:
    # 0013_history: the ranking order's indexes replace those on best_ranking,
    # and the target's index takes the other options; downgrade gives 0012 back.
    upgrade(engine, "0012")
    before = games_indexes(engine)
    assert before >= BEST_RANKING_INDEXES and not RANKING_INDEXES & before
    upgrade(engine)
    after = games_indexes(engine)
    assert after == {index.name for index in GameRow.__table__.indexes}
    assert after >= RANKING_INDEXES and not BEST_RANKING_INDEXES & after
    with engine.connect() as conn:
        assert _target_index_columns(conn) == [
            "rule_target",
            *RULE_INDEX_TAIL,
            *TARGET_INDEX_TAIL,
        ]
    downgrade(engine, "0012")
    assert games_indexes(engine) == before
    with engine.connect() as conn:
        assert _target_index_columns(conn) == ["rule_target", *RULE_INDEX_TAIL]
    upgrade(engine)
    assert games_indexes(engine) == after


def test_ranking_pages_after_the_upgrade(engine: Engine) -> None:
    # Games stored before 0013_history list in the same ranking order after it:
    # ranked ones best first, then those that do not rank, newest first.
    upgrade(engine, "0012")
    store = GameStore(engine)
    seats = (Occupant("bot", "random"),) * 4
    ids = {}
    for seed, chosen_by in (("a", "server"), ("b", "creator"), ("c", "server")):
        state, _ = new_game(GameCreated(Rules(target=100), seed, seats))
        random = get_strategy("random")
        log: list[Event] = []
        while state.phase is not Phase.FINISHED:
            assert state.turn is not None
            log.append(decide(random, state, state.turn))
            state.apply(log[-1])
        ids[seed], _ = store.create_game(
            GameCreated(Rules(target=100), seed, seats), log, seed_chosen_by=chosen_by
        )
    queries = HistoryQueries(engine)
    where = GameFilter(sort="ranking")
    before = [g.id for g in queries.list_games(where, limit=9)]
    upgrade(engine)
    assert [g.id for g in queries.list_games(where, limit=9)] == before
    assert before[-1] == ids["b"]  # the creator chose its seed: it does not rank
    listed = queries.list_positioned(where, limit=9)
    unranked = listed[-1][1]
    assert unranked.key[0] == UNRANKED
    # A cursor may spell "does not rank" as null: the same position.
    spelled_null = Position("ranking", (None, *unranked.key[1:]))
    ahead = queries.list_positioned(where, limit=9, before=spelled_null)
    assert [g.id for g, _ in ahead] == before[:2]
    assert ahead == queries.list_positioned(where, limit=9, before=unranked)


def _target_index_columns(conn: Connection) -> list[str]:
    with warnings.catch_warnings():  # the expression indexes: games_indexes sees them
        warnings.filterwarnings("ignore", "Skipped unsupported reflection of expression")
        indexes = inspect(conn).get_indexes("games")
    (target,) = [i for i in indexes if i["name"] == "ix_games_rule_target_history"]
    return list(target["column_names"])

"""Migration 0003 fills the history projections of games stored before it.

A finished game is written as 0002 knew it (``games``, ``game_seats``,
``events``), then ``upgrade head`` must give it the same rule columns, best
ranking and ``player_games`` rows the store writes for a new game.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from sqlalchemy import Engine, insert, inspect, select

from domain.bots import decide, get_strategy
from domain.dealing import seed_commitment
from domain.events import Event, GameCreated, Occupant, SeatTaken
from domain.game import Phase, new_game
from domain.rules import Rules
from persistence.db import downgrade, make_engine, upgrade
from persistence.models import EventRow, GameRow, GameSeatRow, PlayerGameRow
from persistence.projections import projection
from persistence.queries import GameFilter, HistoryQueries
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
    new_id, _ = store.create_game(created, log[1:])
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
    assert queries.player_stats("ann").games == 2


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

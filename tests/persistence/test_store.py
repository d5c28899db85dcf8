"""The event store: create, load, append, read back; projection = replay."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from persistence_support import advance, bots_game, fingerprint, next_decision
from sqlalchemy import Engine, func, select, text
from sqlalchemy import event as sa_event
from sqlalchemy.exc import OperationalError

from domain.dealing import seed_commitment
from domain.errors import SeatingError
from domain.events import Event, GameCreated, Occupant, SeatLeft, SeatTaken
from domain.game import Phase, ranking_score, replay
from domain.rules import Rules
from persistence.db import make_engine
from persistence.models import EventRow, GameRow, GameSeatRow
from persistence.store import GameStore, NotFound, StaleVersion


def count(engine: Engine, table: type) -> int:
    with engine.connect() as conn:
        return conn.execute(select(func.count()).select_from(table)).scalar_one()


def test_create_load_append_round_trip(store: GameStore) -> None:
    created = GameCreated(
        Rules(target=301), "round-trip", (Occupant("player", "p1"), None, None, None)
    )
    seating: list[Event] = [SeatTaken(1, Occupant("bot", "random")), SeatLeft(1)]
    game_id, state = store.create_game(created, seating)
    assert state.version == 3 and state.phase is Phase.WAITING
    log: list[Event] = [created, *seating]
    assert fingerprint(store.load(game_id)) == fingerprint(replay(log))

    sitting: list[Event] = [SeatTaken(s, Occupant("bot", "heuristic")) for s in (1, 2, 3)]
    for event in sitting:
        state.apply(event)
    store.append(game_id, 3, sitting, state)
    log += sitting
    assert state.phase is Phase.BIDDING

    chunk = 1
    while state.phase is not Phase.FINISHED:
        expected = state.version
        decisions = advance(state, chunk)
        store.append(game_id, expected, decisions, state)
        log += decisions
        chunk = chunk % 5 + 1  # appends of 1 to 5 decisions
        if len(log) % 7 == 0:
            assert fingerprint(store.load(game_id)) == fingerprint(state)

    loaded = store.load(game_id)
    assert fingerprint(loaded) == fingerprint(replay(log)) == fingerprint(state)
    stored = store.events(game_id, limit=10_000)
    assert [e.seq for e in stored] == list(range(1, len(log) + 1))
    assert [e.event for e in stored] == log
    assert store.last_seq(game_id) == len(log) == loaded.version

    summary = store.summary(game_id)
    s0, s1 = loaded.scores
    assert summary.id == game_id
    assert summary.status == "finished"
    assert summary.scores == (s0, s1)
    assert summary.winner == loaded.winner is not None
    assert (summary.ranking_0, summary.ranking_1) == (ranking_score(s0, s1), ranking_score(s1, s0))
    assert summary.deal_index == loaded.deals[-1].index > 0
    assert summary.version == len(log)
    assert summary.rules == Rules(target=301)
    assert summary.seats == (Occupant("player", "p1"),) + (Occupant("bot", "heuristic"),) * 3
    assert summary.seed == "round-trip"
    assert summary.seed_commitment == seed_commitment("round-trip")
    assert summary.finished_at is not None
    assert summary.created_at <= summary.finished_at == summary.updated_at
    for moment in (summary.created_at, summary.finished_at, summary.updated_at):
        assert moment.utcoffset() == timedelta(0)


def test_projection_follows_every_append(store: GameStore) -> None:
    game_id, state = store.create_game(bots_game("projection"))
    while state.phase is not Phase.FINISHED:
        expected = state.version
        store.append(game_id, expected, advance(state, 3), state)
        summary = store.summary(game_id)
        assert summary.status == state.phase.value
        assert summary.scores == tuple(state.scores)
        assert summary.version == state.version
        assert summary.deal_index == (state.deal.index if state.deal else 0)
        assert (summary.finished_at is None) == (state.phase is not Phase.FINISHED)
        assert summary.ranking_0 is None or state.phase is Phase.FINISHED


def test_waiting_game_projection(store: GameStore, engine: Engine) -> None:
    created = GameCreated(Rules(), "waiting", (None, Occupant("player", "p9"), None, None))
    game_id, state = store.create_game(created)
    summary = store.summary(game_id)
    assert (summary.status, summary.deal_index, summary.version) == ("waiting", 0, 1)
    assert summary.winner is summary.ranking_0 is summary.finished_at is None
    with engine.connect() as conn:
        seats = conn.execute(select(GameSeatRow.seat, GameSeatRow.kind, GameSeatRow.name)).all()
    assert [tuple(r) for r in seats] == [(1, "player", "p9")]

    state.apply(SeatTaken(0, Occupant("bot", "random")))
    state.apply(SeatLeft(1))
    store.append(game_id, 1, [SeatTaken(0, Occupant("bot", "random")), SeatLeft(1)], state)
    with engine.connect() as conn:
        seats = conn.execute(select(GameSeatRow.seat, GameSeatRow.kind, GameSeatRow.name)).all()
    assert [tuple(r) for r in seats] == [(0, "bot", "random")]
    assert store.summary(game_id).seats == (Occupant("bot", "random"), None, None, None)


def test_ping(store: GameStore) -> None:
    store.ping()
    broken = GameStore(make_engine("postgresql+psycopg://nobody@127.0.0.1:1/none"))
    with pytest.raises(OperationalError):
        broken.ping()


def test_refused_creation_writes_nothing(store: GameStore, engine: Engine) -> None:
    created = GameCreated(Rules(), "refused", (Occupant("player", "p"), None, None, None))
    with pytest.raises(SeatingError) as e:
        store.create_game(created, [SeatTaken(0, Occupant("bot", "random"))])
    assert e.value.code == "seat_taken"
    assert count(engine, GameRow) == count(engine, EventRow) == count(engine, GameSeatRow) == 0


def test_missing_game(store: GameStore) -> None:
    for read in (store.load, store.summary, store.last_seq, store.events):
        with pytest.raises(NotFound) as e:
            read("nope")
        assert e.value.code == "not_found"
    state = replay([bots_game()])
    first = next_decision(state)
    state.apply(first)
    with pytest.raises(NotFound):
        store.append("nope", 1, [first], state)


def test_append_checks_the_state_version(store: GameStore) -> None:
    game_id, state = store.create_game(bots_game())
    decisions = advance(state, 2)
    with pytest.raises(ValueError, match="expected_version"):
        store.append(game_id, 1, decisions[:1], state)
    assert store.last_seq(game_id) == 1


def test_append_nothing(store: GameStore) -> None:
    game_id, state = store.create_game(bots_game())
    store.append(game_id, 1, [], state)  # current: fine, nothing written
    assert store.last_seq(game_id) == 1
    store.append(game_id, 1, advance(state, 1), state)
    with pytest.raises(StaleVersion):
        store.append(game_id, 1, [], replay([bots_game()]))
    with pytest.raises(NotFound):
        store.append("nope", 1, [], replay([bots_game()]))


def test_events_pagination(store: GameStore) -> None:
    game_id, state = store.create_game(bots_game("pages"))
    store.append(game_id, 1, advance(state, 40), state)
    everything = store.events(game_id, limit=1000)
    assert [e.seq for e in everything] == list(range(1, 42))
    pages: list[list[int]] = []
    after = 0
    while page := store.events(game_id, after=after, limit=7):
        pages.append([e.seq for e in page])
        after = page[-1].seq
    assert [len(p) for p in pages] == [7, 7, 7, 7, 7, 6]
    assert [seq for page in pages for seq in page] == list(range(1, 42))
    assert [e.seq for e in store.events(game_id, after=39)] == [40, 41]
    assert store.events(game_id, after=41) == []
    assert len(store.events(game_id)) == 41  # default limit 100
    assert everything[0].event == bots_game("pages")
    assert all(e.recorded_at.utcoffset() == timedelta(0) for e in everything)
    with pytest.raises(ValueError):
        store.events(game_id, limit=0)


def test_events_are_stored_as_json_dicts(store: GameStore, engine: Engine) -> None:
    game_id, state = store.create_game(bots_game("json"))
    decisions = advance(state, 3)
    store.append(game_id, 1, decisions, state)
    with engine.connect() as conn:
        rows = conn.execute(
            select(EventRow.seq, EventRow.type, EventRow.payload).order_by(EventRow.seq)
        ).all()
    assert [(r.seq, r.type, r.payload) for r in rows] == [
        (i + 1, e.type, e.to_dict()) for i, e in enumerate([bots_game("json"), *decisions])
    ]


def test_pk_collision_is_stale_and_rolls_back(store: GameStore, engine: Engine) -> None:
    # If the log were ever ahead of the projection, the primary key still
    # refuses the duplicate position and the projection update is undone.
    game_id, state = store.create_game(bots_game("collision"))
    intruder = next_decision(replay([bots_game("collision")]))
    with engine.begin() as conn:
        conn.execute(
            EventRow.__table__.insert().values(
                game_id=game_id,
                seq=2,
                type=intruder.type,
                payload=intruder.to_dict(),
                recorded_at=store.summary(game_id).created_at,
            )
        )
    decisions = advance(state, 2)
    with pytest.raises(StaleVersion) as e:
        store.append(game_id, 1, decisions, state)
    assert e.value.code == "stale_version"
    assert store.summary(game_id).version == 1
    assert store.last_seq(game_id) == 2
    with engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM events")).scalar_one() == 2


def test_events_come_in_seq_order_whatever_the_physical_order(
    store: GameStore, engine: Engine
) -> None:
    game_id, state = store.create_game(bots_game("order"))
    decisions = advance(state, 3)
    recorded_at = store.summary(game_id).created_at
    with engine.begin() as conn:  # rows written last position first
        for seq in (4, 3, 2):
            event = decisions[seq - 2]
            conn.execute(
                EventRow.__table__.insert().values(
                    game_id=game_id,
                    seq=seq,
                    type=event.type,
                    payload=event.to_dict(),
                    recorded_at=recorded_at,
                )
            )
    assert [e.seq for e in store.events(game_id)] == [1, 2, 3, 4]
    assert [e.event for e in store.events(game_id, after=1)] == decisions
    assert fingerprint(store.load(game_id)) == fingerprint(state)


def test_a_move_sets_only_the_columns_it_changes(store: GameStore, engine: Engine) -> None:
    # On SQLite, naming a column in SET rewrites every index on it, changed or not.
    game_id, state = store.create_game(bots_game("columns"))
    while state.phase is not Phase.PLAYING or len(state.deal.trick) == 3:
        store.append(game_id, state.version, advance(state, 1), state)
    updates: list[str] = []

    def spy(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.startswith("UPDATE games "):
            updates.append(statement)

    sa_event.listen(engine, "before_cursor_execute", spy)
    try:
        store.append(game_id, state.version, advance(state, 1), state)  # mid-trick
    finally:
        sa_event.remove(engine, "before_cursor_execute", spy)
    (update,) = updates
    assigned = update.split(" SET ")[1].split(" WHERE ")[0]
    assert {part.split("=")[0].strip() for part in assigned.split(",")} == {
        "version",
        "updated_at",
    }
    assert store.summary(game_id).version == state.version

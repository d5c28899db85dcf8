"""One unit of work per write: the events, the registered projectors' rows, then
(only once committed) the cache and the announcements the writer listed."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

import pytest
from persistence_support import advance, bots_game
from sqlalchemy import Connection, Engine, func, select

from domain.events import GameCreated, Occupant, SeatTaken
from domain.rules import Rules
from persistence.models import EventRow, GameRow, GameSeatRow
from persistence.notifications import Notifier, parse_all, payloads
from persistence.projectors import Appended, Projector, default_projectors
from persistence.store import GameStore
from persistence.unit_of_work import UnitOfWork


class Broken(Exception):
    pass


class Recording(Projector):
    """Records each call, in a list shared with other projectors."""

    def __init__(self, name: str, calls: list[tuple[str, int]], fail: bool = False) -> None:
        self.name = name
        self.calls = calls
        self.fail = fail

    def write(self, uow: UnitOfWork, appended: Appended) -> None:
        # It runs after the events: the write's last one is already in the transaction.
        last = uow.conn.execute(
            select(func.max(EventRow.seq)).where(EventRow.game_id == appended.game_id)
        ).scalar_one()
        assert last == appended.state.version
        self.calls.append((self.name, appended.first_seq))
        if self.fail:
            raise Broken(self.name)


class CountingNotifier(Notifier):
    def __init__(self) -> None:
        self.in_transaction_calls: list[dict[str, int]] = []
        self.after_commit_calls: list[dict[str, int]] = []

    def in_transaction(self, conn: Connection, announcements: Mapping[str, int]) -> None:
        self.in_transaction_calls.append(dict(announcements))

    def after_commit(self, announcements: Mapping[str, int]) -> None:
        self.after_commit_calls.append(dict(announcements))


def events_of(engine: Engine, game_id: str) -> int:
    with engine.connect() as conn:
        return conn.execute(
            select(func.count()).select_from(EventRow).where(EventRow.game_id == game_id)
        ).scalar_one()


def version_of(engine: Engine, game_id: str) -> int:
    with engine.connect() as conn:
        return conn.execute(select(GameRow.version).where(GameRow.id == game_id)).scalar_one()


def test_projectors_run_in_registration_order_after_the_events(engine: Engine) -> None:
    calls: list[tuple[str, int]] = []
    store = GameStore(engine)
    for name in ("first", "second", "third"):
        store.projectors.register(Recording(name, calls))
    game_id, state = store.create_game(bots_game())
    version = state.version
    store.append(game_id, version, advance(state, 3), state)
    assert calls == [
        ("first", 1),
        ("second", 1),
        ("third", 1),
        ("first", version + 1),
        ("second", version + 1),
        ("third", version + 1),
    ]
    # The built-in ones come first, in their own order.
    names = [p.name for p in store.projectors]
    assert names == [*(p.name for p in default_projectors()), "first", "second", "third"]


def test_a_projector_that_raises_rolls_the_events_back(engine: Engine) -> None:
    calls: list[tuple[str, int]] = []
    store = GameStore(engine)
    failing = Recording("failing", calls)
    store.projectors.register(failing)
    game_id, state = store.create_game(bots_game())
    version = state.version
    heard: list[tuple[str, int]] = []
    store.local_listeners.append(lambda key, seq: heard.append((key, seq)))

    failing.fail = True
    with pytest.raises(Broken):
        store.append(game_id, version, advance(state, 4), state)
    assert events_of(engine, game_id) == version  # nothing of the write is left
    assert version_of(engine, game_id) == version
    assert store.load(game_id).version == version  # nor in the cache
    assert heard == []

    failing.fail = False  # the game goes on from where it was
    again = store.load(game_id)
    store.append(game_id, version, advance(again, 4), again)
    assert events_of(engine, game_id) == version + 4


def test_a_failing_projector_leaves_no_new_game(engine: Engine) -> None:
    store = GameStore(engine)
    store.projectors.register(Recording("failing", [], fail=True))
    with pytest.raises(Broken):
        store.create_game(bots_game())
    with engine.connect() as conn:
        for table in (GameRow, EventRow, GameSeatRow):
            assert conn.execute(select(func.count()).select_from(table)).scalar_one() == 0


def test_a_projector_adds_columns_to_the_version_checked_row(engine: Engine) -> None:
    class Stamp(Projector):
        name = "stamp"

        def columns(self, appended: Appended, now: datetime) -> dict[str, Any]:
            return {"deal_index": 42}  # any column of the row: only to see it written

    store = GameStore(engine)
    store.projectors.register(Stamp())
    game_id, state = store.create_game(bots_game())
    store.append(game_id, state.version, advance(state, 1), state)
    with engine.connect() as conn:
        row = conn.execute(select(GameRow.deal_index).where(GameRow.id == game_id)).one()
    assert row.deal_index == 42


def test_announcements_are_made_once_committed_and_never_for_a_failed_write(
    engine: Engine,
) -> None:
    store = GameStore(engine)
    notifier = CountingNotifier()
    store.writes.notifier = notifier
    seen_at_announcement: list[int] = []
    game_id, state = store.create_game(bots_game())

    def listener(key: str, seq: int) -> None:
        # Another connection already sees the write: it was committed first.
        seen_at_announcement.append(events_of(engine, key))

    store.local_listeners.append(listener)
    version = state.version
    with store.unit_of_work() as uow:
        store.append(game_id, version, advance(state, 2), state, uow=uow)
        uow.announce(game_id, state.version)
    assert seen_at_announcement == [version + 2]
    assert notifier.in_transaction_calls == [{game_id: version + 2}]
    assert notifier.after_commit_calls == [{game_id: version + 2}]

    before = state.version
    with pytest.raises(Broken), store.unit_of_work() as uow:
        store.append(game_id, before, advance(state, 2), state, uow=uow)
        uow.announce(game_id, state.version)
        raise Broken("after the append, before the commit")
    assert seen_at_announcement == [version + 2]  # nothing more heard
    assert len(notifier.in_transaction_calls) == 1
    assert len(notifier.after_commit_calls) == 1
    assert events_of(engine, game_id) == before


def test_the_store_announces_nothing_by_itself(engine: Engine) -> None:
    """What to announce is the writer's decision (the service's), not the store's."""
    store = GameStore(engine)
    notifier = CountingNotifier()
    store.writes.notifier = notifier
    heard: list[tuple[str, int]] = []
    store.local_listeners.append(lambda key, seq: heard.append((key, seq)))
    created = GameCreated(Rules(target=301), "quiet", (Occupant("player", "p1"), None, None, None))
    store.create_game(created)
    assert heard == [] and notifier.after_commit_calls == []


def test_a_unit_of_work_spans_stores_and_players_streams(engine: Engine) -> None:
    """The players' streams' new heads are left for the writer to announce."""
    store = GameStore(engine)
    player, _ = store.create_player("Ann")
    created = GameCreated(
        Rules(target=301), "streams", (Occupant("player", player.id), None, None, None)
    )
    with store.unit_of_work() as uow:
        game_id, state = store.create_game(created, uow=uow)
        assert uow.player_heads == {}  # a waiting game with one player: nothing to tell yet
    bots = [Occupant("bot", "heuristic")] * 3
    version = state.version
    decisions = [SeatTaken(seat, bot) for seat, bot in enumerate(bots, start=1)]
    for decision in decisions:
        state.apply(decision)
    with store.unit_of_work() as uow:
        store.append(game_id, version, decisions, state, uow=uow)
        heads = dict(uow.player_heads)
    assert heads == {player.id: 1 if state.turn != 0 else 2}  # game_started (+ your_turn)


def test_announcements_travel_together_in_payloads_that_fit() -> None:
    many = {f"game{i:05d}": i for i in range(2000)}
    sent = list(payloads(many))
    assert len(sent) > 1 and all(len(p) <= 7000 for p in sent)
    assert dict(pair for p in sent for pair in parse_all(p)) == many
    assert list(parse_all("abc:3\nnot an announcement\n@p:7")) == [("abc", 3), ("@p", 7)]

"""Optimistic concurrency: one writer per position, never a gap or a duplicate."""

from __future__ import annotations

import threading

import pytest
from persistence_support import (
    advance,
    bots_game,
    fingerprint,
    legal_decisions,
    replay_fingerprint,
)

from domain.events import Event
from domain.game import GameState
from persistence.store import GameStore, StaleVersion


def check_log(store: GameStore, game_id: str) -> list[Event]:
    """The log is gap-free and the projection agrees with its replay."""
    stored = store.events(game_id, limit=10_000)
    assert [e.seq for e in stored] == list(range(1, len(stored) + 1))
    log = [e.event for e in stored]
    state = store.load(game_id)
    assert fingerprint(state) == replay_fingerprint(log)
    summary = store.summary(game_id)
    assert summary.version == len(log) == state.version
    assert summary.status == state.phase.value
    assert summary.scores == tuple(state.scores)
    return log


def test_second_writer_at_the_same_version_is_stale(store: GameStore) -> None:
    game_id, _ = store.create_game(bots_game("two-writers"))
    mine, theirs = store.load(game_id), store.load(game_id)
    store.append(game_id, 1, advance(mine, 3), mine)
    their_decisions = advance(theirs, 2)
    with pytest.raises(StaleVersion) as e:
        store.append(game_id, 1, their_decisions, theirs)
    assert e.value.code == "stale_version"
    assert e.value.details == {
        "game_id": game_id,
        "expected_version": 1,
        "current_version": 4,
    }
    log = check_log(store, game_id)
    assert len(log) == 4
    assert fingerprint(store.load(game_id)) == fingerprint(mine)


def race(store: GameStore, game_id: str, writers: int) -> tuple[int, list[BaseException]]:
    """``writers`` threads append a different decision at the same version."""
    states = [store.load(game_id) for _ in range(writers)]
    version = states[0].version
    choices = legal_decisions(states[0])
    barrier = threading.Barrier(writers)
    won: list[tuple[int, GameState]] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def write(i: int) -> None:
        state = states[i]
        decision = choices[i % len(choices)]
        state.apply(decision)
        barrier.wait()
        try:
            store.append(game_id, version, [decision], state)
            with lock:
                won.append((i, state))
        except BaseException as e:
            with lock:
                errors.append(e)

    threads = [threading.Thread(target=write, args=(i,)) for i in range(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in threads)
    assert len(won) == 1, (won, errors)
    assert fingerprint(store.load(game_id)) == fingerprint(won[0][1])
    return won[0][0], errors


def test_thread_race_has_exactly_one_winner(store: GameStore) -> None:
    game_id, state = store.create_game(bots_game("race"))
    for round_ in range(6):
        _, errors = race(store, game_id, writers=8)
        assert len(errors) == 7
        assert all(isinstance(e, StaleVersion) for e in errors), errors
        assert len(check_log(store, game_id)) == 2 + 3 * round_
        state = store.load(game_id)
        store.append(game_id, state.version, advance(state, 2), state)  # move the game on
    log = check_log(store, game_id)
    assert len(log) == 1 + 6 * 3

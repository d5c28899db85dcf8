"""Sixteen clients fire the same move at the same moment: exactly one wins, every time.

A real ``belote serve --workers 4`` (gunicorn, gthread) on PostgreSQL. For
each decision of a whole game, sixteen threads, each with its own HTTP
session, wait on one barrier and then post the human seat's move together.
The store's optimistic append (``UPDATE games ... WHERE version = :read``
and the ``(game_id, seq)`` key) must let exactly one through (201) and turn
the others into clean 4xx problems, never a 5xx, never a second copy of the
move in the log.

Plays are sent without ``If-Match``: a card, once played, is gone from the
hand and the URL names the deal, so no late copy can be legal again; this
races bare requests on the store. Bids carry ``If-Match``: a "pass" is legal
again when round two comes back to the seat, so only the version the
client read can tell a duplicate from a new decision.

The test proves the race reached the store rather than assuming it: a copy
that lost *inside* the store (it read the same version as the winner, and
its conditional append found the version moved) is answered
``stale_version``; moves raced that way are counted and must exist. Every
random choice comes from ``BELOTE_RACE_SEED`` (default 1; the game's seed
derives from it), printed at the start so a failure's captured output names
it; rerun with ``BELOTE_RACE_SEED=<seed>``.
"""

from __future__ import annotations

import os
import random
import threading
from collections import Counter
from pathlib import Path

import pytest
import requests

from domain.events import BidMade, CardPlayed
from production.live_support import (
    ON_POSTGRESQL,
    ONE_HUMAN,
    PROBLEM,
    TIMEOUT,
    Client,
    Move,
    assert_clean_refusal,
    check_stored_games,
    choose_move,
    database,
    start_server,
    stop_server,
    stored_log,
)

pytestmark = pytest.mark.slow  # a live server, whole games

CLIENTS = 16
WORKERS = 4
SEED = int(os.environ.get("BELOTE_RACE_SEED", "1"))
# What a losing copy of the move may be told: it lost the race, or it arrived after
# the winner's commit and the game has moved on.
LOSING_CODES = {
    "stale_version",  # lost the race inside the store
    "precondition_failed",  # If-Match: the game is no longer at the version read
    "card_not_in_hand",  # the winner already played it
    "not_your_turn",
    "wrong_phase",  # bidding is over / the deal moved to its play
    "wrong_deal",  # the deal in the URL is over
    "game_over",
}


def fire_together(sessions: list[requests.Session], base: str, move: Move) -> list[object]:
    """Post ``move`` from every session at once; each result a Response or an exception."""
    barrier = threading.Barrier(len(sessions))
    results: list[object] = [None] * len(sessions)
    headers = move.headers if move.path.endswith("/bids") else {}

    def fire(i: int) -> None:
        barrier.wait()
        try:
            results[i] = sessions[i].post(
                base + move.path, json=move.body, headers=headers, timeout=TIMEOUT
            )
        except requests.RequestException as e:
            results[i] = e

    threads = [threading.Thread(target=fire, args=(i,)) for i in range(len(sessions))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


@ON_POSTGRESQL
def test_sixteen_clients_race_for_every_move_of_a_game(database_url: str, tmp_path: Path) -> None:
    print(f"race seed: BELOTE_RACE_SEED={SEED}")
    server = start_server(database_url, WORKERS, tmp_path / "server.log")
    sessions: list[requests.Session] = []
    raced_in_store = 0  # moves where a losing copy read the winner's version
    try:
        player = Client(server.url, "racer")
        game_id = player.create_game(ONE_HUMAN, seed=f"race-{SEED}")  # target 501
        for _ in range(CLIENTS):
            session = requests.Session()
            session.headers["Authorization"] = f"Bearer {player.token}"
            sessions.append(session)
        rng = random.Random(SEED)
        refusals: Counter[str] = Counter()
        winners: list[Move] = []
        view = player.view(game_id, 0)
        while view["table"]["status"] != "finished":
            move = choose_move(game_id, view, rng)
            results = fire_together(sessions, server.url, move)
            responses = [r for r in results if isinstance(r, requests.Response)]
            assert len(responses) == CLIENTS, results  # no connection dropped
            won = [r for r in responses if r.status_code == 201]
            assert len(won) == 1, (SEED, [(r.status_code, r.text[:200]) for r in responses])
            codes = [assert_clean_refusal(r, LOSING_CODES) for r in responses if r is not won[0]]
            refusals.update(codes)
            stale = [r.json() for r in responses if r is not won[0]]
            stale = [p for p in stale if p["code"] == "stale_version"]
            # A copy that lost inside the store read the very version the winner read.
            assert all(p["expected_version"] == move.version for p in stale), (SEED, move, stale)
            raced_in_store += bool(stale)
            assert won[0].headers["Content-Type"].startswith("application/json")
            assert not won[0].headers["Content-Type"].startswith(PROBLEM)
            winners.append(move)
            view = won[0].json()
            assert len(winners) < 400, "the game does not end"
    finally:
        for session in sessions:
            session.close()
        stop_server(server)

    print(
        f"\n{len(winners)} moves raced by {CLIENTS} clients (seed {SEED}); "
        f"{raced_in_store} of them lost inside the store; refusals: {dict(refusals)}"
    )
    # The race really happened: for some moves, copies read the version the
    # winner read and lost at the store's conditional append, not only after it.
    assert raced_in_store > 0, (SEED, refusals)
    assert sum(refusals.values()) == (CLIENTS - 1) * len(winners)

    states = check_stored_games(database_url)  # gap-free, replayable, projection == replay
    assert states[game_id].winner is not None
    with database(database_url) as engine:
        log = stored_log(engine, game_id)
    human = [e for e in log if isinstance(e, BidMade | CardPlayed) and e.seat == 0]
    assert len(human) == len(winners), "each raced move must be logged exactly once"
    for move, event in zip(winners, human, strict=True):
        assert move.matches(event), (move, event)

"""``GET /games/{id}/seats/{seat}/view?wait=…&after_version=…`` through a real
``belote serve --workers 2``: it answers as soon as it is the seat's turn or
the game moved past ``after_version``, and answers unchanged when ``wait`` runs out.
"""

from __future__ import annotations

import random
import threading
import time
from typing import Any

import httpx
from streams_support import (
    Player,
    Server,
    create_game,
    move,
    new_player,
    sit,
    view,
)

HEURISTIC = {"bot": "heuristic"}
NEVER = 10**9  # an after_version no game reaches: only the turn can end the wait


def two_player_game(server: Server, seed: str) -> tuple[str, Player, Player]:
    a, b = new_player(server.url, "a"), new_player(server.url, "b")
    game_id = create_game(server.url, a, [{}, HEURISTIC, None, HEURISTIC], {"target": 100}, seed)
    sit(server.url, b, game_id, 2)
    return game_id, a, b


def turn_of(server: Server, game_id: str) -> int | None:
    turn: int | None = httpx.get(f"{server.url}/games/{game_id}", timeout=10).json()["table"][
        "turn"
    ]
    return turn


def until_turn(server: Server, game_id: str, owners: dict[int, Player], seat: int) -> None:
    """Play random moves for the other human seat until it is ``seat``'s turn."""
    rng = random.Random(seat)
    while (turn := turn_of(server, game_id)) != seat:
        assert turn is not None
        move(server.url, owners[turn], game_id, view(server.url, owners[turn], game_id, turn), rng)


class Poll(threading.Thread):
    def __init__(self, server: Server, player: Player, game_id: str, seat: int, **params: Any):
        super().__init__(daemon=True)
        self.args = (server.url, player, game_id, seat)
        self.params = params
        self.result: dict[str, Any] | None = None
        self.elapsed = 0.0

    def run(self) -> None:
        start = time.monotonic()
        self.result = view(*self.args, **self.params)
        self.elapsed = time.monotonic() - start


def test_long_poll_answers_when_it_becomes_the_seats_turn(server2: Server) -> None:
    game_id, a, b = two_player_game(server2, "lp-turn")
    owners = {0: a, 2: b}
    until_turn(server2, game_id, owners, 0)
    poll = Poll(server2, b, game_id, 2, wait=20, after_version=NEVER)
    poll.start()
    time.sleep(1.0)
    assert poll.is_alive(), "seat 2 is not to play: the poll waits"
    rng = random.Random(5)
    while poll.is_alive() and turn_of(server2, game_id) == 0:
        move(server2.url, a, game_id, view(server2.url, a, game_id, 0), rng)
        poll.join(3)  # polled every 0.2 s: it answers quickly once the turn came
    poll.join(5)
    assert not poll.is_alive() and poll.result is not None
    assert 1.0 < poll.elapsed < 15
    assert poll.result["table"]["turn"] == 2
    assert poll.result["legal_bids"] or poll.result["legal_cards"]


def test_long_poll_answers_when_the_version_passes_after_version(server2: Server) -> None:
    game_id, a, b = two_player_game(server2, "lp-version")
    until_turn(server2, game_id, {0: a, 2: b}, 0)
    before = view(server2.url, b, game_id, 2)
    poll = Poll(server2, b, game_id, 2, wait=20, after_version=before["table"]["version"])
    poll.start()
    time.sleep(1.0)
    assert poll.is_alive()
    move(server2.url, a, game_id, view(server2.url, a, game_id, 0), random.Random(1))
    poll.join(5)
    assert not poll.is_alive() and poll.result is not None
    assert poll.result["table"]["version"] > before["table"]["version"]


def test_long_poll_answers_at_once_when_already_its_turn(server2: Server) -> None:
    game_id, a, b = two_player_game(server2, "lp-now")
    until_turn(server2, game_id, {0: a, 2: b}, 0)
    start = time.monotonic()
    body = view(server2.url, a, game_id, 0, wait=20, after_version=NEVER)
    assert time.monotonic() - start < 3
    assert body["table"]["turn"] == 0


def test_long_poll_times_out_with_the_unchanged_view(server2: Server) -> None:
    game_id, a, b = two_player_game(server2, "lp-timeout")
    until_turn(server2, game_id, {0: a, 2: b}, 0)
    before = view(server2.url, b, game_id, 2)
    start = time.monotonic()
    r = httpx.get(
        f"{server2.url}/games/{game_id}/seats/2/view",
        params={"wait": 1.5, "after_version": before["table"]["version"]},
        headers=b.auth,
        timeout=10,
    )
    elapsed = time.monotonic() - start
    assert r.status_code == 200 and 1.4 < elapsed < 5, elapsed
    assert r.json() == before
    assert r.headers["ETag"] == f'"{before["table"]["version"]}"'


def test_long_poll_refusals_are_immediate_problems(server2: Server) -> None:
    game_id, a, b = two_player_game(server2, "lp-bad")
    url = f"{server2.url}/games/{game_id}/seats/2/view"
    for params, headers, status, code in (
        ({"wait": 61}, b.auth, 422, "validation_error"),
        ({"wait": -1}, b.auth, 422, "validation_error"),
        ({"wait": "soon"}, b.auth, 422, "validation_error"),
        ({"wait": 30}, {}, 401, "unauthorized"),
        ({"wait": 30}, a.auth, 403, "forbidden"),
    ):
        start = time.monotonic()
        r = httpx.get(url, params=params, headers=headers, timeout=10)
        assert time.monotonic() - start < 3
        assert r.status_code == status and r.json()["code"] == code, r.text

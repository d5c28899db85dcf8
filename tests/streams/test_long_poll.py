"""``GET /games/{id}/seats/{seat}/view?wait=…&after_version=…`` through a real
``belote serve``: it answers as soon as it is the seat's turn or the game moved
past ``after_version``, and answers unchanged when ``wait`` runs out.

No wall-clock bound here but those that mean a bug (a poll woken by a move
must answer before its ``wait`` runs out; a refusal must not wait). Whether a
poll is pending on the server is observed, not timed: the server lets a
client hold one wait (``BELOTE_MAX_WAITS_PER_CLIENT=1``), so a probe gets 429
exactly while the poll waits.
"""

from __future__ import annotations

import random
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from streams_support import (
    TIMEOUT,
    Player,
    Server,
    create_game,
    move,
    new_player,
    sit,
    view,
)

from tests.e2e.conftest import start_server, stop_server

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
    """One long-poll in a thread (retried while a probe holds the client's only slot)."""

    def __init__(self, server: Server, player: Player, game_id: str, seat: int, **params: Any):
        super().__init__(daemon=True)
        self.url = f"{server.url}/games/{game_id}/seats/{seat}/view"
        self.player, self.params = player, params
        self.response: httpx.Response | None = None
        self.elapsed = 0.0

    def run(self) -> None:
        while True:
            start = time.monotonic()
            r = httpx.get(self.url, params=self.params, headers=self.player.auth, timeout=90)
            self.elapsed = time.monotonic() - start
            if r.status_code != 429:
                self.response = r
                return

    @property
    def result(self) -> dict[str, Any]:
        assert self.response is not None and self.response.status_code == 200, self.response
        body: dict[str, Any] = self.response.json()
        return body

    def wait_pending(self) -> None:
        """Return once the poll waits on the server, seen without timing: the server
        (one client slot, see ``capped``) refuses a second long-poll with 429."""
        while True:
            probe = httpx.get(
                self.url, params={"wait": 0.001}, headers=self.player.auth, timeout=TIMEOUT
            )
            if probe.status_code == 429:
                assert probe.json()["code"] == "too_many_waits"
                return
            assert probe.status_code == 200, probe.text
            assert self.is_alive(), "the poll answered before anything happened"


def test_long_poll_answers_when_it_becomes_the_seats_turn(capped: Server) -> None:
    game_id, a, b = two_player_game(capped, "lp-turn")
    owners = {0: a, 2: b}
    until_turn(capped, game_id, owners, 0)
    poll = Poll(capped, b, game_id, 2, wait=60, after_version=NEVER)
    poll.start()
    poll.wait_pending()  # seat 2 is not to play: the poll waits
    rng = random.Random(5)
    while turn_of(capped, game_id) == 0:
        assert poll.is_alive(), "the poll answered before seat 2's turn"
        move(capped.url, a, game_id, view(capped.url, a, game_id, 0), rng)
    poll.join(90)
    assert poll.response is not None
    assert poll.elapsed < 60, "woken by the turn, not by the end of wait"
    assert poll.result["table"]["turn"] == 2
    assert poll.result["legal_bids"] or poll.result["legal_cards"]


def test_long_poll_answers_when_the_version_passes_after_version(capped: Server) -> None:
    game_id, a, b = two_player_game(capped, "lp-version")
    until_turn(capped, game_id, {0: a, 2: b}, 0)
    before = view(capped.url, b, game_id, 2)
    poll = Poll(capped, b, game_id, 2, wait=60, after_version=before["table"]["version"])
    poll.start()
    poll.wait_pending()
    move(capped.url, a, game_id, view(capped.url, a, game_id, 0), random.Random(1))
    poll.join(90)
    assert poll.response is not None and poll.elapsed < 60, "woken by the move"
    assert poll.result["table"]["version"] > before["table"]["version"]


def test_long_poll_answers_at_once_when_already_its_turn(capped: Server) -> None:
    game_id, a, b = two_player_game(capped, "lp-now")
    until_turn(capped, game_id, {0: a, 2: b}, 0)
    start = time.monotonic()
    body = view(capped.url, a, game_id, 0, wait=60, after_version=NEVER)
    assert time.monotonic() - start < 60, "answered without waiting"
    assert body["table"]["turn"] == 0


def test_long_poll_times_out_with_the_unchanged_view(capped: Server) -> None:
    game_id, a, b = two_player_game(capped, "lp-timeout")
    until_turn(capped, game_id, {0: a, 2: b}, 0)
    before = view(capped.url, b, game_id, 2)
    start = time.monotonic()
    r = httpx.get(
        f"{capped.url}/games/{game_id}/seats/2/view",
        params={"wait": 1.5, "after_version": before["table"]["version"]},
        headers=b.auth,
        timeout=60,
    )
    elapsed = time.monotonic() - start
    assert r.status_code == 200 and elapsed >= 1.5, elapsed  # it waited the whole time
    assert r.json() == before
    assert r.headers["ETag"] == f'"{before["table"]["version"]}"'


def test_long_poll_refusals_are_immediate_problems(capped: Server) -> None:
    game_id, a, b = two_player_game(capped, "lp-bad")
    url = f"{capped.url}/games/{game_id}/seats/2/view"
    for params, headers, status, code in (
        ({"wait": 61}, b.auth, 422, "validation_error"),
        ({"wait": -1}, b.auth, 422, "validation_error"),
        ({"wait": "soon"}, b.auth, 422, "validation_error"),
        ({"wait": 60}, {}, 401, "unauthorized"),
        ({"wait": 60}, a.auth, 403, "not_your_seat"),
    ):
        start = time.monotonic()
        r = httpx.get(url, params=params, headers=headers, timeout=90)
        assert time.monotonic() - start < 60, "refused without waiting"
        assert r.status_code == status and r.json()["code"] == code, r.text


def test_a_client_past_its_wait_slots_gets_429_and_a_closed_poll_frees_its_slot(
    capped: Server,
) -> None:
    """Issue 10 item 6: a client that hangs up frees its slot at once, not at the end of wait."""
    game_id, a, b = two_player_game(capped, "lp-slot")
    until_turn(capped, game_id, {0: a, 2: b}, 0)
    url = f"{capped.url}/games/{game_id}/seats/2/view"
    # A raw socket holds the poll: closing it is the hang-up.
    sock = socket.create_connection(("127.0.0.1", int(capped.url.rsplit(":", 1)[1])))
    query = f"/games/{game_id}/seats/2/view?wait=60&after_version={NEVER}"
    sock.sendall(
        f"GET {query} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {b.token}\r\n\r\n".encode()
    )
    refused = None
    while refused is None:  # until the held poll waits on the server
        probe = httpx.get(url, params={"wait": 0.001}, headers=b.auth, timeout=TIMEOUT)
        if probe.status_code == 429:
            refused = probe
        else:
            assert probe.status_code == 200, probe.text
    assert refused.json()["code"] == "too_many_waits"
    assert refused.headers["Retry-After"].isdigit()
    sock.close()
    # Freed at once: long before the held poll's 60 s would have run out.
    start = time.monotonic()
    while True:
        r = httpx.get(url, params={"wait": 0.001}, headers=b.auth, timeout=TIMEOUT)
        if r.status_code == 200:
            break
        assert r.status_code == 429, r.text
        assert time.monotonic() - start < 55, "the slot stayed taken until the end of wait"


@pytest.fixture(scope="module")
def capped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server where a client may hold one pending long-poll: a second one gets 429,
    which tells a test, without timing, that its first poll is waiting."""
    tmp = tmp_path_factory.mktemp("capped")
    env = {"BELOTE_MAX_WAITS_PER_CLIENT": "1"}
    server = start_server(f"sqlite:///{tmp / 'capped.db'}", 1, tmp / "server.log", env)
    yield server
    stop_server(server)


def test_a_long_poll_never_answers_with_the_next_occupants_hand(capped: Server) -> None:
    """Issue 10 item 1: the seat is checked when the poll answers, not only when it starts.

    A waits on seat 0 of a table still filling up; A leaves, B sits there and
    C fills the table, which deals B a hand. A's poll must end with 403, never
    with a view of the seat (B's hand). (It failed before the fix: 200 with B's hand.)
    """
    base = capped.url
    a, b, c = (new_player(base, n) for n in "abc")
    game_id = create_game(base, a, [{}, HEURISTIC, HEURISTIC, None], {"target": 100}, "lp-leak")
    url = f"{base}/games/{game_id}/seats/0/view"
    answer: dict[str, Any] = {}
    answered = threading.Event()

    def poll() -> None:
        while True:  # 429 while the probe below holds the client's only slot
            r = httpx.get(
                url, params={"wait": 60, "after_version": NEVER}, headers=a.auth, timeout=90
            )
            if r.status_code != 429:
                break
        answer.update(status=r.status_code, body=r.json())
        answered.set()

    threading.Thread(target=poll, daemon=True).start()
    while True:  # until the poll holds the slot, i.e. waits on the server
        probe = httpx.get(url, params={"wait": 0.001}, headers=a.auth, timeout=TIMEOUT)
        if probe.status_code == 429:
            assert probe.json()["code"] == "too_many_waits"
            break
        assert probe.status_code == 200, probe.text
    r = httpx.delete(f"{base}/games/{game_id}/seats/0", headers=a.auth, timeout=TIMEOUT)
    assert r.status_code == 200, r.text
    sit(base, b, game_id, 0)
    sit(base, c, game_id, 3)  # the fourth seat: the game starts, B is dealt a hand
    assert answered.wait(TIMEOUT), "the poll did not answer"
    assert answer["status"] == 403, answer
    assert answer["body"]["code"] == "not_your_seat"
    assert "hand" not in answer["body"]

"""Helpers of the stream tests: players and moves over HTTP, stream recorders,
which gunicorn worker holds a connection, and the log replayed step by step.
"""

from __future__ import annotations

import random
import socket
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import psutil
import requests

from botclient.sse import Comment, Message, open_stream
from domain.events import GameCreated, decision_from_dict
from domain.game import GameState, new_game

# The real-server helpers of the end-to-end tests and the hidden-card oracle of
# the API tests (written on the raw deal state), reused rather than written twice.
from tests.api.api_support import (
    PREVIOUS_TRICK,
    last_completed_trick,
    shown_cards,
    visible_by_deal,
)
from tests.e2e.conftest import Server, worker_pids

__all__ = ["Server", "worker_pids"]

TIMEOUT = 15


# -- players and moves ---------------------------------------------------------------


@dataclass(frozen=True)
class Player:
    id: str
    token: str

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


def new_player(base: str, name: str = "p") -> Player:
    r = requests.post(f"{base}/players", json={"name": name}, timeout=TIMEOUT)
    assert r.status_code == 201, r.text
    return Player(r.json()["id"], r.json()["token"])


def create_game(
    base: str, owner: Player, seats: list[Any], rules: dict[str, Any], seed: str
) -> str:
    body = {"seats": seats, "rules": rules, "seed": seed}
    r = requests.post(f"{base}/games", json=body, headers=owner.auth, timeout=TIMEOUT)
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def sit(base: str, player: Player, game_id: str, seat: int) -> None:
    r = requests.put(
        f"{base}/games/{game_id}/seats/{seat}", json={}, headers=player.auth, timeout=TIMEOUT
    )
    assert r.status_code == 200, r.text


def view(base: str, player: Player, game_id: str, seat: int, **params: Any) -> dict[str, Any]:
    r = requests.get(
        f"{base}/games/{game_id}/seats/{seat}/view",
        headers=player.auth,
        params=params,
        timeout=TIMEOUT + float(params.get("wait", 0)),
    )
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def move(
    base: str,
    player: Player,
    game_id: str,
    seat_view: dict[str, Any],
    rng: random.Random,
    seen: Callable[[httpx.Response], None] | None = None,
) -> httpx.Response:
    """A random legal move of the seat, on a fresh connection (so any worker may take it).

    ``seen`` gets the response while its connection is still open.
    """
    seat = seat_view["seat"]
    deal = seat_view["table"]["deal"]["deal_index"]
    if seat_view["legal_cards"]:
        url = f"{base}/games/{game_id}/deals/{deal}/plays"
        body: dict[str, Any] = {"seat": seat, "card": rng.choice(seat_view["legal_cards"])}
    else:
        url = f"{base}/games/{game_id}/deals/{deal}/bids"
        body = {"seat": seat, **rng.choice(seat_view["legal_bids"])}
    with httpx.Client(timeout=TIMEOUT) as client:
        r = client.post(url, json=body, headers=player.auth)
        if seen is not None:
            seen(r)
    assert r.status_code == 201, r.text
    return r


def play_to_the_end(
    base: str,
    game_id: str,
    owners: dict[int, Player],
    rng: random.Random,
    seen: Callable[[httpx.Response], None] | None = None,
) -> Iterator[httpx.Response]:
    """Play the human seats' turns with random legal moves until the game is over."""
    while True:
        r = requests.get(f"{base}/games/{game_id}", timeout=TIMEOUT)
        assert r.status_code == 200, r.text
        table = r.json()["table"]
        if table["status"] == "finished":
            return
        seat = table["turn"]
        seat_view = view(base, owners[seat], game_id, seat)
        yield move(base, owners[seat], game_id, seat_view, rng, seen)


def events(base: str, game_id: str) -> list[dict[str, Any]]:
    r = requests.get(f"{base}/games/{game_id}/events", params={"limit": 1000}, timeout=TIMEOUT)
    assert r.status_code == 200, r.text
    page = r.json()
    assert page["next_after"] is None, "one page holds a short game"
    items: list[dict[str, Any]] = page["events"]
    return items


def replay_steps(log: list[dict[str, Any]]) -> Iterator[tuple[int, GameState]]:
    """(seq, state right after that event) for each event of the public log.

    The same state object is updated in place: use it before the next step.
    """
    state: GameState | None = None
    for item in log:
        decision = decision_from_dict({"type": item["type"], **item["data"]})
        if state is None:
            assert isinstance(decision, GameCreated)
            state, _ = new_game(decision)
        else:
            state.apply(decision)
        yield item["seq"], state


# -- streams ---------------------------------------------------------------------------


class Recorder(threading.Thread):
    """Reads one event stream in a thread until the server ends it."""

    def __init__(
        self,
        base: str,
        game_id: str,
        *,
        seat: int | None = None,
        player: Player | None = None,
        params: dict[str, Any] | None = None,
        last_event_id: str | None = None,
        stop_after: int | None = None,
    ) -> None:
        super().__init__(daemon=True)
        self.base, self.game_id, self.seat, self.player = base, game_id, seat, player
        self.params = dict(params or {})
        self.last_event_id = last_event_id
        self.stop_after = stop_after  # messages; None: until the server ends the stream
        self.items: list[Message | Comment] = []
        self.error: BaseException | None = None
        self.client_port: int | None = None
        self.ready = threading.Event()  # set once the response headers arrived (or it failed)
        self.ended = False  # the server closed the stream
        self._arrived = threading.Condition()  # notified at each item and at the end
        self._done = False

    @property
    def messages(self) -> list[Message]:
        return [m for m in self.items if isinstance(m, Message)]

    def run(self) -> None:
        params = dict(self.params)
        if self.seat is not None:
            params["seat"] = self.seat
        headers = self.player.auth if self.player else {}
        try:
            with (
                httpx.Client(base_url=self.base, timeout=httpx.Timeout(10, read=60)) as client,
                open_stream(
                    client,
                    f"/games/{self.game_id}/events/stream",
                    headers=headers,
                    params=params,
                    last_event_id=self.last_event_id,
                ) as stream,
            ):
                self.client_port = client_port(stream.response)
                self.ready.set()
                for item in stream:
                    with self._arrived:
                        self.items.append(item)
                        self._arrived.notify_all()
                    if self.stop_after is not None and len(self.messages) >= self.stop_after:
                        return
                self.ended = True
        except BaseException as e:
            self.error = e
        finally:
            self.ready.set()
            with self._arrived:
                self._done = True
                self._arrived.notify_all()

    def wait_for(self, seq: int, timeout: float) -> bool:
        """Whether the message with id ``seq`` arrives within ``timeout`` seconds."""

        def arrived() -> bool:
            return self._done or any(m.id == str(seq) for m in self.messages)

        with self._arrived:
            self._arrived.wait_for(arrived, timeout)
        return any(m.id == str(seq) for m in self.messages)

    def finish(self, timeout: float = 60) -> list[Message]:
        self.join(timeout)
        assert not self.is_alive(), "the stream did not end"
        assert self.error is None, repr(self.error)
        return self.messages


# -- which gunicorn worker holds a connection (psutil) ----------------------------------


def serving_worker(master: int, server_port: int, client_port: int) -> int:
    """The pid of the worker holding the server side of the connection from ``client_port``."""
    for pid in worker_pids(master):
        for c in psutil.Process(pid).net_connections(kind="tcp"):
            if c.laddr.port == server_port and c.raddr and c.raddr.port == client_port:
                return pid
    raise AssertionError(f"no worker of {master} holds the connection from port {client_port}")


def server_port(server: Any) -> int:
    return int(server.url.rsplit(":", 1)[1])


def client_port(response: httpx.Response) -> int:
    port: int = response.extensions["network_stream"].get_extra_info("client_addr")[1]
    return port


def hold_stream(server: Any, path: str) -> socket.socket:
    """Open an event stream on a raw socket and leave it unread: a held server thread."""
    sock = socket.create_connection(("127.0.0.1", server_port(server)), timeout=TIMEOUT)
    request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
    sock.sendall(request.encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        assert chunk, "the server closed the stream"
        head += chunk
    assert head.startswith(b"HTTP/1.1 200"), head[:200]
    return sock


def secrets_shown(
    message: dict[str, Any], state: GameState, deal_before: int | None, player_id: str | None
) -> set[tuple[str, int | None]]:
    """(card, deal) pairs of one stream message the reader could not see at that point.

    The event and its facts belong to the deal in progress when the decision
    was taken (``deal_before``), unless they name their ``deal_index``; the
    seat's ``view`` to the deal in progress after it.
    """
    allowed = visible_by_deal(state, player_id)
    allowed[PREVIOUS_TRICK] = last_completed_trick(state)  # a view's table.previous_trick
    after = state.deal.index if state.deal is not None else None
    parts = {k: v for k, v in message.items() if k != "view"}
    shown = set(shown_cards(parts, deal_before if deal_before is not None else after, []))
    if "view" in message:
        shown |= set(shown_cards(message["view"], after, []))
    return {(c, d) for c, d in shown if d is None or c not in allowed.get(d, set())}

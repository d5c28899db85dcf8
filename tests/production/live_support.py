"""A live ``belote serve`` for the production tests: players, moves, and the stored truth.

These tests talk to a real server process over HTTP, as a front end or a bot
would, and then judge it by what the database holds: the event log (the
source of truth) and the games projection beside it. Reading the database
directly, rather than through the API, is what lets them check unfinished
games too (the API keeps the seed, hence the deals, secret until the end).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import requests
from e2e.conftest import Server, free_port, stop_server, wait_for_workers
from sqlalchemy import Engine, select

from domain.events import BidMade, CardPlayed, Event, decision_from_dict
from domain.game import GameState, replay
from persistence.db import make_engine
from persistence.models import EventRow, GameRow

__all__ = ["Server", "stop_server"]

PROBLEM = "application/problem+json"
TIMEOUT = 30  # seconds; generous, the machine is shared
HEURISTIC = {"bot": "heuristic"}
ONE_HUMAN = [{}, HEURISTIC, HEURISTIC, HEURISTIC]

ON_POSTGRESQL = pytest.mark.parametrize(
    "database_url", [pytest.param("postgresql", marks=pytest.mark.postgresql)], indirect=True
)
"""Run a test on the PostgreSQL variant of the ``database_url`` fixture only."""


def start_server(
    database_url: str, workers: int, log: Path, env: dict[str, str] | None = None
) -> Server:
    """``belote serve`` in a process group of its own, once it answers ``/ready``
    and every worker listens.

    Unlike ``tests/e2e``'s launcher, the group lets :func:`kill_server` take
    gunicorn's master and workers down at one stroke, and ``/ready`` means the
    workers reach the database too. It inherits the environment (rate limits
    off: ``tests/conftest.py``), plus ``env``.
    """
    port = free_port()
    belote = Path(sys.executable).with_name("belote")
    command = [str(belote), "serve", "--port", str(port), "--workers", str(workers)]
    env = {**os.environ, "BELOTE_DATABASE_URL": database_url, **(env or {})}
    with open(log, "ab") as out:
        process = subprocess.Popen(
            command, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    server = Server(f"http://127.0.0.1:{port}", process)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"belote serve exited with {process.returncode}; see {log}")
        try:
            if requests.get(f"{server.url}/ready", timeout=5).status_code == 200:
                break
        except requests.RequestException:
            pass
        time.sleep(0.1)
    else:
        kill_server(server)
        raise RuntimeError(f"belote serve did not answer within 90 s; see {log}")
    if workers > 1 and not wait_for_workers(process.pid, port, workers, deadline):
        kill_server(server)
        raise RuntimeError(f"belote serve did not start {workers} workers within 90 s; see {log}")
    return server


def kill_server(server: Server) -> None:
    """SIGKILL the server's whole process group (gunicorn master and workers): a crash."""
    with suppress(ProcessLookupError):
        os.killpg(server.process.pid, signal.SIGKILL)
    server.process.wait()


class Client:
    """One player: its own HTTP session (connection pool) and bearer token."""

    def __init__(self, base: str, name: str = "player") -> None:
        self.base = base
        self.name = name
        self.session = requests.Session()
        resp = self.session.post(f"{base}/players", json={"name": name}, timeout=TIMEOUT)
        assert resp.status_code == 201, resp.text
        body = resp.json()
        self.id: str = body["id"]
        self.token: str = body["token"]
        self.session.headers["Authorization"] = f"Bearer {self.token}"

    def get(self, path: str, **kw: Any) -> requests.Response:
        return self.session.get(self.base + path, timeout=TIMEOUT, **kw)

    def post(self, path: str, **kw: Any) -> requests.Response:
        return self.session.post(self.base + path, timeout=TIMEOUT, **kw)

    def put(self, path: str, **kw: Any) -> requests.Response:
        return self.session.put(self.base + path, timeout=TIMEOUT, **kw)

    def create_game(self, seats: list[Any], **body: Any) -> str:
        resp = self.post("/games", json={"seats": seats, **body})
        assert resp.status_code == 201, resp.text
        game_id: str = resp.json()["id"]
        return game_id

    def view(self, game_id: str, seat: int) -> dict[str, Any]:
        resp = self.get(f"/games/{game_id}/seats/{seat}/view")
        assert resp.status_code == 200, resp.text
        body: dict[str, Any] = resp.json()
        return body


@dataclass(frozen=True, slots=True)
class Move:
    """A seat's decision as the API takes it, chosen at game version ``version``."""

    game_id: str
    path: str
    body: dict[str, Any]
    version: int

    @property
    def headers(self) -> dict[str, str]:
        """``If-Match`` on the version the move was chosen at."""
        return {"If-Match": f'"{self.version}"'}

    def matches(self, event: Event) -> bool:
        """Is ``event`` (a logged decision) this move?"""
        body = self.body
        if isinstance(event, CardPlayed):
            return "card" in body and (event.seat, event.card.code) == (body["seat"], body["card"])
        if isinstance(event, BidMade):
            bid = event.bid.to_dict()
            return (
                "action" in body
                and (event.seat, bid["action"]) == (body["seat"], body["action"])
                and body.get("suit") in (None, bid["suit"])
            )
        return False


def choose_move(game_id: str, view: dict[str, Any], rng: random.Random) -> Move:
    """A legal move picked at random from a seat's view (whose turn it must be)."""
    table = view["table"]
    assert table["turn"] == view["seat"], "not this seat's turn"
    prefix = f"/games/{game_id}/deals/{table['deal']['deal_index']}"
    if view["legal_cards"]:
        body = {"seat": view["seat"], "card": rng.choice(view["legal_cards"])}
        return Move(game_id, f"{prefix}/plays", body, table["version"])
    bid = rng.choice(view["legal_bids"])
    body = {"seat": view["seat"], "action": bid["action"], "suit": bid["suit"]}
    return Move(game_id, f"{prefix}/bids", body, table["version"])


def play_to_the_end(client: Client, game_id: str, seat: int, rng: random.Random) -> int:
    """Play ``seat`` (against bots) until the game is over; returns the moves made."""
    view = client.view(game_id, seat)
    moves = 0
    while view["table"]["status"] != "finished":
        move = choose_move(game_id, view, rng)
        resp = client.post(move.path, json=move.body)
        assert resp.status_code == 201, resp.text
        view = resp.json()
        moves += 1
    return moves


# -- the stored truth ---------------------------------------------------------------


@contextmanager
def database(url: str) -> Iterator[Engine]:
    engine = make_engine(url)
    try:
        yield engine
    finally:
        engine.dispose()


def stored_log(engine: Engine, game_id: str) -> list[Event]:
    """A game's logged decisions, checked gap-free and duplicate-free (seq 1..n)."""
    query = (
        select(EventRow.seq, EventRow.type, EventRow.payload)
        .where(EventRow.game_id == game_id)
        .order_by(EventRow.seq)
    )
    with engine.connect() as conn:
        rows = conn.execute(query).all()
    seqs = [r.seq for r in rows]
    assert seqs == list(range(1, len(rows) + 1)), f"{game_id}: log positions {seqs}"
    for r in rows:
        assert r.type == r.payload["type"], f"{game_id} seq {r.seq}: {r.type} vs {r.payload}"
    return [decision_from_dict(r.payload) for r in rows]


def check_stored_games(url: str) -> dict[str, GameState]:
    """Every game of the database is whole: a gap-free log that replays, projections that match.

    The projections (``games``, ``game_seats``, …) are compared with the replay
    by ``belote verify --all``, run as an operator would; it must exit 0
    having verified every game. Returns each game's replayed state.
    """
    with database(url) as engine:
        with engine.connect() as conn:
            ids = conn.execute(select(GameRow.id)).scalars().all()
        states = {game_id: replay(stored_log(engine, game_id)) for game_id in ids}
    belote = Path(sys.executable).with_name("belote")
    result = subprocess.run(
        [str(belote), "verify", "--all"],
        env={**os.environ, "BELOTE_DATABASE_URL": url},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"verified {len(ids)} game" in result.stdout, result.stdout
    return states


def assert_clean_refusal(resp: requests.Response, allowed: set[str]) -> str:
    """A 4xx RFC 9457 problem whose stable ``code`` is one of ``allowed``; returns the code."""
    assert 400 <= resp.status_code < 500, f"{resp.status_code}: {resp.text[:500]}"
    assert resp.headers.get("Content-Type", "").startswith(PROBLEM), resp.headers
    code: str = resp.json()["code"]
    assert code in allowed, f"{resp.status_code} {code}: {resp.text[:500]}"
    return code

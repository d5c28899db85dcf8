"""The database goes away and comes back: 503 ``database_unavailable`` meanwhile, then service.

A real outage: the app reaches PostgreSQL through a TCP relay that the test
controls. Cutting the relay closes every open connection and refuses new ones
(as a database restart or a network partition would); restoring it lets
connections through again. The same app object serves before, during and
after: it must recover by itself (``pool_pre_ping`` replaces dead pooled
connections), with no restart.
"""

from __future__ import annotations

import contextlib
import datetime
import socket
import threading
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import make_url
from werkzeug.test import TestResponse

from api.http.app import create_app
from api.http.idempotency import HEADER, REPLAYED_HEADER

ON_POSTGRESQL = pytest.mark.parametrize(
    "database_url", [pytest.param("postgresql", marks=pytest.mark.postgresql)], indirect=True
)
PROBLEM = "application/problem+json"
NO_DATABASE_NEEDED = {
    "/health",
    "/openapi.json",
    "/docs",
    "/docs/assets/swagger-ui.css",
    "/",  # the web table's page (its other addresses answer the same file) and files
    "/web/main.js",
}


class Relay:
    """A TCP relay to ``target`` that can be cut (connections dropped, new ones refused)."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self._lock = threading.Lock()
        self._sockets: set[socket.socket] = set()
        self._listener: socket.socket | None = None
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port: int = probe.getsockname()[1]
        self.restore()

    def restore(self) -> None:
        listener = socket.create_server(("127.0.0.1", self.port))  # SO_REUSEADDR
        listener.settimeout(0.05)
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def cut(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            listener.close()
        with self._lock:
            dropped, self._sockets = self._sockets, set()
        for sock in dropped:
            _close(sock)

    def _accept(self, listener: socket.socket) -> None:
        while self._listener is listener:
            try:
                client, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return  # closed by cut()
            try:
                upstream = socket.create_connection(self.target, timeout=5)
            except OSError:
                _close(client)
                continue
            client.settimeout(None)
            upstream.settimeout(None)
            with self._lock:
                self._sockets |= {client, upstream}
            for src, dst in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(src, dst), daemon=True).start()

    @staticmethod
    def _pipe(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        finally:
            _close(src)
            _close(dst)


def _close(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)  # wakes a thread blocked in recv() on it
    sock.close()


@pytest.fixture
def relay(database_url: str) -> Iterator[Relay]:
    url = make_url(database_url)
    relay = Relay((url.host or "127.0.0.1", url.port or 5432))
    yield relay
    relay.cut()


@pytest.fixture
def app(database_url: str, relay: Relay) -> Iterator[Flask]:
    through_relay = make_url(database_url).set(host="127.0.0.1", port=relay.port)
    app = create_app(
        {
            "DATABASE_URL": through_relay.render_as_string(hide_password=False),
            "RATE_LIMIT_WRITES": "1000/minute",  # on: its counter needs the database too
            "RATE_LIMIT_ANONYMOUS": "1000/minute",
        }
    )
    yield app
    app.extensions["belote"].store.engine.dispose()


class Table:
    """A game in progress and the requests that exercise every part of the API."""

    def __init__(self, client: FlaskClient) -> None:
        created = client.post("/players", json={"name": "Ada"})
        assert created.status_code == 201, created.json
        self.player_id: str = created.json["id"]
        self.auth = {"Authorization": f"Bearer {created.json['token']}"}
        game = client.post("/games", json={"seed": "outage"}, headers=self.auth)
        assert game.status_code == 201, game.json
        self.game_id: str = game.json["id"]
        self.client = client

    def reads(self) -> dict[str, TestResponse]:
        g, get = f"/games/{self.game_id}", self.client.get
        return {
            "ready": get("/ready"),
            "list_games": get("/games"),
            "get_game": get(g),
            "seat_view": get(f"{g}/seats/0/view", headers=self.auth),
            "long_poll": get(f"{g}/seats/0/view?wait=1&after_version=0", headers=self.auth),
            "deals": get(f"{g}/deals"),
            "deal": get(f"{g}/deals/0"),
            "bids": get(f"{g}/deals/0/bids"),
            "plays": get(f"{g}/deals/0/plays"),
            "events": get(f"{g}/events"),
        }

    def writes(self, key: str) -> dict[str, TestResponse]:
        view = self.client.get(f"/games/{self.game_id}/seats/0/view", headers=self.auth)
        return {
            "create_player": self.client.post("/players", json={"name": "Bo"}),
            "create_game": self.client.post("/games", json={}, headers=self.auth),
            "post_bid": self.client.post(
                f"/games/{self.game_id}/deals/0/bids",
                json={"seat": 0, "action": "pass"},
                headers={**self.auth, HEADER: key},
            ),
            "view_before_bid": view,
        }


def url_map_gets(app: Flask, table: Table) -> dict[str, TestResponse]:
    """Every GET route of the app, whoever wrote it, with its parameters filled in."""
    values = {
        "game_id": table.game_id,
        "player_id": table.player_id,
        "seat": 0,
        "deal_index": 0,
        "date": datetime.datetime.now(datetime.UTC).date().isoformat(),
    }
    # A file's name, by what serves it: /docs's (api/http/docs_assets.py), the web table's.
    files = {"docs_assets.asset": "swagger-ui.css", "web.asset": "main.js"}
    answers = {}
    for rule in app.url_map.iter_rules():
        page = rule.endpoint == "web.index" and rule.rule != "/"  # the same file as "/"
        if "GET" in (rule.methods or ()) and rule.endpoint != "static" and not page:
            given = {**values, "name": files.get(rule.endpoint, "x")}
            path = rule.build({k: given.get(k, "x") for k in rule.arguments})[1]
            answers[path] = table.client.get(path, headers=table.auth)
    return answers


def assert_unavailable(name: str, resp: TestResponse) -> None:
    assert resp.status_code == 503, (name, resp.status_code, resp.get_data(as_text=True))
    assert resp.content_type == PROBLEM, name
    assert resp.json["code"] == "database_unavailable", name
    assert resp.headers["Retry-After"] == "1", name


@ON_POSTGRESQL
def test_every_request_gets_503_during_an_outage_and_succeeds_after_it(
    app: Flask, relay: Relay
) -> None:
    table = Table(app.test_client())
    assert all(r.status_code == 200 for r in table.reads().values())

    relay.cut()
    for name, resp in {**table.reads(), **table.writes("during")}.items():
        assert_unavailable(name, resp)
    # /health stays 200: the process is fine, a supervisor must not restart it.
    for path, resp in url_map_gets(app, table).items():
        if path in NO_DATABASE_NEEDED:
            assert resp.status_code == 200, path
        else:
            assert_unavailable(path, resp)

    relay.restore()  # the same app, not restarted
    reads = table.reads()
    assert {name: r.status_code for name, r in reads.items()} == dict.fromkeys(reads, 200)
    writes = table.writes("during")  # the key the outage refused was never taken
    assert writes["view_before_bid"].json["legal_bids"]
    assert [writes[n].status_code for n in ("create_player", "create_game", "post_bid")] == [
        201,
        201,
        201,
    ]
    assert REPLAYED_HEADER not in writes["post_bid"].headers


@ON_POSTGRESQL
def test_outages_come_and_go(app: Flask, relay: Relay) -> None:
    client = app.test_client()
    for _ in range(3):
        assert client.get("/ready").status_code == 200
        relay.cut()
        assert_unavailable("ready", client.get("/ready"))
        relay.restore()
    assert client.get("/ready").status_code == 200

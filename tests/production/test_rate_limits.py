"""What a client may send: writes per period (429 ``rate_limited``) and body size (413).

Through the Flask test client on SQLite and PostgreSQL, plus one real
``belote serve --workers 2`` to show that worker processes share one budget.
The session turns limits off (tests/conftest.py); these tests turn them on.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
from e2e.conftest import Server, free_port, stop_server
from flask import Flask
from sqlalchemy import event, func, select
from werkzeug.test import TestResponse

from api.http.app import MAX_BODY_BYTES, create_app
from api.http.ratelimit import Limit
from api.http.spec import spec_dict
from persistence.models import GameRow, IdempotencyRow, RateLimitRow

PROBLEM = "application/problem+json"
SEATS: list[dict[str, Any]] = [{}, {}, {}, {}]


@pytest.fixture
def make_app(database_url: str) -> Iterator[Any]:
    """``make_app(**config)``: apps on the test's database, disposed of afterwards."""
    apps: list[Flask] = []

    def make(**config: Any) -> Flask:
        app = create_app({"DATABASE_URL": database_url, **config})
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.extensions["belote"].store.engine.dispose()


def token_of(app: Flask, name: str = "p") -> dict[str, str]:
    resp = app.test_client().post("/players", json={"name": name})
    assert resp.status_code == 201, resp.json
    return {"Authorization": f"Bearer {resp.json['token']}"}


def create_game(app: Flask, auth: dict[str, str]) -> TestResponse:
    return app.test_client().post("/games", json={"seats": SEATS}, headers=auth)


def games_in(app: Flask) -> int:
    with app.extensions["belote"].store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(GameRow)).scalar_one())


def assert_rate_limited(resp: TestResponse, most_seconds: int) -> None:
    assert resp.status_code == 429, resp.get_data(as_text=True)
    assert resp.content_type == PROBLEM
    assert resp.json["code"] == "rate_limited"
    retry_after = int(resp.headers["Retry-After"])
    assert 1 <= retry_after <= most_seconds
    assert resp.json["retry_after"] == retry_after


# -- the limit's notation ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "limit"),
    [
        ("120/minute", Limit(120, 60)),
        (" 5/Second ", Limit(5, 1)),
        ("1000/hour", Limit(1000, 3600)),
        ("1/day", Limit(1, 86400)),
        ("off", None),
        ("0", None),
        ("0/minute", None),
        ("", None),
    ],
)
def test_a_limit_reads_requests_per_period(text: str, limit: Limit | None) -> None:
    assert Limit.parse(text) == limit


@pytest.mark.parametrize("text", ["lots", "10", "10/fortnight", "-1/minute", "1.5/second"])
def test_a_malformed_limit_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="120/minute"):
        Limit.parse(text)


def test_a_malformed_limit_in_the_environment_stops_the_app(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("BELOTE_RATE_LIMIT_WRITES", "plenty")
    with pytest.raises(ValueError, match="plenty"):
        create_app({"DATABASE_URL": "sqlite://"})


# -- writes per token ----------------------------------------------------------------


def test_a_token_past_its_budget_gets_429_and_others_do_not(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_WRITES="3/minute")
    alice, bob = token_of(app, "Alice"), token_of(app, "Bob")

    accepted = [create_game(app, alice) for _ in range(3)]
    refused = create_game(app, alice)

    assert [resp.status_code for resp in accepted] == [201, 201, 201]
    assert_rate_limited(refused, 60)
    assert "3 writes per minute" in refused.json["detail"]
    assert create_game(app, bob).status_code == 201  # its own budget
    location = accepted[0].headers["Location"]
    assert app.test_client().get(location, headers=alice).status_code == 200  # reads are free
    assert games_in(app) == 4  # the refused write did nothing


def bid(app: Flask, auth: dict[str, str], game: dict[str, Any], seat: int) -> TestResponse:
    """A pass from ``seat`` in deal 0 (the caller holds every seat)."""
    url = f"/games/{game['id']}/deals/0/bids"
    return app.test_client().post(url, json={"seat": seat, "action": "pass"}, headers=auth)


def version_of(app: Flask, game: dict[str, Any]) -> int:
    return int(app.test_client().get(f"/games/{game['id']}").headers["ETag"].strip('"'))


def test_a_move_is_counted_in_the_transaction_that_writes_it(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_WRITES="100/minute")
    auth = token_of(app)
    game = create_game(app, auth).json
    engine = app.extensions["belote"].store.engine
    commits: list[int] = []
    event.listen(engine, "commit", lambda _conn: commits.append(1))

    assert bid(app, auth, game, game["table"]["turn"]).status_code == 201

    assert len(commits) == 1  # the count and the move: one transaction (one SQLite lock turn)
    with engine.connect() as conn:
        hits = conn.execute(select(RateLimitRow.hits).where(RateLimitRow.scope.like("token:%")))
        assert hits.scalar_one() == 2  # the game, then the bid


def test_a_refused_move_counts_and_a_write_past_the_budget_leaves_nothing(
    make_app: Any,
) -> None:
    app = make_app(RATE_LIMIT_WRITES="3/minute")
    auth = token_of(app)
    game = create_game(app, auth).json
    turn = game["table"]["turn"]
    refused = [bid(app, auth, game, (turn + 1) % 4) for _ in range(2)]  # writes nothing
    assert [r.json["code"] for r in refused] == ["not_your_turn"] * 2

    assert_rate_limited(bid(app, auth, game, turn), 60)  # legal, but the budget is spent
    assert version_of(app, game) == game["table"]["version"]


def test_a_spent_budget_is_refused_without_the_database(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_WRITES="1/minute")
    auth = token_of(app)
    assert create_game(app, auth).status_code == 201
    assert_rate_limited(create_game(app, auth), 60)  # found out in its write transaction
    statements: list[str] = []
    engine = app.extensions["belote"].store.engine
    event.listen(engine, "before_cursor_execute", lambda *args: statements.append(args[2]))

    assert_rate_limited(create_game(app, auth), 60)
    assert statements == []  # this process remembers until the window ends
    assert games_in(app) == 1


def test_a_write_refused_in_its_idempotency_claim_holds_no_key(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_WRITES="1/minute")
    auth = token_of(app)
    assert create_game(app, auth).status_code == 201
    keyed = {**auth, "Idempotency-Key": "retry-me"}
    refused = app.test_client().post("/games", json={"seats": SEATS}, headers=keyed)
    assert_rate_limited(refused, 60)  # counted in the claim's transaction, rolled back with it
    with app.extensions["belote"].store.engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(IdempotencyRow)).scalar_one() == 0
    assert games_in(app) == 1


def test_the_budget_comes_back_when_the_window_ends(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_WRITES="2/minute")
    auth = token_of(app)
    limiter = app.extensions["belote_rate_limits"]
    start = limiter.clock()
    limiter.clock = lambda: start
    assert [create_game(app, auth).status_code for _ in range(2)] == [201, 201]

    limiter.clock = lambda: start + 45
    assert_rate_limited(create_game(app, auth), 15)
    limiter.clock = lambda: start + 61
    assert create_game(app, auth).status_code == 201


def test_worker_processes_share_one_budget(make_app: Any) -> None:
    """Two apps on one database stand for two worker processes."""
    one, two = make_app(RATE_LIMIT_WRITES="3/minute"), make_app(RATE_LIMIT_WRITES="3/minute")
    auth = token_of(one)
    statuses = [create_game(app, auth).status_code for app in (one, two, one, two)]
    assert statuses == [201, 201, 201, 429]


@pytest.mark.parametrize("off", ["off", "0"])
def test_a_limit_can_be_turned_off(make_app: Any, off: str) -> None:
    app = make_app(RATE_LIMIT_WRITES=off, RATE_LIMIT_ANONYMOUS=off)
    auth = token_of(app)
    assert {create_game(app, auth).status_code for _ in range(12)} == {201}
    for _ in range(12):
        token_of(app)  # asserts a 201


def test_ended_windows_are_purged(make_app: Any) -> None:
    store = make_app().extensions["belote"].store
    assert store.rate_limits.count("ip:192.0.2.1", now_ms=1_000, window_ms=500) == (1, 1_500)
    assert store.rate_limits.count("ip:192.0.2.1", now_ms=1_200, window_ms=500) == (2, 1_500)
    store.rate_limits.forget(now_ms=1_499)
    assert store.rate_limits.count("ip:192.0.2.1", now_ms=1_499, window_ms=500) == (3, 1_500)
    store.rate_limits.forget(now_ms=1_500)
    assert store.rate_limits.count("ip:192.0.2.1", now_ms=1_600, window_ms=500) == (1, 2_100)


# -- anonymous writes per client IP ---------------------------------------------------


def create_player(app: Flask, ip: str, forwarded_for: str | None = None) -> TestResponse:
    headers = {"X-Forwarded-For": forwarded_for} if forwarded_for else {}
    return app.test_client().post(
        "/players", json={"name": "x"}, headers=headers, environ_base={"REMOTE_ADDR": ip}
    )


def test_creating_players_is_limited_per_client_ip(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_ANONYMOUS="2/hour")
    assert [create_player(app, "198.51.100.7").status_code for _ in range(2)] == [201, 201]
    assert_rate_limited(create_player(app, "198.51.100.7"), 3600)
    assert create_player(app, "198.51.100.8").status_code == 201
    # Without trusted proxies, X-Forwarded-For is the client's word: ignored.
    assert_rate_limited(create_player(app, "198.51.100.7", forwarded_for="203.0.113.1"), 3600)


def test_behind_a_proxy_the_forwarded_address_is_the_client(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_ANONYMOUS="1/hour", PROXY_HOPS=1)
    proxy = "10.0.0.1"
    assert create_player(app, proxy, forwarded_for="203.0.113.1").status_code == 201
    assert create_player(app, proxy, forwarded_for="203.0.113.2").status_code == 201
    assert_rate_limited(create_player(app, proxy, forwarded_for="203.0.113.1"), 3600)


# -- body size -----------------------------------------------------------------------


def post_body(app: Flask, size: int) -> TestResponse:
    """POST /players with a JSON body of exactly ``size`` bytes."""
    padding = size - len('{"name":"x","pad":""}')
    body = '{"name":"x","pad":"' + "p" * padding + '"}'
    assert len(body) == size
    return app.test_client().post("/players", data=body, content_type="application/json")


def test_bodies_over_64_kib_get_413_by_default(make_app: Any) -> None:
    app = make_app()
    assert MAX_BODY_BYTES == 64 * 1024
    too_big = post_body(app, MAX_BODY_BYTES + 1)
    assert too_big.status_code == 413
    assert too_big.content_type == PROBLEM
    assert too_big.json["code"] == "payload_too_large"
    assert post_body(app, MAX_BODY_BYTES).status_code == 422  # read, and refused by the schema


def test_the_body_limit_is_configurable(make_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_MAX_BODY_BYTES", "1000")
    app = make_app()
    assert post_body(app, 1001).json["code"] == "payload_too_large"
    assert post_body(app, 1000).status_code == 422
    authed = app.test_client().post(
        "/games",
        data="{" + " " * 2000 + "}",
        content_type="application/json",
        headers=token_of(app),
    )
    assert authed.status_code == 413


def test_a_malformed_body_limit_stops_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_MAX_BODY_BYTES", "64k")
    with pytest.raises(ValueError, match="BELOTE_MAX_BODY_BYTES"):
        create_app({"DATABASE_URL": "sqlite://"})


# -- the contract and a real server --------------------------------------------------


def test_every_write_documents_429() -> None:
    spec = spec_dict()
    writes = [
        op
        for item in spec["paths"].values()
        for method, op in item.items()
        if method in ("post", "put", "patch", "delete")
    ]
    assert len(writes) >= 6
    for op in writes:
        assert op["responses"]["429"] == {"$ref": "#/components/responses/RATE_LIMITED"}
    documented = spec["components"]["responses"]["RATE_LIMITED"]
    assert "BELOTE_RATE_LIMIT_WRITES" in documented["description"]
    assert "Retry-After" in documented["headers"]


def serve(database_url: str, workers: int, log: Path) -> Server:
    """``belote serve`` with this process's environment (its limits), once ``/ready`` answers.

    Unlike tests/e2e's launcher, a slow answer (a busy shared machine) is waited for.
    """
    port = free_port()
    command = [str(Path(sys.executable).with_name("belote")), "serve", "--port", str(port)]
    env = {**os.environ, "BELOTE_DATABASE_URL": database_url}
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [*command, "--workers", str(workers)], env=env, stdout=out, stderr=subprocess.STDOUT
        )
    server = Server(f"http://127.0.0.1:{port}", process)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and process.poll() is None:
        try:
            if requests.get(f"{server.url}/ready", timeout=5).status_code == 200:
                return server
        except requests.RequestException:
            time.sleep(0.1)
    stop_server(server)
    raise RuntimeError(f"belote serve did not start; see {log}")


def test_gunicorn_workers_share_one_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_RATE_LIMIT_WRITES", "5/minute")
    server = serve(f"sqlite:///{tmp_path / 'limits.db'}", 2, tmp_path / "server.log")
    try:
        token = requests.post(f"{server.url}/players", json={"name": "x"}, timeout=30)
        auth = {"Authorization": f"Bearer {token.json()['token']}"}
        statuses = []
        for _ in range(10):
            with requests.Session() as fresh:  # a new connection each time, any worker
                resp = fresh.post(f"{server.url}/games", json={}, headers=auth, timeout=30)
            statuses.append(resp.status_code)
    finally:
        stop_server(server)
    assert statuses == [201] * 5 + [429] * 5
    assert resp.headers["Content-Type"] == PROBLEM
    assert resp.json()["code"] == "rate_limited"
    assert 1 <= int(resp.headers["Retry-After"]) <= 60

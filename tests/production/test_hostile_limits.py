"""Issue 10 items 5 and 7: limits key on verified identities; no secret at rest.

A bearer token the server never issued identifies nobody: its writes count
against the client's address, like any anonymous write, so made-up tokens
cannot buy fresh budgets. And the idempotency store, which keeps answers for
a day, never keeps a player's bearer token in clear.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
from e2e.conftest import start_server, stop_server
from sqlalchemy import select

from api.http.app import MAX_BODY_BYTES
from persistence.models import IdempotencyRow
from production import test_rate_limits

make_app = test_rate_limits.make_app  # the fixture: apps on the test's database


def test_made_up_bearer_tokens_count_against_the_address(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_WRITES="100/minute", RATE_LIMIT_ANONYMOUS="3/minute")
    client = app.test_client()
    statuses = [
        client.post(
            "/players", json={"name": f"p{i}"}, headers={"Authorization": f"Bearer junk-{i}"}
        ).status_code
        for i in range(5)
    ]
    assert statuses == [201, 201, 201, 429, 429]
    # Junk tokens on other writes spend the same address budget (401 each, counted).
    resp = client.post("/games", json={}, headers={"Authorization": "Bearer junk-x"})
    assert resp.status_code == 429 and resp.get_json()["code"] == "rate_limited"
    # Another address still has its own budget.
    other = client.post("/players", json={"name": "q"}, environ_base={"REMOTE_ADDR": "192.0.2.9"})
    assert other.status_code == 201


def test_a_real_token_has_its_own_budget(make_app: Any) -> None:
    app = make_app(RATE_LIMIT_WRITES="100/minute", RATE_LIMIT_ANONYMOUS="1/minute")
    client = app.test_client()
    token = client.post("/players", json={"name": "real"}).get_json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    # The address's anonymous budget is spent, but the verified player writes on.
    assert client.post("/players", json={"name": "x"}).status_code == 429
    assert client.post("/games", json={}, headers=auth).status_code == 201


def test_no_bearer_token_is_kept_in_the_idempotency_store(make_app: Any) -> None:
    app = make_app()
    client = app.test_client()
    token = client.post("/players", json={"name": "a"}).get_json()["token"]
    headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": "create-b"}
    first = client.post("/players", json={"name": "b"}, headers=headers)
    assert first.status_code == 201
    secret = first.get_json()["token"]
    with app.extensions["belote"].store.engine.connect() as conn:
        kept = conn.execute(select(IdempotencyRow.response_body)).scalars().all()
    assert not [body for body in kept if secret in body]
    # A retry cannot get the lost token back (it is stored nowhere): it makes
    # another player, with a token of its own, as without a key.
    again = client.post("/players", json={"name": "b"}, headers=headers)
    assert again.status_code == 201 and "Idempotent-Replayed" not in again.headers
    assert again.get_json()["id"] != first.get_json()["id"]
    # Keys still work where the answer holds no secret.
    game = {"seats": [{}, None, None, None]}
    made = [client.post("/games", json=game, headers=headers) for _ in range(2)]
    assert made[0].get_json()["id"] == made[1].get_json()["id"]
    assert made[1].headers["Idempotent-Replayed"] == "true"


@pytest.mark.parametrize("workers", [1, 2])
def test_a_chunked_body_over_the_limit_is_413_on_a_live_server(
    tmp_path: Path, workers: int
) -> None:
    """Werkzeug cuts a chunked body at the limit rather than refusing it; the
    app refuses it like one with a Content-Length."""
    server = start_server(f"sqlite:///{tmp_path / 'chunked.db'}", workers=workers)
    try:

        def chunks() -> Iterator[bytes]:  # no length known: requests sends it chunked
            yield b'{"name": "'
            for _ in range(MAX_BODY_BYTES // 1000 + 1):
                yield b"a" * 1000
            yield b'"}'

        resp = requests.post(
            f"{server.url}/players", data=chunks(), headers={"Content-Type": "application/json"}
        )
        assert resp.status_code == 413, resp.text
        assert resp.headers["Content-Type"] == "application/problem+json"
        assert resp.json()["code"] == "payload_too_large"
        small = requests.post(
            f"{server.url}/players",
            data=iter([b'{"name": ', b'"chunked"}']),
            headers={"Content-Type": "application/json"},
        )
        assert small.status_code == 201, small.text
    finally:
        stop_server(server)

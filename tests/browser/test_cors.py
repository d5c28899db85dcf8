"""CORS headers (api/http/cors.py) via the Flask test client;
a real browser: test_cross_origin.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from api.http.cors import EXPOSED_HEADERS, REQUEST_HEADERS, CorsConfigError, CorsPolicy

FRONT = "http://localhost:5173"


def make_app(tmp_path: Path, origins: str | None) -> Flask:
    from api.http.app import create_app

    config: dict[str, object] = {"DATABASE_URL": f"sqlite:///{tmp_path / 'cors.db'}"}
    if origins is not None:
        config["CORS_ORIGINS"] = origins
    return create_app(config)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[FlaskClient]:
    app = make_app(tmp_path, None)  # the default: any origin
    yield app.test_client()
    app.extensions["belote"].store.engine.dispose()


def token_of(client: FlaskClient) -> str:
    answer = client.post("/players", json={"name": "Mireille"}, headers={"Origin": FRONT})
    assert answer.status_code == 201
    return str(answer.json["token"])


def preflight(client: FlaskClient, path: str, method: str, headers: str) -> object:
    return client.options(
        path,
        headers={
            "Origin": FRONT,
            "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": headers,
        },
    )


def split(value: str | None) -> set[str]:
    return {item.strip().lower() for item in (value or "").split(",") if item.strip()}


@pytest.mark.parametrize(
    ("path", "method"),
    [
        ("/players", "POST"),
        ("/games", "POST"),
        ("/games/g/seats/1", "PUT"),
        ("/games/g/seats/1", "DELETE"),
        ("/games/g/deals/0/plays", "POST"),
        ("/games/g/events/stream", "GET"),
    ],
)
def test_preflight_allows_every_method_and_header_the_api_uses(
    client: FlaskClient, path: str, method: str
) -> None:
    answer = preflight(client, path, method, "authorization, content-type, idempotency-key")
    assert answer.status_code == 204
    assert answer.headers["Access-Control-Allow-Origin"] == "*"
    assert method.lower() in split(answer.headers["Access-Control-Allow-Methods"])
    allowed = split(answer.headers["Access-Control-Allow-Headers"])
    assert {h.lower() for h in REQUEST_HEADERS} <= allowed
    assert {
        "authorization",
        "content-type",
        "if-match",
        "if-none-match",
        "idempotency-key",
        "last-event-id",
    } <= allowed
    assert int(answer.headers["Access-Control-Max-Age"]) > 0
    # A bearer-token API: the browser must never send cookies along.
    assert "Access-Control-Allow-Credentials" not in answer.headers


def test_preflight_is_not_rate_limited_nor_authenticated(tmp_path: Path) -> None:
    from api.http.app import create_app

    app = create_app(
        {"DATABASE_URL": f"sqlite:///{tmp_path / 'c.db'}", "RATE_LIMIT_ANONYMOUS": "1/minute"}
    )
    client = app.test_client()
    for _ in range(3):
        assert preflight(client, "/players", "POST", "content-type").status_code == 204
    app.extensions["belote"].store.engine.dispose()


def test_success_answers_expose_the_api_headers(client: FlaskClient) -> None:
    token = token_of(client)
    created = client.post(
        "/games",
        json={"seed": "cors"},
        headers={"Origin": FRONT, "Authorization": f"Bearer {token}", "Idempotency-Key": "k1"},
    )
    assert created.status_code == 201
    assert created.headers["Access-Control-Allow-Origin"] == "*"
    exposed = split(created.headers["Access-Control-Expose-Headers"])
    assert {h.lower() for h in EXPOSED_HEADERS} <= exposed
    assert {"etag", "x-pagination", "retry-after", "idempotent-replayed", "location"} <= exposed
    listing = client.get("/games", headers={"Origin": FRONT})
    assert "X-Pagination" in listing.headers
    assert listing.headers["Access-Control-Allow-Origin"] == "*"


def test_problem_answers_carry_cors_headers(client: FlaskClient) -> None:
    for answer in (
        client.get("/games/nope", headers={"Origin": FRONT}),  # 404
        client.post("/games", json={}, headers={"Origin": FRONT}),  # 401
        client.post("/players", json={"name": 3}, headers={"Origin": FRONT}),  # 422
        client.patch("/players", headers={"Origin": FRONT}),  # 405
    ):
        assert answer.status_code >= 400
        assert answer.content_type == "application/problem+json"
        assert answer.headers["Access-Control-Allow-Origin"] == "*"
        assert "retry-after" in split(answer.headers["Access-Control-Expose-Headers"])


def test_the_event_stream_carries_cors_headers(client: FlaskClient) -> None:
    token = token_of(client)
    game = client.post(
        "/games", json={"seed": "cors"}, headers={"Authorization": f"Bearer {token}"}
    ).json["id"]
    stream = client.get(f"/games/{game}/events/stream", headers={"Origin": FRONT}, buffered=False)
    try:
        assert stream.status_code == 200
        assert stream.mimetype == "text/event-stream"
        assert stream.headers["Access-Control-Allow-Origin"] == "*"
    finally:
        stream.close()


def test_a_list_of_origins_answers_only_those(tmp_path: Path) -> None:
    app = make_app(tmp_path, "https://belote.example, http://localhost:5173")
    client = app.test_client()
    ok = client.get("/health", headers={"Origin": FRONT})
    assert ok.headers["Access-Control-Allow-Origin"] == FRONT
    assert "Origin" in ok.headers["Vary"]
    other = client.get("/health", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers
    assert "Origin" in other.headers["Vary"]
    refused = client.options(
        "/players",
        headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"},
    )
    assert "Access-Control-Allow-Origin" not in refused.headers
    allowed = preflight(client, "/players", "POST", "content-type")
    assert allowed.headers["Access-Control-Allow-Origin"] == FRONT
    app.extensions["belote"].store.engine.dispose()


def test_an_empty_setting_turns_cors_off(tmp_path: Path) -> None:
    app = make_app(tmp_path, "")
    client = app.test_client()
    answer = client.get("/health", headers={"Origin": FRONT})
    assert "Access-Control-Allow-Origin" not in answer.headers
    app.extensions["belote"].store.engine.dispose()


@pytest.mark.parametrize(
    "bad", ["example.org", "https://a.example/path", "*, https://a.example", "ftp://x"]
)
def test_a_malformed_setting_is_refused(bad: str) -> None:
    with pytest.raises(CorsConfigError):
        CorsPolicy.parse(bad)


def test_the_environment_variable_sets_the_policy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BELOTE_CORS_ORIGINS", "https://belote.example")
    app = make_app(tmp_path, None)
    answer = app.test_client().get("/health", headers={"Origin": FRONT})
    assert "Access-Control-Allow-Origin" not in answer.headers
    app.extensions["belote"].store.engine.dispose()

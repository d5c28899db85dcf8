"""Streams are capped per process, so they can never take every worker thread."""

from __future__ import annotations

import pytest

from api.http.app import create_app


@pytest.fixture
def client(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'cap.db'}", "MAX_STREAMS": 2})
    app.config.update(RATE_LIMIT_WRITES="off", RATE_LIMIT_ANONYMOUS="off")
    return app.test_client()


def new_game(client) -> str:
    token = client.post("/players", json={"name": "cap"}).get_json()["token"]
    seats = [None, None, None, None]  # a waiting game: its stream stays open
    r = client.post("/games", json={"seats": seats}, headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["id"]


def test_past_the_cap_a_stream_gets_503_and_a_closed_one_frees_its_slot(client) -> None:
    game = new_game(client)
    first = client.get(f"/games/{game}/events/stream", buffered=False)
    second = client.get(f"/games/{game}/events/stream", buffered=False)
    assert first.status_code == second.status_code == 200
    refused = client.get(f"/games/{game}/events/stream")
    assert refused.status_code == 503
    assert refused.headers["Retry-After"] == "5"
    assert refused.get_json()["code"] == "too_many_streams"
    second.close()  # (the test client needs streams closed in reverse order)
    third = client.get(f"/games/{game}/events/stream", buffered=False)
    assert third.status_code == 200
    third.close()
    first.close()
    # other requests were never affected
    assert client.get(f"/games/{game}").status_code == 200

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


def test_a_players_waits_count_from_every_address(tmp_path) -> None:
    """One token from many addresses is one client: its waits are counted together."""
    app = create_app(
        {"DATABASE_URL": f"sqlite:///{tmp_path / 'per-player.db'}", "MAX_WAITS_PER_CLIENT": 2}
    )
    client = app.test_client()
    token = client.post("/players", json={"name": "many"}).get_json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    game = new_game(client)
    opened = []
    for n in range(2):
        stream = client.get(
            "/me/events/stream",
            headers=auth,
            buffered=False,
            environ_base={"REMOTE_ADDR": f"203.0.113.{n}"},
        )
        assert stream.status_code == 200
        opened.append(stream)
    refused = client.get(
        f"/games/{game}/events/stream", headers=auth, environ_base={"REMOTE_ADDR": "203.0.113.9"}
    )
    assert refused.status_code == 429 and refused.get_json()["code"] == "too_many_waits"
    # Without the token, that address has waits of its own to spend.
    anonymous = client.get(
        f"/games/{game}/events/stream", buffered=False, environ_base={"REMOTE_ADDR": "203.0.113.9"}
    )
    assert anonymous.status_code == 200
    anonymous.close()
    for stream in reversed(opened):
        stream.close()


def test_an_export_holds_a_wait_slot_while_it_streams(tmp_path) -> None:
    """An NDJSON export is a long read, limited per client like a stream."""
    app = create_app(
        {"DATABASE_URL": f"sqlite:///{tmp_path / 'export.db'}", "MAX_WAITS_PER_CLIENT": 1}
    )
    client = app.test_client()
    token = client.post("/players", json={"name": "exporter"}).get_json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    for _ in range(2):  # finished at once: four bots
        made = client.post(
            "/games",
            json={"seats": [{"bot": "random"}] * 4, "rules": {"target": 100}},
            headers=auth,
        )
        assert made.status_code == 201
    ndjson = {"Accept": "application/x-ndjson", **auth}
    first = client.get("/games?status=finished", headers=ndjson, buffered=False)
    assert first.status_code == 200
    second = client.get("/games?status=finished", headers=ndjson)
    assert second.status_code == 429 and second.get_json()["code"] == "too_many_waits"
    assert len(first.get_data(as_text=True).splitlines()) == 2
    first.close()  # done: its slot is free again
    again = client.get("/games?status=finished", headers=ndjson)
    assert again.status_code == 200 and len(again.get_data(as_text=True).splitlines()) == 2

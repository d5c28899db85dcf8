"""The daily challenge's mode is a server setting (``BELOTE_CHALLENGE_MODE``)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest
from flask import Flask
from flask.testing import FlaskClient

from api.http.app import create_app
from api.services.challenges import challenge_rules
from domain.rules import Rules

DAY = date(2030, 5, 17)


@pytest.fixture
def app(database_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[Flask]:
    def clock() -> datetime:
        return datetime(2030, 5, 17, 9, 0, tzinfo=UTC)

    monkeypatch.setattr("persistence.store.utcnow", clock)
    app = create_app(
        {
            "DATABASE_URL": database_url,
            "CHALLENGE_SECRET": "a test secret",
            "CHALLENGE_CLOCK": clock,
            "CHALLENGE_MODE": "coinche+moderne",
            "RATE_LIMIT_WRITES": "off",
        }
    )
    yield app
    app.extensions["belote"].store.engine.dispose()


def test_the_setting_values() -> None:
    assert challenge_rules(None) == Rules()
    assert challenge_rules("classic+moderne") == Rules(moderne=True)
    assert challenge_rules("coinche") == Rules(mode="coinche")
    for bad in ("contree", "coinche+sa", "coinche+"):
        with pytest.raises(ValueError):
            challenge_rules(bad)


def test_a_coinche_challenge_is_played_and_verified(app: Flask) -> None:
    client: FlaskClient = app.test_client()
    challenge = client.get(f"/challenges/{DAY}").get_json()
    assert challenge["rules"]["mode"] == "coinche" and challenge["rules"]["moderne"] is True
    body = client.post("/players", json={"name": "Zoé"}).get_json()
    auth = {"Authorization": f"Bearer {body['token']}"}
    resp = client.post(f"/challenges/{DAY}/games", headers=auth)
    assert resp.status_code == 201, resp.get_json()
    game_id = resp.get_json()["id"]
    assert resp.get_json()["table"]["rules"] == challenge["rules"]
    for _ in range(3000):  # seat 0 passes and plays its first legal card; bots bid
        view = client.get(f"/games/{game_id}/seats/0/view", headers=auth).get_json()
        if view["table"]["status"] == "finished":
            break
        deal = view["table"]["deal"]["deal_index"]
        if view["legal_cards"]:
            kind, move = "plays", {"seat": 0, "card": view["legal_cards"][0]}
        else:
            kind, move = "bids", {"seat": 0, "action": "pass"}
        resp = client.post(f"/games/{game_id}/deals/{deal}/{kind}", json=move, headers=auth)
        assert resp.status_code == 201, resp.get_json()
    assert view["table"]["status"] == "finished"
    board = client.get(f"/challenges/{DAY}/leaderboard").get_json()
    assert [entry["player_id"] for entry in board] == [body["id"]]  # replayed and verified

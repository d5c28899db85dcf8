"""Helpers of the table tests: players and requests through a Flask test client."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask.testing import FlaskClient
from werkzeug.test import TestResponse

PROBLEM = "application/problem+json"


@dataclass
class Player:
    client: FlaskClient
    id: str
    name: str
    token: str

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def get(self, url: str, **kwargs: Any) -> TestResponse:
        return self.client.get(url, headers=self.auth, **kwargs)

    def post(self, url: str, json: Any = None, **kwargs: Any) -> TestResponse:
        return self.client.post(url, json=json, headers=self.auth, **kwargs)

    def put(self, url: str, json: Any = None, **kwargs: Any) -> TestResponse:
        return self.client.put(
            url, json=json if json is not None else {}, headers=self.auth, **kwargs
        )

    def patch(self, url: str, json: Any = None, **kwargs: Any) -> TestResponse:
        return self.client.patch(url, json=json, headers=self.auth, **kwargs)

    def delete(self, url: str, json: Any = None, **kwargs: Any) -> TestResponse:
        return self.client.delete(url, json=json, headers=self.auth, **kwargs)


def new_player(client: FlaskClient, name: str) -> Player:
    resp = client.post("/players", json={"name": name})
    assert resp.status_code == 201, resp.get_json()
    body = resp.get_json()
    return Player(client, body["id"], body["name"], body["token"])


def assert_problem(resp: TestResponse, status: int, code: str) -> dict[str, Any]:
    body = resp.get_json()
    assert resp.status_code == status, body
    assert resp.mimetype == PROBLEM, resp.mimetype
    assert body["code"] == code, body
    return dict(body)


def bot_game(player: Player, **extra: Any) -> dict[str, Any]:
    """A game of ``player`` in seat 0 against three heuristic bots (starts at once)."""
    resp = player.post("/games", json={"seed": "tables", **extra})
    assert resp.status_code == 201, resp.get_json()
    return dict(resp.get_json())


def waiting_game(player: Player, **extra: Any) -> dict[str, Any]:
    """A game with ``player`` in seat 0 and three empty seats."""
    resp = player.post("/games", json={"seats": [{}, None, None, None], **extra})
    assert resp.status_code == 201, resp.get_json()
    return dict(resp.get_json())

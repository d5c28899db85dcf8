"""``GET /games/{id}?at_seq=N``: the public state right after event N.

The expected table is the domain's spectator view of the first N events of
the stored log, and, independently, no card may show that a spectator could
not have seen then: only retournes and cards already played.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from domain.cards import CODES
from domain.events import CardPlayed
from domain.game import replay
from domain.views import table_view, to_jsonable
from persistence.store import GameStore

CARD = re.compile(r"^[789TJQKA][SHDC]$")


@pytest.fixture
def store(app: Flask) -> GameStore:
    store: GameStore = app.extensions["belote"].store
    return store


def new_game(client: FlaskClient, seats: list[Any], seed: str) -> tuple[str, dict[str, str]]:
    player = client.post("/players", json={"name": "ann"}).get_json()
    auth = {"Authorization": f"Bearer {player['token']}"}
    resp = client.post("/games", json={"seats": seats, "seed": seed}, headers=auth)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["id"], auth


def cards_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value} if CARD.match(value) else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    return set()


def test_every_point_of_an_unfinished_game(client: FlaskClient, store: GameStore) -> None:
    # Ann sits in seat 0 against bots and plays a few moves; the game goes on.
    seats = [{}, {"bot": "random"}, {"bot": "random"}, {"bot": "random"}]
    game_id, auth = new_game(client, seats, "at-seq-open")
    for _ in range(12):
        view = client.get(f"/games/{game_id}/seats/0/view", headers=auth).get_json()
        deal = view["table"]["deal"]["deal_index"]
        if view["legal_cards"]:
            kind, body = "plays", {"seat": 0, "card": view["legal_cards"][0]}
        else:
            choice = view["legal_bids"][0]
            kind, body = "bids", {"seat": 0, "action": choice["action"]}
            if choice["suit"] is not None:
                body["suit"] = choice["suit"]
        resp = client.post(f"/games/{game_id}/deals/{deal}/{kind}", json=body, headers=auth)
        assert resp.status_code == 201, resp.get_json()
    log = [s.event for s in store.events(game_id, 0, 10_000)]
    assert replay(log).phase.value != "finished"
    played: set[str] = set()
    for n in range(1, len(log) + 1):
        resp = client.get(f"/games/{game_id}?at_seq={n}")
        assert resp.status_code == 200, resp.get_json()
        body = resp.get_json()
        then = replay(log[:n])
        assert body["table"] == to_jsonable(table_view(then))
        assert resp.headers["ETag"] == f'"{n}"'
        assert body["seed"] is None
        assert body["id"] == game_id
        if isinstance(log[n - 1], CardPlayed):
            played.add(log[n - 1].card.code)  # type: ignore[attr-defined]
        retournes = {CODES[deal.dealt.retourne] for deal in then.deals}
        assert cards_in(body) <= played | retournes, n
    # Without at_seq: now.
    assert client.get(f"/games/{game_id}").get_json()["table"]["version"] == len(log)


def test_a_finished_game_at_its_start_and_end(client: FlaskClient, store: GameStore) -> None:
    seats = [{"bot": "random"}] * 4
    game_id, _ = new_game(client, seats, "at-seq-done")
    log = [s.event for s in store.events(game_id, 0, 10_000)]
    first = client.get(f"/games/{game_id}?at_seq=1").get_json()
    assert first["table"] == to_jsonable(table_view(replay(log[:1])))
    assert first["table"]["deal"]["tricks"] == []
    # The game is over, so its seed is public at any point of it.
    assert first["seed"] == "at-seq-done"
    last = client.get(f"/games/{game_id}?at_seq={len(log)}").get_json()
    now = client.get(f"/games/{game_id}").get_json()
    assert last == now
    assert last["table"]["status"] == "finished"


def test_out_of_range(client: FlaskClient) -> None:
    game_id, _ = new_game(client, [{}, None, None, None], "at-seq-range")
    resp = client.get(f"/games/{game_id}?at_seq=2")
    assert resp.status_code == 404
    assert resp.mimetype == "application/problem+json"
    assert resp.get_json()["code"] == "seq_out_of_range"
    assert resp.get_json()["last_seq"] == 1
    for bad in ("0", "-1", "x", "1.5"):
        resp = client.get(f"/games/{game_id}?at_seq={bad}")
        assert (bad, resp.status_code) == (bad, 422)
        assert resp.get_json()["code"] == "validation_error"
    resp = client.get("/games/nosuchgame?at_seq=1")
    assert resp.status_code == 404
    assert resp.get_json()["code"] == "not_found"

"""``belote serve`` as a user runs it: a whole game over real HTTP."""

from __future__ import annotations

import hashlib
import random

import pytest
import requests

from domain.events import decision_from_dict
from domain.game import replay
from domain.views import table_view, to_jsonable


def play_whole_game(base: str, seed: str) -> dict:
    token = requests.post(f"{base}/players", json={"name": "e2e"}, timeout=10).json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    created = requests.post(f"{base}/games", json={"seed": seed}, headers=auth, timeout=10)
    assert created.status_code == 201, created.text
    game_id = created.json()["id"]
    rng = random.Random(seed)
    moves = 0
    while True:
        view = requests.get(f"{base}/games/{game_id}/seats/0/view", headers=auth, timeout=10).json()
        table = view["table"]
        if table["status"] == "finished":
            break
        assert table["turn"] == 0, "bots must have moved before the response returned"
        deal = table["deal"]["deal_index"]
        if view["legal_cards"]:
            body = {"seat": 0, "card": rng.choice(view["legal_cards"])}
            r = requests.post(
                f"{base}/games/{game_id}/deals/{deal}/plays", json=body, headers=auth, timeout=10
            )
        else:
            bid = rng.choice(view["legal_bids"])
            body = {"seat": 0, "action": bid["action"], "suit": bid["suit"]}
            r = requests.post(
                f"{base}/games/{game_id}/deals/{deal}/bids", json=body, headers=auth, timeout=10
            )
        assert r.status_code == 201, r.text
        moves += 1
    assert moves > 8
    return requests.get(f"{base}/games/{game_id}", timeout=10).json()


def stored_state_matches_replay(base: str, game: dict) -> None:
    page = requests.get(
        f"{base}/games/{game['id']}/events", params={"limit": 1000}, timeout=10
    ).json()
    decisions = [decision_from_dict({"type": e["type"], **e["data"]}) for e in page["events"]]
    assert to_jsonable(table_view(replay(decisions))) == game["table"]


@pytest.mark.parametrize("workers", [1, 2], ids=["dev-server", "gunicorn-2-workers"])
def test_a_whole_game_over_http(server_factory, database_url: str, workers: int) -> None:
    server = server_factory(workers=workers, database_url=database_url)
    game = play_whole_game(server.url, f"e2e-{workers}")
    table = game["table"]
    assert table["status"] == "finished"
    assert max(table["scores"]) >= table["rules"]["target"]
    assert table["winner"] == (0 if table["scores"][0] > table["scores"][1] else 1)
    assert hashlib.sha256(game["seed"].encode()).hexdigest() == game["seed_commitment"]
    stored_state_matches_replay(server.url, game)


def test_bad_requests_get_problems_not_500(server_factory) -> None:
    base = server_factory().url
    r = requests.post(
        f"{base}/players", data="{nope", headers={"Content-Type": "application/json"}, timeout=10
    )
    assert r.status_code == 400 and r.headers["Content-Type"] == "application/problem+json"
    assert r.json()["code"] == "malformed_json"
    r = requests.post(f"{base}/games", json={}, timeout=10)
    assert r.status_code == 401 and r.json()["code"] == "unauthorized"
    r = requests.get(f"{base}/games/nope", timeout=10)
    assert r.status_code == 404 and r.json()["code"] == "not_found"
    r = requests.post(
        f"{base}/players",
        data="x" * 200_000,
        headers={"Content-Type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 413 and r.json()["code"] == "payload_too_large"

"""The daily challenge: one seed a day, identical games, a verified leaderboard.

The app runs on a clock the tests move (``CHALLENGE_CLOCK``, and the store's
``utcnow`` for the games' timestamps) and on a known secret, so the day's
seed is recomputed here from the definition:
``hex(HMAC-SHA256(secret, "challenge:" + date))``.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import update

from api.http.app import create_app
from persistence.models import GameRow

SECRET = "a test secret"
DAY = date(2030, 5, 17)
MORNING = datetime(2030, 5, 17, 9, 0, tzinfo=UTC)


def day_seed(day: date) -> str:
    return hmac.new(SECRET.encode(), f"challenge:{day}".encode(), hashlib.sha256).hexdigest()


class Clock:
    def __init__(self) -> None:
        self.now = MORNING

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr("persistence.store.utcnow", clock)
    return clock


@pytest.fixture
def app(database_url: str, clock: Clock) -> Iterator[Flask]:
    app = create_app(
        {"DATABASE_URL": database_url, "CHALLENGE_SECRET": SECRET, "CHALLENGE_CLOCK": clock}
    )
    yield app
    app.extensions["belote"].store.engine.dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


class Player:
    def __init__(self, client: FlaskClient, name: str) -> None:
        body = client.post("/players", json={"name": name}).get_json()
        self.client, self.id, self.name = client, body["id"], name
        self.auth = {"Authorization": f"Bearer {body['token']}"}

    def start(self, day: date = DAY) -> dict[str, Any]:
        resp = self.client.post(f"/challenges/{day}/games", headers=self.auth)
        assert resp.status_code == 201, resp.get_json()
        assert resp.headers["Location"] == f"/games/{resp.get_json()['id']}"
        body: dict[str, Any] = resp.get_json()
        return body

    def move(self, game_id: str) -> bool:
        """One decision of a fixed policy (first legal bid or card); False once over."""
        view = self.client.get(f"/games/{game_id}/seats/0/view", headers=self.auth).get_json()
        if view["table"]["status"] == "finished":
            return False
        deal = view["table"]["deal"]["deal_index"]
        if view["legal_cards"]:
            kind, body = "plays", {"seat": 0, "card": view["legal_cards"][0]}
        else:
            choice = view["legal_bids"][0]
            kind, body = "bids", {"seat": 0, "action": choice["action"]}
            if choice["suit"] is not None:
                body["suit"] = choice["suit"]
        resp = self.client.post(
            f"/games/{game_id}/deals/{deal}/{kind}", json=body, headers=self.auth
        )
        assert resp.status_code == 201, resp.get_json()
        return True

    def finish(self, game_id: str) -> None:
        while self.move(game_id):
            pass


def events(
    client: FlaskClient, game_id: str, headers: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    """The game's whole log (a running day's challenge game: with its player's ``headers``)."""
    page = client.get(f"/games/{game_id}/events?limit=1000", headers=headers).get_json()
    assert page["next_after"] is None
    events: list[dict[str, Any]] = page["events"]
    return events


def leaderboard(client: FlaskClient, day: date = DAY) -> list[dict[str, Any]]:
    resp = client.get(f"/challenges/{day}/leaderboard")
    assert resp.status_code == 200, resp.get_json()
    entries: list[dict[str, Any]] = resp.get_json()
    assert json.loads(resp.headers["X-Pagination"])["total"] == len(entries)
    return entries


def test_the_day_is_published_with_a_commitment(client: FlaskClient) -> None:
    body = client.get(f"/challenges/{DAY}").get_json()
    assert body["date"] == str(DAY)
    assert body["status"] == "open"
    assert body["seed"] is None
    assert body["seed_commitment"] == hashlib.sha256(day_seed(DAY).encode()).hexdigest()
    assert body["rules"]["target"] == 501 and body["bots"] == ["heuristic"] * 3
    yesterday = client.get(f"/challenges/{DAY - timedelta(days=1)}").get_json()
    assert (yesterday["status"], yesterday["seed"]) == ("over", day_seed(DAY - timedelta(days=1)))
    tomorrow = client.get(f"/challenges/{DAY + timedelta(days=1)}").get_json()
    assert (tomorrow["status"], tomorrow["seed"]) == ("upcoming", None)


def test_two_players_same_decisions_same_game_same_score(client: FlaskClient) -> None:
    alice, bob = Player(client, "alice"), Player(client, "bob")
    games = [alice.start(), bob.start()]
    # Same first deal and dealer (and the same bots' first bids, if any).
    assert games[0]["table"]["deal"] == games[1]["table"]["deal"]
    assert games[0]["seed_commitment"] == games[1]["seed_commitment"]
    hands = [
        p.client.get(f"/games/{g['id']}/seats/0/view", headers=p.auth).get_json()["hand"]
        for p, g in zip((alice, bob), games, strict=True)
    ]
    assert hands[0] == hands[1]
    # The same decisions, move after move, keep the two games identical.
    while alice.move(games[0]["id"]):
        assert bob.move(games[1]["id"])
    assert not bob.move(games[1]["id"])
    logs = [events(client, g["id"], p.auth) for p, g in zip((alice, bob), games, strict=True)]
    assert len(logs[0]) == len(logs[1]) > 100
    for a, b in zip(*logs, strict=True):
        if a["type"] == "GameCreated":
            assert a["data"]["seats"][0] == {"kind": "player", "name": alice.id}
            assert b["data"]["seats"][0] == {"kind": "player", "name": bob.id}
            a["data"]["seats"][0] = b["data"]["seats"][0]
        assert (a["type"], a["data"], a["facts"]) == (b["type"], b["data"], b["facts"])
    tables = [
        client.get(f"/games/{g['id']}", headers=p.auth).get_json()["table"]
        for p, g in zip((alice, bob), games, strict=True)
    ]
    assert tables[0]["status"] == "finished"
    assert tables[0]["scores"] == tables[1]["scores"]
    s0, s1 = tables[0]["scores"]
    board = leaderboard(client)
    ranked = sorted((e["player_id"], e["ranking_score"], e["scores"]) for e in board)
    assert ranked == sorted(
        [(alice.id, 1000 + s0 - s1, [s0, s1]), (bob.id, 1000 + s0 - s1, [s0, s1])]
    )
    assert [e["position"] for e in board] == [1, 2]
    assert {e["player_name"] for e in board} == {"alice", "bob"}
    assert all(e["game_id"] is None for e in board)  # named once the day is over


def test_only_today_once_per_player(client: FlaskClient) -> None:
    alice = Player(client, "alice")
    for day, code in (
        (DAY - timedelta(days=1), "challenge_closed"),
        (DAY + timedelta(days=1), "challenge_not_open"),
    ):
        resp = client.post(f"/challenges/{day}/games", headers=alice.auth)
        assert (resp.status_code, resp.get_json()["code"]) == (409, code)
        assert resp.mimetype == "application/problem+json"
    for bad in ("2030-5-17", "17-05-2030", "2030-02-30", "today"):
        resp = client.post(f"/challenges/{bad}/games", headers=alice.auth)
        assert (resp.status_code, resp.get_json()["code"]) == (422, "invalid_date")
        assert client.get(f"/challenges/{bad}").status_code == 422
        assert client.get(f"/challenges/{bad}/leaderboard").status_code == 422
    resp = client.post(f"/challenges/{DAY}/games")
    assert (resp.status_code, resp.get_json()["code"]) == (401, "unauthorized")
    game = alice.start()
    resp = client.post(f"/challenges/{DAY}/games", headers=alice.auth)
    assert (resp.status_code, resp.get_json()["code"]) == (409, "challenge_already_started")
    assert resp.get_json()["game_id"] == game["id"]


def test_the_leaderboard_ignores_unfinished_games(client: FlaskClient) -> None:
    alice, carol = Player(client, "alice"), Player(client, "carol")
    done, going = alice.start(), carol.start()
    alice.finish(done["id"])
    for _ in range(5):
        carol.move(going["id"])
    going_table = client.get(f"/games/{going['id']}", headers=carol.auth).get_json()["table"]
    assert going_table["status"] != "finished"
    assert [e["player_id"] for e in leaderboard(client)] == [alice.id]
    assert client.get(f"/challenges/{DAY}").get_json()["challengers"] == 2
    # Still unranked once the day is over.
    carol.move(going["id"])
    assert [e["player_id"] for e in leaderboard(client)] == [alice.id]


def test_the_seed_stays_secret_until_the_day_is_over(client: FlaskClient, clock: Clock) -> None:
    seed = day_seed(DAY)
    alice = Player(client, "alice")
    plain = client.post("/games", json={"seats": [{"bot": "random"}] * 4}, headers=alice.auth)
    game_id = alice.start()["id"]
    alice.finish(game_id)
    # The game is over, but others are still playing the same deals today.
    # Read by its own player: the only one who may read it while the day runs.
    mine = alice.auth
    game = client.get(f"/games/{game_id}", headers=mine)
    assert game.get_json()["table"]["status"] == "finished"
    assert game.get_json()["seed"] is None
    log = events(client, game_id, mine)
    assert log[0]["type"] == "GameCreated" and log[0]["data"]["seed"] is None
    assert log[-1]["facts"][-1]["type"] == "GameOver"
    assert log[-1]["facts"][-1]["seed"] is None
    stream = client.get(f"/games/{game_id}/events/stream", headers=mine)
    assert stream.status_code == 200
    ndjson = {"Accept": "application/x-ndjson"}
    secret_bodies = {
        "game": game.get_data(as_text=True),
        "game at seq": client.get(f"/games/{game_id}?at_seq=1", headers=mine).get_data(
            as_text=True
        ),
        "events": client.get(f"/games/{game_id}/events?limit=1000", headers=mine).get_data(
            as_text=True
        ),
        "stream": stream.get_data(as_text=True),
        "challenge": client.get(f"/challenges/{DAY}").get_data(as_text=True),
        "leaderboard": client.get(f"/challenges/{DAY}/leaderboard").get_data(as_text=True),
        "games": client.get("/games").get_data(as_text=True),
        "export": client.get("/games", headers=ndjson).get_data(as_text=True),
        "player's games": client.get(f"/players/{alice.id}/games").get_data(as_text=True),
    }
    assert '"GameOver"' in secret_bodies["stream"]
    for name, text in secret_bodies.items():
        assert seed not in text, name
    # Today's challenge games stay out of the listings (they show the day's deals).
    assert game_id not in secret_bodies["games"] + secret_bodies["player's games"]
    listing = client.get("/games")
    assert [g["id"] for g in listing.get_json()] == [plain.get_json()["id"]]
    assert json.loads(listing.headers["X-Pagination"])["total"] == 1
    assert [e["game_id"] for e in leaderboard(client)] == [None]

    clock.now = MORNING + timedelta(days=1)  # the day is over
    assert client.get(f"/challenges/{DAY}").get_json()["seed"] == seed
    assert client.get(f"/games/{game_id}").get_json()["seed"] == seed
    log = events(client, game_id)
    assert log[0]["data"]["seed"] == seed and log[-1]["facts"][-1]["seed"] == seed
    assert [e["game_id"] for e in leaderboard(client)] == [game_id]
    listing = client.get("/games")
    assert {g["id"] for g in listing.get_json()} == {plain.get_json()["id"], game_id}
    assert json.loads(listing.headers["X-Pagination"])["total"] == 2
    resp = client.post(f"/challenges/{DAY}/games", headers=Player(client, "late").auth)
    assert (resp.status_code, resp.get_json()["code"]) == (409, "challenge_closed")


def test_a_normal_game_with_another_seed_is_not_hidden(client: FlaskClient) -> None:
    alice = Player(client, "alice")
    resp = client.post(
        "/games", json={"seed": "plain é", "seats": [{"bot": "random"}] * 4}, headers=alice.auth
    )
    assert resp.get_json()["seed"] == "plain é"
    assert events(client, resp.get_json()["id"])[-1]["facts"][-1]["seed"] == "plain é"


def test_a_tampered_game_never_ranks(app: Flask, client: FlaskClient) -> None:
    alice, bob = Player(client, "alice"), Player(client, "bob")
    games = [alice.start()["id"], bob.start()["id"]]
    alice.finish(games[0])
    bob.finish(games[1])
    # The projection of bob's game is changed behind the store's back: the
    # server's own replay no longer finds the stored result.
    with app.extensions["belote"].store.engine.begin() as conn:
        conn.execute(
            update(GameRow).where(GameRow.id == games[1]).values(score_0=GameRow.score_0 + 50)
        )
    assert [e["player_id"] for e in leaderboard(client)] == [alice.id]


def test_a_game_finished_after_its_day_never_ranks(client: FlaskClient, clock: Clock) -> None:
    clock.now = datetime(2030, 5, 17, 23, 59, tzinfo=UTC)
    alice = Player(client, "alice")
    game_id = alice.start()["id"]
    for _ in range(3):
        alice.move(game_id)
    clock.now = datetime(2030, 5, 18, 0, 1, tzinfo=UTC)  # the seed is public now
    alice.finish(game_id)
    assert client.get(f"/games/{game_id}").get_json()["seed"] == day_seed(DAY)
    assert leaderboard(client) == []

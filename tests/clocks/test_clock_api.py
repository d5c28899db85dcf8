"""Turn clocks over HTTP, on a clock the tests move (never a sleep).

Two apps on one database stand for two server processes: a clock that ran out
is enforced exactly once whichever of them notices it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from api.http.app import create_app
from api.services.games import GameService
from persistence.time_source import ManualTime

START = datetime(2030, 3, 1, 20, 0, tzinfo=UTC)
BOTS = [{"bot": "heuristic"}] * 3
EXPORT_ONLY = ("id", "created_at", "finished_at")  # an export line: a record and these


@pytest.fixture
def clock() -> ManualTime:
    return ManualTime(START)


def make_app(database_url: str, clock: ManualTime, migrate: bool = True) -> Flask:
    return create_app({"DATABASE_URL": database_url, "CLOCK": clock, "MIGRATE": migrate})


@pytest.fixture
def app(database_url: str, clock: ManualTime) -> Iterator[Flask]:
    app = make_app(database_url, clock)
    yield app
    app.extensions["belote"].store.engine.dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def service(app: Flask) -> GameService:
    svc: GameService = app.extensions["belote"]
    return svc


class Player:
    def __init__(self, client: FlaskClient, name: str) -> None:
        body = client.post("/players", json={"name": name}).get_json()
        self.client, self.id = client, body["id"]
        self.auth = {"Authorization": f"Bearer {body['token']}"}

    def create(self, seats: list[Any], **clock: int) -> dict[str, Any]:
        resp = self.client.post(
            "/games",
            json={"seed": "clock-tests", "seats": seats, "clock": clock or None},
            headers=self.auth,
        )
        assert resp.status_code == 201, resp.get_json()
        body: dict[str, Any] = resp.get_json()
        return body

    def view(self, game_id: str, seat: int) -> dict[str, Any]:
        resp = self.client.get(f"/games/{game_id}/seats/{seat}/view", headers=self.auth)
        assert resp.status_code == 200, resp.get_json()
        body: dict[str, Any] = resp.get_json()
        return body

    def decide(self, game_id: str, seat: int) -> Any:
        """The first legal action of the seat's view, whatever it is."""
        view = self.view(game_id, seat)
        deal = view["table"]["deal"]["deal_index"]
        if view["legal_cards"]:
            body = {"seat": seat, "card": view["legal_cards"][0]}
            return self.client.post(
                f"/games/{game_id}/deals/{deal}/plays", json=body, headers=self.auth
            )
        choice = view["legal_bids"][-1]  # pass when it may
        body = {"seat": seat, **{k: v for k, v in choice.items() if v is not None}}
        return self.client.post(f"/games/{game_id}/deals/{deal}/bids", json=body, headers=self.auth)


def decisions(client: FlaskClient, game_id: str) -> list[dict[str, Any]]:
    items = client.get(f"/games/{game_id}/events?limit=1000").get_json()["events"]
    return [i for i in items if i["type"] in ("BidMade", "CardPlayed", "GameAbandoned")]


def test_the_clock_shows_whose_time_runs_and_until_when(
    client: FlaskClient, clock: ManualTime
) -> None:
    alice = Player(client, "alice")
    game = alice.create([{}, *BOTS], turn_seconds=30)
    table = game["table"]
    assert table["clock"] == {
        "turn_seconds": 30,
        "absent_after": 2,
        "seat": 0,
        "deadline": (START + timedelta(seconds=30)).isoformat(),
    }
    assert alice.view(game["id"], 0)["table"]["clock"] == table["clock"]
    clock.advance(12)
    resp = alice.decide(game["id"], 0)
    assert resp.status_code == 201
    after = resp.get_json()["table"]["clock"]
    # A decision restarts the clock from its append (bots answered in the same one).
    assert after["deadline"] in (None, (START + timedelta(seconds=42)).isoformat())
    plain = alice.create([{}, *BOTS])
    assert "clock" not in plain["table"]


@pytest.mark.parametrize(
    ("clock_settings", "field", "bounds"),
    [
        ({"turn_seconds": 5}, "turn_seconds", (10, 3600)),
        ({"turn_seconds": 3601}, "turn_seconds", (10, 3600)),
        ({"turn_seconds": 30, "absent_after": 0}, "absent_after", (1, 10)),
        ({"turn_seconds": 30, "absent_after": 11}, "absent_after", (1, 10)),
    ],
)
def test_clock_settings_out_of_range_are_refused_naming_the_bounds(
    client: FlaskClient, clock_settings: dict[str, int], field: str, bounds: tuple[int, int]
) -> None:
    alice = Player(client, "alice")
    resp = client.post("/games", json={"clock": clock_settings}, headers=alice.auth)
    body = resp.get_json()
    assert resp.status_code == 422 and resp.mimetype == "application/problem+json"
    assert body["code"] == f"invalid_{field}" and body["field"] == f"clock.{field}"
    assert (body["min"], body["max"]) == bounds
    low, high = bounds
    assert f"greater than or equal to {low} and less than or equal to {high}" in body["detail"]


def test_a_clock_setting_of_the_wrong_type_is_a_plain_validation_error(
    client: FlaskClient,
) -> None:
    alice = Player(client, "alice")
    resp = client.post("/games", json={"clock": {"turn_seconds": "30"}}, headers=alice.auth)
    assert resp.status_code == 422 and resp.get_json()["code"] == "validation_error"


def test_a_clock_that_ran_out_is_enforced_once_by_whichever_process_sees_it(
    app: Flask, client: FlaskClient, clock: ManualTime, database_url: str
) -> None:
    other = make_app(database_url, clock, migrate=False)  # a second server process
    try:
        alice = Player(client, "alice")
        game_id = alice.create([{}, *BOTS], turn_seconds=20)["id"]
        before = len(decisions(client, game_id))
        clock.advance(19.9)
        assert service(app).enforce_due_clocks() == 0  # not yet
        clock.advance(0.2)
        assert service(other).store.due_games(clock.now()) == [game_id]
        done = service(other).enforce_due_clocks() + service(app).enforce_due_clocks()
        assert done == 1
        assert service(app).enforce_clock(game_id) is False  # the new clock runs from now
        log = decisions(client, game_id)
        stood_in = log[before]
        assert stood_in["data"]["seat"] == 0 and stood_in["data"]["stand_in"] is True
        assert all(not e["data"].get("stand_in") for e in log[:before])
        table = client.get(f"/games/{game_id}").get_json()["table"]
        if table["turn"] == 0:
            assert table["clock"]["deadline"] == (clock.now() + timedelta(seconds=20)).isoformat()
    finally:
        other.extensions["belote"].store.engine.dispose()


def test_a_move_after_the_deadline_comes_after_the_stand_ins(
    client: FlaskClient, clock: ManualTime
) -> None:
    alice = Player(client, "alice")
    game_id = alice.create([{}, *BOTS], turn_seconds=20)["id"]
    before = len(decisions(client, game_id))
    clock.advance(25)
    resp = alice.decide(game_id, 0)  # decided from a view read after the deadline
    log = decisions(client, game_id)
    assert log[before]["data"]["stand_in"] is True  # the stand-in's came first
    assert resp.status_code in (201, 409)
    if resp.status_code == 201:
        assert not log[before + 1 :][0]["data"].get("stand_in")


def abandon_two_players(client: FlaskClient, clock: ManualTime, app: Flask) -> tuple[Player, str]:
    """Alice and Bob (partners, bots against them) both let their clocks run out:
    absent one after the other, then the next timeout abandons the game."""
    alice, bob = Player(client, "alice"), Player(client, "bob")
    game_id = alice.create([{}, BOTS[0], None, BOTS[0]], turn_seconds=30, absent_after=1)["id"]
    assert client.put(f"/games/{game_id}/seats/2", json={}, headers=bob.auth).status_code == 200
    for _ in range(3):
        clock.advance(31)
        assert service(app).enforce_due_clocks() == 1
        table = client.get(f"/games/{game_id}").get_json()["table"]
        if table["status"] == "finished":
            break
    return alice, game_id


def test_absent_then_abandoned_and_unranked(
    client: FlaskClient, clock: ManualTime, app: Flask
) -> None:
    alice, game_id = abandon_two_players(client, clock, app)
    game = client.get(f"/games/{game_id}").get_json()
    assert game["table"]["status"] == "finished" and game["table"]["abandoned"] is True
    assert game["table"]["winner"] is None and game["table"]["ranking_scores"] is None
    assert decisions(client, game_id)[-1]["type"] == "GameAbandoned"
    listed = client.get("/games?status=finished").get_json()
    assert [g["winner"] for g in listed if g["id"] == game_id] == [None]
    ranked = client.get("/games?sort=ranking").get_json()
    assert game_id not in [g["id"] for g in ranked if g.get("winner") is not None]
    assert service(app).store.due_games(clock.now() + timedelta(days=1)) == []
    stats = client.get(f"/players/{alice.id}/stats").get_json()
    assert stats["wins"] == 0


def test_a_lone_absent_player_is_played_for_to_the_end(
    client: FlaskClient, clock: ManualTime, app: Flask
) -> None:
    """One human and three bots: absent after two timeouts, the stand-in decides at each
    clock's end (the clock still shown) until the game finishes, ranked; never 0-0
    abandoned."""
    alice = Player(client, "alice")
    game_id = alice.create([{}, *BOTS], turn_seconds=30, absent_after=2)["id"]
    for _ in range(2):
        clock.advance(31)
        assert service(app).enforce_due_clocks() == 1
    table = client.get(f"/games/{game_id}").get_json()["table"]
    assert table["absent"] == [True, False, False, False]
    assert table["clock"]["seat"] == 0 and table["clock"]["deadline"] is not None
    for _ in range(2000):
        if table["status"] == "finished":
            break
        clock.advance(31)
        assert service(app).enforce_due_clocks() == 1
        table = client.get(f"/games/{game_id}").get_json()["table"]
    assert table["status"] == "finished" and table["abandoned"] is False
    assert table["winner"] is not None and table["ranking_scores"] is not None
    assert max(table["scores"]) > 0
    log = decisions(client, game_id)
    assert all(e["type"] != "GameAbandoned" for e in log)
    assert sum(1 for e in log if e["data"].get("stand_in")) > 10


def test_an_absent_player_returns_and_its_clock_runs_again(
    client: FlaskClient, clock: ManualTime, app: Flask
) -> None:
    alice, bob = Player(client, "alice"), Player(client, "bob")
    game = alice.create([{}, *BOTS[:1], None, BOTS[0]], turn_seconds=30, absent_after=1)
    game_id = game["id"]
    seated = client.put(f"/games/{game_id}/seats/2", json={}, headers=bob.auth)
    assert seated.status_code == 200
    refused = client.post(f"/games/{game_id}/seats/0/return", headers=alice.auth)
    assert refused.status_code == 409 and refused.get_json()["code"] == "not_absent"
    foreign = client.post(f"/games/{game_id}/seats/0/return", headers=bob.auth)
    assert foreign.status_code == 403 and foreign.get_json()["code"] == "not_your_seat"
    for _ in range(20):  # Bob plays his own turns; Alice lets hers run out once
        table = client.get(f"/games/{game_id}").get_json()["table"]
        if table["absent"][0]:
            break
        if table["turn"] == 2:
            assert bob.decide(game_id, 2).status_code == 201
        else:
            assert table["turn"] == 0
            clock.advance(31)
            assert service(app).enforce_due_clocks() == 1
    assert table["absent"] == [True, False, False, False]
    # Absent: whenever Bob moves, Alice's stand-in answers at once.
    for _ in range(6):
        table = client.get(f"/games/{game_id}").get_json()["table"]
        if table["status"] == "finished":
            break
        assert table["turn"] == 2
        assert bob.decide(game_id, 2).status_code == 201
    back = client.post(f"/games/{game_id}/seats/0/return", headers=alice.auth)
    assert back.status_code == 200
    assert back.get_json()["table"]["absent"] == [False, False, False, False]
    assert decisions(client, game_id)  # the log holds it all
    events = client.get(f"/games/{game_id}/events?limit=1000").get_json()["events"]
    assert events[-1]["type"] == "SeatReturned"


def test_games_with_stand_ins_and_abandoned_verify_against_their_logs(
    client: FlaskClient, clock: ManualTime, app: Flask
) -> None:
    from persistence.verify import verify_games

    _, game_id = abandon_two_players(client, clock, app)
    assert client.get(f"/games/{game_id}").get_json()["table"]["abandoned"] is True
    found = list(verify_games(service(app).store.engine, [game_id]))
    assert found == [[]]


def test_a_clock_may_be_written_with_a_zero_fraction(client: FlaskClient) -> None:
    """JSON Schema's integer counts 670.0 as 670: found by Schemathesis's default checks
    (``turn_seconds: 670.0`` was refused while every other integer of a body took it)."""
    alice = Player(client, "alice")
    game = alice.create([{}, None, None, None], turn_seconds=670.0, absent_after=6.0)  # type: ignore[arg-type]
    assert {k: game["table"]["clock"][k] for k in ("turn_seconds", "absent_after")} == {
        "turn_seconds": 670,
        "absent_after": 6,
    }
    for wrong in ("670", 670.5, True):
        resp = client.post("/games", json={"clock": {"turn_seconds": wrong}}, headers=alice.auth)
        assert resp.status_code == 422 and resp.get_json()["code"] == "validation_error", wrong


def test_abandoned_and_resigned_games_have_records_and_whole_exports(
    client: FlaskClient, clock: ManualTime, app: Flask
) -> None:
    """A game over is a game with a record, however it ended: the record and its
    notation say how, and an export holding such games is whole."""
    from api.http.schemas.records import GameRecordOut

    alice, abandoned = abandon_two_players(client, clock, app)
    resigned = alice.create([{}, *BOTS])["id"]
    resp = client.post(f"/games/{resigned}/resignation", json={"seat": 0}, headers=alice.auth)
    assert resp.status_code == 200, resp.get_json()

    record = client.get(f"/games/{abandoned}/record")
    assert record.status_code == 200, record.get_json()
    body = GameRecordOut().load(record.get_json())
    assert body["ending"] == "abandoned"
    assert body["winner"] is None and body["ranking_scores"] is None
    text = client.get(f"/games/{abandoned}/record?format=belote").get_data(as_text=True)
    assert '[Winner "-"]' in text and '[Termination "abandoned"]' in text
    assert "[Ranking " not in text
    assert (
        GameRecordOut().load(client.get(f"/games/{resigned}/record").get_json())["ending"]
        == "resigned"
    )

    export = client.get(
        f"/players/{alice.id}/games?status=finished", headers={"Accept": "application/x-ndjson"}
    )
    assert export.status_code == 200
    lines = export.get_data(as_text=True).splitlines()
    records = {line["id"]: line for line in map(json.loads, lines)}
    assert set(records) == {abandoned, resigned}
    for line in records.values():
        GameRecordOut().load({k: v for k, v in line.items() if k not in EXPORT_ONLY})
    assert records[abandoned]["ending"] == "abandoned"
    assert records[resigned]["ending"] == "resigned"
    assert records[resigned]["resigned"] == 0

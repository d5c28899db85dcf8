"""Issue 12 item 4 (resigning) through HTTP: the game ends, ranked as a loss."""

from __future__ import annotations

from flask.testing import FlaskClient
from tables_support import assert_problem, bot_game, new_player, waiting_game

from api.http.schemas.games import GameOut
from api.http.schemas.records import GameRecordOut


def test_resigning_ends_the_game_as_a_loss_everywhere(client: FlaskClient) -> None:
    alice, bob = new_player(client, "Alice"), new_player(client, "Bob")
    game = bot_game(alice)["id"]
    assert_problem(bob.post(f"/games/{game}/resignation", json={"seat": 0}), 403, "not_your_seat")
    assert_problem(alice.post(f"/games/{game}/resignation", json={"seat": 1}), 403, "not_your_seat")
    assert_problem(
        alice.post(f"/games/{game}/resignation", json={"seat": 7}), 422, "validation_error"
    )
    resp = alice.post(f"/games/{game}/resignation", json={"seat": 0})
    assert resp.status_code == 200, resp.get_json()
    body = GameOut().load(resp.get_json())
    table = body["table"]
    assert (table["status"], table["winner"], body["resigned"]) == ("finished", 1, 0)
    assert table["scores"][1] >= 501 and table["scores"][1] > table["scores"][0]
    assert table["ranking_scores"][1] > 1000 > table["ranking_scores"][0]
    assert body["seed"] is not None  # a finished game reveals its seed
    assert_problem(alice.post(f"/games/{game}/resignation", json={"seat": 0}), 409, "game_over")

    events = client.get(f"/games/{game}/events").get_json()["events"]
    assert events[-1]["type"] == "Resigned" and events[-1]["data"]["seat"] == 0
    assert [f["type"] for f in events[-1]["facts"]] == ["GameOver"]
    record = GameRecordOut().load(client.get(f"/games/{game}/record").get_json())
    assert record["resigned"] == 0 and record["winner"] == 1
    assert list(record["scores"]) == table["scores"]
    text = client.get(f"/games/{game}/record?format=belote").get_data(as_text=True)
    assert '[Resigned "S"]' in text
    replayed = client.post(
        "/replays", data=text.encode(), headers={"Content-Type": "text/x-belote"}
    )
    assert replayed.status_code == 200, replayed.get_json()
    assert replayed.get_json()["resigned"] == 0
    listed = client.get(f"/games?player={alice.id}&winner=1").get_json()
    assert [g["id"] for g in listed] == [game]
    stats = client.get(f"/players/{alice.id}/stats").get_json()
    assert (stats["games"], stats["wins"], stats["losses"]) == (1, 0, 1)


def test_resigning_before_the_start_is_refused(client: FlaskClient) -> None:
    alice = new_player(client, "Alice")
    game = waiting_game(alice)["id"]
    assert_problem(alice.post(f"/games/{game}/resignation", json={"seat": 0}), 409, "wrong_phase")
    assert_problem(client.post(f"/games/{game}/resignation", json={"seat": 0}), 401, "unauthorized")
    assert_problem(alice.post("/games/nope/resignation", json={"seat": 0}), 404, "not_found")


def test_a_resignation_replays_from_json_decisions(client: FlaskClient) -> None:
    resp = client.post(
        "/replays",
        json={"seed": "x", "decisions": [{"type": "Resigned", "seat": 3}]},
    )
    assert resp.status_code == 200, resp.get_json()
    record = resp.get_json()
    assert (record["winner"], record["resigned"], record["scores"]) == (0, 3, [501, 0])
    bad = client.post(
        "/replays",
        json={"seed": "x", "decisions": [{"type": "Resigned", "seat": 3, "card": "JH"}]},
    )
    assert_problem(bad, 422, "validation_error")

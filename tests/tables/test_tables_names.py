"""Issue 12 item 1: display names beside ids, profiles, /me and renaming."""

from __future__ import annotations

import unicodedata

import pytest
from flask import Flask
from flask.testing import FlaskClient
from tables_support import assert_problem, bot_game, new_player, waiting_game

from api.http.app import create_app
from api.http.schemas.games import GameListItem, GameOut
from api.http.schemas.history import PlayerStatsOut
from api.http.schemas.players import PlayerProfileOut
from api.http.schemas.views import SeatViewOut


def test_a_name_is_trimmed_and_normalised_to_nfc(client: FlaskClient) -> None:
    decomposed = unicodedata.normalize("NFD", "  Zoé  ")
    assert decomposed != "  Zoé  "
    player = new_player(client, decomposed)
    assert player.name == "Zoé"
    assert client.get(f"/players/{player.id}").get_json()["name"] == "Zoé"


@pytest.mark.parametrize(
    "name",
    ["", "   ", "x" * 65, "bell\x07", "line\nbreak", "tab\there", "c1\x85x", "rtl\u202eevil"],
)
def test_bad_names_are_refused_with_invalid_name(client: FlaskClient, name: str) -> None:
    assert_problem(client.post("/players", json={"name": name}), 422, "invalid_name")
    player = new_player(client, "Mireille")
    assert_problem(player.patch("/me", json={"name": name}), 422, "invalid_name")
    assert player.get("/me").get_json()["name"] == "Mireille"


def test_sixty_four_characters_after_trimming_are_allowed(client: FlaskClient) -> None:
    name = "é" * 64
    assert new_player(client, f"  {name} ").name == name


def test_profile_and_me(client: FlaskClient) -> None:
    alice = new_player(client, "Alice")
    bot_game(alice)
    waiting_game(alice)
    profile = client.get(f"/players/{alice.id}").get_json()
    PlayerProfileOut().load(profile)
    assert profile["id"] == alice.id and profile["name"] == "Alice"
    assert profile["games"] == 2 and profile["finished_games"] == 0
    assert profile["stats_url"] == f"/players/{alice.id}/stats"
    assert client.get(profile["stats_url"]).status_code == 200
    assert alice.get("/me").get_json() == profile
    assert_problem(client.get("/me"), 401, "unauthorized")
    assert_problem(client.get("/players/nobody"), 404, "not_found")


def test_a_rename_shows_everywhere_at_once(client: FlaskClient) -> None:
    alice = new_player(client, "Alice")
    game = bot_game(alice)
    loaded = GameOut().load(game)
    assert loaded["table"]["seats"][0] == {"kind": "player", "name": alice.id}
    assert loaded["seat_names"] == ["Alice", "heuristic", "heuristic", "heuristic"]

    renamed = alice.patch("/me", json={"name": " Alice D. "})
    assert renamed.status_code == 200 and renamed.get_json()["name"] == "Alice D."
    assert renamed.get_json()["id"] == alice.id  # the id stays the identity

    view = alice.get(f"/games/{game['id']}/seats/0/view").get_json()
    assert SeatViewOut().load(view)["seat_names"][0] == "Alice D."
    assert client.get(f"/games/{game['id']}").get_json()["seat_names"][0] == "Alice D."
    items = client.get(f"/games?player={alice.id}").get_json()
    assert [GameListItem().load(i)["seat_names"][0] for i in items] == ["Alice D."]
    stats = client.get(f"/players/{alice.id}/stats").get_json()
    assert PlayerStatsOut().load(stats)["player_name"] == "Alice D."
    # A seat and the event log name the id only.
    created = client.get(f"/games/{game['id']}/events").get_json()["events"][0]
    assert created["data"]["seats"][0] == {"kind": "player", "name": alice.id}


def test_a_finished_games_record_names_its_players(client: FlaskClient) -> None:
    alice = new_player(client, "Alice")
    game = alice.post("/games", json={"seats": [{"bot": "heuristic"}] * 4}).get_json()
    assert game["table"]["status"] == "finished"
    record = client.get(f"/games/{game['id']}/record").get_json()
    assert record["seat_names"] == ["heuristic"] * 4
    lines = client.get("/games", headers={"Accept": "application/x-ndjson"}).get_data(True)
    assert '"seat_names":["heuristic","heuristic","heuristic","heuristic"]' in lines


def test_a_rename_in_one_process_is_seen_by_another(database_url: str, app: Flask) -> None:
    """Two apps on one database stand for two processes: the one that cached the
    player's token must still show the new name."""
    first = app.test_client()
    alice = new_player(first, "Alice")
    game = bot_game(alice)
    assert alice.get("/me").get_json()["name"] == "Alice"  # the token is cached here now
    other = create_app({"DATABASE_URL": database_url})
    try:
        second = other.test_client()
        resp = second.patch("/me", json={"name": "Alicia"}, headers=alice.auth)
        assert resp.status_code == 200, resp.get_json()
    finally:
        other.extensions["belote"].store.engine.dispose()
    assert alice.get("/me").get_json()["name"] == "Alicia"
    view = alice.get(f"/games/{game['id']}/seats/0/view").get_json()
    assert view["seat_names"][0] == "Alicia"

"""Issue 12 item 2: public and private tables, the lobby, invitations, deletion, expiry."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select, update
from tables_support import assert_problem, bot_game, new_player, waiting_game

from api.http.app import create_app
from api.http.schemas.games import GameOut
from api.http.schemas.tables import InvitationOut, LobbyItem
from persistence.models import GameRow


def lobby_ids(client: FlaskClient) -> list[str]:
    resp = client.get("/lobby")
    assert resp.status_code == 200, resp.get_json()
    return [LobbyItem().load(item)["id"] for item in resp.get_json()]


def test_public_by_default_and_listed_newest_first(client: FlaskClient) -> None:
    alice, bob = new_player(client, "Alice"), new_player(client, "Bob")
    first = waiting_game(alice)
    second = waiting_game(bob, visibility="public")
    hidden = waiting_game(alice, visibility="private")
    started = bot_game(alice)
    assert GameOut().load(first)["visibility"] == "public"
    assert first["creator_id"] == alice.id and first["expires_at"] is not None
    assert hidden["visibility"] == "private" and started["expires_at"] is None
    assert lobby_ids(client) == [second["id"], first["id"]]
    item = client.get("/lobby").get_json()[1]
    assert item["free_seats"] == [1, 2, 3] and item["creator_name"] == "Alice"
    assert item["seat_names"] == ["Alice", None, None, None]
    page = client.get("/lobby?page_size=1")
    assert json.loads(page.headers["X-Pagination"])["total"] == 2
    # A full table leaves the lobby.
    for seat in (1, 2, 3):
        assert bob.put(f"/games/{first['id']}/seats/{seat}").status_code == 200
    assert lobby_ids(client) == [second["id"]]


def test_a_private_table_needs_a_single_use_invitation(client: FlaskClient) -> None:
    alice, bob, carol = (new_player(client, n) for n in ("Alice", "Bob", "Carol"))
    game = waiting_game(alice, visibility="private")["id"]
    seats = f"/games/{game}/seats"
    assert_problem(bob.put(f"{seats}/1"), 403, "invitation_required")
    assert_problem(bob.put(f"{seats}/1?invitation=nope"), 403, "unknown_invitation")
    assert_problem(bob.put(f"{seats}/1", json={"bot": "heuristic"}), 403, "not_at_table")
    assert_problem(bob.post(f"/games/{game}/invitations"), 403, "not_creator")
    assert_problem(bob.get(f"/games/{game}/invitations"), 403, "not_creator")

    made = alice.post(f"/games/{game}/invitations")
    assert made.status_code == 201, made.get_json()
    invitation = InvitationOut().load(made.get_json())
    code = invitation["code"]
    assert made.get_json()["join"] == f"/games/{game}/seats/{{seat}}?invitation={code}"
    # Another game's invitation is unknown here.
    other = waiting_game(carol, visibility="private")["id"]
    other_code = carol.post(f"/games/{other}/invitations").get_json()["code"]
    assert_problem(bob.put(f"{seats}/1?invitation={other_code}"), 403, "unknown_invitation")
    # A refused seat does not spend the code.
    assert_problem(bob.put(f"{seats}/0?invitation={code}"), 409, "seat_taken")
    resp = bob.put(f"{seats}/1?invitation={code}")
    assert resp.status_code == 200, resp.get_json()
    assert resp.get_json()["seat_names"] == ["Alice", "Bob", None, None]
    assert_problem(carol.put(f"{seats}/2?invitation={code}"), 409, "invitation_used")
    listed = alice.get(f"/games/{game}/invitations").get_json()
    assert [(i["code"], i["used_by"]) for i in listed] == [(code, bob.id)]
    # Seated now, Bob seats a bot without a code; the creator needs none either.
    assert bob.put(f"{seats}/2", json={"bot": "heuristic"}).status_code == 200
    assert alice.put(f"{seats}/3", json={"bot": "heuristic"}).status_code == 200
    assert_problem(alice.post(f"/games/{game}/invitations"), 409, "game_started")
    assert game not in lobby_ids(client)


def test_the_creator_deletes_a_waiting_game(client: FlaskClient) -> None:
    alice, bob = new_player(client, "Alice"), new_player(client, "Bob")
    game = waiting_game(alice)["id"]
    assert_problem(client.delete(f"/games/{game}"), 401, "unauthorized")
    assert_problem(bob.delete(f"/games/{game}"), 403, "not_creator")
    assert bob.put(f"/games/{game}/seats/1").status_code == 200
    resp = alice.delete(f"/games/{game}")
    assert resp.status_code == 204, resp.get_json()
    assert_problem(client.get(f"/games/{game}"), 404, "not_found")
    assert_problem(bob.put(f"/games/{game}/seats/2"), 404, "not_found")
    assert game not in lobby_ids(client)
    assert client.get(f"/players/{bob.id}").get_json()["games"] == 0
    assert_problem(alice.delete(f"/games/{game}"), 404, "not_found")
    started = bot_game(alice)["id"]
    assert_problem(alice.delete(f"/games/{started}"), 409, "game_started")


def age(app: Flask, game_id: str, idle: timedelta) -> None:
    """Make a game's last activity ``idle`` older (the store stamps it with real time)."""
    with app.extensions["belote"].store.engine.begin() as conn:
        row = GameRow.updated_at
        was = conn.execute(select(row).where(GameRow.id == game_id)).scalar_one()
        conn.execute(update(GameRow).where(GameRow.id == game_id).values(updated_at=was - idle))


def test_waiting_games_expire_without_activity(app: Flask, client: FlaskClient) -> None:
    alice, bob = new_player(client, "Alice"), new_player(client, "Bob")
    idle, busy, other = (waiting_game(alice)["id"] for _ in range(3))
    for game in (idle, other):
        age(app, game, timedelta(hours=25))  # past the default day
    age(app, busy, timedelta(hours=23))
    assert bob.put(f"/games/{busy}/seats/1").status_code == 200  # activity restarts its wait
    assert_problem(bob.put(f"/games/{idle}/seats/1"), 410, "game_expired")
    assert_problem(client.get(f"/games/{idle}"), 404, "not_found")  # purged by the join
    assert lobby_ids(client) == [busy]  # the lobby purges what expired
    assert_problem(client.get(f"/games/{other}"), 404, "not_found")
    expires = GameOut().load(client.get(f"/games/{busy}").get_json())["expires_at"]
    tables = app.extensions["belote_tables"]
    tables.clock = lambda: expires - timedelta(seconds=1)
    assert lobby_ids(client) == [busy]
    tables.clock = lambda: expires
    assert lobby_ids(client) == []
    assert_problem(client.get(f"/games/{busy}"), 404, "not_found")


def test_the_ttl_setting(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_WAITING_GAME_TTL_SECONDS", "soon")
    with pytest.raises(ValueError, match="BELOTE_WAITING_GAME_TTL_SECONDS"):
        create_app({"DATABASE_URL": database_url})
    monkeypatch.setenv("BELOTE_WAITING_GAME_TTL_SECONDS", "0")  # never expire
    app = create_app({"DATABASE_URL": database_url})
    try:
        client = app.test_client()
        game = waiting_game(new_player(client, "Alice"))
        assert game["expires_at"] is None
        assert [item["id"] for item in client.get("/lobby").get_json()] == [game["id"]]
    finally:
        app.extensions["belote"].store.engine.dispose()


def test_a_table_has_at_most_twenty_invitations(client: FlaskClient) -> None:
    alice = new_player(client, "Alice")
    game_id = waiting_game(alice, visibility="private")["id"]
    for _ in range(20):
        assert alice.post(f"/games/{game_id}/invitations").status_code == 201
    refused = assert_problem(
        alice.post(f"/games/{game_id}/invitations"), 409, "too_many_invitations"
    )
    assert refused["limit"] == 20
    assert len(alice.get(f"/games/{game_id}/invitations").get_json()) == 20


def test_a_rematch_belongs_to_the_first_games_creator(client: FlaskClient) -> None:
    """One creator per game (games.creator_id, migration 0011): the rematch's is the
    first game's, who alone may list its invitations."""
    alice, bob = new_player(client, "Alice"), new_player(client, "Bob")
    game_id = waiting_game(alice, seats=[{}, {"bot": "heuristic"}, None, {"bot": "heuristic"}])[
        "id"
    ]
    assert bob.put(f"/games/{game_id}/seats/2").status_code == 200
    assert bob.post(f"/games/{game_id}/resignation", json={"seat": 2}).status_code == 200
    assert bob.post(f"/games/{game_id}/rematch", json={"seat": 2}).status_code == 200
    rematch = alice.post(f"/games/{game_id}/rematch", json={"seat": 0}).get_json()["rematch"]
    new = client.get(f"/games/{rematch}").get_json()
    assert new["creator_id"] == alice.id and new["rematch_of"] == game_id
    assert alice.get(f"/games/{rematch}/invitations").status_code == 200
    assert_problem(bob.get(f"/games/{rematch}/invitations"), 403, "not_creator")


def test_a_game_from_before_tables_is_deleted_by_its_creator_only(
    app: Flask, client: FlaskClient
) -> None:
    """A game created before migration 0009 has no table row: anyone may sit, as
    before, and its creator (``games.creator_id``, the one record of it) may delete it."""
    from domain.events import GameCreated, Occupant
    from domain.rules import Rules

    alice, bob = new_player(client, "Alice"), new_player(client, "Bob")
    created = GameCreated(Rules(), "old", (Occupant("player", alice.id), None, None, None))
    store = app.extensions["belote"].store
    game_id, _ = store.create_game(created, creator_id=alice.id)  # no game_tables row
    assert client.get(f"/games/{game_id}").get_json()["visibility"] is None
    assert_problem(bob.delete(f"/games/{game_id}"), 403, "not_creator")
    assert alice.delete(f"/games/{game_id}").status_code == 204


def test_a_game_deleted_through_another_process_is_gone_here_too(
    app: Flask, client: FlaskClient, database_url: str
) -> None:
    """Each process caches the logs it read; a delete forgets only its own copy. Found
    by Schemathesis's stateful phase (``--workers 2``): after ``DELETE /games/{id}``,
    the other worker still answered its deals with 200."""
    other = create_app({"DATABASE_URL": database_url})  # a second process on the database
    try:
        alice = new_player(client, "Alice")
        game = waiting_game(alice)["id"]
        assert client.get(f"/games/{game}/deals").status_code == 200  # cached here
        deleted = other.test_client().delete(f"/games/{game}", headers=alice.auth)
        assert deleted.status_code == 204, deleted.get_json()
        assert_problem(client.get(f"/games/{game}/deals"), 404, "not_found")
        assert_problem(client.get(f"/games/{game}"), 404, "not_found")
    finally:
        other.extensions["belote"].store.engine.dispose()

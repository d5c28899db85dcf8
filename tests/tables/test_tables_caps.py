"""Caps on tables left waiting for players (the lobby stays a list of real tables)
and on tables with a turn clock (each costs the sweeper work when it runs out)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask
from tables_support import assert_problem, new_player

from api.http.app import create_app

OPEN = {"seats": [{}, None, None, None]}


@pytest.fixture
def app(database_url: str) -> Iterator[Flask]:
    app = create_app(
        {
            "DATABASE_URL": database_url,
            "WAITING_TABLES_PER_PLAYER": 3,
            "WAITING_TABLES_PER_ADDRESS": 5,
            "CLOCKED_TABLES_PER_PLAYER": 2,
            "CLOCKED_TABLES_PER_ADDRESS": 4,
        }
    )
    yield app
    app.extensions["belote"].store.engine.dispose()


def test_a_player_holds_so_many_waiting_tables(app: Flask) -> None:
    alice = new_player(app.test_client(), "Alice")
    made = [alice.post("/games", json=OPEN).get_json()["id"] for _ in range(3)]
    refused = alice.post("/games", json=OPEN)
    body = assert_problem(refused, 429, "too_many_waiting_tables")
    assert body["limit"] == 3 and int(refused.headers["Retry-After"]) > 0
    # A game that starts at once waits for nobody: it is not capped.
    assert alice.post("/games", json={}).status_code == 201
    # Deleting one frees its place.
    assert alice.delete(f"/games/{made[0]}").status_code == 204
    assert alice.post("/games", json=OPEN).status_code == 201


def test_an_address_opens_so_many_waiting_tables_an_hour(app: Flask) -> None:
    client = app.test_client()  # one address for every player below
    players = [new_player(client, f"P{n}") for n in range(3)]
    answers = [p.post("/games", json=OPEN).status_code for p in players for _ in range(2)]
    assert answers == [201] * 5 + [429]
    lobby = client.get("/lobby").get_json()
    assert len(lobby) == 5


CLOCKED = {"clock": {"turn_seconds": 30}}


def test_a_player_holds_so_many_running_clocks(app: Flask) -> None:
    alice = new_player(app.test_client(), "Alice")
    running = [alice.post("/games", json=CLOCKED).get_json()["id"] for _ in range(2)]
    refused = alice.post("/games", json=CLOCKED)
    assert assert_problem(refused, 429, "too_many_clocked_tables")["limit"] == 2
    assert alice.post("/games", json={}).status_code == 201  # no clock, no cap
    resign = alice.post(f"/games/{running[0]}/resignation", json={"seat": 0})
    assert resign.status_code == 200  # over: its clock stopped
    assert alice.post("/games", json=CLOCKED).status_code == 201


def test_an_address_opens_so_many_clocked_tables_an_hour(app: Flask) -> None:
    client = app.test_client()
    players = [new_player(client, f"P{n}") for n in range(3)]
    answers = [p.post("/games", json=CLOCKED).status_code for p in players for _ in range(2)]
    assert answers == [201] * 4 + [429, 429]

"""Issue 12 item 5: rematches of finished games, asked by every human seat."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select
from tables_support import Player, assert_problem, new_player

from api.http.schemas.games import GameOut
from api.http.schemas.tables import RematchOut
from persistence.models import GameRow


def two_humans_and_two_bots(alice: Player, bob: Player) -> str:
    """Alice in seat 0, Bob in seat 2, heuristic bots in 1 and 3, target 1001: started."""
    bot = {"bot": "heuristic"}
    created = alice.post(
        "/games", json={"rules": {"target": 1001}, "seats": [{}, bot, None, bot]}
    ).get_json()
    resp = bob.put(f"/games/{created['id']}/seats/2")
    assert resp.status_code == 200 and resp.get_json()["table"]["status"] != "waiting"
    return str(created["id"])


def test_every_human_seat_asks_then_the_rematch_starts(client: FlaskClient) -> None:
    alice, bob, carol = (new_player(client, n) for n in ("Alice", "Bob", "Carol"))
    game = two_humans_and_two_bots(alice, bob)
    url = f"/games/{game}/rematch"
    assert_problem(alice.post(url, json={"seat": 0}), 409, "rematch_before_end")
    assert_problem(alice.delete(url, json={"seat": 0}), 409, "rematch_before_end")
    assert alice.post(f"/games/{game}/resignation", json={"seat": 0}).status_code == 200

    assert_problem(carol.post(url, json={"seat": 0}), 403, "not_your_seat")
    assert_problem(alice.post(url, json={"seat": 1}), 403, "not_your_seat")
    assert_problem(client.post(url, json={"seat": 0}), 401, "unauthorized")
    first = alice.post(url, json={"seat": 0})
    assert first.status_code == 200, first.get_json()
    status = RematchOut().load(first.get_json())
    assert (status["requests"], status["waiting_for"], status["rematch"]) == ([0], [2], None)
    assert alice.post(url, json={"seat": 0}).get_json() == first.get_json()  # idempotent
    withdrawn = alice.delete(url, json={"seat": 0}).get_json()
    assert (withdrawn["requests"], withdrawn["waiting_for"]) == ([], [0, 2])
    assert alice.post(url, json={"seat": 0}).status_code == 200
    assert client.get(f"/games/{game}").get_json()["rematch_requests"] == [0]

    done = bob.post(url, json={"seat": 2}).get_json()
    rematch = done["rematch"]
    assert (done["requests"], done["waiting_for"]) == ([0, 2], []) and rematch
    old = GameOut().load(client.get(f"/games/{game}").get_json())
    new = GameOut().load(client.get(f"/games/{rematch}").get_json())
    assert (old["rematch"], new["rematch_of"]) == (rematch, game)
    assert (
        new["table"]["rules"] == old["table"]["rules"] and new["table"]["rules"]["target"] == 1001
    )
    assert new["table"]["seats"] == old["table"]["seats"]
    assert new["seat_names"] == ["Alice", "heuristic", "Bob", "heuristic"]
    assert new["seed_commitment"] != old["seed_commitment"]  # a fresh server seed
    assert new["table"]["status"] in ("bidding", "playing") and new["seed"] is None
    assert new["rematch"] is None and new["rematch_requests"] == []
    # All agreed: too late to withdraw; asking again names the same rematch.
    assert_problem(bob.delete(url, json={"seat": 2}), 409, "rematch_started")
    assert alice.post(url, json={"seat": 0}).get_json()["rematch"] == rematch
    assert client.get(url).get_json() == done
    # The players play on at the new table.
    view = bob.get(f"/games/{rematch}/seats/2/view")
    assert view.status_code == 200 and len(view.get_json()["hand"]) > 0


def test_a_second_start_of_the_same_rematch_writes_nothing(app: Flask, client: FlaskClient) -> None:
    """Two processes may both see the last request: the link lets one game start."""
    alice, bob = new_player(client, "Alice"), new_player(client, "Bob")
    game = two_humans_and_two_bots(alice, bob)
    alice.post(f"/games/{game}/resignation", json={"seat": 0})
    alice.post(f"/games/{game}/rematch", json={"seat": 0})
    rematch = bob.post(f"/games/{game}/rematch", json={"seat": 2}).get_json()["rematch"]
    tables = app.extensions["belote_tables"]
    engine = tables.store.engine
    count = select(func.count()).select_from(GameRow)
    with engine.connect() as conn:
        before = conn.execute(count).scalar_one()
    state = app.extensions["belote"].load(game)
    tables._start_rematch(game, state, {0, 2}, alice.id)  # as a second process would
    with engine.connect() as conn:
        assert conn.execute(count).scalar_one() == before
    assert client.get(f"/games/{game}").get_json()["rematch"] == rematch

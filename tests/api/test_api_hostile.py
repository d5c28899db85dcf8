"""Issue 10: what a hostile client tried, refused.

Who may seat a bot at a waiting table, who may read a challenge game while its
day runs, seeds chosen by creators, limits keyed on verified identities, and
secrets kept out of the idempotency store.
"""

from __future__ import annotations

from api_support import Caller
from flask import Flask
from sqlalchemy import update

from api.services.games import MAX_BOT_ONLY_TARGET
from persistence.models import GameRow

EMPTY = [None, None, None, None]


def test_a_stranger_may_not_seat_a_bot_at_someone_elses_table(alice: Caller, bob: Caller) -> None:
    game = alice.create_game(seats=[{}, None, None, None])
    refused = bob.put(f"/games/{game['id']}/seats/1", json={"bot": "heuristic"})
    assert refused.status_code == 403, refused.get_json()
    assert refused.get_json()["code"] == "not_at_table"
    assert alice.game(game["id"])["table"]["seats"][1] is None
    assert alice.put(f"/games/{game['id']}/seats/1", json={"bot": "heuristic"}).status_code == 200


def test_the_creator_may_seat_bots_without_sitting(alice: Caller, bob: Caller) -> None:
    game = alice.create_game(seats=EMPTY)
    assert bob.put(f"/games/{game['id']}/seats/0", json={"bot": "random"}).status_code == 403
    assert alice.put(f"/games/{game['id']}/seats/0", json={"bot": "random"}).status_code == 200


def test_a_seated_player_may_seat_a_bot(alice: Caller, bob: Caller) -> None:
    game = alice.create_game(seats=EMPTY)
    assert bob.put(f"/games/{game['id']}/seats/2", json={}).status_code == 200
    assert bob.put(f"/games/{game['id']}/seats/3", json={"bot": "random"}).status_code == 200


BOTS = [{"bot": "random"}] * 4


def test_who_chose_the_seed_is_public_and_creator_seeds_never_rank(
    app: Flask, alice: Caller
) -> None:
    chosen = [alice.create_game(seed=f"practice {i}", seats=BOTS) for i in range(2)]
    server = alice.create_game(seats=BOTS)
    assert [g["seed_chosen_by"] for g in chosen] == ["creator", "creator"]
    assert server["seed_chosen_by"] == "server"
    assert alice.game(server["id"])["seed_chosen_by"] == "server"
    # Even the worst ranked server-seeded game comes before every chosen seed.
    with app.extensions["belote"].store.engine.begin() as conn:
        conn.execute(update(GameRow).where(GameRow.id == server["id"]).values(best_ranking=0))
    listing = alice.get("/games?sort=ranking").get_json()
    assert listing[0]["id"] == server["id"]
    assert {g["id"]: g["seed_chosen_by"] for g in listing} == {
        server["id"]: "server",
        **{g["id"]: "creator" for g in chosen},
    }


def test_a_server_seed_carries_at_least_128_random_bits(app: Flask, alice: Caller) -> None:
    game = alice.create_game(seats=BOTS)  # over at once: its seed is public
    seed = game["seed"]
    assert seed is not None and len(seed) * 4 >= 128 and int(seed, 16) >= 0


def test_one_request_may_not_play_a_long_game_of_bots(alice: Caller) -> None:
    refused = alice.post("/games", json={"rules": {"target": 5000}, "seats": BOTS})
    assert refused.status_code == 422, refused.get_json()
    assert refused.get_json()["code"] == "bot_game_too_long"
    assert refused.get_json()["max_target"] == MAX_BOT_ONLY_TARGET
    ok = alice.create_game(rules={"target": MAX_BOT_ONLY_TARGET}, seats=BOTS)
    assert ok["table"]["status"] == "finished"
    # Nor by seating the fourth bot at a waiting table.
    waiting = alice.create_game(rules={"target": 5000}, seats=[None, *BOTS[1:]])
    refused = alice.put(f"/games/{waiting['id']}/seats/0", json={"bot": "random"})
    assert (refused.status_code, refused.get_json()["code"]) == (422, "bot_game_too_long")
    assert alice.game(waiting["id"])["table"]["seats"][0] is None
    # A human at the table plays it in many requests: any target is fine.
    assert alice.put(f"/games/{waiting['id']}/seats/0", json={}).status_code == 200

"""Issue 10: what a hostile client tried, refused.

Who may seat a bot at a waiting table, who may read a challenge game while its
day runs, seeds chosen by creators, limits keyed on verified identities, and
secrets kept out of the idempotency store.
"""

from __future__ import annotations

from api_support import Caller

EMPTY = [None, None, None, None]


def test_a_stranger_may_not_seat_a_bot_at_someone_elses_table(alice: Caller, bob: Caller) -> None:
    game = alice.create_game(seats=[{}, None, None, None])
    refused = bob.put(f"/games/{game['id']}/seats/1", json={"bot": "heuristic"})
    assert refused.status_code == 403, refused.get_json()
    assert refused.get_json()["code"] == "forbidden"
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

"""Issue 10 item 2: while its day runs, a challenge game is its player's alone.

Every challenger of a day gets the same deals, so anything another client
could read of a running day's challenge game (finished deals' hands, bids,
plays, events, the stream, a past state, the record) would let a second
player learn the day before playing it. Once the day is over, all of it is
public again.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import test_challenge
from flask.testing import FlaskClient
from test_challenge import DAY, Clock, Player, day_seed

from api.http.app import create_app
from api.services.challenges import RULES

# The fixtures of test_challenge.py: a fixed secret, a clock the tests move.
app, client, clock = test_challenge.app, test_challenge.client, test_challenge.clock

READS = (
    "",
    "?at_seq=1",
    "/deals",
    "/deals/0",
    "/deals/0/bids",
    "/deals/0/plays",
    "/events",
    "/events/stream",
    "/record",
    "/record?format=belote",
)


def play_first_deal(alice: Player, game_id: str) -> None:
    """Alice's moves until deal 0 is over: its four hands are then history."""
    while True:
        game = alice.client.get(f"/games/{game_id}", headers=alice.auth).get_json()
        if game["table"]["status"] == "finished" or game["table"]["deal"]["deal_index"] > 0:
            return
        assert alice.move(game_id)


def test_nobody_but_its_player_reads_a_running_days_challenge_game(
    client: FlaskClient, clock: Clock
) -> None:
    alice, bob = Player(client, "alice"), Player(client, "bob")
    game_id = alice.start()["id"]
    play_first_deal(alice, game_id)
    for path in READS:
        url = f"/games/{game_id}{path}"
        for headers in (bob.auth, {}, {"Authorization": "Bearer made-up"}):
            resp = client.get(url, headers=headers)
            assert resp.status_code == 403, (url, headers, resp.status_code)
            assert resp.get_json()["code"] == "challenge_game_private", url
        if path not in ("/events/stream", "/record", "/record?format=belote"):
            assert client.get(url, headers=alice.auth).status_code == 200, url
    # Once the day is over, the game is public history like any other.
    clock.now += timedelta(days=1)
    for path in ("", "/deals", "/deals/0/plays", "/events"):
        assert client.get(f"/games/{game_id}{path}").status_code == 200, path


def test_a_replay_of_a_running_days_seed_is_refused(client: FlaskClient) -> None:
    body = {"rules": RULES.to_dict(), "seed": day_seed(DAY), "decisions": []}
    resp = client.post("/replays", json=body)
    assert resp.status_code == 403, resp.get_json()
    assert resp.get_json()["code"] == "challenge_game_private"


def test_its_own_player_gets_the_record_only_once_the_day_is_over(
    client: FlaskClient, clock: Clock
) -> None:
    alice = Player(client, "alice")
    game_id = alice.start()["id"]
    alice.finish(game_id)
    resp = client.get(f"/games/{game_id}/record?format=belote", headers=alice.auth)
    assert (resp.status_code, resp.get_json()["code"]) == (409, "record_embargoed")
    assert day_seed(DAY) not in resp.get_data(as_text=True)
    clock.now += timedelta(days=1)
    resp = client.get(f"/games/{game_id}/record?format=belote")
    assert resp.status_code == 200 and day_seed(DAY) in resp.get_data(as_text=True)


def test_challenge_starts_are_limited_per_address_and_day(database_url: str, clock: Clock) -> None:
    limited = create_app(
        {
            "DATABASE_URL": database_url,
            "CHALLENGE_SECRET": "a test secret",
            "CHALLENGE_CLOCK": clock,
            "CHALLENGE_STARTS_PER_ADDRESS": 2,
        }
    )
    try:
        client = limited.test_client()
        here, elsewhere = {"REMOTE_ADDR": "192.0.2.1"}, {"REMOTE_ADDR": "192.0.2.2"}
        players = [Player(client, f"sock puppet {i}") for i in range(4)]

        def start(player: Player, environ: dict[str, str]) -> Any:
            url = f"/challenges/{DAY}/games"
            return client.post(url, headers=player.auth, environ_base=environ)

        assert [start(p, here).status_code for p in players[:2]] == [201, 201]
        refused = start(players[2], here)
        assert refused.status_code == 429, refused.get_json()
        assert refused.get_json()["code"] == "challenge_starts_exhausted"
        assert 0 < int(refused.headers["Retry-After"]) <= 15 * 3600  # the day ends at midnight
        assert start(players[3], elsewhere).status_code == 201
        clock.now += timedelta(days=1)
        assert (
            client.post(
                f"/challenges/{DAY + timedelta(days=1)}/games",
                headers=players[2].auth,
                environ_base=here,
            ).status_code
            == 201
        )
    finally:
        limited.extensions["belote"].store.engine.dispose()

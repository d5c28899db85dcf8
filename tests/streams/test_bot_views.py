"""``botclient.views``: the seat's view JSON rebuilt into the domain's SeatView."""

from __future__ import annotations

import json

from botclient.views import action_body, seat_view_from_json
from domain.bidding import PASS, Bid, BidAction
from domain.bots import decide, get_strategy
from domain.cards import Card, Suit
from domain.events import GameCreated, Occupant
from domain.game import Phase, new_game
from domain.rules import Rules
from domain.views import seat_view, to_jsonable


def test_every_view_of_whole_games_round_trips_through_json() -> None:
    """The external bot sees exactly the SeatView a built-in bot would get."""
    checked = 0
    for seed, rules in (("views-1", Rules()), ("views-2", Rules(announcements=True))):
        bot = Occupant("bot", "heuristic")
        state, _ = new_game(GameCreated(rules, seed, (bot, bot, bot, bot)))
        positions = 0
        while state.phase is not Phase.FINISHED and positions < 400:
            for seat in range(4):
                expected = seat_view(state, seat)
                wire = json.loads(json.dumps(to_jsonable(expected)))
                assert seat_view_from_json(wire) == expected
                checked += 1
            turn = state.turn
            assert turn is not None
            state.apply(decide(get_strategy("heuristic"), state, turn))
            positions += 1
        assert seat_view_from_json(to_jsonable(seat_view(state, 0))) == seat_view(state, 0)
    assert checked > 800


def test_actions_as_request_bodies() -> None:
    assert action_body(1, Card.parse("JH")) == {"seat": 1, "card": "JH"}
    assert action_body(2, PASS) == {"seat": 2, "action": "pass", "suit": None}
    assert action_body(3, Bid(BidAction.TAKE, Suit.C)) == {
        "seat": 3,
        "action": "take",
        "suit": "C",
    }

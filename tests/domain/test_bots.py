"""Built-in bots: the registry, entropy, bot_turn and the random bot.

(The heuristic bot has its own test module, owned elsewhere.)
"""

from __future__ import annotations

import pytest
from belote_testkit import Table

from domain.bidding import PASS, Bid
from domain.bots import BOT_NAMES, bot_entropy, bot_turn, decide, get_strategy, strategies
from domain.bots.random import random_bot
from domain.cards import Card
from domain.dealing import seed_commitment
from domain.errors import InvalidInput
from domain.events import BidMade, CardPlayed, GameCreated, Occupant, SeatTaken
from domain.game import new_game
from domain.rules import Rules
from domain.views import seat_view


def test_registry():
    assert set(BOT_NAMES) == set(strategies()) == {"random", "heuristic", "expert"}
    assert get_strategy("random") is random_bot
    with pytest.raises(InvalidInput) as e:
        get_strategy("genius")
    assert e.value.code == "unknown_bot"


def test_bot_entropy_is_not_the_seed():
    e = bot_entropy("secret")
    assert e == bot_entropy("secret") != bot_entropy("other")
    assert "secret" not in e
    assert e != seed_commitment("secret")


def test_bot_turn():
    seats = (Occupant("player", "p"), Occupant("bot", "random"), Occupant("bot", "heuristic"), None)
    state, _ = new_game(GameCreated(Rules(), "bt", seats))
    assert bot_turn(state) is None  # not started
    state.apply(SeatTaken(3, Occupant("player", "q")))
    expected = {0: None, 1: (1, "random"), 2: (2, "heuristic"), 3: None}
    seen = set()
    for _ in range(4):
        turn = state.turn
        seen.add(turn)
        assert bot_turn(state) == expected[turn]
        state.apply(BidMade(turn, PASS))
    assert seen == {0, 1, 2, 3}


def test_random_bot_bids_and_plays_legally_and_reproducibly():
    t = Table("rb")
    seat = t.state.turn
    event = decide(get_strategy("random"), t.state, seat)
    assert isinstance(event, BidMade) and isinstance(event.bid, Bid)
    assert event.bid in t.state.legal_bids()
    t.take()
    seat = t.state.turn
    event = decide(get_strategy("random"), t.state, seat)
    assert isinstance(event, CardPlayed) and isinstance(event.card, Card)
    assert event.card in t.state.legal_cards()
    assert decide(get_strategy("random"), t.state, seat) == event


def test_random_bot_with_nothing_to_decide():
    t = Table("nothing")
    not_turn = (t.state.turn + 1) % 4
    with pytest.raises(ValueError):
        random_bot(seat_view(t.state, not_turn), "x")

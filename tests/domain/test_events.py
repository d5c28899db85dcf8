"""Events: serialisation of decisions, and replay of a log."""

from __future__ import annotations

import json
import random

import pytest
from belote_testkit import BOTS, Table, snapshot

from domain.bidding import PASS, Bid, BidAction
from domain.cards import Card, Suit
from domain.errors import InvalidInput, InvalidRules
from domain.events import (
    SCHEMA_VERSION,
    BidMade,
    CardPlayed,
    DealScored,
    GameCreated,
    GameStarted,
    Occupant,
    SeatLeft,
    SeatTaken,
    decision_from_dict,
    from_json,
    to_json,
)
from domain.game import replay
from domain.rules import Rules

DECISIONS = [
    GameCreated(Rules(), "seed"),
    GameCreated(
        Rules(target=1000, no_taker="dealer_forced", announcements=True, direction="clockwise"),
        "ü seed",
        (Occupant("player", "p1"), None, Occupant("bot", "random"), None),
    ),
    SeatTaken(1, Occupant("player", "p2")),
    SeatLeft(3),
    BidMade(2, PASS),
    BidMade(0, Bid(BidAction.TAKE)),
    BidMade(3, Bid(BidAction.TAKE, Suit.C)),
    CardPlayed(1, Card.parse("JH")),
]


@pytest.mark.parametrize("event", DECISIONS, ids=lambda e: e.type)
def test_decision_round_trip(event):
    d = event.to_dict()
    assert d["v"] == SCHEMA_VERSION == 1
    assert d["type"] == type(event).__name__
    text = json.dumps(d)  # plain JSON
    assert decision_from_dict(json.loads(text)) == event


def test_encoded_shapes():
    assert CardPlayed(1, Card.parse("JH")).to_dict() == {
        "v": 1,
        "type": "CardPlayed",
        "seat": 1,
        "card": "JH",
    }
    assert BidMade(3, Bid(BidAction.TAKE, Suit.C)).to_dict() == {
        "v": 1,
        "type": "BidMade",
        "seat": 3,
        "bid": {"action": "take", "suit": "C"},
    }
    assert BidMade(2, PASS).to_dict()["bid"] == {"action": "pass", "suit": None}
    d = DECISIONS[1].to_dict()
    assert d["rules"]["target"] == 1000
    assert d["seats"] == [
        {"kind": "player", "name": "p1"},
        None,
        {"kind": "bot", "name": "random"},
        None,
    ]


def test_facts_serialise_too():
    d = DealScored(0, "made", (120, 62), (100, 62), (100, 62), 0, (100, 62), 0).to_dict()
    assert d == {
        "v": 1,
        "type": "DealScored",
        "deal_index": 0,
        "outcome": "made",
        "totals": [120, 62],
        "scores": [100, 62],
        "game_scores": [100, 62],
        "reserve": 0,
        "card_points": [100, 62],
        "belote": 0,
    }
    assert GameStarted().to_dict() == {"v": 1, "type": "GameStarted"}


@pytest.mark.parametrize(
    ("payload", "code"),
    [
        ({"v": 1, "type": "Nope"}, "invalid_event"),
        ({"v": 1, "type": "GameStarted"}, "invalid_event"),  # a fact is not a decision
        ({"v": 2, "type": "SeatLeft", "seat": 0}, "unsupported_event_version"),
        ({"v": 1, "type": "SeatLeft"}, "invalid_event"),
        ({"v": 1, "type": "CardPlayed", "seat": 0}, "invalid_event"),
        ({"v": 1, "type": "CardPlayed", "seat": 0, "card": "ZZ"}, "unknown_card"),
        ({"v": 1, "type": "BidMade", "seat": 0, "bid": {"action": "double"}}, "invalid_event"),
        (
            {"v": 1, "type": "BidMade", "seat": 0, "bid": {"action": "take", "suit": "X"}},
            "unknown_suit",
        ),
        ({"v": 1, "type": "SeatLeft", "seat": "north"}, "invalid_event"),
        ({}, "invalid_event"),
    ],
)
def test_malformed_decisions(payload, code):
    with pytest.raises(InvalidInput) as e:
        decision_from_dict(payload)
    assert e.value.code == code


def test_bad_rules_in_game_created():
    payload = GameCreated(Rules(), "s").to_dict()
    payload["rules"]["target"] = 99
    with pytest.raises(InvalidRules) as e:
        decision_from_dict(payload)
    assert e.value.code == "invalid_rule_value"
    payload["rules"] = {"bogus": 1}
    with pytest.raises(InvalidRules) as e:
        decision_from_dict(payload)
    assert e.value.code == "unknown_rule_option"


def test_replay_requires_game_created_first():
    with pytest.raises(InvalidInput) as e:
        replay([])
    assert e.value.code == "invalid_event"
    with pytest.raises(InvalidInput) as e:
        replay([BidMade(0, PASS)])
    assert e.value.code == "invalid_event"
    created = GameCreated(Rules(), "x", BOTS)
    with pytest.raises(InvalidInput) as e:
        replay([created, created])
    assert e.value.code == "invalid_event"
    with pytest.raises(InvalidInput) as e:
        replay([created, GameStarted()])
    assert e.value.code == "invalid_event"


@pytest.mark.parametrize("seed", ["replay-1", "replay-2"])
def test_replay_of_a_serialised_game_equals_the_live_state(seed):
    t = Table(seed, target=200, announcements=True)
    rng = random.Random(seed)
    while t.state.winner is None:
        t.step(rng)
    data = json.loads(json.dumps(to_json(t.log)))
    events = from_json(data)
    assert events == t.log
    assert snapshot(replay(events)) == snapshot(t.state)
    # and every prefix, now and then
    for n in range(1, len(t.log), 37):
        prefix = replay(from_json(to_json(t.log[:n])))
        assert prefix.version == n
        assert prefix.decisions == sum(isinstance(e, (BidMade, CardPlayed)) for e in t.log[1:n])


def test_replay_with_seats_taken_later():
    created = GameCreated(Rules(), "later")
    log = [created] + [SeatTaken(s, Occupant("player", f"p{s}")) for s in range(4)]
    state = replay(from_json(to_json(log)))
    assert state.deal is not None and state.deal.index == 0
    assert [o.name for o in state.seats] == ["p0", "p1", "p2", "p3"]

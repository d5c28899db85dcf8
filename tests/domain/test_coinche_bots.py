"""The built-in bots in coinche and with the moderne contracts (docs/rules.md §10).

``random`` picks among the legal bids and cards of any mode; ``heuristic``
bids in coinche by :func:`coinche_bid_value` (its best suit's strength),
never outbids its partner, coinches an opponent's suit contract holding that
suit's jack and two outside aces, and plays SA/TA contracts simply.
"""

from __future__ import annotations

import random

import pytest
from belote_testkit import Table, m
from coinche_testkit import bid

from domain.bidding import PASS, Bid, BidAction
from domain.bots import bot_entropy, get_strategy
from domain.bots.heuristic import TAKE_THRESHOLD, coinche_bid_value, hand_strength
from domain.cards import Rank, Suit, mask_of
from domain.contracts import AllSuits
from domain.events import BidMade
from domain.rules import Rules
from domain.simulation import play_game
from domain.views import seat_view

HEURISTIC = get_strategy("heuristic")


def test_bid_value_grows_with_trump_strength():
    weak = m("7H", "8H", "7S", "8S", "9D", "7C", "8C", "9C")
    assert coinche_bid_value(weak, Suit.H) == 0
    strong = m("JH", "9H", "AH", "TH", "KH", "AS", "AD", "7C")
    value = coinche_bid_value(strong, Suit.H)
    assert 80 <= value <= 160 and value % 10 == 0
    expected = min(160, 80 + 10 * int(hand_strength(strong, Suit.H) - TAKE_THRESHOLD))
    assert value == expected
    medium = m("JH", "9H", "7H", "8S", "AS", "7D", "8C", "9C")
    assert coinche_bid_value(medium, Suit.H) < value


@pytest.mark.parametrize("seed", [f"coinche-bot-{i}" for i in range(40)])
def test_heuristic_bids_never_above_its_estimate_nor_over_its_partner(seed):
    t = Table(seed, mode="coinche", moderne=True)
    rng = random.Random(seed)
    for _ in range(12):
        if t.state.phase.value != "bidding":
            break
        seat = t.state.turn
        assert seat is not None
        view = seat_view(t.state, seat)
        choice = HEURISTIC(view, bot_entropy(t.state.seed))
        assert choice in t.state.legal_bids()
        hand = mask_of(view.hand)
        auction = t.deal.auction
        high = auction.high
        if choice.action is BidAction.BID:
            assert isinstance(choice.suit, Suit)  # never SA or TA
            assert choice.value <= coinche_bid_value(hand, choice.suit)
            assert high is None or high[0] % 2 != seat % 2
        if choice.action is BidAction.COINCHE:
            assert high is not None
            trump = high[1].suit
            assert isinstance(trump, Suit)
            assert hand >> (8 * trump + Rank.JACK) & 1
            aces = sum(1 for s in Suit if s != trump and hand >> (8 * s + Rank.ACE) & 1)
            assert aces >= 2
        assert choice.action is not BidAction.SURCOINCHE
        # Alternate the heuristic's choice with random ones to reach more positions.
        legal = t.state.legal_bids()
        t.apply(BidMade(seat, choice if rng.random() < 0.6 else rng.choice(legal)))


def test_heuristic_coinches_with_the_jack_and_two_aces():
    for i in range(400):
        t = Table(f"coinche-jack-{i}", mode="coinche")
        first = t.state.turn
        assert first is not None
        second = (first + 1) % 4
        hand = t.deal.hands[second]
        suit = next((s for s in Suit if hand >> (8 * s + Rank.JACK) & 1), None)
        if suit is None:
            continue
        aces = sum(1 for s in Suit if s != suit and hand >> (8 * s + Rank.ACE) & 1)
        if aces < 2:
            continue
        t.apply(BidMade(first, bid(80, suit.name)))
        choice = HEURISTIC(seat_view(t.state, second), "")
        assert choice.action is BidAction.COINCHE
        return
    raise AssertionError("no position found")


def test_heuristic_passes_a_weak_hand():
    for i in range(400):
        t = Table(f"coinche-weak-{i}", mode="coinche")
        seat = t.state.turn
        hand = t.deal.hands[seat]
        if all(coinche_bid_value(hand, s) == 0 for s in Suit):
            assert HEURISTIC(seat_view(t.state, seat), "") == PASS
            return
    raise AssertionError("no weak hand found")


@pytest.mark.parametrize(
    "rules",
    [
        Rules(mode="coinche", target=500),
        Rules(mode="coinche", moderne=True, target=500),
        Rules(moderne=True, target=300),
        Rules(moderne=True, no_taker="dealer_forced", target=300),
    ],
)
@pytest.mark.parametrize("lineup", [("heuristic",) * 4, ("random", "heuristic") * 2])
def test_bots_play_whole_games_in_every_mode(rules, lineup):
    for n in range(3):
        state, result = play_game(f"bots-{n}", lineup, rules)
        assert state.winner is not None
        assert sum(result.outcomes.values()) >= 1
        for deal in state.deals:
            if deal.score is not None:
                assert sum(deal.card_points) == 162
                assert deal.full_hands is not None
                hands = deal.full_hands
                assert all(h.bit_count() == 8 for h in hands)


def test_heuristic_plays_sa_and_ta_contracts():
    # Classic moderne with dealer_forced: bots only name suits, so force SA/TA by hand.
    played = set()
    for strain in ("SA", "TA"):
        t = Table(f"heuristic-{strain}", moderne=True)
        for _ in range(4):
            t.pass_()
        t.apply(BidMade(t.state.turn, Bid(BidAction.TAKE, AllSuits[strain])))
        while t.deal.index == 0 and t.state.winner is None:
            seat = t.state.turn
            card = HEURISTIC(seat_view(t.state, seat), "")
            assert card in t.state.legal_cards()
            t.play(card.code)
        played.add(strain)
        assert sum(t.state.deals[0].card_points) == 162
    assert played == {"SA", "TA"}

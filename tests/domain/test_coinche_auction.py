"""The coinche auction (docs/rules.md §10.2): bids, coinche, surcoinche, the end."""

from __future__ import annotations

import pytest
from belote_testkit import Table
from coinche_testkit import COINCHE, PASS, SURCOINCHE, bid

from domain.bidding import CAPOT_BID, Bid, BidAction
from domain.cards import Suit
from domain.coinche import BID_VALUES, CoincheAuction
from domain.contracts import AllSuits, Contract
from domain.errors import RuleViolation
from domain.events import BidMade, ContractTaken, DealStarted, DealThrownIn
from domain.rules import Rules


def auction(*bids: Bid, dealer: int = 3, moderne: bool = False, mult: int = 4) -> CoincheAuction:
    """An auction where the dealer is ``dealer`` (seat 0 speaks first by default)."""
    a = CoincheAuction(dealer, moderne, mult)
    for b in bids:
        a.record(a.turn, a.check(b))
    return a


def refused(a: CoincheAuction, b: Bid) -> str:
    with pytest.raises(RuleViolation) as e:
        a.check(b)
    return e.value.code


def test_values_are_80_to_160_then_capot():
    assert BID_VALUES == (80, 90, 100, 110, 120, 130, 140, 150, 160, CAPOT_BID)
    a = auction()
    assert refused(a, bid(70, "H")) == "invalid_bid_value"
    assert refused(a, bid(85, "H")) == "invalid_bid_value"
    assert refused(a, Bid(BidAction.BID, Suit.H, 170)) == "invalid_bid_value"
    assert a.check(bid("capot", "H")).value == CAPOT_BID


def test_first_speaker_is_after_the_dealer():
    assert CoincheAuction(1, False, 4).turn == 2


def test_a_bid_must_be_strictly_higher_only_the_value_counts():
    a = auction(bid(100, "H"))
    assert refused(a, bid(100, "S")) == "bid_too_low"
    assert refused(a, bid(90, "S")) == "bid_too_low"
    assert a.check(bid(110, "H")) == bid(110, "H")


def test_raise_the_partner_and_bid_after_passing():
    a = auction(bid(80, "H"), PASS, bid(90, "S"), PASS)  # seat 2 raises seat 0
    assert a.turn == 0
    a.record(0, a.check(bid(100, "H")))
    a.record(1, a.check(bid(110, "D")))  # seat 1 had passed before
    assert a.high == (1, bid(110, "D"))


def test_coinche_rules():
    a = auction()
    assert refused(a, COINCHE) == "nothing_to_coinche"
    a = auction(bid(80, "H"))  # seat 1 to speak: an opponent of the bidder
    assert COINCHE in a.legal_bids()
    a = auction(bid(80, "H"), PASS)  # seat 2: the bidder's partner
    assert refused(a, COINCHE) == "cannot_coinche_own_team"
    assert COINCHE not in a.legal_bids()
    a = auction(bid(80, "H"), COINCHE)
    assert refused(a, COINCHE) == "already_coinched"


def test_a_coinche_may_come_at_a_later_turn_while_the_bid_stands():
    a = auction(bid(80, "H"), PASS, PASS)
    assert a.turn == 3 and COINCHE in a.legal_bids()
    a.record(3, a.check(COINCHE))
    assert a.coinched_by == 3 and not a.finished


def test_after_a_coinche_only_pass_and_surcoinche():
    a = auction(bid(80, "H"), COINCHE)  # seat 2 (the bidder's partner) to speak
    assert refused(a, bid(90, "H")) == "only_surcoinche_or_pass"
    assert a.legal_bids() == (PASS, SURCOINCHE)
    a.record(2, PASS)
    assert a.legal_bids() == (PASS,)  # seat 3 coinched with seat 1: no surcoinche
    assert refused(a, SURCOINCHE) == "cannot_surcoinche_other_team"


def test_surcoinche_needs_a_coinche_and_ends_the_auction():
    a = auction(bid(80, "H"), PASS)
    assert refused(a, SURCOINCHE) == "not_coinched"
    a = auction(bid(80, "H"), COINCHE)
    assert a.record(2, a.check(SURCOINCHE)) is True
    assert a.contract == Contract(0, Suit.H, 80, 4, 1, 2)
    assert a.legal_bids() == ()


def test_surcoinche_multiplier_option():
    a = auction(bid(80, "H"), COINCHE, SURCOINCHE, mult=3)
    assert a.contract is not None and a.contract.multiplier == 3


def test_three_passes_after_a_bid_end_it():
    a = auction(PASS, bid(90, "C"), PASS, PASS)
    assert not a.finished
    a.record(a.turn, PASS)
    assert a.finished and a.contract == Contract(1, Suit.C, 90, 1, None, None)


def test_three_passes_after_a_coinche_end_it():
    a = auction(bid(90, "C"), COINCHE, PASS, PASS)
    assert not a.finished
    a.record(a.turn, PASS)
    assert a.contract == Contract(0, Suit.C, 90, 2, 1, None)


def test_four_passes_throw_in_three_do_not():
    a = auction(PASS, PASS, PASS)
    assert not a.finished
    a.record(a.turn, PASS)
    assert a.finished and a.contract is None


def test_capot_can_be_coinched_but_not_outbid():
    a = auction(bid("capot", "S"))
    assert a.legal_bids() == (PASS, COINCHE)
    assert refused(a, bid(160, "H")) == "bid_too_low"


def test_sa_ta_only_with_moderne():
    assert refused(auction(), bid(80, "SA")) == "suit_not_allowed"
    assert refused(auction(), bid(80, "TA")) == "suit_not_allowed"
    a = auction(moderne=True)
    assert a.check(bid(80, "TA")).suit is AllSuits.TA


def test_take_is_not_a_coinche_bid():
    assert refused(auction(), Bid(BidAction.TAKE, Suit.H)) == "action_not_in_mode"


def test_legal_bids_are_exactly_every_higher_value_and_suit():
    a = auction(bid(140, "D"), moderne=True)
    suits = (*Suit, *AllSuits)
    expected = (
        PASS,
        *(bid(v, s.name) for v in (150, 160, "capot") for s in suits),
        COINCHE,
    )
    assert a.legal_bids() == expected
    for b in expected:  # each listed bid is accepted
        assert a.check(b) == b


# -- in a game -------------------------------------------------------------------------


def test_a_coinche_game_throws_in_and_rotates_the_dealer():
    t = Table("coinche-throw-in", mode="coinche")
    dealer = t.deal.dealer
    for _ in range(4):
        facts = t.pass_()
    assert DealThrownIn(0) in facts
    assert DealStarted(1, (dealer + 1) % 4, None) in facts


def test_a_coinche_game_records_the_contract():
    t = Table("coinche-contract", mode="coinche", moderne=True)
    first = t.state.turn
    t.apply(BidMade(first, bid(110, "TA")))
    t.apply(BidMade(t.state.turn, COINCHE))
    facts = []
    for _ in range(3):
        facts += t.pass_()
    assert ContractTaken(0, first, AllSuits.TA, 110, 2) in facts
    assert t.deal.contract == Contract(first, AllSuits.TA, 110, 2, (first + 1) % 4, None)
    assert t.state.turn == (t.deal.dealer + 1) % 4  # the seat after the dealer leads
    assert all(t.deal.hands[s].bit_count() == 8 for s in range(4))


def test_no_action_out_of_turn():
    t = Table("coinche-turn", mode="coinche")
    other = (t.state.turn + 1) % 4
    with pytest.raises(RuleViolation) as e:
        t.apply(BidMade(other, bid(80, "H")))
    assert e.value.code == "not_your_turn"


def test_coinche_rules_refuse_classic_only_options():
    from domain.errors import InvalidRules

    for name, value in [
        ("first_packet", 3),
        ("no_taker", "redeal"),
        ("belote_counts_for_contract", True),
    ]:
        with pytest.raises(InvalidRules) as e:
            Rules.from_dict({"mode": "coinche", name: value})
        assert e.value.code == "rule_option_not_in_mode"
    for name, value in [("coinche_packets", "3-2-3"), ("surcoinche_multiplier", 4)]:
        with pytest.raises(InvalidRules) as e:
            Rules.from_dict({name: value})
        assert e.value.code == "rule_option_not_in_mode"


def test_mode_defaults():
    coinche = Rules.from_dict({"mode": "coinche"})
    assert (coinche.target, coinche.undertrump) == (2000, "optional")
    assert (coinche.coinche_packets, coinche.surcoinche_multiplier) == ("3-2-3", 4)
    assert coinche.first_packet is None and coinche.no_taker is None
    classic = Rules()
    assert (classic.target, classic.undertrump, classic.moderne) == (501, "required", False)
    assert classic.coinche_packets is None
    assert "first_packet" not in coinche.to_dict() and "coinche_packets" not in classic.to_dict()
    assert Rules.from_dict(coinche.to_dict()) == coinche
    assert Rules(mode="coinche", undertrump="required", target=1000).undertrump == "required"

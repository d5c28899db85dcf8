"""docs/rules.md §4: the two bidding rounds, no_taker, and the phase/turn refusals."""

from __future__ import annotations

import pytest
from belote_testkit import BOTS, Table, c, snapshot

from domain.bidding import PASS, Bid, BidAction
from domain.cards import Suit
from domain.errors import InvalidInput, RuleViolation
from domain.events import (
    BidMade,
    CardPlayed,
    ContractTaken,
    DealStarted,
    DealThrownIn,
    GameCreated,
    Occupant,
    SeatTaken,
)
from domain.game import Phase, new_game
from domain.rules import Rules


def assert_bid_refused(t: Table, seat: int, bid: Bid, code: str) -> RuleViolation:
    before = snapshot(t.state)
    with pytest.raises(RuleViolation) as e:
        t.state.apply(BidMade(seat, bid))
    assert e.value.code == code
    assert snapshot(t.state) == before
    return e.value


def test_round_one_starts_after_the_dealer_and_offers_the_retourne():
    t = Table("bidding")
    deal = t.deal
    assert t.state.phase is Phase.BIDDING
    assert t.state.turn == (deal.dealer + 1) % 4
    retourne_suit = deal.dealt.retourne.suit
    assert t.state.legal_bids() == (Bid(BidAction.TAKE, retourne_suit), PASS)
    assert t.state.legal_cards() == ()


def test_bidding_goes_around_in_seat_order():
    t = Table("order")
    first = t.state.turn
    seen = []
    for _ in range(7):
        seen.append(t.state.turn)
        t.pass_()
    assert seen == [(first + k) % 4 for k in range(7)]
    assert t.deal.auction.round == 2


def test_round_one_take_without_suit_means_the_retourne():
    t = Table("take-1")
    seat = t.state.turn
    retourne = t.deal.dealt.retourne
    facts = t.take()
    assert facts == [ContractTaken(0, seat, retourne.suit)]
    assert t.deal.taker == seat
    assert t.deal.trump == retourne.suit
    assert t.state.phase is Phase.PLAYING


def test_round_one_take_naming_the_retourne_suit_explicitly():
    t = Table("take-1b")
    t.pass_()
    retourne = t.deal.dealt.retourne
    t.take(retourne.suit.name)
    assert t.deal.trump == retourne.suit


def test_round_one_naming_another_suit_is_refused():
    t = Table("take-other")
    retourne_suit = t.deal.dealt.retourne.suit
    other = next(s for s in Suit if s != retourne_suit)
    err = assert_bid_refused(t, t.state.turn, Bid(BidAction.TAKE, other), "suit_not_allowed")
    assert err.details["allowed_suits"] == [retourne_suit.name]


def test_round_two_offers_the_other_suits():
    t = Table("round-2")
    for _ in range(4):
        t.pass_()
    retourne_suit = t.deal.dealt.retourne.suit
    others = [s for s in Suit if s != retourne_suit]
    assert t.state.turn == (t.deal.dealer + 1) % 4
    assert t.state.legal_bids() == (*(Bid(BidAction.TAKE, s) for s in others), PASS)


def test_round_two_naming_the_retourne_suit_is_refused():
    t = Table("round-2-retourne")
    for _ in range(4):
        t.pass_()
    retourne_suit = t.deal.dealt.retourne.suit
    err = assert_bid_refused(
        t, t.state.turn, Bid(BidAction.TAKE, retourne_suit), "suit_not_allowed"
    )
    assert retourne_suit.name not in err.details["allowed_suits"]
    assert len(err.details["allowed_suits"]) == 3
    # a take with no suit is not a choice in round two either
    assert_bid_refused(t, t.state.turn, Bid(BidAction.TAKE, None), "suit_not_allowed")


@pytest.mark.parametrize("passes", [4, 5, 6, 7])
def test_round_two_take(passes):
    t = Table("round-2-take")
    for _ in range(passes):
        t.pass_()
    seat = t.state.turn
    other = next(s for s in Suit if s != t.deal.dealt.retourne.suit)
    facts = t.take(other.name)
    assert facts == [ContractTaken(0, seat, other)]
    assert t.deal.trump == other and t.deal.taker == seat


def test_first_take_ends_the_bidding():
    t = Table("first-take")
    t.pass_()
    t.take()
    assert t.state.phase is Phase.PLAYING
    assert t.state.legal_bids() == ()
    seat = t.state.turn
    assert_bid_refused(t, seat, PASS, "wrong_phase")


def test_redeal_after_eight_passes():
    t = Table("redeal")
    deal0 = t.deal
    facts = []
    for _ in range(8):
        facts = t.pass_()
    assert facts[0] == DealThrownIn(0)
    assert isinstance(facts[1], DealStarted)
    deal1 = t.deal
    assert deal1 is not deal0
    assert facts[1] == DealStarted(1, (deal0.dealer + 1) % 4, deal1.dealt.retourne)
    assert deal1.index == 1
    assert deal1.dealer == (deal0.dealer + 1) % 4
    assert t.state.turn == (deal1.dealer + 1) % 4
    assert t.state.phase is Phase.BIDDING
    assert t.state.scores == [0, 0]
    assert t.state.deals == [deal0, deal1]
    # a second throw-in rotates again
    for _ in range(8):
        t.pass_()
    assert t.deal.index == 2
    assert t.deal.dealer == (deal0.dealer + 2) % 4


def test_dealer_forced_must_name_a_suit():
    t = Table("forced", no_taker="dealer_forced")
    dealer = t.deal.dealer
    for _ in range(4):
        t.pass_()  # the dealer may pass in round one
    for _ in range(3):
        t.pass_()
    assert t.state.turn == dealer
    retourne_suit = t.deal.dealt.retourne.suit
    takes = tuple(Bid(BidAction.TAKE, s) for s in Suit if s != retourne_suit)
    assert t.state.legal_bids() == takes
    err = assert_bid_refused(t, dealer, PASS, "dealer_must_take")
    assert set(err.details["allowed_suits"]) == {s.name for s in Suit if s != retourne_suit}
    assert_bid_refused(t, dealer, Bid(BidAction.TAKE, retourne_suit), "suit_not_allowed")
    facts = t.take(takes[0].suit.name)
    assert facts == [ContractTaken(0, dealer, takes[0].suit)]
    assert t.deal.index == 0


def test_redeal_option_lets_the_dealer_pass():
    t = Table("not-forced", no_taker="redeal")
    for _ in range(7):
        t.pass_()
    assert PASS in t.state.legal_bids()


def test_not_your_turn_for_a_bid():
    t = Table("turn-bid")
    wrong = (t.state.turn + 2) % 4
    err = assert_bid_refused(t, wrong, PASS, "not_your_turn")
    assert err.details["turn"] == t.state.turn


def test_card_during_bidding_is_wrong_phase():
    t = Table("phase")
    seat = t.state.turn
    card = sorted(t.hand(seat))[0]
    before = snapshot(t.state)
    with pytest.raises(RuleViolation) as e:
        t.state.apply(CardPlayed(seat, c(card)))
    assert e.value.code == "wrong_phase"
    assert e.value.details["phase"] == "bidding"
    assert snapshot(t.state) == before


def test_decisions_before_the_seats_are_filled_are_wrong_phase():
    state, facts = new_game(GameCreated(Rules(), "waiting"))
    assert facts == []
    assert state.phase is Phase.WAITING and state.turn is None
    assert state.legal_bids() == () and state.legal_cards() == ()
    with pytest.raises(RuleViolation) as e:
        state.apply(BidMade(0, PASS))
    assert e.value.code == "wrong_phase"
    with pytest.raises(RuleViolation) as e:
        state.apply(CardPlayed(0, c("7S")))
    assert e.value.code == "wrong_phase"
    for seat in range(3):
        assert state.apply(SeatTaken(seat, Occupant("player", f"p{seat}"))) == []
    facts = state.apply(SeatTaken(3, Occupant("bot", "random")))
    assert [type(f).__name__ for f in facts] == ["GameStarted", "DealStarted"]
    assert state.phase is Phase.BIDDING


@pytest.mark.parametrize("seat", [-1, 4, "0", None, True])
def test_invalid_seat(seat):
    t = Table("bad-seat")
    before = snapshot(t.state)
    with pytest.raises(InvalidInput) as e:
        t.state.apply(BidMade(seat, PASS))
    assert e.value.code == "invalid_seat"
    assert snapshot(t.state) == before


def test_game_over_refuses_decisions():
    import random

    t = Table("over", target=100)
    rng = random.Random(1)
    while t.state.winner is None:
        t.step(rng)
    assert t.state.phase is Phase.FINISHED
    assert t.state.turn is None
    assert t.state.legal_bids() == () and t.state.legal_cards() == ()
    before = snapshot(t.state)
    for event in (BidMade(0, PASS), CardPlayed(1, c("7S"))):
        with pytest.raises(RuleViolation) as e:
            t.state.apply(event)
        assert e.value.code == "game_over"
    assert snapshot(t.state) == before


def test_full_table_at_creation_starts_deal_zero():
    state, facts = new_game(GameCreated(Rules(), "full", BOTS))
    assert [type(f).__name__ for f in facts] == ["GameStarted", "DealStarted"]
    assert state.phase is Phase.BIDDING
    assert len(state.deals) == 1


@pytest.mark.parametrize(
    "bid",
    [
        Bid(BidAction.SURCOINCHE),
        Bid(BidAction.COINCHE),
        Bid(BidAction.BID, Suit.H, 80),
    ],
)
def test_coinche_actions_are_not_classic_bids(bid):
    t = Table("classic-only")
    e = assert_bid_refused(t, t.state.turn, bid, "action_not_in_mode")
    assert e.details["allowed_actions"] == ["take", "pass"]
    with pytest.raises(RuleViolation):
        t.state.check(BidMade(t.state.turn, bid))


def test_check_returns_the_decision_as_applied():
    """What check answers is what apply records: a log written from it cannot
    hold a decision the rules turned into another."""
    t = Table("check-as-applied")
    seat = t.state.turn
    retourne = t.deal.dealt.retourne
    checked = t.state.check(BidMade(seat, Bid(BidAction.TAKE)))
    assert checked == BidMade(seat, Bid(BidAction.TAKE, retourne.suit))
    assert t.state.check(BidMade(seat, Bid(BidAction.PASS, Suit.S))) == BidMade(seat, PASS)
    t.state.apply(checked)
    assert t.deal.auction.bids == [(seat, checked.bid)]

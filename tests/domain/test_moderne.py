"""Belote moderne (docs/rules.md §10.1): sans-atout and tout-atout, and ``undertrump``."""

from __future__ import annotations

import random

import pytest
from belote_testkit import Table, c, codeset, m
from coinche_testkit import (
    SA_POINTS,
    TA_POINTS,
    moderne_deal,
    ref_legal,
    ref_master,
    strain_strength,
)

from domain.bidding import PASS, Bid, BidAction
from domain.cards import CODES, Suit
from domain.contracts import SA_TABLE, TA_TABLE, AllSuits, parse_strain, table_for
from domain.errors import InvalidInput, RuleViolation
from domain.events import BeloteAnnounced, BidMade, DealScored, TrickWon
from domain.rules import Rules
from domain.tricks import legal_mask
from domain.trumps import TABLES

HANDS = [
    ["9H", "7S", "8S", "9S", "TS", "JS", "QS", "KS"],
    ["7H", "7D", "8D", "9D", "TD", "JD", "QD", "KD"],
    ["JH", "8H", "AS", "7C", "8C", "9C", "TC", "AD"],
    ["AH", "TH", "KH", "QH", "JC", "QC", "KC", "AC"],
]


# -- tables ----------------------------------------------------------------------------


@pytest.mark.parametrize(("table", "book"), [(SA_TABLE, SA_POINTS), (TA_TABLE, TA_POINTS)])
def test_points_per_card_and_162_a_deal(table, book):
    for card, code in enumerate(CODES):
        assert table.points[card] == book[code[0]], code
    assert sum(table.points) + 10 == 162


@pytest.mark.parametrize(("table", "strain"), [(SA_TABLE, "SA"), (TA_TABLE, "TA")])
def test_order_within_a_suit_and_only_the_suit_led_wins(table, strain):
    for a in range(32):
        for b in range(32):
            beats = table.beats(b, a)  # b played on master a
            if a >> 3 == b >> 3:
                assert beats == (
                    strain_strength(CODES[b], strain) > strain_strength(CODES[a], strain)
                )
            else:
                assert not beats


def test_parse_strain():
    assert parse_strain("sa") is AllSuits.SA and parse_strain("TA") is AllSuits.TA
    assert parse_strain("H") is Suit.H
    with pytest.raises(InvalidInput):
        parse_strain("NT")
    assert table_for(Suit.H) is TABLES[Suit.H]


# -- legality ----------------------------------------------------------------------------


@pytest.mark.parametrize("overtrump_partner", [True, False])
@pytest.mark.parametrize(
    ("hand", "trick", "strain", "expected"),
    [
        # TA: beat the best card of the suit led, also when the partner is master.
        (["JH", "8H", "AS"], ["9H", "7H"], "TA", {"JH"}),
        (["AH", "8H", "AS"], ["9H", "7H"], "TA", {"AH", "8H"}),  # cannot beat 9H: any heart
        (["AS", "7D"], ["9H", "7H"], "TA", {"AS", "7D"}),  # void: any card
        # SA: follow suit, never any duty to go higher.
        (["JH", "8H", "AS"], ["9H", "7H"], "SA", {"JH", "8H"}),
        (["AS", "7D"], ["9H"], "SA", {"AS", "7D"}),
    ],
)
def test_sa_ta_legality(hand, trick, strain, expected, overtrump_partner):
    assert ref_legal(hand, trick, strain, overtrump_partner) == expected
    table = table_for(parse_strain(strain))
    master = trick[ref_master(trick, strain)]
    partner = len(trick) >= 2 and ref_master(trick, strain) == len(trick) - 2
    got = legal_mask(
        m(*hand),
        c(trick[0]),
        c(master),
        partner,
        table,
        overtrump_partner or table.cuts != 0,  # as DealState does: TA never relaxes
    )
    assert codeset(got) == expected


def test_ta_in_a_deal_partner_master_must_still_go_higher_and_trick_to_the_suit_led():
    deal = moderne_deal(
        HANDS, dealer=3, taker=1, strain="TA", rules=Rules(moderne=True, overtrump_partner=False)
    )
    assert deal.trump is AllSuits.TA
    deal.play(0, c("9H"))
    deal.play(1, c("7H"))
    assert codeset(deal.legal_mask()) == {"JH"}  # partner (seat 0) is master
    with pytest.raises(RuleViolation) as e:
        deal.play(2, c("8H"))
    assert e.value.code == "must_overtrump"
    deal.play(2, c("JH"))
    facts = deal.play(3, c("QH"))
    won = next(f for f in facts if isinstance(f, TrickWon))
    assert won.winner == 2 and won.points == 9 + 0 + 14 + 1
    # Seat 2 leads clubs; a void seat's jack of spades cannot win.
    deal.play(2, c("7C"))
    assert codeset(deal.legal_mask()) == {"JC", "QC", "KC", "AC"}  # 7C beaten by all
    deal.play(3, c("QC"))
    deal.play(0, c("JS"))
    facts = deal.play(1, c("7D"))
    won = next(f for f in facts if isinstance(f, TrickWon))
    assert won.winner == 3  # QC: best club; JS and 7D are of other suits


def test_sa_in_a_deal_follow_without_going_higher_and_no_belote():
    deal = moderne_deal(HANDS, dealer=3, taker=1, strain="SA")
    deal.play(0, c("9H"))
    deal.play(1, c("7H"))
    assert codeset(deal.legal_mask()) == {"JH", "8H"}
    deal.play(2, c("8H"))
    facts = deal.play(3, c("QH"))
    won = next(f for f in facts if isinstance(f, TrickWon))
    assert won.winner == 3 and won.points == 3  # Q 3, the rest 0
    assert deal.belote_cards == 0
    assert not any(isinstance(f, BeloteAnnounced) for f in facts)


def test_ta_belotes_one_per_king_queen_of_a_suit():
    deal = moderne_deal(HANDS, dealer=3, taker=1, strain="TA")
    # Seat 0: QS KS; seat 1: QD KD; seat 3: KH QH and QC KC.
    assert deal.belote_points() == (20, 60)
    facts = []
    for card in ["QS", "KD"]:  # seat 0 leads QS; seat 1 (void in spades) discards KD
        facts += deal.play(deal.turn, c(card))
    said = [(f.seat, f.word) for f in facts if isinstance(f, BeloteAnnounced)]
    assert said == [(0, "belote"), (1, "belote")]


def test_announcements_at_sa_ta_equal_sequences_score_for_nobody():
    from domain.announcements import Announcement, scoring_team

    run_s = Announcement("sequence", (c("7S"), c("8S"), c("9S")), 20)
    run_h = Announcement("sequence", (c("7H"), c("8H"), c("9H")), 20)
    per_seat = ((run_s,), (run_h,), (), ())
    assert scoring_team(per_seat, None) is None
    assert scoring_team(per_seat, Suit.S) == 0  # with a trump suit, the one in trump wins


# -- bidding -----------------------------------------------------------------------------


def test_round_one_takes_only_the_retourne_round_two_names_sa_ta():
    t = Table("moderne-bids", moderne=True)
    retourne = t.deal.dealt.retourne.suit
    assert t.state.legal_bids() == (Bid(BidAction.TAKE, retourne), PASS)
    with pytest.raises(RuleViolation) as e:
        t.apply(BidMade(t.state.turn, Bid(BidAction.TAKE, AllSuits.SA)))
    assert e.value.code == "suit_not_allowed"
    for _ in range(4):
        t.pass_()
    others = [s for s in Suit if s != retourne]
    expected = (
        *(Bid(BidAction.TAKE, s) for s in others),
        Bid(BidAction.TAKE, AllSuits.SA),
        Bid(BidAction.TAKE, AllSuits.TA),
        PASS,
    )
    assert t.state.legal_bids() == expected
    seat = t.state.turn
    t.apply(BidMade(seat, Bid(BidAction.TAKE, AllSuits.TA)))
    assert t.deal.trump is AllSuits.TA and t.deal.taker == seat


def test_without_moderne_sa_ta_are_refused():
    t = Table("classic-bids")
    for _ in range(4):
        t.pass_()
    with pytest.raises(RuleViolation) as e:
        t.apply(BidMade(t.state.turn, Bid(BidAction.TAKE, AllSuits.SA)))
    assert e.value.code == "suit_not_allowed"


def test_forced_dealer_may_name_sa_ta():
    t = Table("moderne-forced", moderne=True, no_taker="dealer_forced")
    for _ in range(7):
        t.pass_()
    legal = t.state.legal_bids()
    assert PASS not in legal
    assert {b.suit for b in legal} >= {AllSuits.SA, AllSuits.TA}


def test_a_moderne_deal_scores_as_classic_with_sa_ta_points():
    for strain in (AllSuits.SA, AllSuits.TA):
        t = Table(f"moderne-score-{strain}", moderne=True)
        for _ in range(4):
            t.pass_()
        t.apply(BidMade(t.state.turn, Bid(BidAction.TAKE, strain)))
        facts = t.play_out_deal(random.Random(1))
        scored = next(f for f in facts if isinstance(f, DealScored))
        deal = t.state.deals[0]
        assert sum(deal.card_points) == 162
        assert scored.outcome in ("made", "dedans", "litige", "capot", "capot_defence")
        belotes = deal.belote_points()
        if scored.outcome == "made":
            assert list(scored.totals) == [deal.card_points[k] + belotes[k] for k in (0, 1)]


# -- undertrump ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("undertrump", "expected"),
    [("required", {"7H"}), ("optional", {"7H", "AS", "8D"})],
)
def test_undertrump_option(undertrump, expected):
    # Hearts trump; clubs led; the opponent on the left cut with the 9; we hold only the 7.
    hand, trick = ["7H", "AS", "8D"], ["AC", "9H"]
    assert ref_legal(hand, trick, "H", undertrump=undertrump) == expected
    got = legal_mask(
        m(*hand), c("AC"), c("9H"), False, TABLES[Suit.H], True, undertrump == "optional"
    )
    assert codeset(got) == expected


def test_undertrump_optional_keeps_the_duty_to_overtrump():
    hand, trick = ["7H", "JH", "AS"], ["AC", "9H"]
    got = legal_mask(m(*hand), c("AC"), c("9H"), False, TABLES[Suit.H], True, True)
    assert codeset(got) == {"JH"} == ref_legal(hand, trick, "H", undertrump="optional")
    no_trump_yet = legal_mask(m(*hand), c("AC"), c("AC"), False, TABLES[Suit.H], True, True)
    assert codeset(no_trump_yet) == {"7H", "JH"}  # must still trump

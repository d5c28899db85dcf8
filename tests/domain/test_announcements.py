"""docs/rules.md §7: announcements (annonces)."""

from __future__ import annotations

import pytest
from belote_testkit import handmade_deal, m, play_cards

from domain.announcements import scoring_team, seat_announcements
from domain.cards import Suit
from domain.events import AnnouncementsShown, TrickWon
from domain.rules import Rules
from domain.views import deal_view


def ann(*codes: str):
    return seat_announcements(m(*codes))


def summary(anns) -> list[tuple[str, list[str], int]]:
    return sorted((a.name, [x.code for x in a.cards], a.points) for a in anns)


def total(anns) -> int:
    return sum(a.points for a in anns)


# -- one seat's combinations ------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        (["7S", "8S", "9S", "JH", "AD", "7C", "9C", "KD"], [("tierce", ["7S", "8S", "9S"], 20)]),
        (["9S", "TS", "JS", "7H", "AD", "7C", "9C", "KD"], [("tierce", ["9S", "TS", "JS"], 20)]),
        (
            ["TH", "JH", "QH", "KH", "7S", "9D", "7C", "9C"],
            [("cinquante", ["TH", "JH", "QH", "KH"], 50)],
        ),
        (
            ["TD", "JD", "QD", "KD", "AD", "7S", "9H", "7C"],
            [("cent", ["TD", "JD", "QD", "KD", "AD"], 100)],
        ),
        (
            ["8C", "9C", "TC", "JC", "QC", "KC", "7S", "9H"],
            [("cent", ["8C", "9C", "TC", "JC", "QC", "KC"], 100)],
        ),
        (
            ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
            [("cent", ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"], 100)],
        ),
        (
            ["7S", "8S", "9S", "JS", "QS", "KS", "AH", "7D"],
            [("tierce", ["7S", "8S", "9S"], 20), ("tierce", ["JS", "QS", "KS"], 20)],
        ),
        (
            ["7S", "8S", "9S", "QH", "KH", "AH", "7D", "9C"],
            [("tierce", ["7S", "8S", "9S"], 20), ("tierce", ["QH", "KH", "AH"], 20)],
        ),
        # natural order, not trump order: J 9 A is not a run, nor 7 9 T
        (["JH", "9H", "AH", "7S", "9S", "TS", "QD", "7C"], []),
        # belote (K+Q) is not an announcement
        (["KH", "QH", "7S", "9S", "JD", "AD", "7C", "9C"], []),
    ],
)
def test_sequences(hand, expected):
    assert summary(ann(*hand)) == sorted(expected)


def test_eight_card_run_is_one_cent():
    anns = ann("7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD")
    assert len(anns) == 1
    assert anns[0].name == "cent" and anns[0].points == 100 and len(anns[0].cards) == 8


@pytest.mark.parametrize(
    ("rank", "points"), [("J", 200), ("9", 150), ("A", 100), ("T", 100), ("K", 100), ("Q", 100)]
)
def test_carre_points(rank, points):
    # fillers chosen so they make no run
    hand = [rank + s for s in "SHDC"]
    fill = [x for x in ["7S", "9H", "JD", "KC", "7H", "QD"] if x[0] != rank][:4]
    anns = ann(*hand, *fill)
    assert summary(anns) == [("carre", hand, points)]


@pytest.mark.parametrize("rank", ["8", "7"])
def test_carre_of_eights_or_sevens_is_worth_nothing(rank):
    hand = [rank + s for s in "SHDC"] + ["JS", "KH", "AD", "TC"]
    assert total(ann(*hand)) == 0
    assert all(a.kind != "carre" for a in ann(*hand))


def test_cards_of_a_worthless_carre_still_make_runs():
    anns = ann("8S", "8H", "8D", "8C", "7S", "9S", "JD", "KC")
    assert summary(anns) == [("tierce", ["7S", "8S", "9S"], 20)]


def test_carre_and_sequence_sharing_a_jack():
    """JH is in the carré and in 8H-JH: a card serves once; carré + tierce 8-T wins."""
    anns = ann("JS", "JH", "JD", "JC", "8H", "9H", "TH", "QD")
    assert total(anns) == 220
    assert summary(anns) == sorted(
        [("carre", ["JS", "JH", "JD", "JC"], 200), ("tierce", ["8H", "9H", "TH"], 20)]
    )
    cards = [x.code for a in anns for x in a.cards]
    assert len(cards) == len(set(cards))


def test_carre_of_queens_beats_the_cent_it_breaks():
    # without the carré: 9H-KH is a cent (100); with it: 100 + tierce 9H TH JH = 120
    anns = ann("QS", "QH", "QD", "QC", "9H", "TH", "JH", "KH")
    assert total(anns) == 120
    assert summary(anns) == sorted(
        [("carre", ["QS", "QH", "QD", "QC"], 100), ("tierce", ["9H", "TH", "JH"], 20)]
    )


def test_between_equal_totals_the_stronger_announcement_is_kept():
    # carré of queens (100) or the cent TH-AH (100): the same total, but any
    # carré beats any sequence when teams compare, so the carré is announced.
    anns = ann("QS", "QH", "QD", "QC", "TH", "JH", "KH", "AH")
    assert summary(anns) == [("carre", ["QS", "QH", "QD", "QC"], 100)]


def test_two_carres():
    anns = ann("JS", "JH", "JD", "JC", "9S", "9H", "9D", "9C")
    assert total(anns) == 350
    assert sorted(a.points for a in anns) == [150, 200]


# -- which team scores ---------------------------------------------------------------


def seats(*hands):
    """Per-seat announcements, seats 0..3, from lists of codes (missing seats: none)."""
    hands = list(hands) + [[]] * (4 - len(hands))
    return tuple(ann(*h) if h else () for h in hands)


CARRE_ORDER = ["J", "9", "A", "T", "K", "Q"]


@pytest.mark.parametrize(
    ("high", "low"),
    [(CARRE_ORDER[i], CARRE_ORDER[j]) for i in range(6) for j in range(i + 1, 6)],
)
def test_carre_order(high, low):
    hi = [high + s for s in "SHDC"]
    lo = [low + s for s in "SHDC"]
    assert scoring_team(seats(hi, lo), Suit.H) == 0
    assert scoring_team(seats(lo, hi), Suit.H) == 1
    # seat 3 (team 1) holds the higher one, seat 2 (team 0) the lower one
    assert scoring_team(seats([], [], lo, hi), Suit.S) == 1


def test_any_carre_beats_any_sequence():
    carre_q = ["QS", "QH", "QD", "QC"]
    cent = ["7D", "8D", "9D", "TD", "JD"]  # a cent, even in the trump suit
    assert scoring_team(seats(cent, carre_q), Suit.D) == 1
    assert scoring_team(seats(carre_q, cent), Suit.D) == 0
    assert scoring_team(seats(cent, [], [], carre_q), Suit.S) == 1


def test_longer_sequence_beats_higher_top():
    cinquante_low = ["7S", "8S", "9S", "TS"]
    tierce_ace = ["QH", "KH", "AH"]
    assert scoring_team(seats(cinquante_low, tierce_ace), Suit.H) == 0
    assert scoring_team(seats(tierce_ace, cinquante_low), Suit.H) == 1


def test_same_length_higher_top_card_wins():
    assert scoring_team(seats(["7S", "8S", "9S"], ["8H", "9H", "TH"]), Suit.S) == 1
    assert scoring_team(seats(["JD", "QD", "KD"], ["9C", "TC", "JC"]), Suit.C) == 0


def test_cents_compare_by_length_then_top():
    six = ["7S", "8S", "9S", "TS", "JS", "QS"]
    five_ace = ["TH", "JH", "QH", "KH", "AH"]
    assert scoring_team(seats(five_ace, six), Suit.H) == 1


@pytest.mark.parametrize("trump", list(Suit))
def test_equal_sequences_trump_wins_else_nobody(trump):
    team0 = ["9S", "TS", "JS"]
    team1 = ["9D", "TD", "JD"]
    result = scoring_team(seats(team0, team1), trump)
    if trump is Suit.S:
        assert result == 0
    elif trump is Suit.D:
        assert result == 1
    else:
        assert result is None


def test_exact_tie_nobody_scores_even_with_smaller_ones_elsewhere():
    # best of each team is a cinquante to the K, in non-trump suits; team 0 also has a tierce
    result = scoring_team(
        seats(["TS", "JS", "QS", "KS"], ["TD", "JD", "QD", "KD"], ["7C", "8C", "9C"]), Suit.H
    )
    assert result is None


def test_best_single_announcement_counts_not_the_sum():
    # team 0: two tierces; team 1: one cinquante
    result = scoring_team(
        seats(["7S", "8S", "9S", "JH", "QH", "KH"], ["7D", "8D", "9D", "TD"]), Suit.C
    )
    assert result == 1
    # team 0: three tierces in two seats; team 1: one tierce to the ace
    result = scoring_team(
        seats(["7S", "8S", "9S"], ["QC", "KC", "AC"], ["7H", "8H", "9H", "7D", "8D", "9D"]), Suit.S
    )
    assert result == 1


def test_partner_seat_counts_for_the_team():
    assert scoring_team(seats([], ["7S", "8S", "9S"], ["9H", "TH", "JH", "QH"]), Suit.C) == 0
    assert scoring_team(seats(["9H", "TH", "JH"], [], [], ["JS", "JH", "JD", "JC"]), Suit.C) == 1


def test_nobody_or_one_team():
    assert scoring_team(((), (), (), ()), Suit.H) is None
    assert scoring_team(seats([], ["7S", "8S", "9S"]), Suit.H) == 1
    assert scoring_team(seats(["7S", "8S", "9S"]), Suit.H) == 0


# -- through play -------------------------------------------------------------------

# trump hearts (retourne AH, taker seat 0, dealer 3). No belote: KH seat 1, QH seat 3.
HANDS = {
    0: ["7S", "8S", "9S", "AD", "7C", "8C", "AH", "7H"],  # tierce 7-9 S (20)
    1: ["KS", "KH", "KD", "KC", "9D", "8H", "TS", "JS"],  # carré of kings (100)
    2: ["QS", "AS", "9H", "TH", "7D", "8D", "TC", "AC"],  # nothing
    3: ["JH", "QH", "TD", "JD", "QD", "9C", "JC", "QC"],  # tierce T-Q D (20)
}
FIRST_TRICK = ["7S", "KS", "QS", "9C"]


def test_announcements_made_public_at_the_end_of_the_first_trick():
    deal = handmade_deal(HANDS, dealer=3, taker=0, retourne="AH", rules=Rules(announcements=True))
    view = deal_view(deal)
    assert view.announcements == () and view.announcements_team is None
    facts = play_cards(deal, FIRST_TRICK[:3])
    assert not any(isinstance(f, AnnouncementsShown) for f in facts)
    assert deal_view(deal).announcements == ()
    facts = play_cards(deal, FIRST_TRICK[3:])
    assert [type(f) for f in facts] == [TrickWon, AnnouncementsShown]
    shown = facts[1]
    assert shown.scoring_team == 1
    assert shown.announcements == (
        ({"name": "tierce", "cards": ["7S", "8S", "9S"], "points": 20},),
        ({"name": "carre", "cards": ["KS", "KH", "KD", "KC"], "points": 100},),
        (),
        ({"name": "tierce", "cards": ["TD", "JD", "QD"], "points": 20},),
    )
    view = deal_view(deal)
    assert view.announcements_team == 1
    assert sorted((a.seat, a.name, a.points) for a in view.announcements) == [
        (0, "tierce", 20),
        (1, "carre", 100),
        (3, "tierce", 20),
    ]
    # no second showing later
    facts = play_cards(deal, ["TS", "AS", "QH", "8S"])  # seat 1 leads (won trick 1)
    assert not any(isinstance(f, AnnouncementsShown) for f in facts)
    tally = deal.tally()
    assert tally.announcements == (20, 120)
    assert tally.announcements_team == 1


def test_announcements_off_by_default():
    deal = handmade_deal(HANDS, dealer=3, taker=0, retourne="AH", rules=Rules())
    facts = play_cards(deal, FIRST_TRICK)
    assert not any(isinstance(f, AnnouncementsShown) for f in facts)
    assert deal_view(deal).announcements == ()
    tally = deal.tally()
    assert tally.announcements == (0, 0)
    assert tally.announcements_team is None

"""docs/rules.md §8: scoring a deal, every row of the table with every option."""

from __future__ import annotations

import pytest
from belote_testkit import handmade_deal, play_cards
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.events import BeloteAnnounced
from domain.rules import Rules
from domain.scoring import DealTally, Outcome, score_deal

DEFAULT = Rules()
TO_DEFENCE = Rules(belote_on_failed_contract="to_defence")
NOT_COUNTED = Rules(belote_counts_for_contract=False)
NOT_COUNTED_TO_DEFENCE = Rules(
    belote_counts_for_contract=False, belote_on_failed_contract="to_defence"
)
CAPOT_250 = Rules(capot_points=250)


def tally(taker=0, cp=(81, 81), tricks=(4, 4), ann=(0, 0), ann_team=None, belote=None) -> DealTally:
    return DealTally(
        taker_team=taker,
        card_points=cp,
        tricks_won=tricks,
        announcements=ann,
        announcements_team=ann_team,
        belote_team=belote,
    )


def check(t, rules, reserve, outcome, scores, totals=None, reserve_after=0, won_by=None):
    s = score_deal(t, rules, reserve)
    assert s.outcome is outcome
    assert s.scores == scores
    if totals is not None:
        assert s.totals == totals
    assert s.reserve_before == reserve
    assert s.reserve_after == reserve_after
    assert s.reserve_won_by == won_by
    return s


# -- made ------------------------------------------------------------------------


def test_made():
    s = check(tally(cp=(100, 62)), DEFAULT, 0, Outcome.MADE, (100, 62), totals=(100, 62))
    assert s.made


def test_made_by_team_one():
    check(tally(taker=1, cp=(62, 100)), DEFAULT, 0, Outcome.MADE, (62, 100))


def test_made_needs_strictly_more():
    check(tally(cp=(82, 80)), DEFAULT, 0, Outcome.MADE, (82, 80))
    check(tally(cp=(80, 82)), DEFAULT, 0, Outcome.DEDANS, (0, 162))


@pytest.mark.parametrize("rules", [DEFAULT, TO_DEFENCE])
def test_made_with_belote(rules):
    check(tally(cp=(90, 72), belote=0), rules, 0, Outcome.MADE, (110, 72), totals=(110, 72))
    check(tally(cp=(100, 62), belote=1), rules, 0, Outcome.MADE, (100, 82), totals=(100, 82))


def test_made_belote_not_counted_for_contract_is_added_after():
    check(tally(cp=(90, 72), belote=0), NOT_COUNTED, 0, Outcome.MADE, (110, 72), totals=(90, 72))
    check(tally(cp=(100, 62), belote=1), NOT_COUNTED, 0, Outcome.MADE, (100, 82), totals=(100, 62))


def test_made_with_announcements_of_the_scoring_team_only():
    t = tally(cp=(100, 62), ann=(50, 20), ann_team=0)
    check(t, DEFAULT, 0, Outcome.MADE, (150, 62), totals=(150, 62))
    # the defence holds the best announcement: it scores its own, the taker's count for nobody
    t = tally(cp=(110, 52), ann=(20, 50), ann_team=1)
    check(t, DEFAULT, 0, Outcome.MADE, (110, 102), totals=(110, 102))


def test_made_collects_the_reserve():
    check(tally(cp=(100, 62)), DEFAULT, 40, Outcome.MADE, (140, 62), reserve_after=0, won_by=0)


# -- dedans ------------------------------------------------------------------------


def test_dedans():
    s = check(tally(cp=(70, 92)), DEFAULT, 0, Outcome.DEDANS, (0, 162), totals=(70, 92))
    assert not s.made
    check(tally(taker=1, cp=(92, 70)), DEFAULT, 0, Outcome.DEDANS, (162, 0))


def test_dedans_taker_belote_holder_keeps():
    check(tally(cp=(60, 102), belote=0), DEFAULT, 0, Outcome.DEDANS, (20, 162), totals=(80, 102))


def test_dedans_taker_belote_to_defence():
    check(tally(cp=(60, 102), belote=0), TO_DEFENCE, 0, Outcome.DEDANS, (0, 182))


@pytest.mark.parametrize("rules", [DEFAULT, TO_DEFENCE, NOT_COUNTED])
def test_dedans_defence_belote(rules):
    check(tally(cp=(70, 92), belote=1), rules, 0, Outcome.DEDANS, (0, 182))


def test_dedans_defence_gets_every_announcement_of_both_teams():
    t = tally(cp=(40, 122), ann=(50, 20), ann_team=0)
    check(t, DEFAULT, 0, Outcome.DEDANS, (0, 232), totals=(90, 122))
    t = tally(cp=(90, 72), ann=(20, 50), ann_team=1)
    check(t, DEFAULT, 0, Outcome.DEDANS, (0, 232), totals=(90, 122))
    # with the taker's belote given to the defence
    t = tally(cp=(40, 122), ann=(50, 20), ann_team=0, belote=0)
    check(t, TO_DEFENCE, 0, Outcome.DEDANS, (0, 252))
    check(t, DEFAULT, 0, Outcome.DEDANS, (20, 232))


def test_dedans_reserve_goes_to_the_defence():
    check(tally(cp=(70, 92)), DEFAULT, 81, Outcome.DEDANS, (0, 243), won_by=1)
    check(tally(taker=1, cp=(92, 70)), DEFAULT, 81, Outcome.DEDANS, (243, 0), won_by=0)


# -- belote_counts_for_contract decides the outcome ------------------------------


def test_taker_belote_makes_the_contract_only_when_counted():
    t = tally(cp=(72, 90), belote=0)
    check(t, DEFAULT, 0, Outcome.MADE, (92, 90), totals=(92, 90))
    check(t, NOT_COUNTED, 0, Outcome.DEDANS, (20, 162), totals=(72, 90))
    check(t, NOT_COUNTED_TO_DEFENCE, 0, Outcome.DEDANS, (0, 182))


def test_defence_belote_sinks_the_contract_only_when_counted():
    t = tally(cp=(85, 77), belote=1)
    check(t, DEFAULT, 0, Outcome.DEDANS, (0, 182), totals=(85, 97))
    check(t, NOT_COUNTED, 0, Outcome.MADE, (85, 97), totals=(85, 77))


# -- litige ------------------------------------------------------------------------


def test_litige():
    s = check(tally(cp=(81, 81)), DEFAULT, 0, Outcome.LITIGE, (0, 81), reserve_after=81)
    assert not s.made


def test_litige_leaves_the_existing_reserve_waiting_and_adds_up():
    check(tally(cp=(81, 81)), DEFAULT, 30, Outcome.LITIGE, (0, 81), reserve_after=111)


def test_litige_taker_belote_holder_keeps():
    check(
        tally(cp=(71, 91), belote=0),
        DEFAULT,
        0,
        Outcome.LITIGE,
        (20, 91),
        totals=(91, 91),
        reserve_after=71,
    )


def test_litige_taker_belote_to_defence():
    # a litige counts as a failed contract for the belote options
    check(tally(cp=(71, 91), belote=0), TO_DEFENCE, 0, Outcome.LITIGE, (0, 111), reserve_after=71)


@pytest.mark.parametrize("rules", [DEFAULT, TO_DEFENCE])
def test_litige_defence_belote(rules):
    check(
        tally(cp=(91, 71), belote=1),
        rules,
        0,
        Outcome.LITIGE,
        (0, 91),
        totals=(91, 91),
        reserve_after=91,
    )


def test_litige_belote_not_counted():
    check(tally(cp=(81, 81), belote=0), NOT_COUNTED, 0, Outcome.LITIGE, (20, 81), reserve_after=81)
    check(
        tally(cp=(81, 81), belote=0),
        NOT_COUNTED_TO_DEFENCE,
        0,
        Outcome.LITIGE,
        (0, 101),
        reserve_after=81,
    )
    check(tally(cp=(81, 81), belote=1), NOT_COUNTED, 0, Outcome.LITIGE, (0, 101), reserve_after=81)


def test_litige_with_announcements():
    t = tally(cp=(61, 101), ann=(20, 0), ann_team=0, belote=0)
    check(t, DEFAULT, 0, Outcome.LITIGE, (20, 101), totals=(101, 101), reserve_after=81)


def test_successive_litiges_add_up_then_the_next_winner_takes_all():
    s1 = check(tally(cp=(81, 81)), DEFAULT, 0, Outcome.LITIGE, (0, 81), reserve_after=81)
    s2 = check(
        tally(taker=1, cp=(81, 81)),
        DEFAULT,
        s1.reserve_after,
        Outcome.LITIGE,
        (81, 0),
        reserve_after=162,
    )
    s3 = check(
        tally(taker=1, cp=(50, 112)), DEFAULT, s2.reserve_after, Outcome.MADE, (50, 274), won_by=1
    )
    assert s3.reserve_after == 0


# -- capot ------------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "points"), [(DEFAULT, 252), (CAPOT_250, 250)])
def test_capot_by_the_taker(rules, points):
    s = check(tally(cp=(162, 0), tricks=(8, 0)), rules, 0, Outcome.CAPOT, (points, 0))
    assert s.made
    check(tally(taker=1, cp=(0, 162), tricks=(0, 8)), rules, 0, Outcome.CAPOT, (0, points))


@pytest.mark.parametrize("ann_team", [0, 1])
def test_capot_gets_every_announcement_of_both_teams(ann_team):
    t = tally(cp=(162, 0), tricks=(8, 0), ann=(50, 20), ann_team=ann_team)
    check(t, DEFAULT, 0, Outcome.CAPOT, (322, 0))


@pytest.mark.parametrize("rules", [DEFAULT, TO_DEFENCE])
def test_capot_with_belotes(rules):
    check(tally(cp=(162, 0), tricks=(8, 0), belote=0), rules, 0, Outcome.CAPOT, (272, 0))
    # the defence keeps its belote (it is not the taker)
    check(tally(cp=(162, 0), tricks=(8, 0), belote=1), rules, 0, Outcome.CAPOT, (252, 20))


@pytest.mark.parametrize(("rules", "points"), [(DEFAULT, 252), (CAPOT_250, 250)])
def test_capot_by_the_defence(rules, points):
    s = check(tally(cp=(0, 162), tricks=(0, 8)), rules, 0, Outcome.CAPOT_DEFENCE, (0, points))
    assert not s.made


def test_capot_by_the_defence_and_the_takers_belote():
    t = tally(cp=(0, 162), tricks=(0, 8), belote=0)
    check(t, DEFAULT, 0, Outcome.CAPOT_DEFENCE, (20, 252))
    check(t, TO_DEFENCE, 0, Outcome.CAPOT_DEFENCE, (0, 272))


def test_capot_by_the_defence_with_announcements():
    t = tally(cp=(0, 162), tricks=(0, 8), ann=(100, 20), ann_team=0)
    check(t, DEFAULT, 0, Outcome.CAPOT_DEFENCE, (0, 372))


def test_capot_collects_the_reserve():
    check(tally(cp=(162, 0), tricks=(8, 0)), DEFAULT, 81, Outcome.CAPOT, (333, 0), won_by=0)
    check(tally(cp=(0, 162), tricks=(0, 8)), DEFAULT, 81, Outcome.CAPOT_DEFENCE, (0, 333), won_by=1)


def test_score_to_dict():
    d = score_deal(tally(cp=(100, 62)), DEFAULT, 0).to_dict()
    assert d == {
        "outcome": "made",
        "totals": [100, 62],
        "scores": [100, 62],
        "reserve_before": 0,
        "reserve_won_by": None,
        "reserve_after": 0,
    }


# -- conservation over random tallies ----------------------------------------------

ANNOUNCEMENT_TOTALS = st.sampled_from([0, 0, 20, 40, 50, 70, 100, 120, 150, 200, 250, 350])


@st.composite
def tallies(draw):
    taker = draw(st.integers(0, 1))
    capot = draw(st.sampled_from([None, None, None, 0, 1]))
    if capot is None:
        cp0 = draw(st.integers(0, 162))
        tricks0 = draw(st.integers(1, 7))
        cp = (cp0, 162 - cp0)
        tricks = (tricks0, 8 - tricks0)
    else:
        cp = (162, 0) if capot == 0 else (0, 162)
        tricks = (8, 0) if capot == 0 else (0, 8)
    ann = (draw(ANNOUNCEMENT_TOTALS), draw(ANNOUNCEMENT_TOTALS))
    holders = [team for team in (0, 1) if ann[team]]
    ann_team = draw(st.sampled_from([None, *holders])) if holders else None
    belote = draw(st.sampled_from([None, 0, 1]))
    return tally(taker, cp, tricks, ann, ann_team, belote)


RULES = st.builds(
    Rules,
    belote_on_failed_contract=st.sampled_from(["holder_keeps", "to_defence"]),
    belote_counts_for_contract=st.booleans(),
    capot_points=st.sampled_from([252, 250]),
)


@settings(max_examples=200, deadline=None)
@given(tallies(), RULES, st.integers(0, 400))
def test_points_are_conserved(t, rules, reserve):
    s = score_deal(t, rules, reserve)
    belote = 20 if t.belote_team is not None else 0
    scoring_ann = t.announcements[t.announcements_team] if t.announcements_team is not None else 0
    all_ann = sum(t.announcements)
    taker, defence = t.taker_team, 1 - t.taker_team
    if s.outcome in (Outcome.CAPOT, Outcome.CAPOT_DEFENCE):
        expected = rules.capot_points + all_ann + belote
        capot_team = 0 if t.tricks_won[0] == 8 else 1
        assert s.outcome is (Outcome.CAPOT if capot_team == taker else Outcome.CAPOT_DEFENCE)
    elif s.outcome is Outcome.DEDANS:
        expected = 162 + all_ann + belote
        assert s.totals[taker] < s.totals[defence]
    else:
        expected = 162 + scoring_ann + belote
        if s.outcome is Outcome.MADE:
            assert s.totals[taker] > s.totals[defence]
        else:
            assert s.totals[taker] == s.totals[defence]
    assert min(s.scores) >= 0
    if s.outcome is Outcome.LITIGE:
        assert s.reserve_won_by is None
        assert sum(s.scores) + (s.reserve_after - reserve) == expected
        assert s.reserve_after >= reserve
    else:
        assert s.reserve_after == 0
        assert sum(s.scores) == expected + reserve
        winner = taker if s.made else defence
        assert s.reserve_won_by == (winner if reserve else None)
        # the loser of the contract scores at most its belote
        if not s.made:
            assert s.scores[taker] in (0, 20)


# -- belote and rebelote during play ----------------------------------------------

# trump hearts; seat 2 holds KH and QH (the belote); dealer 3, seat 0 takes on AH.
BELOTE_HANDS = {
    0: ["AH", "7H", "AS", "7S", "AD", "7D", "AC", "7C"],
    1: ["9H", "8H", "TS", "8S", "TD", "8D", "TC", "8C"],
    2: ["KH", "QH", "KS", "9S", "KD", "9D", "KC", "9C"],
    3: ["JH", "TH", "QS", "JS", "QD", "JD", "QC", "JC"],
}


def test_belote_and_rebelote_are_announced_when_played():
    deal = handmade_deal(BELOTE_HANDS, dealer=3, taker=0, retourne="AH")
    assert deal.belote_seat == 2
    # trick 1: seat 0 leads 7S, 8S... seat 2 follows KS (not the trump king: no word)
    facts = play_cards(deal, ["7S", "8S", "KS", "QS"])
    assert not any(isinstance(f, BeloteAnnounced) for f in facts)
    assert deal.turn == 2  # KS wins
    # trick 2: seat 2 leads the trump queen: "belote"
    facts = play_cards(deal, ["QH"])
    assert facts == [BeloteAnnounced(2, "belote")]
    facts = play_cards(deal, ["JH", "7H", "9H"])  # seat 3 JH wins
    assert not any(isinstance(f, BeloteAnnounced) for f in facts)
    # trick 3: seat 3 leads TH; seat 0 AH; seat 1 8H; seat 2 must play its last trump KH: "rebelote"
    facts = play_cards(deal, ["TH", "AH", "8H"])
    assert not any(isinstance(f, BeloteAnnounced) for f in facts)
    facts = play_cards(deal, ["KH"])
    assert facts[0] == BeloteAnnounced(2, "rebelote")
    assert deal.belote_played == 2


def test_no_belote_when_king_and_queen_are_split():
    hands = {s: list(h) for s, h in BELOTE_HANDS.items()}
    hands[2][1], hands[3][0] = "JH", "QH"  # seat 2: KH JH; seat 3: QH TH
    deal = handmade_deal(hands, dealer=3, taker=0, retourne="AH")
    assert deal.belote_seat is None
    facts = play_cards(deal, ["7S", "8S", "KS", "QS", "JH", "QH", "7H", "9H"])
    assert not any(isinstance(f, BeloteAnnounced) for f in facts)
    assert deal.tally().belote_team is None


def test_belote_counts_in_the_deal_tally():
    deal = handmade_deal(BELOTE_HANDS, dealer=3, taker=0, retourne="AH")
    assert deal.tally().belote_team == 0  # seat 2 is in team 0

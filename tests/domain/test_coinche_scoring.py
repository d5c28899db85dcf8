"""Coinche scoring (docs/rules.md §10.2): every worked check, then each rule of the table."""

from __future__ import annotations

import pytest

from domain.bidding import CAPOT_BID
from domain.cards import Suit
from domain.coinche_scoring import score_coinche
from domain.contracts import Contract
from domain.rules import Rules
from domain.scoring import DealTally, Outcome

COINCHE = Rules(mode="coinche")


def tally(
    taker_points: int,
    taker_tricks: int = 5,
    belotes: tuple[int, int] = (0, 0),
    announcements: tuple[int, int] = (0, 0),
    announcements_team: int | None = None,
) -> DealTally:
    """Team 0 takes; ``taker_points`` card points (dix de der included) of 162."""
    return DealTally(
        taker_team=0,
        card_points=(taker_points, 162 - taker_points),
        tricks_won=(taker_tricks, 8 - taker_tricks),
        announcements=announcements,
        announcements_team=announcements_team,
        belote_team=None,
        belote_points=belotes,
    )


def contract(value: int, multiplier: int = 1) -> Contract:
    return Contract(0, Suit.H, value, multiplier)


# -- the worked checks of §10.2 (m as shown, no belote, no announcements) -----------


@pytest.mark.parametrize(
    ("value", "m", "points", "tricks", "scores", "outcome"),
    [
        (80, 1, 92, 5, (172, 70), Outcome.MADE),  # 80 made with 92 -> 172 / 70
        (100, 1, 82, 4, (0, 262), Outcome.FAILED),  # 100 failed with 82 -> 0 / 262
        (80, 2, 100, 5, (322, 0), Outcome.MADE),  # 80 coinched, made -> 322 / 0
        (100, 2, 90, 5, (0, 362), Outcome.FAILED),  # 100 coinched, failed -> 0 / 362
        (80, 4, 100, 5, (482, 0), Outcome.MADE),  # 80 surcoinched (x4), made -> 482 / 0
        (CAPOT_BID, 1, 162, 8, (500, 0), Outcome.CAPOT),  # capot bid made -> 500 / 0
        (90, 1, 162, 8, (342, 0), Outcome.CAPOT),  # 90 made with all 8 tricks -> 342 / 0
    ],
)
def test_worked_checks(value, m, points, tricks, scores, outcome):
    score = score_coinche(tally(points, tricks), contract(value, m), COINCHE)
    assert score.scores == scores
    assert score.outcome is outcome


def test_worked_check_failed_with_the_belote_kept():
    # 100 failed, taker's team holding the belote, holder_keeps -> 20 / 262.
    score = score_coinche(tally(62, belotes=(20, 0)), contract(100), COINCHE)
    assert score.scores == (20, 262)
    assert score.outcome is Outcome.FAILED


# -- the table, row by row ------------------------------------------------------------


def test_the_bid_is_reached_not_exceeded():
    assert score_coinche(tally(80), contract(80), COINCHE).outcome is Outcome.MADE
    assert score_coinche(tally(79), contract(80), COINCHE).outcome is Outcome.FAILED


def test_belote_counts_towards_the_bid_and_is_added_outside_the_multiplier():
    # 72 card points + 20 belote reach 90; made, coinched: 162 + 180 + 20.
    score = score_coinche(tally(72, belotes=(20, 0)), contract(90, 2), COINCHE)
    assert score.outcome is Outcome.MADE
    assert score.scores == (162 + 180 + 20, 0)


def test_a_defence_belote_is_kept_in_every_row():
    made = score_coinche(tally(100, belotes=(0, 20)), contract(80, 2), COINCHE)
    assert made.scores == (162 + 160, 20)
    failed = score_coinche(tally(50, belotes=(0, 20)), contract(80), COINCHE)
    assert failed.scores == (0, 162 + 80 + 20)
    capot = score_coinche(tally(162, 8, belotes=(0, 20)), contract(CAPOT_BID), COINCHE)
    assert capot.scores == (500, 20)


def test_to_defence_gives_the_taker_belote_to_the_defence_on_a_failed_contract():
    rules = Rules(mode="coinche", belote_on_failed_contract="to_defence")
    failed = score_coinche(tally(40, belotes=(20, 20)), contract(100), rules)
    assert failed.scores == (0, 162 + 100 + 40)
    made = score_coinche(tally(100, belotes=(20, 20)), contract(100), rules)
    assert made.scores == (100 + 100 + 20, 62 + 20)


def test_capot_bid_failed_and_coinched():
    score = score_coinche(tally(150, 7), contract(CAPOT_BID, 2), COINCHE)
    assert score.outcome is Outcome.FAILED
    assert score.scores == (0, 1000)


def test_capot_points_option_in_the_all_tricks_row():
    rules = Rules(mode="coinche", capot_points=250)
    score = score_coinche(tally(162, 8), contract(100, 2), rules)
    assert score.scores == (250 + 200, 0)
    assert score.outcome is Outcome.CAPOT


def test_a_defence_taking_all_tricks_is_an_ordinary_failure():
    score = score_coinche(tally(0, 0), contract(80), COINCHE)
    assert score.outcome is Outcome.FAILED
    assert score.scores == (0, 242)


def test_announcements_made_m1_go_to_the_team_that_scores_them():
    # The defence holds the best announcement (50): it adds it, the taker's 20 is lost.
    score = score_coinche(
        tally(92, announcements=(20, 50), announcements_team=1), contract(80), COINCHE
    )
    assert score.scores == (92 + 80, 70 + 50)


def test_announcements_count_towards_the_bid_only_for_the_scoring_team():
    made = score_coinche(
        tally(70, announcements=(20, 0), announcements_team=0), contract(90), COINCHE
    )
    assert made.outcome is Outcome.MADE and made.scores == (70 + 90 + 20, 92)
    not_theirs = score_coinche(
        tally(70, announcements=(20, 50), announcements_team=1), contract(90), COINCHE
    )
    assert not_theirs.outcome is Outcome.FAILED


@pytest.mark.parametrize(
    ("points", "tricks", "value", "m", "expected"),
    [
        (40, 3, 100, 1, (0, 262 + 70)),  # failed (40 + 50 < 100): the defence takes all 70
        (120, 6, 100, 2, (362 + 70, 0)),  # made coinched: the taker's team takes them
        (162, 8, 90, 1, (342 + 70, 0)),  # all 8 tricks
        (162, 8, CAPOT_BID, 1, (500 + 70, 0)),
    ],
)
def test_announcements_of_both_teams_go_to_the_side_scoring_162_or_more(
    points, tricks, value, m, expected
):
    t = tally(points, tricks, announcements=(50, 20), announcements_team=0)
    assert score_coinche(t, contract(value, m), COINCHE).scores == expected


def test_no_reserve_and_exact_points():
    score = score_coinche(tally(87), contract(80), COINCHE)
    assert score.scores == (167, 75)  # no rounding
    assert (score.reserve_before, score.reserve_after, score.reserve_won_by) == (0, 0, None)

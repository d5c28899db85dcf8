"""Scoring a coinche deal (docs/rules.md §10.2): the bid decides.

The taker's team *makes* its contract when its card points (dix de der
included) + its belotes + its announcements (if it is the team that scores
them, §7) reach the bid; a ``capot`` bid is made only by winning all eight
tricks. With the multiplier m (1, 2 after a coinche, ``surcoinche_multiplier``
after a surcoinche):

=================================  ==========================  =================
case                               taker's team                defence
=================================  ==========================  =================
made, m = 1                        its card points + bid       its card points
failed, m = 1                      0                           162 + bid
made, m > 1                        162 + bid * m               0
failed, m > 1                      0                           162 + bid * m
numeric bid made with all 8 tricks ``capot_points`` + bid * m  0
``capot`` bid made / failed        500 * m / 0                 0 / 500 * m
=================================  ==========================  =================

Belotes add 20 each to their holder's team in every row, outside the
multiplier (on a failed contract with ``to_defence`` the taker's go to the
defence). Announcements: in the "made, m = 1" row the team that scores them
adds them; in every other row the side scoring 162 or more takes both teams'.
No litige, no reserve.
"""

from __future__ import annotations

from domain.bidding import CAPOT_BID
from domain.contracts import Contract
from domain.rules import Rules
from domain.scoring import DealScore, DealTally, Outcome
from domain.trumps import DEAL_POINTS

CAPOT_BID_POINTS = 500


def score_coinche(t: DealTally, contract: Contract, rules: Rules) -> DealScore:
    taker, defence = t.taker_team, 1 - t.taker_team
    value = contract.value
    assert value is not None, "a coinche contract has a bid value"
    m = contract.multiplier
    cards = t.card_points
    belote = t.belotes()
    own = [t.announcements[team] if t.announcements_team == team else 0 for team in (0, 1)]
    every_announcement = t.announcements[0] + t.announcements[1]
    totals = (cards[0] + belote[0] + own[0], cards[1] + belote[1] + own[1])
    all_tricks = t.tricks_won[taker] == 8

    made = all_tricks if value == CAPOT_BID else totals[taker] >= value
    scores = [0, 0]
    if value == CAPOT_BID:
        scores[taker if made else defence] = CAPOT_BID_POINTS * m + every_announcement
        outcome = Outcome.CAPOT if made else Outcome.FAILED
    elif made and all_tricks:
        scores[taker] = rules.capot_points + value * m + every_announcement
        outcome = Outcome.CAPOT
    elif made and m == 1:
        scores[taker] = cards[taker] + value + own[taker]
        scores[defence] = cards[defence] + own[defence]
        outcome = Outcome.MADE
    elif made:
        scores[taker] = DEAL_POINTS + value * m + every_announcement
        outcome = Outcome.MADE
    else:
        scores[defence] = DEAL_POINTS + value * m + every_announcement
        outcome = Outcome.FAILED

    if not made and rules.belote_on_failed_contract == "to_defence":
        belote = [0, 0]
        belote[defence] = t.belotes()[0] + t.belotes()[1]
    scores[0] += belote[0]
    scores[1] += belote[1]
    return DealScore(outcome, totals, (scores[0], scores[1]), 0, None, 0)

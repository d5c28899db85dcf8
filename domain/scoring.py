"""Scoring a played deal (docs/rules.md §8).

Vocabulary: the *taker*'s team holds the contract and must score strictly more
than the *defence*. *Dedans*: the contract failed. *Litige*: both totals are
equal; the taker's points go to the *reserve*, won by whoever wins the next
scored deal. *Capot*: one team took all eight tricks. *Belote*: king and queen
of trump in one hand, worth 20.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from domain.rules import Rules
from domain.trumps import DEAL_POINTS

BELOTE_POINTS = 20


class Outcome(StrEnum):
    MADE = "made"
    DEDANS = "dedans"
    LITIGE = "litige"
    CAPOT = "capot"  # by the taker's team: made
    CAPOT_DEFENCE = "capot_defence"  # by the defence: failed
    FAILED = "failed"  # coinche (§10.2): the bid was not reached


@dataclass(frozen=True, slots=True)
class DealTally:
    """What the tricks and hands produced, before the scoring rules apply."""

    taker_team: int
    card_points: tuple[int, int]  # with the dix de der
    tricks_won: tuple[int, int]
    announcements: tuple[int, int]  # every announcement each team held
    announcements_team: int | None  # the team that scores its announcements
    belote_team: int | None
    # Belote points per team when they are not 20 for ``belote_team`` alone
    # (tout-atout: one belote per king + queen of a suit, §10.1).
    belote_points: tuple[int, int] | None = None

    def belotes(self) -> list[int]:
        """Belote points of team 0 and team 1."""
        if self.belote_points is not None:
            return [self.belote_points[0], self.belote_points[1]]
        team = self.belote_team
        return [BELOTE_POINTS if team == 0 else 0, BELOTE_POINTS if team == 1 else 0]


@dataclass(frozen=True, slots=True)
class DealScore:
    outcome: Outcome
    totals: tuple[int, int]  # the totals compared for the contract
    scores: tuple[int, int]  # what each team adds to its game score
    reserve_before: int
    reserve_won_by: int | None  # team that collected the reserve_before
    reserve_after: int

    @property
    def made(self) -> bool:
        return self.outcome in (Outcome.MADE, Outcome.CAPOT)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["outcome"] = self.outcome.value
        d["totals"] = list(self.totals)
        d["scores"] = list(self.scores)
        return d


def score_deal(t: DealTally, rules: Rules, reserve: int) -> DealScore:
    taker, defence = t.taker_team, 1 - t.taker_team
    all_announcements = t.announcements[0] + t.announcements[1]
    belote = t.belotes()
    in_total = rules.belote_counts_for_contract
    totals = [
        t.card_points[team]
        + (t.announcements[team] if t.announcements_team == team else 0)
        + (belote[team] if in_total else 0)
        for team in (0, 1)
    ]
    scores = [0, 0]
    won = t.tricks_won
    capot_team = 0 if won[0] == 8 else 1 if won[1] == 8 else None

    if capot_team is not None:
        outcome = Outcome.CAPOT if capot_team == taker else Outcome.CAPOT_DEFENCE
        failed = capot_team == defence
    elif totals[taker] > totals[defence]:
        outcome, failed = Outcome.MADE, False
    elif totals[taker] < totals[defence]:
        outcome, failed = Outcome.DEDANS, True
    else:
        outcome, failed = Outcome.LITIGE, True  # a litige fails for the belote options

    # The taker's belote, on a failed contract, may go to the defence.
    belote_to = list(belote)
    if failed and rules.belote_on_failed_contract == "to_defence":
        belote_to[defence] += belote_to[taker]
        belote_to[taker] = 0

    to_reserve = 0
    if capot_team is not None:
        loser = 1 - capot_team
        scores[capot_team] = rules.capot_points + all_announcements + belote_to[capot_team]
        scores[loser] = belote_to[loser]
    elif outcome is Outcome.MADE:
        scores = [totals[team] + (0 if in_total else belote[team]) for team in (0, 1)]
    elif outcome is Outcome.DEDANS:
        scores[taker] = belote_to[taker]
        scores[defence] = DEAL_POINTS + all_announcements + belote_to[defence]
    else:  # litige
        scores[defence] = totals[defence] + (0 if in_total else belote[defence])
        scores[defence] += belote_to[defence] - belote[defence]
        scores[taker] = belote_to[taker]
        to_reserve = totals[taker] - (belote[taker] if in_total else 0)

    if outcome is Outcome.LITIGE:
        return DealScore(
            outcome,
            (totals[0], totals[1]),
            (scores[0], scores[1]),
            reserve,
            None,
            reserve + to_reserve,
        )
    winner = taker if not failed else defence
    scores[winner] += reserve
    return DealScore(
        outcome,
        (totals[0], totals[1]),
        (scores[0], scores[1]),
        reserve,
        winner if reserve else None,
        0,
    )

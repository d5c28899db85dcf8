"""docs/rules.md §8 and §9: a classic deal's score, the reserve and the game's end.

:func:`play_deal` recomputes everything a played deal produced from its 8-card
hands and the cards played; :func:`score_deal` is §8's table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from reference.announcements import Announcement, belote_points, scoring_team, seat_announcements
from reference.cards import DEAL_POINTS
from reference.tricks import trick_points, winner_index


@dataclass(frozen=True)
class Trick:
    leader: int
    cards: tuple[str, ...]
    winner: int
    points: int


def play_tricks(first_leader: int, plays: Sequence[Sequence[str]], contract: str) -> list[Trick]:
    """The tricks of a deal from the cards played, 4 a trick in playing order."""
    tricks = []
    leader = first_leader
    for k, cards in enumerate(plays):
        winner = (leader + winner_index(list(cards), contract)) % 4
        tricks.append(
            Trick(leader, tuple(cards), winner, trick_points(list(cards), contract, k == 7))
        )
        leader = winner
    return tricks


@dataclass(frozen=True)
class Tally:
    """What a played deal's cards and hands produced, before any scoring table."""

    tricks: tuple[Trick, ...]
    card_points: tuple[int, int]  # with the dix de der
    tricks_won: tuple[int, int]
    announcements: tuple[tuple[Announcement, ...], ...]  # per seat (empty when off)
    announcements_held: tuple[int, int]  # every announcement each team holds
    announcements_team: int | None  # the team that scores its announcements
    belote: tuple[int, int]  # belote points each team holds


@dataclass(frozen=True)
class DealResult(Tally):
    """A classic deal's result: its tally and §8's verdict."""

    outcome: str  # made, dedans, litige, capot, capot_defence
    totals: tuple[int, int]  # the totals compared for the contract
    scores: tuple[int, int]  # what each team adds to its game score
    reserve_after: int


def fields_of(t: Tally) -> dict[str, Any]:
    return {f.name: getattr(t, f.name) for f in fields(Tally)}


def tally(
    rules: Mapping[str, Any],
    contract: str,
    dealer: int,
    hands: Sequence[Sequence[str]],
    plays: Sequence[Sequence[str]],
) -> Tally:
    """Tricks, card points, announcements and belotes of a played deal (any mode)."""
    tricks = play_tricks((dealer + 1) % 4, plays, contract)
    card_points = [0, 0]
    won = [0, 0]
    for t in tricks:
        card_points[t.winner % 2] += t.points
        won[t.winner % 2] += 1
    assert sum(card_points) == DEAL_POINTS and sum(won) == 8
    per_seat: tuple[tuple[Announcement, ...], ...] = tuple(
        tuple(seat_announcements(h)) if rules["announcements"] else () for h in hands
    )
    held = [sum(p for s in (t, t + 2) for _, _, p in per_seat[s]) for t in (0, 1)]
    return Tally(
        tuple(tricks),
        (card_points[0], card_points[1]),
        (won[0], won[1]),
        per_seat,
        (held[0], held[1]),
        scoring_team(per_seat, contract),
        belote_points(hands, contract),
    )


def play_deal(
    rules: Mapping[str, Any],
    contract: str,
    dealer: int,
    taker: int,
    hands: Sequence[Sequence[str]],
    plays: Sequence[Sequence[str]],
    reserve: int,
) -> DealResult:
    """A played classic deal, from its 8-card ``hands`` and its 8 tricks' cards."""
    t = tally(rules, contract, dealer, hands, plays)
    outcome, totals, scores, reserve_after = score_deal(
        rules,
        taker % 2,
        t.card_points,
        t.tricks_won,
        t.announcements_held,
        t.announcements_team,
        t.belote,
        reserve,
    )
    return DealResult(
        **fields_of(t),
        outcome=outcome,
        totals=totals,
        scores=scores,
        reserve_after=reserve_after,
    )


def score_deal(
    rules: Mapping[str, Any],
    taker: int,
    card_points: Sequence[int],
    tricks_won: Sequence[int],
    held: Sequence[int],
    announcements_team: int | None,
    belote: Sequence[int],
    reserve: int,
) -> tuple[str, tuple[int, int], tuple[int, int], int]:
    """§8's table: (outcome, totals, scores, reserve after), ``taker`` a team."""
    defence = 1 - taker
    counts = rules["belote_counts_for_contract"]
    totals = [
        card_points[t] + (held[t] if announcements_team == t else 0) + (belote[t] if counts else 0)
        for t in (0, 1)
    ]
    if 8 in tricks_won:
        capot = tricks_won.index(8)
        outcome = "capot" if capot == taker else "capot_defence"
    elif totals[taker] > totals[defence]:
        outcome = "made"
    elif totals[taker] < totals[defence]:
        outcome = "dedans"
    else:
        outcome = "litige"
    failed = outcome in ("dedans", "litige", "capot_defence")  # a litige fails for the belote
    kept = list(belote)  # the belote each team keeps
    if failed and rules["belote_on_failed_contract"] == "to_defence":
        kept[defence] += kept[taker]
        kept[taker] = 0

    scores = [0, 0]
    if outcome in ("capot", "capot_defence"):
        capot = taker if outcome == "capot" else defence
        scores[capot] = rules["capot_points"] + held[0] + held[1] + kept[capot]
        scores[1 - capot] = kept[1 - capot]
    elif outcome == "made":
        scores = [totals[t] + (0 if counts else belote[t]) for t in (0, 1)]
    elif outcome == "dedans":
        scores[taker] = kept[taker]
        scores[defence] = DEAL_POINTS + held[0] + held[1] + kept[defence]
    else:  # litige: the defence scores its total, the taker's rest waits in the reserve
        without_belote = [totals[t] - (belote[t] if counts else 0) for t in (0, 1)]
        scores[taker] = kept[taker]
        scores[defence] = without_belote[defence] + kept[defence]
        return (
            outcome,
            (totals[0], totals[1]),
            (scores[0], scores[1]),
            reserve + without_belote[taker],
        )
    scores[defence if failed else taker] += reserve  # the next scored deal's winner collects it
    return outcome, (totals[0], totals[1]), (scores[0], scores[1]), 0


def game_winner(scores: Sequence[int], target: int) -> int | None:
    """§9, after a scored deal: the team that won, or None (play on)."""
    s0, s1 = scores
    if max(s0, s1) < target or s0 == s1:
        return None
    return 0 if s0 > s1 else 1


def ranking_scores(scores: Sequence[int]) -> tuple[int, int]:
    s0, s1 = scores
    return 1000 + s0 - s1, 1000 + s1 - s0

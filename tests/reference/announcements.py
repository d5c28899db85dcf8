"""docs/rules.md §6, §7 and §10.1: belotes and announcements (*annonces*).

An announcement is a tuple ``(kind, cards, points)``: ``kind`` is ``"carre"``
(four of a kind) or ``"sequence"`` (3+ cards of a suit in the order
7 8 9 T J Q K A), ``cards`` a tuple of card strings in that order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from reference.cards import RANKS, SUITS

Announcement = tuple[str, tuple[str, ...], int]

CARRE_POINTS = {"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100}
CARRE_RANK_ORDER = "QKTA"  # between carrés of equal points, weakest first
BELOTE = 20


def sequence_points(length: int) -> int:
    return {3: 20, 4: 50}.get(length, 100)


def maximal_runs(cards: Iterable[str]) -> list[Announcement]:
    """Every maximal run of 3+ cards of one suit (a run counts once, at its full length)."""
    cards = set(cards)
    runs: list[Announcement] = []
    for s in SUITS:
        run: list[str] = []
        for r in [*RANKS, None]:
            if r is not None and r + s in cards:
                run.append(r + s)
                continue
            if len(run) >= 3:
                runs.append(("sequence", tuple(run), sequence_points(len(run))))
            run = []
    return runs


def strength(a: Announcement, contract: str | None) -> tuple[int, ...]:
    """§7's comparison: any carré beats any sequence; carrés by points, then
    rank A T K Q; sequences by length, then top card, then the one in trump
    (only at a suit contract: at SA/TA, and within one hand, ``None``)."""
    kind, cards, pts = a
    if kind == "carre":
        return (1, pts, CARRE_RANK_ORDER.find(cards[0][0]))
    top = RANKS.index(cards[-1][0])
    in_trump = contract is not None and cards[0][1] == contract
    return (0, len(cards), top, int(in_trump))


def seat_announcements(hand: Iterable[str]) -> list[Announcement]:
    """A seat's announcements: the disjoint set of carrés and maximal runs (of
    the cards no carré uses) with the highest total; between equal totals, the
    one whose best single announcement is stronger."""
    hand = set(hand)
    carres: list[Announcement] = [
        ("carre", tuple(r + s for s in SUITS), p)
        for r, p in CARRE_POINTS.items()
        if all(r + s in hand for s in SUITS)
    ]
    best: list[Announcement] = []
    best_key: tuple = (0, ())
    for k in range(len(carres) + 1):
        for chosen in combinations(carres, k):
            used = {x for _, cards, _ in chosen for x in cards}
            option = [*chosen, *maximal_runs(hand - used)]
            key = (
                sum(p for _, _, p in option),
                max((strength(a, None) for a in option), default=()),
            )
            if key > best_key:
                best, best_key = option, key
    return best


def scoring_team(per_seat: Sequence[Sequence[Announcement]], contract: str) -> int | None:
    """The team holding the best single announcement, or None (nobody
    announced, or the two teams' best are equal)."""
    best: list[tuple[int, ...] | None] = [None, None]
    for seat, anns in enumerate(per_seat):
        for a in anns:
            key = strength(a, contract)
            if best[seat % 2] is None or key > best[seat % 2]:  # type: ignore[operator]
                best[seat % 2] = key
    if best[0] is None and best[1] is None:
        return None
    if best[1] is None:
        return 0
    if best[0] is None:
        return 1
    if best[0] == best[1]:
        return None
    return 0 if best[0] > best[1] else 1


def belotes(hands: Sequence[Iterable[str]], contract: str) -> list[tuple[int, str]]:
    """(seat, suit) of every belote: king and queen of trump in one 8-card hand
    (§6); at TA, of any suit, each one a belote; at SA, none (§10.1)."""
    suits = SUITS if contract == "TA" else (contract,) if contract in SUITS else ()
    return [
        (seat, s)
        for seat, hand in enumerate(hands)
        for s in suits
        if {"K" + s, "Q" + s} <= set(hand)
    ]


def belote_points(hands: Sequence[Iterable[str]], contract: str) -> tuple[int, int]:
    """Each team's belote points."""
    pts = [0, 0]
    for seat, _ in belotes(hands, contract):
        pts[seat % 2] += BELOTE
    return pts[0], pts[1]

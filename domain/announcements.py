"""Announcements (*annonces*, docs/rules.md §7): sequences and four of a kind.

Sequences run in natural order 7 8 9 T J Q K A: a *tierce* (3 cards) is 20, a
*cinquante* (4) 50, a *cent* (5 or more) 100. A *carré* is four cards of one
rank: jacks 200, nines 150, aces, tens, kings or queens 100. A card serves
once, so a seat announces the disjoint set with the highest total.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from domain.cards import CARDS, Card, Rank, Suit

CARRE_POINTS = {
    Rank.JACK: 200,
    Rank.NINE: 150,
    Rank.ACE: 100,
    Rank.TEN: 100,
    Rank.KING: 100,
    Rank.QUEEN: 100,
}
# Among carrés of equal points: A, T, K, Q.
_CARRE_TIEBREAK = {
    Rank.ACE: 4,
    Rank.TEN: 3,
    Rank.KING: 2,
    Rank.QUEEN: 1,
    Rank.NINE: 0,
    Rank.JACK: 0,
}


@dataclass(frozen=True, slots=True)
class Announcement:
    """One combination: ``kind`` is ``carre`` or ``sequence``."""

    kind: str
    cards: tuple[Card, ...]
    points: int

    @property
    def name(self) -> str:
        if self.kind == "carre":
            return "carre"
        return {3: "tierce", 4: "cinquante"}.get(len(self.cards), "cent")

    def strength(self, trump: Suit | None) -> tuple[int, ...]:
        """Comparison key: any carré beats any sequence; then §7's order."""
        if self.kind == "carre":
            return (1, self.points, _CARRE_TIEBREAK[self.cards[0].rank])
        top = max(c.rank for c in self.cards)
        return (0, len(self.cards), top, int(self.cards[0].suit == trump))


def _sequence_points(length: int) -> int:
    return 20 if length == 3 else 50 if length == 4 else 100


def _runs(mask: int) -> list[Announcement]:
    runs = []
    for suit in range(4):
        run: list[Card] = []
        for rank in range(9):
            c = 8 * suit + rank
            if rank < 8 and mask >> c & 1:
                run.append(CARDS[c])
                continue
            if len(run) >= 3:
                runs.append(Announcement("sequence", tuple(run), _sequence_points(len(run))))
            run = []
    return runs


def seat_announcements(hand: int) -> tuple[Announcement, ...]:
    """The best disjoint set of combinations in an 8-card hand (mask)."""
    carres = [
        Announcement("carre", tuple(CARDS[8 * s + rank] for s in range(4)), points)
        for rank, points in CARRE_POINTS.items()
        if all(hand >> (8 * s + rank) & 1 for s in range(4))
    ]
    best: tuple[Announcement, ...] = ()
    best_key: tuple[int, tuple[int, ...]] = (0, ())
    # At most two carrés fit in eight cards: trying every subset is cheap.
    for k in range(len(carres) + 1):
        for chosen in combinations(carres, k):
            rest = hand
            for a in chosen:
                for c in a.cards:
                    rest &= ~(1 << c)
            combo = (*chosen, *_runs(rest))
            # Highest total; between equal totals, the set whose best single
            # announcement is stronger, since that is what the teams compare.
            key = (sum(a.points for a in combo), max((a.strength(None) for a in combo), default=()))
            if key > best_key:
                best, best_key = combo, key
    return best


def scoring_team(per_seat: tuple[tuple[Announcement, ...], ...], trump: Suit | None) -> int | None:
    """The team whose best single announcement is best, or None.

    None when nobody announced anything or the two best are exactly equal.
    ``trump`` is None at SA and TA (§10.1): "the one in trump" breaks no tie.
    """
    best: list[tuple[int, ...] | None] = [None, None]
    for seat, anns in enumerate(per_seat):
        for a in anns:
            key = a.strength(trump)
            team = seat % 2
            current = best[team]
            if current is None or key > current:
                best[team] = key
    b0, b1 = best
    if b0 is None and b1 is None:
        return None
    if b1 is None or (b0 is not None and b0 > b1):
        return 0
    if b0 is None or b1 > b0:
        return 1
    return None

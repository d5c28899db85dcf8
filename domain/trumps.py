"""How the trump choice orders and scores the cards (docs/rules.md §2).

Everything that depends on "what is trump" is precomputed here once per trump
choice, as 32-entry tables indexed by card, so the trick and scoring code only
looks things up. The §10 contracts (sans-atout, tout-atout) slot in as further
:class:`TrumpTable` values built from their own orders and points.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.cards import SUIT_MASKS, Suit

# Ranks are indexed 7 8 9 T J Q K A (see domain.cards.Rank).
# Strength within a suit, higher wins.
PLAIN_ORDER = (0, 1, 2, 6, 3, 4, 5, 7)  # A T K Q J 9 8 7
TRUMP_ORDER = (0, 1, 6, 4, 7, 2, 3, 5)  # J 9 A T K Q 8 7
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)

LAST_TRICK_BONUS = 10  # dix de der
DEAL_POINTS = 162


@dataclass(frozen=True, slots=True)
class TrumpTable:
    """Per-card facts under one trump choice.

    ``order[c]``: strength of ``c`` within its suit. ``points[c]``: card points.
    ``cuts``: mask of the cards that beat any card of another suit (the trump
    suit). ``higher[c]``: mask of the cards of ``c``'s suit that beat ``c``.
    """

    trump: Suit
    order: tuple[int, ...]
    points: tuple[int, ...]
    cuts: int
    higher: tuple[int, ...]
    takes: tuple[bool, ...]  # takes[master * 32 + card]: beats() precomputed

    def beats(self, card: int, master: int) -> bool:
        """Whether ``card`` takes the trick from the card now winning it."""
        return self.takes[master << 5 | card]


def _table(trump: Suit) -> TrumpTable:
    order = []
    points = []
    for c in range(32):
        suit, rank = c >> 3, c & 7
        order.append(TRUMP_ORDER[rank] if suit == trump else PLAIN_ORDER[rank])
        points.append(TRUMP_POINTS[rank] if suit == trump else PLAIN_POINTS[rank])
    higher = tuple(
        sum(1 << d for d in range(c & ~7, (c & ~7) + 8) if order[d] > order[c]) for c in range(32)
    )
    cuts = SUIT_MASKS[trump]

    def beats(card: int, master: int) -> bool:
        if card >> 3 == master >> 3:
            return order[card] > order[master]
        return bool(cuts >> card & 1)

    takes = tuple(beats(card, master) for master in range(32) for card in range(32))
    return TrumpTable(trump, tuple(order), tuple(points), cuts, higher, takes)


TABLES: dict[Suit, TrumpTable] = {s: _table(s) for s in Suit}

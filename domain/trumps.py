"""How the trump choice orders and scores the cards (docs/rules.md §2).

Everything that depends on "what is trump" is precomputed here once per trump
choice, as 32-entry tables indexed by card, so the trick and scoring code only
looks things up. The §10 contracts (sans-atout, tout-atout) are further
:class:`TrumpTable` values built by :func:`build_table` in
:mod:`domain.contracts` from their own orders and points.
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
    ``cuts``: mask of the trump cards, those that §5's trump duties (go
    higher, trump when void) apply to. ``higher[c]``: mask of the cards of
    ``c``'s suit that beat ``c``. ``trump`` is None at SA and TA, where only
    the suit led can win a trick (at TA every suit is trump for the duties,
    ``cuts`` is the whole deck, but a card of another suit never wins).
    """

    trump: Suit | None
    order: tuple[int, ...]
    points: tuple[int, ...]
    cuts: int
    higher: tuple[int, ...]
    takes: tuple[bool, ...]  # takes[master * 32 + card]: beats() precomputed

    def beats(self, card: int, master: int) -> bool:
        """Whether ``card`` takes the trick from the card now winning it."""
        return self.takes[master << 5 | card]


def build_table(
    trump: Suit | None, order: list[int], points: list[int], cuts: int, winners: int
) -> TrumpTable:
    """A table from per-card strength and points; ``winners`` is the mask of
    the cards that beat any card of another suit (the trump suit, or none)."""
    higher = tuple(
        sum(1 << d for d in range(c & ~7, (c & ~7) + 8) if order[d] > order[c]) for c in range(32)
    )

    def beats(card: int, master: int) -> bool:
        if card >> 3 == master >> 3:
            return order[card] > order[master]
        return bool(winners >> card & 1)

    takes = tuple(beats(card, master) for master in range(32) for card in range(32))
    return TrumpTable(trump, tuple(order), tuple(points), cuts, higher, takes)


def _table(trump: Suit) -> TrumpTable:
    order = []
    points = []
    for c in range(32):
        suit, rank = c >> 3, c & 7
        order.append(TRUMP_ORDER[rank] if suit == trump else PLAIN_ORDER[rank])
        points.append(TRUMP_POINTS[rank] if suit == trump else PLAIN_POINTS[rank])
    return build_table(trump, order, points, SUIT_MASKS[trump], SUIT_MASKS[trump])


TABLES: dict[Suit, TrumpTable] = {s: _table(s) for s in Suit}

"""Contracts: what a deal is played in, and the trump table each one uses.

A *contract*'s strain is a trump suit (``S H D C``) or, with the table option
``moderne`` (docs/rules.md §10.1), one of two contracts that treat every suit alike:

- *sans-atout* (``SA``): no trump; every suit ranks A T K Q J 9 8 7 and
  scores A 19, T 10, K 4, Q 3, J 2; no duty to go higher; no belote.
- *tout-atout* (``TA``): every suit is trump; every suit ranks
  J 9 A T K Q 8 7 and scores J 14, 9 9, A 6, T 5, K 3, Q 1; a seat following
  suit must beat the best card of the suit led if it can, even when its
  partner is master; each king + queen of one suit in one hand is a belote.

At SA and TA only a card of the suit led can win the trick. Each strain has
one :class:`~domain.trumps.TrumpTable` (:func:`table_for`), so the trick,
legality and scoring code never asks which strain it is playing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.cards import FULL_DECK, Rank, Suit
from domain.errors import InvalidInput
from domain.trumps import PLAIN_ORDER, TABLES, TRUMP_ORDER, TrumpTable, build_table


class AllSuits(StrEnum):
    """The two contracts that treat the four suits alike (§10.1)."""

    SA = "SA"  # sans-atout: no trump
    TA = "TA"  # tout-atout: every suit trump


Strain = Suit | AllSuits
"""What a contract names: a trump suit, ``SA`` or ``TA``. ``.name`` is its code."""

STRAINS: tuple[Strain, ...] = (*Suit, *AllSuits)
STRAIN_CODES = tuple(s.name for s in STRAINS)

SA_POINTS = (0, 0, 0, 10, 2, 3, 4, 19)  # 7 8 9 T J Q K A
TA_POINTS = (0, 0, 9, 5, 14, 1, 3, 6)

_KING_QUEEN = (1 << Rank.KING) | (1 << Rank.QUEEN)


def parse_strain(code: str) -> Strain:
    """``S H D C SA TA`` (upper or lower case) to a strain."""
    upper = code.upper() if isinstance(code, str) else code
    if upper in AllSuits.__members__:
        return AllSuits[upper]
    try:
        return Suit[upper]
    except KeyError:
        raise InvalidInput(
            "unknown_suit", f"unknown suit {code!r}; suits are S, H, D, C, SA, TA"
        ) from None


def _uniform(order: tuple[int, ...], points: tuple[int, ...], every_suit_trump: bool) -> TrumpTable:
    per_card_order = [order[c & 7] for c in range(32)]
    per_card_points = [points[c & 7] for c in range(32)]
    # At TA every card is a trump for §5's duties; at SA none is. Neither
    # lets a card of another suit win (winners = 0).
    cuts = FULL_DECK if every_suit_trump else 0
    return build_table(None, per_card_order, per_card_points, cuts, 0)


SA_TABLE = _uniform(PLAIN_ORDER, SA_POINTS, every_suit_trump=False)
TA_TABLE = _uniform(TRUMP_ORDER, TA_POINTS, every_suit_trump=True)


_TABLE_OF: dict[Strain, TrumpTable] = {suit: TABLES[suit] for suit in Suit}
_TABLE_OF.update({AllSuits.SA: SA_TABLE, AllSuits.TA: TA_TABLE})


def table_for(strain: Strain) -> TrumpTable:
    return _TABLE_OF[strain]


# The suits whose king + queen make a belote: the trump, every suit at TA.
_BELOTE_SUITS: dict[Strain, tuple[Suit, ...]] = {
    **{suit: (suit,) for suit in Suit},
    AllSuits.SA: (),
    AllSuits.TA: tuple(Suit),
}


def belote_suits(strain: Strain) -> tuple[Suit, ...]:
    """The suits whose king + queen make a belote: the trump, every suit at TA."""
    return _BELOTE_SUITS[strain]


def belote_cards(hands: list[int] | tuple[int, ...], strain: Strain) -> tuple[int, ...]:
    """Per seat, the mask of its cards that belong to a belote (K + Q pairs)."""
    per_seat = [0, 0, 0, 0]
    for suit in belote_suits(strain):
        pair = _KING_QUEEN << (8 * suit)
        for seat in range(4):
            if hands[seat] & pair == pair:
                per_seat[seat] |= pair
    return (per_seat[0], per_seat[1], per_seat[2], per_seat[3])


def trump_suit(strain: Strain | None) -> Suit | None:
    """The single trump suit of a strain, None at SA, TA or before a contract."""
    return strain if isinstance(strain, Suit) else None


@dataclass(frozen=True, slots=True)
class Contract:
    """The result of an auction: who plays what, for how much.

    ``value`` is the coinche bid (80..160, or :data:`domain.bidding.CAPOT_BID`
    for a ``capot`` bid) and None in classic. ``multiplier`` is 1, 2 after a
    coinche, ``surcoinche_multiplier`` after a surcoinche; ``coinched_by`` and
    ``surcoinched_by`` are the seats that said so.
    """

    taker: int
    strain: Strain
    value: int | None = None
    multiplier: int = 1
    coinched_by: int | None = None
    surcoinched_by: int | None = None

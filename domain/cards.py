"""Cards, suits and ranks, and the bit-mask form the engine computes with.

A card is one of 32: its index is ``suit * 8 + rank`` with suits in the order
S, H, D, C and ranks 7, 8, 9, T, J, Q, K, A, which is also the canonical deck
order of docs/rules.md §3. A *hand* (any set of cards) is an ``int`` whose bit
``1 << card`` is set for each card it holds: membership, removal and "which of
my cards are hearts" are then single integer operations.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from domain.errors import InvalidInput


class Suit(IntEnum):
    """The four suits, in canonical order: spades, hearts, diamonds, clubs."""

    S = 0
    H = 1
    D = 2
    C = 3

    @property
    def code(self) -> str:
        return self.name

    @classmethod
    def parse(cls, code: str) -> Suit:
        try:
            return cls[code]
        except KeyError:
            raise InvalidInput(
                "unknown_suit", f"unknown suit {code!r}; suits are S, H, D, C"
            ) from None


class Rank(IntEnum):
    """The eight ranks in natural (sequence) order, 7 lowest and ace highest."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def code(self) -> str:
        return RANK_CODES[self]


RANK_CODES = "789TJQKA"


class Card(int):
    """One of the 32 cards, an immutable ``int`` from 0 to 31 written like ``JH``.

    Build cards with :meth:`parse` or pick them from :data:`CARDS`; the 32
    instances are shared, so a card is as cheap as the integer it is.
    """

    __slots__ = ()

    @property
    def suit(self) -> Suit:
        return _SUITS[self >> 3]

    @property
    def rank(self) -> Rank:
        return _RANKS[self & 7]

    @property
    def code(self) -> str:
        return CODES[self]

    @property
    def bit(self) -> int:
        return 1 << self

    def __repr__(self) -> str:
        return f"Card({CODES[self]!r})"

    def __str__(self) -> str:
        return CODES[self]

    @staticmethod
    def parse(code: str) -> Card:
        try:
            return _BY_CODE[code.upper()]
        except (KeyError, AttributeError):
            raise InvalidInput(
                "unknown_card",
                f"unknown card {code!r}; a card is a rank of 7 8 9 T J Q K A "
                "followed by a suit of S H D C, like 'JH'",
            ) from None


_SUITS = tuple(Suit)  # indexing a tuple is cheaper than calling the Enum
_RANKS = tuple(Rank)
CODES: tuple[str, ...] = tuple(r + s.name for s in Suit for r in RANK_CODES)
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(32))
_BY_CODE = {c.code: c for c in CARDS}

FULL_DECK = (1 << 32) - 1
SUIT_MASKS: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))


def card(code: str) -> Card:
    """``card("JH")``: shorthand for :meth:`Card.parse`."""
    return Card.parse(code)


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


# Every 8-bit pattern of one suit, as the tuple of its cards: turning a hand
# mask into cards is then four table look-ups instead of 32 bit tests.
_SUIT_BYTES: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    tuple(tuple(CARDS[8 * s + r] for r in range(8) if b >> r & 1) for b in range(256))
    for s in range(4)
)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in canonical order."""
    t = _SUIT_BYTES
    return (
        t[0][mask & 0xFF]
        + t[1][mask >> 8 & 0xFF]
        + t[2][mask >> 16 & 0xFF]
        + t[3][mask >> 24 & 0xFF]
    )


def codes_of(mask: int) -> list[str]:
    return [CODES[c] for c in cards_of(mask)]


def parse_cards(codes: Iterable[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)

"""Deal derivation from a seed: docs/rules.md §3, a public contract.

Anyone holding a finished game's seed can re-derive every deal with the code of
this module (or a port of it) and check the server. ``tests/domain/test_dealing.py``
checks it against the published vectors (``tests/domain/vectors/dealing.json``).
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from operator import itemgetter, mod

from domain.cards import CARDS, Card

_MASK64 = 2**64


def seed_commitment(seed: str) -> str:
    """``hex(sha256(utf8(seed)))``: published at creation, checked at the end."""
    return hashlib.sha256(seed.encode()).hexdigest()


class DealRandom:
    """``rand_below`` of docs/rules.md §3 for one deal, its counter starting at 0.

    A deal uses 32 or 33 draws, so their hashes are computed in one batch up
    front; a rejected draw (odds about 2**-59) just extends the batch.
    """

    __slots__ = ("_next", "_prefix", "_values")

    def __init__(self, seed: str, deal_index: int, expected: int = 33) -> None:
        self._prefix = f"{seed}:{deal_index}:".encode()
        self._values = _raw_draws(self._prefix, 0, expected)
        self._next = 0

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        limit = _LIMITS[n] if n < len(_LIMITS) else (_MASK64 // n) * n
        while True:
            i = self._next
            if i == len(self._values):
                self._values += _raw_draws(self._prefix, i, 8)
            self._next = i + 1
            x = self._values[i]
            if x < limit:
                return x % n

    def below_each(self, bounds: tuple[int, ...]) -> list[int]:
        """``[self.below(n) for n in bounds]`` (each n at most 32), in one step
        when none of the draws is rejected, as is all but certain."""
        start = self._next
        end = start + len(bounds)
        values = self._values[start:end]
        # Below the smallest limit of any n <= 32, no draw is rejected.
        if len(values) == len(bounds) and max(values) < _NEVER_REJECTED:
            self._next = end
            return list(map(mod, values, bounds))
        return [self.below(n) for n in bounds]


def _raw_draws(prefix: bytes, start: int, count: int) -> list[int]:
    """x = the first 8 bytes of sha256(prefix + counter), for ``count`` counters."""
    base = hashlib.sha256(prefix)  # hashed once, then copied for each counter
    copy = base.copy
    values = []
    end = start + count
    counters = _COUNTERS[start:end] if end <= len(_COUNTERS) else _encoded(start, end)
    for counter in counters:
        h = copy()
        h.update(counter)
        values.append(_FIRST_8_BYTES(h.digest())[0])
    return values


def _encoded(start: int, end: int) -> list[bytes]:
    """The counters from ``start`` to ``end`` (excluded) in decimal, as bytes."""
    return [str(counter).encode() for counter in range(start, end)]


_COUNTERS = tuple(_encoded(0, 64))
_FIRST_8_BYTES = struct.Struct(">Q").unpack_from
_LIMITS = tuple((_MASK64 // n) * n if n else 0 for n in range(33))
_NEVER_REJECTED = min(_LIMITS[1:])


def generator(seed: str, deal_index: int) -> Callable[[int], int]:
    """The ``rand_below`` function of one deal."""
    return DealRandom(seed, deal_index).below


@dataclass(frozen=True, slots=True)
class DealtCards:
    """The cards of one deal before the take.

    ``deck`` is the order after the cut, top first; ``first_five[seat]`` the
    cards each seat holds during bidding: five in classic (``deck[21:]``, the
    eleven cards that complete the hands after a take, follow the
    ``retourne``), all eight in coinche, which has no retourne (None).
    """

    deal_index: int
    dealer: int
    cut: int
    deck: tuple[Card, ...]
    first_five: tuple[tuple[Card, ...], ...]
    retourne: Card | None


def derive_deal(seed: str, deal_index: int, dealer: int | None, first_packet: int) -> DealtCards:
    """Shuffle, cut and deal five cards each plus the retourne.

    ``dealer`` is None only for deal 0, whose dealer is drawn first.
    """
    dealer, cut, deck = _shuffle_and_cut(seed, deal_index, dealer)
    return DealtCards(
        deal_index=deal_index,
        dealer=dealer,
        cut=cut,
        deck=deck,
        first_five=_packets_getter(dealer, (first_packet, 5 - first_packet))(deck),
        retourne=deck[20],
    )


COINCHE_PACKETS = {"3-2-3": (3, 2, 3), "3-3-2": (3, 3, 2), "2-3-3": (2, 3, 3)}


def derive_coinche_deal(seed: str, deal_index: int, dealer: int | None, packets: str) -> DealtCards:
    """Coinche dealing (§10.2): the shuffle and cut of §3, then all eight
    cards from the top in three rounds of ``packets`` (``coinche_packets``);
    no retourne."""
    dealer, cut, deck = _shuffle_and_cut(seed, deal_index, dealer)
    return DealtCards(
        deal_index=deal_index,
        dealer=dealer,
        cut=cut,
        deck=deck,
        first_five=_packets_getter(dealer, COINCHE_PACKETS[packets])(deck),
        retourne=None,
    )


# The bounds of §3's draws after the dealer's: the shuffle's i + 1 for i from
# 31 down to 1, then the cut's 27.
_SHUFFLE_AND_CUT = (*range(32, 1, -1), 27)


def _shuffle_and_cut(
    seed: str, deal_index: int, dealer: int | None
) -> tuple[int, int, tuple[Card, ...]]:
    """Steps 1-3 of §3: (dealer, cut, deck after the cut, top first)."""
    rand = DealRandom(seed, deal_index, 33 if dealer is None else 32)
    if dealer is None:
        dealer = rand.below(4)
    draws = rand.below_each(_SHUFFLE_AND_CUT)
    deck = list(CARDS)
    for i, j in zip(range(31, 0, -1), draws[:31], strict=True):
        deck[i], deck[j] = deck[j], deck[i]
    cut = 3 + draws[31]
    return dealer, cut, (*deck[cut:], *deck[:cut])


def _deal_packets(deck: list[int], dealer: int, packets: tuple[int, ...]) -> list[list[int]]:
    """Deal from the top, a packet to each seat from the one after the dealer."""
    hands: list[list[int]] = [[], [], [], []]
    pos = 0
    for packet in packets:
        for k in range(1, 5):
            hands[(dealer + k) % 4].extend(deck[pos : pos + packet])
            pos += packet
    return hands


@cache
def _packets_getter(
    dealer: int, packets: tuple[int, ...]
) -> Callable[[tuple[Card, ...]], tuple[tuple[Card, ...], ...]]:
    """A function from a deck to the hands :func:`_deal_packets` deals from it,
    built once per dealer and packets from the positions it deals."""
    getters = [itemgetter(*seat) for seat in _deal_packets(list(range(32)), dealer, packets)]
    g0, g1, g2, g3 = getters
    return lambda deck: (g0(deck), g1(deck), g2(deck), g3(deck))


def completion(dealt: DealtCards, taker: int) -> tuple[tuple[Card, ...], ...]:
    """The cards each seat receives after the take, the retourne excluded.

    From the seat after the dealer, in seat order: the taker gets 2 cards,
    everyone else 3. The taker also adds the retourne (not included here).
    """
    deck = dealt.deck
    p0, p1, p2, p3 = _completion_parts(dealt.dealer, taker)
    return (deck[p0], deck[p1], deck[p2], deck[p3])


@cache
def _completion_parts(dealer: int, taker: int) -> tuple[slice, ...]:
    """Per seat, the part of the deck :func:`completion` gives it."""
    parts = [slice(0), slice(0), slice(0), slice(0)]
    pos = 21
    for k in range(1, 5):
        seat = (dealer + k) % 4
        n = 2 if seat == taker else 3
        parts[seat] = slice(pos, pos + n)
        pos += n
    return tuple(parts)

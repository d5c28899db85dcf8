"""Tricks: which cards a seat may play (docs/rules.md §5) and who wins.

A *trick* (*pli*) is four cards, one per seat, led by the winner of the
previous one. The legality rules live in :func:`legal_mask` alone; the error
path (:func:`violated_rule`) only explains its answer.
"""

from __future__ import annotations

from typing import NamedTuple

from domain.cards import SUIT_MASKS, Card
from domain.trumps import TrumpTable


class Trick(NamedTuple):
    """A completed trick: who led, the cards in playing order, who won it.

    Immutable like the engine's other values; a named tuple rather than a
    frozen dataclass because a deal builds eight of them and a tuple is built
    in half the time.
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int

    def card_of(self, seat: int) -> Card:
        return self.cards[(seat - self.leader) % 4]


def legal_mask(
    hand: int,
    led: int,
    master: int,
    partner_is_master: bool,
    table: TrumpTable,
    overtrump_partner: bool,
    undertrump_optional: bool = False,
) -> int:
    """The cards of ``hand`` that may be played now.

    ``led`` and ``master`` are the first card of the trick and the card now
    winning it, or -1 when the trick is empty. ``undertrump_optional`` is
    ``undertrump = optional`` (§10.2): a seat that cannot overtrump need not
    play a lower trump (*ne pas pisser*).
    """
    if led < 0:
        return hand
    follow = hand & SUIT_MASKS[led >> 3]
    cuts = table.cuts
    if follow:
        if not (cuts >> led & 1):
            return follow
        # Trump led: go higher than the best trump if possible (monter).
        if partner_is_master and not overtrump_partner:
            return follow
        return follow & table.higher[master] or follow
    if partner_is_master:
        return hand
    trumps = hand & cuts
    if not trumps:
        return hand
    if cuts >> master & 1:
        # Overtrump if possible, else still trump (sous-coupe) unless optional.
        return trumps & table.higher[master] or (hand if undertrump_optional else trumps)
    return trumps


def violated_rule(hand: int, led: int, master: int, table: TrumpTable, card: int) -> str:
    """The code of the §5 rule that playing ``card`` breaks (it is illegal)."""
    if hand & SUIT_MASKS[led >> 3] and card >> 3 != led >> 3:
        return "must_follow_suit"
    if table.cuts >> card & 1:
        return "must_overtrump"
    return "must_trump"

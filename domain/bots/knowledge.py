"""What one seat knows of the hidden hands, and deals drawn consistent with it.

Everything here is read from a :class:`~domain.views.SeatView`, so it holds
nothing a player in that chair could not work out. The *hard* facts of the
public record always hold in a drawn deal:

- the cards played, and the seat's own hand;
- each seat's number of cards;
- voids and trump ceilings shown by play (a seat that did not follow suit has
  none of it; one that did not trump, or did not go higher when §5 made it,
  had nothing that would have);
- the retourne, in the taker's hand until it is played;
- belote words (the other card of a pair said "belote" is in that hand; a
  king or queen of a belote suit played without a word means the seat never
  held its pair);
- announcements shown (their cards are in their seat's hand until played).

The auction only gives *soft* evidence (a bidder is likely strong in its
suit); :mod:`domain.bots.expert` weighs it by re-drawing deals it finds
implausible, never by breaking a hard fact.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from domain.cards import FULL_DECK, SUIT_MASKS, Card, mask_of
from domain.contracts import belote_suits, table_for
from domain.rules import Rules
from domain.views import DealView, TrickView

KING_QUEEN = 0x60  # the king and queen bits of a suit's byte


@dataclass(frozen=True, slots=True)
class Knowledge:
    """The seat's hard facts about a deal being played, as masks per seat.

    ``hands[s]`` is known only for the seat itself (0 for the others);
    ``sizes[s]`` the cards ``s`` still holds; ``unseen`` the cards in nobody's
    known place; ``excluded[s]`` cards ``s`` cannot hold; ``required[s]``
    unseen cards ``s`` must hold; ``played[s]`` the cards ``s`` played.
    """

    seat: int
    hand: int
    sizes: tuple[int, int, int, int]
    unseen: int
    excluded: tuple[int, int, int, int]
    required: tuple[int, int, int, int]
    played: tuple[int, int, int, int]


def tricks_of(deal: DealView) -> tuple[TrickView, ...]:
    """The deal's tricks, completed ones and then the one in progress."""
    current = deal.current_trick
    return deal.tricks + ((current,) if current is not None and current.cards else ())


def knowledge(seat: int, hand: tuple[Card, ...], deal: DealView, rules: Rules) -> Knowledge:
    """The hard facts of a deal in play, from one seat's view of it."""
    assert deal.trump is not None and deal.taker is not None
    table = table_for(deal.trump)
    cuts = table.cuts
    # Tout-atout always makes a seat go higher (§10.1).
    overtrump_partner = rules.overtrump_partner or (table.trump is None and cuts != 0)
    undertrump_optional = rules.undertrump == "optional"
    takes, higher = table.takes, table.higher
    mine = mask_of(hand)
    played = [0, 0, 0, 0]
    excluded = [0, 0, 0, 0]
    required = [0, 0, 0, 0]
    for trick in tricks_of(deal):
        led = trick.cards[0]
        led_suit = SUIT_MASKS[led >> 3]
        master, master_seat = led, trick.leader
        played[trick.leader] |= 1 << led
        for i in range(1, len(trick.cards)):
            card = trick.cards[i]
            s = (trick.leader + i) & 3
            played[s] |= 1 << card
            partner_master = master_seat == s ^ 2
            beats = takes[master << 5 | card]
            if not led_suit >> card & 1:
                excluded[s] |= led_suit  # did not follow: void
                if not partner_master:
                    if cuts >> master & 1:  # a trump is master: overtrump if possible
                        if not beats:
                            excluded[s] |= higher[master]
                            if not cuts >> card & 1 and not undertrump_optional:
                                excluded[s] |= cuts  # nor could it undertrump
                    elif not cuts >> card & 1:
                        excluded[s] |= cuts  # had to trump and did not
            elif cuts >> led & 1 and not beats and (overtrump_partner or not partner_master):
                excluded[s] |= higher[master]  # had to go higher and did not
            if beats:
                master, master_seat = card, s
    everyone_played = played[0] | played[1] | played[2] | played[3]
    unseen = FULL_DECK & ~everyone_played & ~mine
    if deal.retourne is not None and unseen >> deal.retourne & 1:
        required[deal.taker] |= 1 << deal.retourne
    # Belote words (§6, §10.1 at TA): said automatically, so silence tells too.
    said = {(w.seat, int(w.card)) for w in deal.belote_said}
    for suit in belote_suits(deal.trump):
        for king_or_queen in (8 * suit + 5, 8 * suit + 6):
            for s in range(4):
                if not played[s] >> king_or_queen & 1:
                    continue
                other = king_or_queen ^ 3
                if (s, king_or_queen) in said:
                    if unseen >> other & 1:
                        required[s] |= 1 << other
                else:
                    excluded[s] |= 1 << other
    for a in deal.announcements:
        required[a.seat] |= mask_of(a.cards) & unseen
    sizes = deal.hand_sizes
    hand_sizes = (sizes[0], sizes[1], sizes[2], sizes[3])
    for s in range(4):
        excluded[s] &= ~required[s]
    excluded[seat] = 0
    required[seat] = 0
    return Knowledge(
        seat,
        mine,
        hand_sizes,
        unseen,
        (excluded[0], excluded[1], excluded[2], excluded[3]),
        (required[0], required[1], required[2], required[3]),
        (played[0], played[1], played[2], played[3]),
    )


def draw(k: Knowledge, rng: random.Random) -> list[int]:
    """A deal of the unseen cards consistent with ``k``: each seat's hand.

    Cards go most constrained first, each to a seat drawn in proportion to the
    room it has left; a dead end (rare) starts again, and after a few an
    exhaustive search settles it, so the hard facts always hold.
    """
    hands = [0, 0, 0, 0]
    hands[k.seat] = k.hand
    need = list(k.sizes)
    need[k.seat] = 0
    pool = k.unseen
    for s in range(4):
        if s != k.seat:
            req = k.required[s]
            hands[s] |= req
            need[s] -= req.bit_count()
            pool &= ~req
    others = [s for s in range(4) if s != k.seat]
    cards = []
    while pool:
        low = pool & -pool
        c = low.bit_length() - 1
        pool ^= low
        cards.append((c, [s for s in others if not k.excluded[s] >> c & 1]))
    for _ in range(8):
        rng.shuffle(cards)
        cards.sort(key=lambda item: len(item[1]))
        room = list(need)
        dealt = list(hands)
        for c, seats in cards:
            total = 0
            for s in seats:
                total += room[s]
            if not total:
                break
            r = rng.randrange(total)
            for s in seats:
                r -= room[s]
                if r < 0:
                    break
            room[s] -= 1
            dealt[s] |= 1 << c
        else:
            return dealt
    found = _search(cards, 0, need, list(hands))
    if found is None:
        raise ValueError("no deal is consistent with the public record")
    return found


def _search(
    cards: list[tuple[int, list[int]]], i: int, room: list[int], dealt: list[int]
) -> list[int] | None:
    """Depth-first: some deal of ``cards[i:]`` within ``room``, or None."""
    if i == len(cards):
        return list(dealt)
    c, seats = cards[i]
    for s in seats:
        if room[s]:
            room[s] -= 1
            dealt[s] |= 1 << c
            found = _search(cards, i + 1, room, dealt)
            room[s] += 1
            dealt[s] &= ~(1 << c)
            if found is not None:
                return found
    return None

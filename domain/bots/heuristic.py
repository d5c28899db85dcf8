"""``heuristic``: a rule-of-thumb Belote player, a pure function of its seat's view.

The bot looks at nothing but its :class:`~domain.views.SeatView` (its hand, the
retourne, the bids, the tricks played so far) and uses no randomness, so the
same view always gets the same answer. It follows the five tips of the rules
page (seed 002, "Cinq conseils"):

1. *Count the trumps*: from the tricks played it works out which cards each
   other seat can still hold (a seat that did not follow suit is void in it, a
   seat that did not trump had none, a seat that did not go higher had no
   higher trump), hence how many trumps the opponents may still have.
2. *The taker draws trumps*: when its team took and the opponents may still
   hold trumps, it leads trumps (its master trump, else a small one).
3. *Load the partner*: when the partner wins the trick for sure, it gives it
   its most valuable card (a ten or an ace) that is not a future winner.
4. *Give nothing to a winning opponent*: when it cannot win, it plays its
   lowest-point card (a 7, 8 or 9 off trump).
5. *Take on trumps, not on outside aces*: the bid evaluation counts the jack
   and nine of trump (and the trump length) far above outside aces.

Plus the basics: win a trick as cheaply as possible, cash the masters of the
plain suits (aces first) once they cannot be trumped, lead a suit the partner
can trump.

Modes and contracts of §10: it never names ``SA`` or ``TA`` itself; when a
deal is played at SA or TA it plays simply (lead its strongest card, win as
cheaply as it can, otherwise give the fewest points). In coinche it bids by
:func:`coinche_bid_value`: its best suit's :func:`hand_strength` turned into
a value (80 at :data:`TAKE_THRESHOLD`, +10 a point), never above its
partner's bid; it coinches an opponent's suit contract when it holds that
suit's jack and at least two outside aces; it never surcoinches.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from domain.bidding import PASS, Bid, BidAction
from domain.cards import FULL_DECK, SUIT_MASKS, Card, Rank, Suit, cards_of, mask_of
from domain.coinche import COINCHE
from domain.contracts import table_for
from domain.trumps import TABLES, TrumpTable
from domain.views import DealView, SeatView, TrickView

# -- bidding -------------------------------------------------------------------

TAKE_THRESHOLD = 5.0
"""A hand evaluated at least this high (see :func:`hand_strength`) takes."""

_TRUMP_VALUE = {
    Rank.JACK: 3.0,
    Rank.NINE: 2.0,
    Rank.ACE: 1.25,
    Rank.TEN: 1.0,
    Rank.KING: 0.75,
    Rank.QUEEN: 0.75,
    Rank.EIGHT: 0.5,
    Rank.SEVEN: 0.5,
}


def _rank_bit(suit: int, rank: Rank) -> int:
    return 1 << (8 * suit + rank)


def hand_strength(hand: int, trump: Suit) -> float:
    """How good ``hand`` (a mask) is to play with ``trump``; compare with TAKE_THRESHOLD.

    Trumps dominate (tip 5): the jack and the nine score 3 and 2 (plus 0.5
    together), every trump counts, a long trump suit and the belote add more.
    An outside ace only scores 1, a ten beside its ace 0.5, and a void in a
    plain suit 0.5 when there are trumps to cut with.
    """
    trumps = hand & SUIT_MASKS[trump]
    count = trumps.bit_count()
    score = sum(_TRUMP_VALUE[c.rank] for c in cards_of(trumps))
    jack_nine = _rank_bit(trump, Rank.JACK) | _rank_bit(trump, Rank.NINE)
    if trumps & jack_nine == jack_nine:
        score += 0.5
    belote = _rank_bit(trump, Rank.KING) | _rank_bit(trump, Rank.QUEEN)
    if trumps & belote == belote:
        score += 1.0
    if count >= 4:
        score += 0.5 * (count - 3)
    for suit in Suit:
        if suit == trump:
            continue
        cards = hand & SUIT_MASKS[suit]
        has_ace = bool(cards & _rank_bit(suit, Rank.ACE))
        if has_ace:
            score += 1.0
            if cards & _rank_bit(suit, Rank.TEN):
                score += 0.5
        if not cards and count >= 2:
            score += 0.5
    return score


def coinche_bid_value(hand: int, trump: Suit) -> int:
    """What the hand is worth as a coinche bid in ``trump`` (0: not a bid).

    80 at TAKE_THRESHOLD, 10 more for each point of :func:`hand_strength`
    above it (which counts trumps first, then outside aces), at most 160.
    """
    strength = hand_strength(hand, trump)
    if strength < TAKE_THRESHOLD:
        return 0
    return min(160, 80 + 10 * int(strength - TAKE_THRESHOLD))


def _coinche_bid(view: SeatView) -> Bid:
    """Coinche (§10.2): coinche with the jack of their trump and two outside
    aces; otherwise the highest legal bid the hand is worth, unless the
    partner holds the highest bid."""
    deal = _deal(view)
    hand = mask_of(view.hand)
    legal = view.legal_bids
    high = next((b for b in reversed(deal.bids) if b.action == BidAction.BID), None)
    if high is not None and isinstance(high.suit, Suit) and COINCHE in legal:
        aces = sum(1 for s in Suit if s != high.suit and hand & _rank_bit(s, Rank.ACE))
        if hand & _rank_bit(high.suit, Rank.JACK) and aces >= 2:
            return COINCHE
    if high is not None and high.seat % 2 == view.seat % 2:
        return PASS  # never outbid the partner
    worth = {suit: coinche_bid_value(hand, suit) for suit in Suit}
    offers = [
        b
        for b in legal
        if b.action is BidAction.BID
        and isinstance(b.suit, Suit)
        and b.value is not None
        and b.value <= worth[b.suit]
    ]
    if not offers:
        return PASS
    return max(offers, key=lambda b: (b.value or 0, hand_strength(hand, _suit(b)), -_suit(b)))


def _bid(view: SeatView) -> Bid:
    deal = _deal(view)
    if deal.retourne is None:
        return _coinche_bid(view)
    hand = mask_of(view.hand) | 1 << deal.retourne  # the taker gets the retourne
    takes = [b for b in view.legal_bids if b.action is BidAction.TAKE and isinstance(b.suit, Suit)]
    if not takes:
        return PASS
    best = max(takes, key=lambda b: (hand_strength(hand, _suit(b)), -_suit(b)))
    if hand_strength(hand, _suit(best)) >= TAKE_THRESHOLD or PASS not in view.legal_bids:
        return best
    return PASS


def _suit(bid: Bid) -> Suit:
    assert isinstance(bid.suit, Suit)
    return bid.suit


# -- what the seat knows during the play ---------------------------------------


@dataclass(frozen=True, slots=True)
class _Seen:
    """The seat's knowledge of the deal, as masks.

    ``unseen``: cards neither in our hand nor played. ``excluded[s]``: cards
    seat ``s`` cannot hold, deduced from its plays and the retourne (which is
    in the taker's hand until played).
    """

    me: int
    taker: int
    trump: Suit
    table: TrumpTable
    hand: int
    unseen: int
    excluded: tuple[int, int, int, int]

    @property
    def partner(self) -> int:
        return (self.me + 2) % 4

    @property
    def opponents(self) -> tuple[int, int]:
        return (self.me + 1) % 4, (self.me + 3) % 4

    @property
    def attacking(self) -> bool:
        return self.taker % 2 == self.me % 2

    @property
    def trump_mask(self) -> int:
        return SUIT_MASKS[self.trump]

    def may_hold(self, seat: int) -> int:
        """The cards ``seat`` may still hold."""
        return self.unseen & ~self.excluded[seat]

    def is_master(self, card: int) -> bool:
        """No card still out can beat ``card`` within its suit."""
        return not self.table.higher[card] & self.unseen

    def opponent_trumps(self) -> int:
        """Tip 1: the trumps the opponents may still hold."""
        a, b = self.opponents
        return (self.may_hold(a) | self.may_hold(b)) & self.trump_mask

    def can_beat(self, seat: int, card: int, led_suit: int) -> bool:
        """Whether ``seat`` may hold a card that takes the trick from ``card``.

        A seat not yet known to be void in the led suit is assumed to follow
        it (and to cut only once the suit is exhausted outside our hand).
        """
        holds = self.may_hold(seat)
        if holds & self.table.higher[card]:
            return True
        if card >> 3 == self.trump:
            return False
        return bool(holds & self.trump_mask) and not holds & SUIT_MASKS[led_suit]

    def points(self, card: int) -> int:
        return self.table.points[card]

    def order(self, card: int) -> int:
        return self.table.order[card]

    def is_trump(self, card: int) -> bool:
        return card >> 3 == self.trump


def _deal(view: SeatView) -> DealView:
    deal = view.table.deal
    assert deal is not None, "a seat with a decision to take is in a deal"
    return deal


def _observe(view: SeatView) -> _Seen:
    deal = _deal(view)
    assert isinstance(deal.trump, Suit) and deal.taker is not None
    table = TABLES[deal.trump]
    overtrump_partner = view.table.rules.overtrump_partner
    hand = mask_of(view.hand)
    played = 0
    excluded = [0, 0, 0, 0]
    tricks: tuple[TrickView, ...] = deal.tricks
    if deal.current_trick is not None:
        tricks += (deal.current_trick,)
    for trick in tricks:
        played |= mask_of(trick.cards)
        _learn(trick, table, overtrump_partner, excluded)
    if deal.retourne is not None:
        retourne = 1 << deal.retourne
        for seat in range(4):
            if seat != deal.taker:
                excluded[seat] |= retourne
    unseen = FULL_DECK & ~played & ~hand
    return _Seen(
        me=view.seat,
        taker=deal.taker,
        trump=deal.trump,
        table=table,
        hand=hand,
        unseen=unseen,
        excluded=(excluded[0], excluded[1], excluded[2], excluded[3]),
    )


def _learn(
    trick: TrickView, table: TrumpTable, overtrump_partner: bool, excluded: list[int]
) -> None:
    """Record in ``excluded`` what the plays of ``trick`` prove about the hands (§5)."""
    if not trick.cards:
        return
    trump = table.trump
    assert trump is not None
    led_suit = trick.cards[0] >> 3
    master, master_seat = trick.cards[0], trick.leader
    for i, card in enumerate(trick.cards[1:], start=1):
        seat = (trick.leader + i) % 4
        partner_master = master_seat == (seat + 2) % 4
        beats = table.beats(card, master)
        if card >> 3 != led_suit:
            excluded[seat] |= SUIT_MASKS[led_suit]
            if not partner_master:
                if card >> 3 != trump:
                    excluded[seat] |= SUIT_MASKS[trump]
                elif master >> 3 == trump and not beats:
                    excluded[seat] |= table.higher[master]  # could not overtrump
        elif led_suit == trump and not beats and (overtrump_partner or not partner_master):
            excluded[seat] |= table.higher[master]  # could not go higher
        if beats:
            master, master_seat = card, seat


# -- playing -------------------------------------------------------------------


def _play(view: SeatView) -> Card:
    legal = view.legal_cards
    if len(legal) == 1:
        return legal[0]
    if not isinstance(_deal(view).trump, Suit):
        return _play_all_suits(view)
    seen = _observe(view)
    trick = _deal(view).current_trick
    if trick is None or not trick.cards:
        return _lead(seen, legal)
    return _follow(seen, legal, trick)


def _lead(seen: _Seen, legal: Sequence[Card]) -> Card:
    trumps = [c for c in legal if seen.is_trump(c)]
    plain = [c for c in legal if not seen.is_trump(c)]
    # Tip 2: the taker's team draws the opponents' trumps.
    if trumps and seen.attacking and seen.opponent_trumps():
        top = max(trumps, key=seen.order)
        if seen.is_master(top):
            return top
        if seen.me != seen.taker or len(trumps) >= 2:
            return min(trumps, key=seen.order)
    # Cash the masters of the plain suits (aces first) that cannot be trumped.
    masters = [
        c
        for c in plain
        if seen.is_master(c) and not any(seen.can_beat(o, c, c >> 3) for o in seen.opponents)
    ]
    if masters:
        return max(masters, key=lambda c: (seen.points(c), c))
    # A suit the partner can trump while an opponent still follows it.
    ruffs = [c for c in plain if _partner_ruffs(seen, c >> 3)]
    if ruffs:
        return min(ruffs, key=lambda c: _discard_cost(seen, c))
    if plain:
        return min(plain, key=lambda c: _discard_cost(seen, c))
    top = max(trumps, key=seen.order)
    return top if seen.is_master(top) else min(trumps, key=seen.order)


def _play_all_suits(view: SeatView) -> Card:
    """SA and TA (§10.1): lead the strongest card, win as cheaply as possible,
    otherwise give the fewest points (the most to a partner sure to win)."""
    deal = _deal(view)
    assert deal.trump is not None
    table = table_for(deal.trump)
    legal = view.legal_cards
    trick = deal.current_trick
    if trick is None or not trick.cards:
        return max(legal, key=lambda c: (table.order[c], table.points[c], c))
    master, master_seat = _trick_master(table, trick)
    last = len(trick.cards) == 3
    if master_seat == (view.seat + 2) % 4 and last:
        return max(legal, key=lambda c: (table.points[c], -table.order[c], c))
    winners = [c for c in legal if table.beats(c, master)]
    if winners:
        return min(winners, key=lambda c: (table.order[c], c))
    return min(legal, key=lambda c: (table.points[c], table.order[c], c))


def _partner_ruffs(seen: _Seen, suit: int) -> bool:
    suit_mask = SUIT_MASKS[suit]
    known_void = seen.excluded[seen.partner] & suit_mask == suit_mask
    if not known_void or not seen.may_hold(seen.partner) & seen.trump_mask:
        return False
    return any(seen.may_hold(o) & SUIT_MASKS[suit] for o in seen.opponents)


def _follow(seen: _Seen, legal: Sequence[Card], trick: TrickView) -> Card:
    led_suit = trick.cards[0] >> 3
    master, master_seat = _trick_master(seen.table, trick)
    later = [(seen.me + i) % 4 for i in range(1, 4 - len(trick.cards))]
    later_opponents = [s for s in later if s % 2 != seen.me % 2]

    def holds(card: int) -> bool:
        return not any(seen.can_beat(o, card, led_suit) for o in later_opponents)

    winners = [c for c in legal if seen.table.beats(c, master)]
    secure = [c for c in winners if holds(c)]
    if master_seat == seen.partner:
        if holds(master):
            return _load(seen, legal, led_suit)  # tip 3
        if secure:  # take over a partner who may still be beaten
            return min(secure, key=seen.order)
        return _cheapest(seen, legal)
    if winners:
        if not later_opponents:
            return _cheap_winner(seen, winners)
        if secure:
            return min(secure, key=seen.order)
        # A winner that may be beaten later: risk a trump or a small card, not a ten.
        cheapest = min(winners, key=seen.order)
        if seen.is_trump(cheapest) or seen.points(cheapest) <= 4:
            return cheapest
    return _cheapest(seen, legal)  # tip 4


def _trick_master(table: TrumpTable, trick: TrickView) -> tuple[int, int]:
    """The card winning the trick in progress and its seat."""
    master, seat = trick.cards[0], trick.leader
    for i, card in enumerate(trick.cards[1:], start=1):
        if table.beats(card, master):
            master, seat = card, (trick.leader + i) % 4
    return master, seat


def _cheap_winner(seen: _Seen, winners: Sequence[Card]) -> Card:
    """The card to win with when nobody can take the trick back.

    Off trump, a winner that would not be master later (a ten with the ace
    out) is cashed now; otherwise the weakest winner keeps the strong ones.
    """
    exposed = [c for c in winners if not seen.is_trump(c) and not seen.is_master(c)]
    if exposed:
        return max(exposed, key=lambda c: (seen.points(c), -seen.order(c)))
    return min(winners, key=seen.order)


def _load(seen: _Seen, legal: Sequence[Card], led_suit: int) -> Card:
    """Tip 3: the most points for a trick the partner wins, keeping future winners."""
    pool = [c for c in legal if not seen.is_trump(c)] or list(legal)

    def value(card: Card) -> tuple[int, int]:
        v = seen.points(card)
        if seen.is_master(card) and (seen.is_trump(card) or card >> 3 != led_suit):
            v -= 25 if seen.is_trump(card) else 12
        return v, -seen.order(card)

    return max(pool, key=value)


def _cheapest(seen: _Seen, legal: Iterable[Card]) -> Card:
    """Tip 4: the card that gives away the fewest points."""
    return min(legal, key=lambda c: _discard_cost(seen, c))


def _discard_cost(seen: _Seen, card: int) -> tuple[int, bool, bool, bool, int]:
    return (
        seen.points(card),
        seen.is_trump(card),
        seen.is_master(card),
        _guards_ten(seen, card),
        seen.order(card),
    )


def _guards_ten(seen: _Seen, card: int) -> bool:
    """``card`` is the last small card beside our ten while the ace is still out."""
    suit = card >> 3
    if suit == seen.trump or card & 7 in (Rank.TEN, Rank.ACE):
        return False
    mine = seen.hand & SUIT_MASKS[suit]
    return (
        bool(mine & _rank_bit(suit, Rank.TEN))
        and bool(seen.unseen & _rank_bit(suit, Rank.ACE))
        and mine.bit_count() == 2
    )


# -- the strategy --------------------------------------------------------------


def heuristic(view: SeatView, entropy: str) -> Bid | Card:
    """The heuristic bot's decision; ``entropy`` is unused (it is deterministic)."""
    del entropy
    if view.legal_cards:
        return _play(view)
    if view.legal_bids:
        return _bid(view)
    raise ValueError(f"seat {view.seat} has nothing to decide")

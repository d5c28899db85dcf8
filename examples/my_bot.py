"""A small strategy for an external bot, to copy and improve.

Run it against a service (see docs/bots.md)::

    belote bot --url http://127.0.0.1:8000 --game GAME_ID --seat 1 \
        --strategy examples.my_bot:choose

``choose`` has the signature of every strategy, the built-in ones included
(:data:`domain.bots.Strategy`): it gets the seat's :class:`~domain.views.SeatView`
(its hand, the table, and the legal bids or cards) and returns a
:class:`~domain.bidding.Bid` or a :class:`~domain.cards.Card` taken from those
legal ones. It is deliberately naive (the built-in ``heuristic`` beats it):

- bidding: take a suit when the hand (plus the retourne, which the taker
  picks up) holds its jack or nine and at least 30 trump points in it;
- playing: lead an ace when it has one, otherwise play the legal card worth
  the fewest points.
"""

from __future__ import annotations

from domain.bidding import PASS, Bid, BidAction
from domain.cards import Card, Rank, Suit
from domain.trumps import PLAIN_POINTS, TRUMP_POINTS
from domain.views import SeatView

TAKE_AT = 30  # trump points in hand, out of 62


def choose(view: SeatView, entropy: str) -> Bid | Card:
    """The seat's move; ``entropy`` (a fixed string per game and seat) is unused here."""
    if view.legal_bids:
        return bid(view)
    return play(view)


def bid(view: SeatView) -> Bid:
    assert view.table.deal is not None
    retourne = view.table.deal.retourne
    cards = (*view.hand, retourne)
    best: tuple[int, Bid] | None = None
    for choice in view.legal_bids:
        if choice.action is not BidAction.TAKE:
            continue
        suit = choice.suit if choice.suit is not None else retourne.suit
        trumps = [c for c in cards if c.suit == suit]
        strong = any(c.rank in (Rank.JACK, Rank.NINE) for c in trumps)
        points = sum(TRUMP_POINTS[c.rank] for c in trumps)
        if strong and points >= TAKE_AT and (best is None or points > best[0]):
            best = (points, choice)
    if best is not None:
        return best[1]
    if PASS in view.legal_bids:
        return PASS
    return view.legal_bids[0]  # the dealer forced to name a suit (no_taker=dealer_forced)


def play(view: SeatView) -> Card:
    deal = view.table.deal
    assert deal is not None
    legal = view.legal_cards
    leading = deal.current_trick is None or not deal.current_trick.cards
    if leading:
        aces = [c for c in legal if c.rank is Rank.ACE and c.suit != deal.trump]
        if aces:
            return aces[0]
    return min(legal, key=lambda c: (points(c, deal.trump), c.rank))


def points(card: Card, trump: Suit | None) -> int:
    return (TRUMP_POINTS if card.suit == trump else PLAIN_POINTS)[card.rank]

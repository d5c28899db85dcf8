"""Helpers for the §10 tests (coinche and belote moderne); not a test module.

As in belote_testkit, the card orders, points, trick winner and legality of
§10 come from the tests' reference of the rule book (``tests/reference``,
which shares nothing with ``domain/``): one reference, so that the tests
compare the engine with the rule book and never with a second copy of it.
"""

from __future__ import annotations

from collections.abc import Iterable

import reference.cards
import reference.tricks
from belote_testkit import c, codeset

from domain.bidding import CAPOT_BID, Bid, BidAction
from domain.cards import Suit
from domain.contracts import AllSuits, Strain, parse_strain
from domain.deal import DealState
from domain.dealing import DealtCards
from domain.rules import Rules

# -- docs/rules.md §10.1, from the reference ----------------------------------------

SA_POINTS = reference.cards.SA_POINTS
TA_POINTS = reference.cards.TA_POINTS


def strain_points(code: str, strain: str) -> int:
    return reference.cards.points(code, strain)


def strain_strength(code: str, strain: str) -> int:
    """Strength within the card's own suit at ``strain`` (higher is stronger)."""
    return reference.cards.strength(code, strain)


def ref_master(trick: list[str], strain: str) -> int:
    """Index of the card winning ``trick``: §5, and §10.1 at SA/TA (best of the suit led)."""
    return reference.tricks.winner_index(trick, strain)


def ref_legal(
    hand: Iterable[str],
    trick: list[str],
    strain: str,
    overtrump_partner: bool = True,
    undertrump: str = "required",
) -> set[str]:
    """The legal cards by §5 (with ``undertrump``) and §10.1."""
    return reference.tricks.legal(hand, trick, strain, overtrump_partner, undertrump)


# -- hand-made coinche deals ------------------------------------------------------

PACKETS = {"3-2-3": (3, 2, 3), "3-3-2": (3, 3, 2), "2-3-3": (2, 3, 3)}


def bid(value: int | str, suit: str) -> Bid:
    v = CAPOT_BID if value == "capot" else int(value)
    return Bid(BidAction.BID, parse_strain(suit), v)


PASS = Bid(BidAction.PASS)
COINCHE = Bid(BidAction.COINCHE)
SURCOINCHE = Bid(BidAction.SURCOINCHE)


def coinche_deal(
    hands: dict[int, list[str]] | list[list[str]],
    dealer: int,
    bids: Iterable[Bid],
    rules: Rules | None = None,
) -> DealState:
    """A coinche DealState dealt exactly ``hands``, with ``bids`` made in turn."""
    rules = rules if rules is not None else Rules(mode="coinche")
    hands = {s: list(hands[s]) for s in range(4)}
    assert sorted(x for h in hands.values() for x in h) == sorted(
        r + s for s in "SHDC" for r in "789TJQKA"
    )
    deck: list[str] = []
    taken = dict.fromkeys(range(4), 0)
    assert rules.coinche_packets is not None
    for packet in PACKETS[rules.coinche_packets]:
        for k in range(1, 5):
            s = (dealer + k) % 4
            deck += hands[s][taken[s] : taken[s] + packet]
            taken[s] += packet
    dealt = DealtCards(
        deal_index=0,
        dealer=dealer,
        cut=3,
        deck=tuple(c(x) for x in deck),
        first_five=tuple(tuple(c(x) for x in hands[s]) for s in range(4)),
        retourne=None,
    )
    deal = DealState(dealt, rules)
    for b in bids:
        deal.bid(deal.turn, b)
    return deal


def moderne_deal(
    hands: dict[int, list[str]] | list[list[str]],
    dealer: int,
    taker: int,
    strain: str,
    rules: Rules | None = None,
) -> DealState:
    """A classic DealState with ``moderne`` whose 8-card hands are ``hands``,
    taken in round two by ``taker`` naming ``strain`` (a suit or SA/TA).

    The retourne is the last card of ``hands[taker]``; a suit ``strain`` must
    differ from its suit.
    """
    rules = rules if rules is not None else Rules(moderne=True)
    hands = {s: list(hands[s]) for s in range(4)}
    retourne = hands[taker][-1]
    rest = {s: [x for x in hands[s] if not (s == taker and x == retourne)] for s in range(4)}
    deck: list[str] = []
    order = [(dealer + k) % 4 for k in range(1, 5)]
    taken = dict.fromkeys(range(4), 0)
    assert rules.first_packet is not None
    for packet in (rules.first_packet, 5 - rules.first_packet):
        for s in order:
            deck += rest[s][taken[s] : taken[s] + packet]
            taken[s] += packet
    deck.append(retourne)
    for s in order:
        n = 2 if s == taker else 3
        deck += rest[s][taken[s] : taken[s] + n]
        taken[s] += n
    dealt = DealtCards(
        deal_index=0,
        dealer=dealer,
        cut=3,
        deck=tuple(c(x) for x in deck),
        first_five=tuple(tuple(c(x) for x in rest[s][:5]) for s in range(4)),
        retourne=c(retourne),
    )
    deal = DealState(dealt, rules)
    for _ in range(4):
        deal.bid(deal.turn, PASS)
    while deal.turn != taker:
        deal.bid(deal.turn, PASS)
    named: Strain = AllSuits[strain] if strain in ("SA", "TA") else Suit[strain]
    deal.bid(taker, Bid(BidAction.TAKE, named))
    for s in range(4):
        assert codeset(deal.hands[s]) == set(hands[s]), s
    return deal

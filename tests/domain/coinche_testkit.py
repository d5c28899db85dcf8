"""Helpers for the §10 tests (coinche and belote moderne); not a test module.

As in belote_testkit, the card orders, points and legality of §10 are spelled
out again from docs/rules.md so the tests compare the engine with the rule book.
"""

from __future__ import annotations

from collections.abc import Iterable

from belote_testkit import (
    PLAIN_POINTS,
    PLAIN_STRONGEST_FIRST,
    TRUMP_POINTS,
    TRUMP_STRONGEST_FIRST,
    c,
    codeset,
)

from domain.bidding import CAPOT_BID, Bid, BidAction
from domain.cards import Suit
from domain.contracts import AllSuits, Strain, parse_strain
from domain.deal import DealState
from domain.dealing import DealtCards
from domain.rules import Rules

# -- docs/rules.md §10.1, spelled out again -----------------------------------------

SA_STRONGEST_FIRST = "ATKQJ987"
TA_STRONGEST_FIRST = "J9ATKQ87"
SA_POINTS = {"A": 19, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TA_POINTS = {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0}


def strain_points(code: str, strain: str) -> int:
    if strain == "SA":
        return SA_POINTS[code[0]]
    if strain == "TA":
        return TA_POINTS[code[0]]
    return (TRUMP_POINTS if code[1] == strain else PLAIN_POINTS)[code[0]]


def strain_strength(code: str, strain: str) -> int:
    if strain == "SA":
        order = SA_STRONGEST_FIRST
    elif strain == "TA" or code[1] == strain:
        order = TA_STRONGEST_FIRST if strain == "TA" else TRUMP_STRONGEST_FIRST
    else:
        order = PLAIN_STRONGEST_FIRST
    return 8 - order.index(code[0])


def ref_master(trick: list[str], strain: str) -> int:
    """Index of the card winning ``trick``: §5, and §10.1 at SA/TA (best of the suit led)."""
    if strain not in ("SA", "TA"):
        trumps = [i for i, x in enumerate(trick) if x[1] == strain]
        if trumps:
            return max(trumps, key=lambda i: strain_strength(trick[i], strain))
    led = trick[0][1]
    return max(
        (i for i, x in enumerate(trick) if x[1] == led),
        key=lambda i: strain_strength(trick[i], strain),
    )


def ref_legal(
    hand: Iterable[str],
    trick: list[str],
    strain: str,
    overtrump_partner: bool = True,
    undertrump: str = "required",
) -> set[str]:
    """The legal cards by §5 (with ``undertrump``) and §10.1, written again."""
    hand = list(hand)
    if not trick:
        return set(hand)
    led = trick[0][1]
    follow = [x for x in hand if x[1] == led]
    partner_master = len(trick) >= 2 and ref_master(trick, strain) == len(trick) - 2
    if strain == "SA":
        return set(follow or hand)
    if strain == "TA":
        if not follow:
            return set(hand)
        best = max(strain_strength(x, "TA") for x in trick if x[1] == led)
        return set([x for x in follow if strain_strength(x, "TA") > best] or follow)
    trumps_in_trick = [x for x in trick if x[1] == strain]

    def above_all(x: str) -> bool:
        return all(strain_strength(x, strain) > strain_strength(t, strain) for t in trumps_in_trick)

    if follow:
        if led != strain or (partner_master and not overtrump_partner):
            return set(follow)
        return set([x for x in follow if above_all(x)] or follow)
    if partner_master:
        return set(hand)
    mine = [x for x in hand if x[1] == strain]
    if not mine:
        return set(hand)
    higher = [x for x in mine if above_all(x)]
    if higher:
        return set(higher)
    if trumps_in_trick and undertrump == "optional":
        return set(hand)
    return set(mine)


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


def seat_hands(spec: str) -> list[list[str]]:
    """Four 8-card hands written ``"JH 9H ... | ... | ... | ..."``."""
    return [part.split() for part in spec.split("|")]

"""docs/rules.md §1, §2 and §10.1: the deck, card order and card points, as strings."""

from __future__ import annotations

SUITS = "SHDC"
RANKS = "789TJQKA"  # the canonical order within a suit (§1) and of sequences (§7)
DECK = tuple(r + s for s in SUITS for r in RANKS)

# strongest first, and the points of each rank
TRUMP_ORDER = "J9ATKQ87"
PLAIN_ORDER = "ATKQJ987"
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
SA_ORDER = "ATKQJ987"
SA_POINTS = {"A": 19, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TA_ORDER = "J9ATKQ87"
TA_POINTS = {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0}

CONTRACTS = (*SUITS, "SA", "TA")
LAST_TRICK_BONUS = 10  # dix de der
DEAL_POINTS = 162


def suit(card: str) -> str:
    return card[1]


def rank(card: str) -> str:
    return card[0]


def is_trump(card: str, contract: str) -> bool:
    """At a suit contract, a card of that suit. (At SA and TA no card beats the
    suit led, so "trump" is only meaningful for suit contracts.)"""
    return contract in SUITS and suit(card) == contract


def order(card: str, contract: str) -> str:
    if contract == "SA":
        return SA_ORDER
    if contract == "TA":
        return TA_ORDER
    return TRUMP_ORDER if is_trump(card, contract) else PLAIN_ORDER


def strength(card: str, contract: str) -> int:
    """Strength within the card's own suit: 7 for the strongest, 0 for the weakest."""
    return 7 - order(card, contract).index(rank(card))


def points(card: str, contract: str) -> int:
    if contract == "SA":
        return SA_POINTS[rank(card)]
    if contract == "TA":
        return TA_POINTS[rank(card)]
    return (TRUMP_POINTS if is_trump(card, contract) else PLAIN_POINTS)[rank(card)]


def team(seat: int) -> int:
    """Seats 0 and 2 are team 0, seats 1 and 3 team 1 (§1)."""
    return seat % 2

"""docs/rules.md §3 and §10.2: dealing from a game's seed, as the rule book writes it."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from reference.cards import DECK


def rand_below_for(seed: str, deal_index: int) -> Callable[[int], int]:
    """§3's generator for one deal (its counter starts at 0)."""
    counter = 0

    def rand_below(n: int) -> int:
        nonlocal counter
        while True:
            h = hashlib.sha256(f"{seed}:{deal_index}:{counter}".encode()).digest()
            counter += 1
            x = int.from_bytes(h[:8], "big")
            if x < (2**64 // n) * n:
                return x % n

    return rand_below


def shuffle_and_cut(seed: str, deal_index: int, dealer: int | None) -> tuple[int, int, list[str]]:
    """(dealer, cut, deck top first): the first dealer drawn before deal 0's shuffle."""
    rand_below = rand_below_for(seed, deal_index)
    if dealer is None:
        dealer = rand_below(4)
    deck = list(DECK)
    for i in range(31, 0, -1):
        j = rand_below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    cut = 3 + rand_below(27)
    return dealer, cut, deck[cut:] + deck[:cut]


def deal_packets(deck: list[str], dealer: int, packets: list[int]) -> list[list[str]]:
    """Each packet size to every seat in turn from the seat after the dealer;
    returns the hands (the rest of the deck is left out)."""
    hands: list[list[str]] = [[], [], [], []]
    pos = 0
    for size in packets:
        for k in range(1, 5):
            hands[(dealer + k) % 4] += deck[pos : pos + size]
            pos += size
    return hands


def classic_first_five(deck: list[str], dealer: int, first_packet: int) -> list[list[str]]:
    return deal_packets(deck, dealer, [first_packet, 5 - first_packet])


def classic_retourne(deck: list[str]) -> str:
    return deck[20]


def classic_full_hands(
    deck: list[str], dealer: int, first_packet: int, taker: int
) -> list[set[str]]:
    """§3 step 6: after a take, 2 more cards to the taker and 3 to the others
    (from the seat after the dealer), and the retourne to the taker."""
    hands = [set(h) for h in classic_first_five(deck, dealer, first_packet)]
    pos = 21
    for k in range(1, 5):
        seat = (dealer + k) % 4
        n = 2 if seat == taker else 3
        hands[seat] |= set(deck[pos : pos + n])
        pos += n
    hands[taker].add(deck[20])
    return hands


def coinche_hands(deck: list[str], dealer: int, coinche_packets: str) -> list[set[str]]:
    """§10.2: no retourne, all 8 cards in three rounds of ``coinche_packets`` (e.g. "3-2-3")."""
    return [
        set(h) for h in deal_packets(deck, dealer, [int(n) for n in coinche_packets.split("-")])
    ]

"""Seeded, biased choosers for the games the tests play (domain and HTTP alike).

Not rules (those are in ``tests/reference``): ways of picking among the legal
actions so that rare situations come up often. Both drivers call the same
functions with the same seeded ``random.Random``, so a game found by a search
on the domain plays out identically over HTTP.

Styles: ``random`` plays any legal card; ``greedy0`` / ``greedy1`` have that
team play to win every trick (its strongest winning card) while the other
team plays its cheapest card, which makes capots, dedans and lopsided scores
common.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from reference.cards import SUITS, points, strength
from reference.tricks import winner_index

STYLES = ("random", "random", "greedy0", "greedy1")


def choose_card(
    legal: Sequence[str], trick: list[str], trump: str, seat: int, style: str, rng: random.Random
) -> str:
    legal = sorted(legal)
    if style == "random":
        return rng.choice(legal)
    if seat % 2 != int(style[-1]):  # the other team: its cheapest card
        return min(legal, key=lambda x: (points(x, trump), strength(x, trump)))

    def rank(x: str) -> tuple[bool, bool, int]:
        wins = winner_index([*trick, x], trump) == len(trick)
        return (wins, x[1] == trump, strength(x, trump))

    return max(legal, key=rank)


def choose_bid(
    legal: Sequence[dict[str, Any]], pass_bias: float, rng: random.Random
) -> dict[str, Any]:
    """A bid as the API writes it (``{"action", "suit"}``): pass with ``pass_bias``."""
    passes = [b for b in legal if b["action"] == "pass"]
    takes = sorted(
        (b for b in legal if b["action"] != "pass"), key=lambda b: SUITS.index(b["suit"])
    )
    if passes and (not takes or rng.random() < pass_bias):
        return passes[0]
    return rng.choice(takes)

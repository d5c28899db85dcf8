"""Seeded, biased choosers for the games the tests play (domain and HTTP alike).

Not rules (those are in ``tests/reference``): ways of picking among the legal
actions so that rare situations come up often. Both drivers call the same
functions with the same seeded ``random.Random``, so a game found by a search
on the domain plays out identically over HTTP.

Styles: ``random`` plays any legal card; ``greedy0`` / ``greedy1`` have that
team play to win every trick (its strongest winning card) while the other
team plays its cheapest card, which makes capots, dedans and lopsided scores
common.

Bids: :func:`choose_bid` for classic's take-or-pass, :func:`choose_coinche_bid`
for §10.2's auction.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from reference.cards import CONTRACTS, points, strength
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
    """A classic bid as the API writes it (``{"action", "suit"}``): pass with
    ``pass_bias``, else a take naming any contract offered (SA/TA with ``moderne``)."""
    passes = [b for b in legal if b["action"] == "pass"]
    takes = sorted(
        (b for b in legal if b["action"] != "pass"), key=lambda b: CONTRACTS.index(b["suit"])
    )
    if passes and (not takes or rng.random() < pass_bias):
        return passes[0]
    return rng.choice(takes)


def _value_key(value: int | str) -> int:
    return 170 if value == "capot" else int(value)


def _capot_strength(hand: Sequence[str], contract: str) -> int:
    """A rough count of the tricks ``hand`` could win at ``contract``: its
    cards of that suit (every card at TA and SA counts its masters)."""
    if contract in ("SA", "TA"):
        top = "A" if contract == "SA" else "J"
        return sum(2 for x in hand if x[0] == top) + sum(x[0] in "AT9J" for x in hand) // 2
    masters = ("J" + contract, "9" + contract)
    return sum(x[1] == contract for x in hand) + sum(x in masters for x in hand)


def choose_coinche_bid(
    legal: Sequence[dict[str, Any]],
    pass_bias: float,
    seat: int,
    style: str,
    rng: random.Random,
    hand: Sequence[str] = (),
) -> dict[str, Any]:
    """A coinche bid as the API writes it (``{"action", "suit", "value"}``),
    biased towards §10.2's rare cases: coinches, surcoinches, ``capot`` bids
    (from the team a greedy style favours, in the suit of ``hand`` it holds
    most of, so they are made, and from the other, so they fail), SA and TA."""
    kinds = {b["action"]: b for b in legal}
    if "surcoinche" in kinds and rng.random() < 0.5:
        return kinds["surcoinche"]
    if "coinche" in kinds and rng.random() < 0.3:
        return kinds["coinche"]
    bids = sorted(
        (b for b in legal if b["action"] == "bid"),
        key=lambda b: (_value_key(b["value"]), CONTRACTS.index(b["suit"])),
    )
    favoured = style != "random" and seat % 2 == int(style[-1])
    capots = [b for b in bids if b["value"] == "capot"]
    if capots and favoured and hand:
        best = max(capots, key=lambda b: (_capot_strength(hand, b["suit"]), b["suit"]))
        if _capot_strength(hand, best["suit"]) >= 5 and rng.random() < 0.8:
            return best
    if "pass" in kinds and (not bids or rng.random() < pass_bias):
        return kinds["pass"]
    if capots and rng.random() < 0.1:
        return rng.choice(capots)
    lowest = _value_key(bids[0]["value"])
    near = [b for b in bids if _value_key(b["value"]) <= lowest + 20]
    all_suits = [b for b in near if b["suit"] in ("SA", "TA")]
    if all_suits and rng.random() < 0.4:
        return rng.choice(all_suits)
    return rng.choice(near)

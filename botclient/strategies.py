"""Which function decides for an external bot: a built-in strategy or the user's own.

A strategy is the same callable the built-in bots are (:data:`domain.bots.Strategy`)::

    def choose(view: domain.views.SeatView, entropy: str) -> domain.bidding.Bid | domain.cards.Card

called only when it is the seat's turn, with ``view.legal_bids`` (bidding) or
``view.legal_cards`` (playing) not empty. ``entropy`` is a fixed string per
game and seat (see :func:`external_entropy`), for strategies that want
reproducible randomness. So a strategy written for ``belote bot`` also runs
in ``belote simulate``-style experiments on :mod:`domain` alone, and back.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import sys

from domain.bots import BOT_NAMES, Strategy, get_strategy


class StrategyNotFound(Exception):
    """``--strategy`` names no built-in bot and no importable ``module:function``."""


def load_strategy(spec: str) -> Strategy:
    """``heuristic``, ``random`` or ``package.module:function``.

    A ``module:function`` is imported with the current directory on the path
    (as ``python -m`` would), so ``examples.my_bot:choose`` works from the
    repository's root.
    """
    if ":" not in spec:
        if spec not in BOT_NAMES:
            raise StrategyNotFound(
                f"unknown strategy {spec!r}: use {', '.join(BOT_NAMES)} or module:function"
            )
        return get_strategy(spec)
    module_name, _, attribute = spec.partition(":")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        module = importlib.import_module(module_name)
    except ImportError as e:
        raise StrategyNotFound(f"cannot import {module_name!r}: {e}") from None
    function = getattr(module, attribute, None)
    if not callable(function):
        raise StrategyNotFound(f"{module_name!r} has no function {attribute!r}")
    strategy: Strategy = function
    return strategy


def external_entropy(game_id: str, seat: int) -> str:
    """The ``entropy`` an external bot gets: the built-in bots' comes from the
    secret seed, which a client never sees before the end."""
    return hashlib.sha256(f"external:{game_id}:{seat}".encode()).hexdigest()

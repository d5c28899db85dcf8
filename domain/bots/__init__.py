"""Built-in bots: deterministic functions of what their seat can see.

A strategy is ``strategy(view, entropy) -> Bid | Card``. ``view`` is the seat's
:class:`~domain.views.SeatView`, so a bot cannot see more than a player in its
chair. ``entropy`` is a string derived one-way from the game seed (it cannot
be turned back into the deals); a bot that wants randomness hashes it with the
seat and decision number, so the same game always gets the same choices.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from domain.bidding import Bid
from domain.cards import Card
from domain.errors import InvalidInput
from domain.events import BidMade, Event, card_played
from domain.game import GameState, Phase
from domain.views import SeatView, seat_view

Action = Bid | Card
Strategy = Callable[[SeatView, str], Action]


def bot_entropy(seed: str) -> str:
    """The one-way value built-in bots get instead of the secret seed."""
    return hashlib.sha256(f"bots:{seed}".encode()).hexdigest()


def strategies() -> dict[str, Strategy]:
    from domain.bots.expert import expert
    from domain.bots.heuristic import heuristic
    from domain.bots.random import random_bot

    return {"random": random_bot, "heuristic": heuristic, "expert": expert}


BOT_NAMES = ("random", "heuristic", "expert")


def get_strategy(name: str) -> Strategy:
    try:
        return strategies()[name]
    except KeyError:
        raise InvalidInput(
            "unknown_bot", f"unknown bot {name!r}; built-in bots are {', '.join(BOT_NAMES)}"
        ) from None


def decide(strategy: Strategy, state: GameState, seat: int) -> Event:
    """The decision ``strategy`` takes for ``seat`` as an event to apply."""
    action = strategy(seat_view(state, seat), bot_entropy(state.seed))
    if isinstance(action, Card):
        return card_played(seat, action)
    return BidMade(seat, action)


def bot_turn(state: GameState) -> tuple[int, str] | None:
    """(seat, strategy name) when the seat to act is a built-in bot."""
    turn = state.turn
    if turn is None or state.phase is Phase.FINISHED:
        return None
    occupant = state.seats[turn]
    if occupant is not None and occupant.kind == "bot":
        return turn, occupant.name
    return None

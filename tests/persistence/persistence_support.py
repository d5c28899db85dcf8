"""Helpers for the persistence tests: games played by the built-in bots.

The name is unique on purpose: pytest's default import mode puts this
directory on ``sys.path`` and a generic name could clash with another one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.bidding import Bid
from domain.bots import decide, get_strategy
from domain.events import BidMade, CardPlayed, Event, GameCreated, Occupant
from domain.game import GameState, Phase, replay
from domain.rules import Rules
from domain.views import deal_records, seat_view, table_view, to_jsonable

BOTS = (Occupant("bot", "heuristic"), Occupant("bot", "random")) * 2


def bots_game(seed: str = "persistence-tests", target: int = 501) -> GameCreated:
    """A game whose four seats are built-in bots: it starts at once."""
    return GameCreated(Rules(target=target), seed, BOTS)


def next_decision(state: GameState) -> Event:
    """What a heuristic bot would decide for the seat whose turn it is."""
    assert state.turn is not None, "nobody is to decide"
    return decide(get_strategy("heuristic"), state, state.turn)


def advance(state: GameState, n: int) -> list[Event]:
    """Apply up to ``n`` bot decisions to ``state`` (fewer if the game ends)."""
    decisions: list[Event] = []
    while len(decisions) < n and state.phase is not Phase.FINISHED:
        event = next_decision(state)
        state.apply(event)
        decisions.append(event)
    return decisions


def legal_decisions(state: GameState) -> list[Event]:
    """Every decision the seat to act may take right now."""
    seat = state.turn
    assert seat is not None
    if state.phase is Phase.BIDDING:
        bids: Sequence[Bid] = state.legal_bids()
        return [BidMade(seat, b) for b in bids]
    return [CardPlayed(seat, c) for c in state.legal_cards()]


def fingerprint(state: GameState) -> dict[str, Any]:
    """Everything observable about a state, as plain JSON values."""
    return {
        "table": to_jsonable(table_view(state)),
        "seats": [to_jsonable(seat_view(state, s)) for s in range(4)],
        "deals": to_jsonable(deal_records(state)),
        "seed": state.seed,
        "reserve": state.reserve,
        "version": state.version,
    }


def replay_fingerprint(events: Sequence[Event]) -> dict[str, Any]:
    return fingerprint(replay(events))

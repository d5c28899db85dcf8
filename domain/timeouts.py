"""Whose turn clock runs, and what happens when it runs out (see :mod:`domain.clocks`).

Time itself is not the domain's business: these functions say whose clock runs
and which decision its end brings; the caller knows when that is (the time of
the append that made the seat the one to act, plus ``turn_seconds``).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from domain.bots import decide, get_strategy
from domain.errors import RuleViolation
from domain.events import BidMade, CardPlayed, Event, GameAbandoned
from domain.game import GameState, Phase

STAND_IN = "heuristic"
"""The built-in strategy that decides for a seat whose clock ran out."""


def running(state: GameState) -> bool:
    """Whether the game is under way: a clock can only run then."""
    return state.phase is Phase.BIDDING or state.phase is Phase.PLAYING


def is_player(state: GameState, seat: int) -> bool:
    occupant = state.seats[seat]
    return occupant is not None and occupant.kind == "player"


def timed_seat(state: GameState) -> int | None:
    """The seat whose turn clock is running now, or None.

    That is the seat to act when the table has a clock, the game is under
    way and the seat holds a player who is present, or absent along with
    every other player (then the clock runs towards abandoning the game, or
    at a lone player's table towards its stand-in's next decision).
    """
    if state.clock is None or not running(state):
        return None
    seat = state.turn
    if seat is None or not is_player(state, seat):
        return None
    if state.absent(seat) and not state.everyone_absent():
        return None  # its stand-in decides at once (stand_in_turn)
    return seat


def deadline(state: GameState, started_at: datetime) -> datetime | None:
    """When the clock that started at ``started_at`` (the append that made the
    seat to act what it is) runs out; None when no clock runs."""
    if state.clock is None or timed_seat(state) is None:
        return None
    return started_at + timedelta(seconds=state.clock.turn_seconds)


def stand_in_turn(state: GameState) -> int | None:
    """The seat to act when it is an absent player's, to be decided at once by its stand-in."""
    if state.clock is None or not running(state):
        return None
    seat = state.turn
    if seat is None or not is_player(state, seat) or not state.absent(seat):
        return None
    return None if state.everyone_absent() else seat


def stand_in_decision(state: GameState, seat: int) -> BidMade | CardPlayed:
    """What the stand-in decides for ``seat``, marked as the stand-in's."""
    decision = decide(get_strategy(STAND_IN), state, seat)
    if isinstance(decision, CardPlayed):
        return CardPlayed(decision.seat, decision.card, stand_in=True)
    assert isinstance(decision, BidMade)
    return BidMade(decision.seat, decision.bid, stand_in=True)


def timeout(state: GameState) -> Event | None:
    """The decision that the running clock's end brings, or None when no clock runs.

    The stand-in's decision for the seat to act; or, when every player of a
    table of two players or more is already absent, abandoning the game. A lone
    player's stand-in plays on, at the clock's pace, until the game ends or the
    player returns.
    """
    seat = timed_seat(state)
    if seat is None:
        return None
    if state.may_be_abandoned():
        return GameAbandoned()
    return stand_in_decision(state, seat)


def check_stand_in(state: GameState, decision: Event) -> None:
    """Refuse a decision marked as the stand-in's that the stand-in would not take.

    The stand-in is deterministic, so a replay (``belote verify``,
    ``POST /replays``) can tell a genuine timeout from a forged one.
    """
    if not isinstance(decision, BidMade | CardPlayed) or not decision.stand_in:
        return
    if state.turn != decision.seat:
        return  # apply() refuses it with the turn's own error
    expected = stand_in_decision(state, decision.seat)
    if decision != expected:
        raise RuleViolation(
            "not_the_stand_ins_decision",
            f"seat {decision.seat}'s stand-in would have decided otherwise",
            expected=expected.to_dict(),
        )

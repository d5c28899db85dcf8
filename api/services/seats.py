"""Who holds a seat: the one predicate behind every seat's rights, and its check."""

from __future__ import annotations

from api.services.errors import Forbidden
from domain.events import Occupant
from domain.game import GameState, check_seat
from persistence.store import Player


def holds_seat(occupant: Occupant | None, player_id: str | None) -> bool:
    """Whether the seat's ``occupant`` (at some point of a game) is the player ``player_id``.

    Asked of the state being answered: a player who left must not see what
    the seat's next occupant sees.
    """
    return occupant is not None and occupant.kind == "player" and occupant.name == player_id


def check_holds_seat(state: GameState, player: Player, seat: int) -> None:
    """Refuse anything done or read for a seat the player does not hold (a move, a
    private view or stream, resigning, returning, a rematch): 403 ``not_your_seat``."""
    check_seat(seat)
    if not holds_seat(state.seats[seat], player.id):
        raise Forbidden("not_your_seat", f"you do not sit in seat {seat}")

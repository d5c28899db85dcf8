"""Display names beside player ids in response bodies.

A body that shows seats (``table.seats`` of a game or a seat view, ``seats``
of a list item or a record) also carries ``seat_names``: the four seats'
display names in seat order, null for an empty seat, a bot's strategy for a
bot. Beside the seats, not inside them: a seat (``kind``, ``name`` = the
player's id) and the whole ``table`` stay exactly what the public event log
replays to, which clients can check, while a name is not in the log and
changes (``PATCH /me``). So each response reads the names it shows in one
query, never from a per-process cache (see :mod:`persistence.players`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask import current_app

from persistence.players import Players

Seats = list[dict[str, Any] | None]


def players() -> Players:
    """The players' directory of the app's database (stateless: cheap to make)."""
    return Players(current_app.extensions["belote"].store.engine)


def seat_names(*seat_lists: Seats) -> list[list[str | None]]:
    """The display names of each of ``seat_lists`` (one query for all of them)."""
    names = players().names(
        seat["name"]
        for seats in seat_lists
        for seat in seats
        if seat is not None and seat["kind"] == "player"
    )
    return [
        [
            None
            if seat is None
            else names.get(seat["name"], seat["name"])
            if seat["kind"] == "player"
            else seat["name"]
            for seat in seats
        ]
        for seats in seat_lists
    ]


def display_names(player_ids: Iterable[str]) -> dict[str, str]:
    """Each id's current display name (the id itself for an unknown one)."""
    ids = list(player_ids)
    names = players().names(ids)
    return {player_id: names.get(player_id, player_id) for player_id in ids}

"""Display names beside player ids in response bodies.

A body that shows seats (``table.seats`` of a game or a seat view, ``seats``
of a list item or a record) also carries ``seat_names``: the four seats'
display names in seat order, null for an empty seat, a bot's strategy for a
bot; and ``seat_kinds``: who sits there, ``human`` or ``bot`` (a bot
account, or a built-in bot: ``seats[i].kind`` tells these two apart), null
for an empty seat. Two occupants of one table whose names look alike (the
same letters once case and compatibility forms are folded) are told apart by
a short id beside each player's name: ``"Alice #k3v8q2"``. Beside the seats,
not inside them: a seat (``kind``, ``name`` = the player's id) and the whole
``table`` stay exactly what the public event log replays to, which clients
can check, while a name is not in the log and changes (``PATCH /me``). So
each response reads the names it shows in one query, never from a
per-process cache (see :mod:`persistence.players`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask import current_app

from persistence.names import skeleton
from persistence.players import Players

Seats = list[dict[str, Any] | None]


def players() -> Players:
    """The players' directory of the app's database (stateless: cheap to make)."""
    return Players(current_app.extensions["belote"].store.engine)


Labels = list[str | None]


def seat_labels(*seat_lists: Seats) -> list[tuple[Labels, Labels]]:
    """The display names and kinds of each of ``seat_lists`` (one query for all of them)."""
    found = players().directory(
        seat["name"]
        for seats in seat_lists
        for seat in seats
        if seat is not None and seat["kind"] == "player"
    )
    return [
        (
            _tell_apart(seats, [_label(seat, found)[0] for seat in seats]),
            [_label(seat, found)[1] for seat in seats],
        )
        for seats in seat_lists
    ]


SHORT_ID = 6
"""Characters of a player's id shown beside a name another occupant's looks like."""


def _tell_apart(seats: Seats, names: Labels) -> Labels:
    """The names, with a short id beside each player's whose name looks like
    another occupant's at the table (two "Alice", or "Alice" and "ALICE")."""
    who: dict[str, set[tuple[str, str]]] = {}
    for seat, name in zip(seats, names, strict=True):
        if seat is not None and name is not None:
            who.setdefault(skeleton(name), set()).add((seat["kind"], seat["name"]))
    return [
        f"{name} #{seat['name'][:SHORT_ID]}"
        if seat is not None
        and name is not None
        and seat["kind"] == "player"
        and len(who[skeleton(name)]) > 1
        else name
        for seat, name in zip(seats, names, strict=True)
    ]


def _label(
    seat: dict[str, Any] | None, found: dict[str, tuple[str, str]]
) -> tuple[str | None, str | None]:
    if seat is None:
        return None, None
    if seat["kind"] != "player":
        return seat["name"], "bot"  # a built-in bot: its strategy
    return found.get(seat["name"], (seat["name"], "human"))


def label_seats(body: dict[str, Any], seats: Seats) -> None:
    """Set ``seat_names`` and ``seat_kinds`` of ``body`` for ``seats`` (one query)."""
    body["seat_names"], body["seat_kinds"] = seat_labels(seats)[0]


def display_names(player_ids: Iterable[str]) -> dict[str, str]:
    """Each id's current display name (the id itself for an unknown one)."""
    ids = list(player_ids)
    names = players().names(ids)
    return {player_id: names.get(player_id, player_id) for player_id in ids}

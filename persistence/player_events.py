"""Each player's own event stream: what concerns it, in every game.

``GET /me/events`` serves it (api/http/routes/player_events.py). Kinds of event,
each with the game's id:

- ``invited``: the creator of a private table invited this player by its id;
  ``invitation`` is the code to sit with (``?invitation=``), ``by`` the creator;
- ``game_started``: a game this player sits at has its four seats filled
  (a new game, or a rematch); ``seats`` are its own;
- ``your_turn``: after a move, the seat to act is this player's (``seat``),
  at game ``version``; one per write, never a card;
- ``rematch_asked``: another seat of a finished game it sat at asked for a
  rematch (``seat``, ``by``);
- ``game_finished``: a game it sat at is over (``seats`` are its own).

The stream is a log, not something derived later: each event is written in
the transaction of what causes it, numbered ``1, 2, 3 ...`` per player from
``players.event_seq`` (see :class:`persistence.models.PlayerEventRow`), so a
reader that resumes after ``seq`` gets every later event once. Payloads name
games and seats, never a card.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Engine, bindparam, insert, select, update

from domain.game import GameState, Phase
from persistence.models import PlayerEventRow, PlayerRow

SEQ_MAX = 2**31 - 1
"""The largest seq a player's event can have (``player_events.seq`` is a 32-bit integer)."""

KEY_PREFIX = "@"
"""Announcements of a player's stream are ``@<player id>:<seq>`` (ids hold no ``@``)."""


@dataclass(frozen=True, slots=True)
class PlayerEvent:
    """An event to append to ``player_id``'s stream."""

    player_id: str
    type: str
    payload: dict[str, Any]


@dataclass(frozen=True, slots=True)
class StoredPlayerEvent:
    seq: int
    type: str
    payload: dict[str, Any]
    recorded_at: datetime


def stream_key(player_id: str) -> str:
    """The announcement key of ``player_id``'s stream."""
    return KEY_PREFIX + player_id


def _players_seats(state: GameState) -> dict[str, list[int]]:
    seats: dict[str, list[int]] = {}
    for seat, occupant in enumerate(state.seats):
        if occupant is not None and occupant.kind == "player":
            seats.setdefault(occupant.name, []).append(seat)
    return seats


def after_write(game_id: str, state: GameState, *, started: bool) -> list[PlayerEvent]:
    """The players' events of one write to a game, ``state`` being the game after it.

    ``started``: this write filled the last seat (the game began with it).
    """
    seats = _players_seats(state)
    events: list[PlayerEvent] = []
    if started:
        for player_id, own in seats.items():
            events.append(
                PlayerEvent(player_id, "game_started", {"game_id": game_id, "seats": own})
            )
    turn = state.turn
    occupant = state.seats[turn] if turn is not None else None
    if turn is not None and occupant is not None and occupant.kind == "player":
        payload = {"game_id": game_id, "seat": turn, "version": state.version}
        events.append(PlayerEvent(occupant.name, "your_turn", payload))
    if state.phase is Phase.FINISHED:
        for player_id, own in seats.items():
            payload = {"game_id": game_id, "seats": own}
            events.append(PlayerEvent(player_id, "game_finished", payload))
    return events


def rematch_asked(game_id: str, state: GameState, seat: int, by: str) -> list[PlayerEvent]:
    """``seat`` (player ``by``) asked for a rematch: tell the game's other players."""
    payload = {"game_id": game_id, "seat": seat, "by": by}
    return [
        PlayerEvent(player_id, "rematch_asked", payload)
        for player_id in _players_seats(state)
        if player_id != by
    ]


def write(conn: Connection, events: Sequence[PlayerEvent], now: datetime) -> dict[str, int]:
    """Append ``events`` in ``conn``'s transaction; each player's new last seq.

    Players are numbered in id order, so that two transactions touching the
    same players take their row locks in the same order (no deadlock). An
    unknown player id (none is expected) gets nothing.
    """
    by_player: dict[str, list[PlayerEvent]] = {}
    for event in events:
        by_player.setdefault(event.player_id, []).append(event)
    heads: dict[str, int] = {}
    rows: list[dict[str, Any]] = []
    for player_id in sorted(by_player):
        own = by_player[player_id]
        last = conn.execute(_BUMP, {"player": player_id, "n": len(own)}).scalar_one_or_none()
        if last is None:
            continue
        heads[player_id] = last
        first = last - len(own) + 1
        rows += [
            {
                "player_id": player_id,
                "seq": first + i,
                "type": e.type,
                "payload": e.payload,
                "recorded_at": now,
            }
            for i, e in enumerate(own)
        ]
    if rows:
        conn.execute(_INSERT, rows)
    return heads


# Built once: a move's write runs these, and building a statement costs more than it.
_BUMP = (
    update(PlayerRow)
    .where(PlayerRow.id == bindparam("player"))
    .values(event_seq=PlayerRow.event_seq + bindparam("n"))
    .returning(PlayerRow.event_seq)
)
_INSERT = insert(PlayerEventRow)


_HEADS = select(PlayerRow.id, PlayerRow.event_seq).where(
    PlayerRow.id.in_(bindparam("ids", expanding=True))
)


class PlayerEvents:
    """Reading players' streams."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def after(self, player_id: str, seq: int, limit: int) -> list[StoredPlayerEvent]:
        """``player_id``'s events after ``seq``, at most ``limit``, in order."""
        seq = min(seq, SEQ_MAX)  # beyond every seq; a bigger number overflows SQLite's integers
        row = PlayerEventRow
        query = (
            select(row.seq, row.type, row.payload, row.recorded_at)
            .where(row.player_id == player_id, row.seq > seq)
            .order_by(row.seq)
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return [StoredPlayerEvent(*r) for r in conn.execute(query)]

    def heads(self, player_ids: Iterable[str]) -> dict[str, int]:
        """The seq of each player's last event (one query)."""
        ids = sorted(set(player_ids))
        if not ids:
            return {}
        with self.engine.connect() as conn:
            return {r.id: r.event_seq for r in conn.execute(_HEADS, {"ids": ids})}

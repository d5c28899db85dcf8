"""Projectors: the read models kept in step with games' logs, inside the append.

:meth:`persistence.store.GameStore.append` (and ``create_game``) inserts a
write's events, then hands what was appended (:class:`Appended`) to each
registered projector in registration order, all in the same
:class:`~persistence.unit_of_work.UnitOfWork`: a projector that raises rolls
the events back with it. A projector may also add columns to the game's own
row (:meth:`Projector.columns`), which the store writes in the statement that
checks the version, so a column costs no statement of its own.

Everything a projector writes is a function of the log (``belote verify``
rebuilds and compares it). A new read model is one more projector registered
with :func:`default_projectors`' list (or the store's :attr:`projectors`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, insert, select, update

from domain.events import Event, SeatLeft, SeatTaken
from domain.game import GameState, Phase
from domain.timeouts import deadline
from persistence.models import GameRow, GameSeatRow, PlayerGameRow
from persistence.player_events import after_write, write_in
from persistence.projections import player_games
from persistence.unit_of_work import UnitOfWork


@dataclass(frozen=True, slots=True)
class Appended:
    """One write to a game's log: its new events, from ``first_seq``, and the state after them."""

    game_id: str
    first_seq: int  # 1 for a new game
    decisions: Sequence[Event]
    state: GameState

    @property
    def created(self) -> bool:
        return self.first_seq == 1

    @property
    def seats_changed(self) -> bool:
        return self.created or any(isinstance(d, SeatTaken | SeatLeft) for d in self.decisions)

    @property
    def started(self) -> bool:
        """This write filled the last seat: the game began with it."""
        if self.state.phase is Phase.WAITING:
            return False
        return self.created or any(isinstance(d, SeatTaken) for d in self.decisions)

    @property
    def finished(self) -> bool:
        return self.state.phase is Phase.FINISHED


class Projector:
    """A read model of games' logs; both steps do nothing unless overridden."""

    name = "projector"

    def columns(self, appended: Appended, now: datetime) -> dict[str, Any]:
        """Columns of the game's ``games`` row to set in the append's version-checked write."""
        return {}

    def write(self, uow: UnitOfWork, appended: Appended) -> None:
        """Write the model's rows in ``uow``, after the events."""


class Projectors:
    """The registered projectors, run in registration order."""

    def __init__(self, projectors: Iterable[Projector] = ()) -> None:
        self._projectors = list(projectors)

    def register(self, projector: Projector) -> None:
        self._projectors.append(projector)

    def __iter__(self) -> Iterator[Projector]:
        return iter(self._projectors)

    def columns(self, appended: Appended, now: datetime) -> dict[str, Any]:
        columns: dict[str, Any] = {}
        for projector in self._projectors:
            columns.update(projector.columns(appended, now))
        return columns

    def write(self, uow: UnitOfWork, appended: Appended) -> None:
        for projector in self._projectors:
            projector.write(uow, appended)


class Deadlines(Projector):
    """``games.deadline_at``: when the running turn clock runs out (the sweeper's index).

    Every append restarts (or stops) a timed game's clock.
    """

    name = "deadlines"

    def columns(self, appended: Appended, now: datetime) -> dict[str, Any]:
        if appended.created or appended.state.clock is not None:
            return {"deadline_at": deadline(appended.state, now)}
        return {}


class Seats(Projector):
    """``game_seats``: who sits where, rewritten when a seat is taken or left."""

    name = "seats"

    def write(self, uow: UnitOfWork, appended: Appended) -> None:
        if not appended.seats_changed:
            return
        game_id = appended.game_id
        if not appended.created:
            uow.conn.execute(delete(GameSeatRow).where(GameSeatRow.game_id == game_id))
        rows = [
            {"game_id": game_id, "seat": seat, "kind": o.kind, "name": o.name}
            for seat, o in enumerate(appended.state.seats)
            if o is not None
        ]
        if rows:
            uow.conn.execute(insert(GameSeatRow), rows)


class PlayerGames(Projector):
    """``player_games``: a row per seated player, written when seats change and
    completed (results, deal counts) by the append that ends the game."""

    name = "player games"

    def write(self, uow: UnitOfWork, appended: Appended) -> None:
        conn, game_id, state = uow.conn, appended.game_id, appended.state
        if appended.created:
            self._insert(uow, appended, uow.now)
            return
        if appended.seats_changed:  # before the game starts: no result to keep
            created_at = conn.execute(
                select(GameRow.created_at).where(GameRow.id == game_id)
            ).scalar_one()
            conn.execute(delete(PlayerGameRow).where(PlayerGameRow.game_id == game_id))
            self._insert(uow, appended, created_at)
        if appended.finished:
            for player_id, columns in player_games(state).items():
                conn.execute(
                    update(PlayerGameRow)
                    .where(PlayerGameRow.game_id == game_id, PlayerGameRow.player_id == player_id)
                    .values(finished_at=uow.now, **columns)
                )

    @staticmethod
    def _insert(uow: UnitOfWork, appended: Appended, created_at: datetime) -> None:
        finished_at = created_at if appended.finished else None
        rows = [
            {
                "game_id": appended.game_id,
                "player_id": player_id,
                "created_at": created_at,
                "finished_at": finished_at,
                **columns,
            }
            for player_id, columns in player_games(appended.state).items()
        ]
        if rows:
            uow.conn.execute(insert(PlayerGameRow), rows)


class PlayerStreams(Projector):
    """Players' own streams: ``game_started``, ``your_turn``, ``game_finished``
    (persistence/player_events.py); the new heads are left in ``uow.player_heads``."""

    name = "player events"

    def write(self, uow: UnitOfWork, appended: Appended) -> None:
        events = after_write(appended.game_id, appended.state, started=appended.started)
        write_in(uow, events)


def default_projectors() -> Projectors:
    """The service's read models, in the order they are written."""
    return Projectors([Deadlines(), Seats(), PlayerGames(), PlayerStreams()])

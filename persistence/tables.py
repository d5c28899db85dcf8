"""Tables beside the log: lobby visibility, invitations, rematches.

None of this is a decision of the game, so none of it is in the event log:
who may sit (an invitation) and whether strangers see the table (the lobby)
are matters of the service, and a rematch is a new game with its own log.
Every row is keyed by a game and written in small guarded statements, so
several processes can serve the same table.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from sqlalchemy import Engine, and_, delete, func, insert, select, update

from persistence.db import write_transaction
from persistence.models import (
    EventRow,
    GameRow,
    GameSeatRow,
    GameTableRow,
    InvitationRow,
    PlayerGameRow,
    RematchRequestRow,
)
from persistence.store import GameSummary, NotFound, _summary
from persistence.unit_of_work import UnitOfWork

_GAMES = GameRow.__table__


class Visibility(StrEnum):
    PUBLIC = "public"  # listed in the lobby while seats are free; anyone may sit
    PRIVATE = "private"  # sit only with an invitation (or as the creator)


@dataclass(frozen=True, slots=True)
class Table:
    game_id: str
    visibility: Visibility
    rematch_of: str | None
    rematch: str | None


@dataclass(frozen=True, slots=True)
class Invitation:
    game_id: str
    code: str
    created_at: datetime
    used_by: str | None
    used_at: datetime | None
    seed_chosen_by: str  # the game's: "creator" tells an invitee who could know every hand


class Claim(StrEnum):
    """What claiming an invitation found."""

    CLAIMED = "claimed"
    UNKNOWN = "unknown"  # no such code for this game
    USED = "used"  # someone already sat with it


class TableStore:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # -- the table row ------------------------------------------------------

    @staticmethod
    def add(
        uow: UnitOfWork, game_id: str, visibility: Visibility, rematch_of: str | None = None
    ) -> None:
        """Write a new game's table, in the unit of work that creates the game."""
        uow.conn.execute(
            insert(GameTableRow).values(
                game_id=game_id, visibility=visibility.value, rematch_of=rematch_of
            )
        )

    def table(self, game_id: str) -> Table | None:
        t = GameTableRow
        query = select(t.game_id, t.visibility, t.rematch_of, t.rematch)
        with self.engine.connect() as conn:
            row = conn.execute(query.where(t.game_id == game_id)).first()
        if row is None:
            return None
        return Table(row.game_id, Visibility(row.visibility), row.rematch_of, row.rematch)

    # -- the lobby and expiry -------------------------------------------------

    def lobby(
        self, active_since: datetime | None, *, limit: int, offset: int
    ) -> tuple[list[GameSummary], int]:
        """Public waiting games active after ``active_since`` (None: any), newest first,
        and their count.

        Driven by ``ix_games_status_created_at``.
        """
        where = and_(
            GameRow.status == "waiting",
            GameTableRow.visibility == Visibility.PUBLIC.value,
            *([GameRow.updated_at > active_since] if active_since is not None else []),
        )
        joined = _GAMES.join(GameTableRow, GameTableRow.game_id == GameRow.id)
        page = (
            select(*_GAMES.c)
            .select_from(joined)
            .where(where)
            .order_by(GameRow.created_at.desc(), GameRow.id.desc())
            .limit(limit)
            .offset(offset)
        )
        count = select(func.count()).select_from(joined).where(where)
        with self.engine.connect() as conn:
            rows = conn.execute(page).all()
            total = conn.execute(count).scalar_one()
        return [_summary(r._mapping) for r in rows], int(total)

    def waiting_count(self, creator_id: str) -> int:
        """How many games ``creator_id`` made are still waiting for players."""
        query = select(func.count()).where(
            GameRow.creator_id == creator_id, GameRow.status == "waiting"
        )
        with self.engine.connect() as conn:
            return int(conn.execute(query).scalar_one())

    def clocked_count(self, creator_id: str) -> int:
        """How many games ``creator_id`` made have a turn clock running."""
        query = select(func.count()).where(
            GameRow.creator_id == creator_id, GameRow.deadline_at.is_not(None)
        )
        with self.engine.connect() as conn:
            return int(conn.execute(query).scalar_one())

    def expired(self, idle_before: datetime, limit: int) -> list[str]:
        """Waiting games with no activity after ``idle_before`` (at most ``limit``)."""
        query = (
            select(GameRow.id)
            .where(GameRow.status == "waiting", GameRow.updated_at <= idle_before)
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return list(conn.execute(query).scalars())

    def delete_waiting(self, game_id: str, version: int) -> bool:
        """Delete a game that is still waiting at ``version``, log and all.

        False if it started or changed meanwhile (nothing is deleted then).
        A waiting game has dealt nothing: no card, no seed, no result is lost.
        The ``games`` row is locked first, as every writer of a game does (an
        append updates it first, an invitation reads it for share first), so
        a seat or an invitation racing the delete waits for it, then finds
        no game, and the two never deadlock.
        """
        with write_transaction(self.engine) as conn:
            guard = (
                select(GameRow.id)
                .where(
                    GameRow.id == game_id, GameRow.status == "waiting", GameRow.version == version
                )
                .with_for_update()
            )
            if conn.execute(guard).first() is None:
                return False
            for row in (InvitationRow, RematchRequestRow, GameTableRow, PlayerGameRow):
                conn.execute(delete(row).where(row.game_id == game_id))
            conn.execute(delete(GameSeatRow).where(GameSeatRow.game_id == game_id))
            conn.execute(delete(EventRow).where(EventRow.game_id == game_id))
            deleted = conn.execute(
                delete(GameRow).where(
                    GameRow.id == game_id, GameRow.status == "waiting", GameRow.version == version
                )
            ).rowcount
            if deleted != 1:
                conn.rollback()
                return False
        return True

    # -- invitations --------------------------------------------------------------

    @staticmethod
    def invite(uow: UnitOfWork, game_id: str, now: datetime) -> str:
        """A new single-use invitation code for ``game_id``, written in ``uow``."""
        code = secrets.token_urlsafe(16)
        # The game's row first, as every writer of a game (a delete waits or goes first).
        game = select(GameRow.id).where(GameRow.id == game_id).with_for_update(key_share=True)
        if uow.conn.execute(game).first() is None:
            raise NotFound("not_found", f"no game {game_id!r}", game_id=game_id)
        uow.conn.execute(insert(InvitationRow).values(code=code, game_id=game_id, created_at=now))
        return code

    def invitations(self, game_id: str) -> list[Invitation]:
        row = InvitationRow
        query = (
            select(row.code, row.created_at, row.used_by, row.used_at, GameRow.seed_chosen_by)
            .join(GameRow, GameRow.id == row.game_id)
            .where(row.game_id == game_id)
            .order_by(row.created_at, row.code)
        )
        with self.engine.connect() as conn:
            return [Invitation(game_id, *r) for r in conn.execute(query)]

    def check_invitation(self, game_id: str, code: str) -> Claim:
        """Whether ``code`` could be claimed now (``CLAIMED``), is ``USED`` or ``UNKNOWN``."""
        row = InvitationRow
        query = select(row.used_by).where(row.code == code, row.game_id == game_id)
        with self.engine.connect() as conn:
            found = conn.execute(query).first()
        if found is None:
            return Claim.UNKNOWN
        return Claim.USED if found.used_by is not None else Claim.CLAIMED

    @staticmethod
    def claim(uow: UnitOfWork, game_id: str, code: str, player_id: str, now: datetime) -> bool:
        """Mark the invitation used by ``player_id``, in the unit of work that seats
        that player (so a code is never spent on an empty seat); exactly one
        claimer wins: False for the others."""
        row = InvitationRow
        claimed = uow.conn.execute(
            update(row)
            .where(row.code == code, row.game_id == game_id, row.used_by.is_(None))
            .values(used_by=player_id, used_at=now)
        ).rowcount
        return bool(claimed == 1)


class RematchNotAgreed(Exception):
    """Raised inside the rematch's creation when the seats' agreement no longer holds."""


class Rematches:
    """Rematch requests of finished games, and the link to the rematch.

    The game's ``game_tables`` row is the lock: creating the rematch sets
    ``rematch`` only where it is still null, and a withdrawal touches that row
    first, so a withdrawal and the creation never both succeed.
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def requests(self, game_id: str) -> list[int]:
        row = RematchRequestRow
        query = select(row.seat).where(row.game_id == game_id).order_by(row.seat)
        with self.engine.connect() as conn:
            return list(conn.execute(query).scalars())

    @staticmethod
    def ask(uow: UnitOfWork, game_id: str, seat: int, player_id: str, now: datetime) -> bool:
        """Record the seat's request in ``uow``; True if it is its first (asking twice
        is one request).

        Two first requests of one seat at once: the second's insert raises
        :class:`~sqlalchemy.exc.IntegrityError`; asking again in a new unit of
        work then finds the first's row.
        """
        conn = uow.conn
        _ensure_table(uow, game_id)
        asked = conn.execute(
            select(RematchRequestRow.seat).where(
                RematchRequestRow.game_id == game_id, RematchRequestRow.seat == seat
            )
        ).first()
        if asked is not None:
            return False
        conn.execute(
            insert(RematchRequestRow).values(
                game_id=game_id, seat=seat, player_id=player_id, created_at=now
            )
        )
        return True

    def withdraw(self, game_id: str, seat: int) -> bool:
        """Withdraw the seat's request; False once the rematch exists."""
        t = GameTableRow
        with write_transaction(self.engine) as conn:
            still_open = conn.execute(
                update(t)
                .where(t.game_id == game_id, t.rematch.is_(None))
                .values(rematch=None)  # takes the row's lock: see the class docstring
            ).rowcount
            if not still_open:
                return conn.execute(select(t.game_id).where(t.game_id == game_id)).first() is None
            conn.execute(
                delete(RematchRequestRow).where(
                    RematchRequestRow.game_id == game_id, RematchRequestRow.seat == seat
                )
            )
        return True

    @staticmethod
    def link(uow: UnitOfWork, game_id: str, rematch_id: str, seats: set[int]) -> None:
        """In the rematch's creating unit of work: link both ways if ``seats`` all still ask.

        Raises :class:`RematchNotAgreed` (rolling the creation back) if another
        process linked a rematch first or a seat withdrew meanwhile.
        """
        t, conn = GameTableRow, uow.conn
        linked = conn.execute(
            update(t).where(t.game_id == game_id, t.rematch.is_(None)).values(rematch=rematch_id)
        ).rowcount
        asked = set(
            conn.execute(
                select(RematchRequestRow.seat).where(RematchRequestRow.game_id == game_id)
            ).scalars()
        )
        if linked != 1 or not seats <= asked:
            raise RematchNotAgreed(game_id)

    def rematch_of(self, game_id: str) -> str | None:
        with self.engine.connect() as conn:
            return conn.execute(
                select(GameTableRow.rematch).where(GameTableRow.game_id == game_id)
            ).scalar_one_or_none()


def _ensure_table(uow: UnitOfWork, game_id: str) -> None:
    """Games created before tables (or daily challenges) get a row when first needed."""
    exists = uow.conn.execute(select(GameTableRow.game_id).where(GameTableRow.game_id == game_id))
    if exists.first() is None:
        TableStore.add(uow, game_id, Visibility.PRIVATE)

"""One write transaction, whatever stores it spans, and what to announce once it committed.

Every write of the service (a move and the bots' replies, a new game with its
table, an invitation with the invitee's event) runs in one :class:`UnitOfWork`:
each store it touches writes through ``uow.conn``, and whoever knows what the
write means to others (the service) lists what to announce with
:meth:`UnitOfWork.announce`. Then:

- on success the transaction commits *first*; only then are the caches told
  (:meth:`UnitOfWork.after_commit`) and the announcements made, to this
  process's listeners and, through the notifier, to every other process (on
  PostgreSQL the ``NOTIFY`` is sent inside the transaction, which delivers it
  at commit and never for a rolled-back write);
- on any error it rolls back: nothing is cached and nothing announced.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime

from sqlalchemy import Connection, Engine

from persistence import faults
from persistence.db import write_transaction
from persistence.notifications import Announced, Notifier
from persistence.time_source import TimeSource


class UnitOfWork:
    """A write transaction in progress: its connection, its time and its announcements."""

    def __init__(self, conn: Connection, now: datetime) -> None:
        self.conn = conn
        self.now = now  # one "now" for every row the unit writes
        self.announcements: dict[str, int] = {}
        self.player_heads: dict[str, int] = {}  # players' streams written, to their new seq
        self._committed: list[Callable[[], None]] = []

    def announce(self, key: str, seq: int) -> None:
        """Announce, once committed, that the log of ``key`` (a game, a player's
        stream) reaches ``seq``."""
        if seq > self.announcements.get(key, 0):
            self.announcements[key] = seq

    def after_commit(self, step: Callable[[], None]) -> None:
        """Run ``step`` once the transaction committed (never if it rolls back)."""
        self._committed.append(step)


class Writes:
    """Units of work on one engine, and the announcing of what they committed."""

    def __init__(self, engine: Engine, time: TimeSource, notifier: Notifier) -> None:
        self.engine = engine
        self.time = time
        self.notifier = notifier
        # This process's own listeners (api/live/waiting.py), told at once after a commit.
        self.local_listeners: list[Announced] = []

    @contextmanager
    def unit_of_work(self) -> Iterator[UnitOfWork]:
        """A :class:`UnitOfWork`, committed when the block ends without an error."""
        with write_transaction(self.engine) as conn:
            uow = UnitOfWork(conn, self.time.now())
            yield uow
            faults.pause_in_write()  # tests only: a crash test kills the worker here
            if uow.announcements:
                self.notifier.in_transaction(conn, uow.announcements)
        for step in uow._committed:
            step()
        self.announce(uow.announcements)

    def announce(self, announcements: dict[str, int]) -> None:
        """Tell waiters, here and in other processes, what committed logs reach."""
        if not announcements:
            return
        for listener in self.local_listeners:
            for key, seq in announcements.items():
                listener(key, seq)
        self.notifier.after_commit(announcements)

"""The sweeper: turn clocks run out even when nobody is calling the API.

A clock is data (``games.deadline_at``, derived from the log), not a timer in
memory, so any process may notice that one ran out and append what its end
brings (:meth:`api.services.games.GameService.enforce_clock`); the append is
optimistic, so it happens exactly once however many processes notice. Moves
check their own game's clock first; the sweeper covers the games nobody
touches. ``belote serve`` runs one in each worker process, every
``BELOTE_SWEEP_SECONDS`` (default 1; 0 turns it off), each pass an index range
scan of the games whose deadline is past.

``BELOTE_CLOCK_FILE`` (tests only) makes the service read "now" from a file
holding an ISO 8601 time, so that a test can move a real server's clock
instead of sleeping; an empty or missing file means the real time.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.exc import SQLAlchemyError

from api.services.games import GameService
from persistence.models import utcnow

log = logging.getLogger(__name__)


def clock_from_file(path: str) -> Callable[[], datetime]:
    """A clock reading the time a test wrote into ``path`` (else the real time)."""
    source = Path(path)

    def now() -> datetime:
        try:
            text = source.read_text().strip()
        except OSError:
            text = ""
        return datetime.fromisoformat(text).astimezone(UTC) if text else utcnow()

    return now


class Sweeper:
    """A daemon thread enforcing the clocks that ran out, every ``interval`` seconds."""

    def __init__(self, service: GameService, interval: float) -> None:
        self.service = service
        self.interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="belote-sweeper", daemon=True)

    def start(self) -> Sweeper:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        # Worker processes start together: spread their passes over the interval.
        self._stop.wait(random.uniform(0, self.interval))
        while not self._stop.is_set():
            try:
                done = self.service.enforce_due_clocks()
                if done:
                    log.info("sweeper: %d turn clock(s) ran out", done)
            except SQLAlchemyError as e:  # the database is away: try again next pass
                log.warning("sweeper: %s", e)
            except Exception:  # never let one bad game stop the sweeping
                log.exception("sweeper: unexpected error")
            self._stop.wait(self.interval)

"""Test seams: faults and a movable time for tests of real server processes.

Each seam is inert unless its environment variable is set, which only tests
do; production code reaches them only through this module:

- ``BELOTE_TEST_PAUSE_IN_WRITE`` names a directory holding a file ``gate``:
  every append stops after writing its rows and before committing
  (:func:`pause_in_write`), so a crash test kills a worker *while* it holds an
  open write transaction, not when a timer happens to fire.
- ``BELOTE_TEST_DROP_NOTIFICATIONS_EVERY`` (N): the process loses every Nth
  announcement of a committed append on purpose (:func:`drop_notifications_every`),
  to prove that streams still deliver every event.
- ``BELOTE_CLOCK_FILE`` names a file holding an ISO 8601 time: the process's
  :class:`~persistence.time_source.TimeSource` reads "now" from it
  (:func:`time_source`, :class:`FileTime`), so a test moves a live server's
  time instead of sleeping; an empty or missing file means the real time.
"""

from __future__ import annotations

import fcntl
import os
import threading
from datetime import UTC, datetime
from pathlib import Path

from persistence.time_source import SYSTEM_TIME, TimeSource

PAUSE_IN_WRITE = "BELOTE_TEST_PAUSE_IN_WRITE"
DROP_NOTIFICATIONS_EVERY = "BELOTE_TEST_DROP_NOTIFICATIONS_EVERY"
CLOCK_FILE = "BELOTE_CLOCK_FILE"

_PAUSE_DIRECTORY = os.environ.get(PAUSE_IN_WRITE)  # read once: appends ask on every write


def pause_in_write() -> None:
    """Wait at the tests' gate, if they set one up; else return at once.

    1. write ``<directory>/in-write-<pid>-<thread>`` (holding the pid): the
       signal that a worker is inside an open transaction;
    2. take a shared ``flock`` on ``gate``, which blocks for as long as the
       test holds an exclusive one;
    3. once through, remove the file (before letting the lock go) and return
       to commit.
    """
    if not _PAUSE_DIRECTORY:
        return
    directory = Path(_PAUSE_DIRECTORY)
    marker = directory / f"in-write-{os.getpid()}-{threading.get_ident()}"
    with open(directory / "gate", "rb") as gate:
        marker.write_text(str(os.getpid()))
        try:
            fcntl.flock(gate, fcntl.LOCK_SH)
        finally:
            # Gone before the lock is let go: once the test holds the gate, every
            # marker left is a thread blocked (or about to block) in here.
            marker.unlink(missing_ok=True)
        fcntl.flock(gate, fcntl.LOCK_UN)


def drop_notifications_every() -> int:
    """Every how many announcements one is lost on purpose (0: none)."""
    raw = os.environ.get(DROP_NOTIFICATIONS_EVERY, "").strip()
    if raw and not raw.isdigit():
        raise ValueError(f"{DROP_NOTIFICATIONS_EVERY}={raw}: must be an integer ≥ 0")
    return int(raw or 0)


class FileTime:
    """The time a test wrote into ``path``, else the real time."""

    def __init__(self, path: str) -> None:
        self.path = Path(path)

    def now(self) -> datetime:
        try:
            text = self.path.read_text().strip()
        except OSError:
            text = ""
        return datetime.fromisoformat(text).astimezone(UTC) if text else SYSTEM_TIME.now()


def time_source() -> TimeSource:
    """The process's time: the tests' clock file if they name one, else the system's."""
    path = os.environ.get(CLOCK_FILE)
    return FileTime(path) if path else SYSTEM_TIME

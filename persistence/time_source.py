"""What time it is now: the one time source the service's components share.

Every component that reads the time (the store's ``recorded_at`` and turn
deadlines, waiting tables' expiry, invitations and rematches, the daily
challenge's calendar, rate-limit windows, idempotency keys, the sweeper)
receives the app's :class:`TimeSource` and asks it, so that they all agree,
and a test moves them all at once with :class:`ManualTime`. A live server's
time is moved through the file :mod:`persistence.faults` reads
(``BELOTE_CLOCK_FILE``, tests only).

Not to be confused with :mod:`domain.clocks`, the *turn clocks*: a table's
rule option saying how long a seat may think. Those are data; this is the
wall clock their deadlines are compared with. Waits and timeouts measured in
the process itself (a long-poll's wait, a keepalive) use ``time.monotonic``,
which no test needs to move.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol


class TimeSource(Protocol):
    """Where "now" comes from."""

    def now(self) -> datetime:
        """The current time, timezone-aware, in UTC."""
        ...


class SystemTime:
    """The machine's clock."""

    def now(self) -> datetime:
        return datetime.now(UTC)


SYSTEM_TIME = SystemTime()


class ManualTime:
    """A time that moves only when told to (tests, benchmarks)."""

    def __init__(self, at: datetime) -> None:
        self.at = at.astimezone(UTC)

    def now(self) -> datetime:
        return self.at

    def set(self, at: datetime) -> None:
        self.at = at.astimezone(UTC)

    def advance(self, seconds: float) -> None:
        self.at += timedelta(seconds=seconds)

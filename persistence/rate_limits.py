"""Request counts per client for rate limits, shared by every process.

The HTTP side (limits, 429) is :mod:`api.ratelimit`; here a fixed window per
scope is counted in one row that all processes update.
"""

from __future__ import annotations

from sqlalchemy import Engine, bindparam, case, delete, insert, update
from sqlalchemy.exc import IntegrityError

from persistence.db import write_transaction
from persistence.models import RateLimitRow


class RateLimits:
    """The ``rate_limits`` table. Thread- and process-safe."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def count(self, scope: str, now_ms: int, window_ms: int) -> tuple[int, int]:
        """Count a request of ``scope``: (requests in its window, when the window ends, in ms).

        A window opens with the scope's first request after the last one ended
        and lasts ``window_ms``. All processes count in the same row.
        """
        params = {"scope_": scope, "now_ms": now_ms, "new_reset": now_ms + window_ms}
        for _ in range(2):  # on PostgreSQL two first requests may both try to insert
            try:
                with write_transaction(self.engine) as conn:
                    found = conn.execute(_COUNT, params).first()
                    if found is None:
                        found = conn.execute(_OPEN, params).one()
                return int(found.hits), int(found.resets_at)
            except IntegrityError:
                continue
        raise RuntimeError(f"could not count a request of {scope!r}")

    def forget(self, now_ms: int) -> None:
        """Delete the counts of windows that are over (they would start again at 1)."""
        with write_transaction(self.engine) as conn:
            conn.execute(delete(RateLimitRow).where(RateLimitRow.resets_at <= now_ms))


# Built once: every write request runs them, and a prebuilt statement skips
# SQLAlchemy's per-call construction. RETURNING (SQLite 3.35+, PostgreSQL)
# reads the count back in the same statement.
_row = RateLimitRow
_live = _row.resets_at > bindparam("now_ms")
_COUNT = (
    update(_row)
    .where(_row.scope == bindparam("scope_"))
    .values(
        hits=case((_live, _row.hits + 1), else_=1),
        resets_at=case((_live, _row.resets_at), else_=bindparam("new_reset")),
    )
    .returning(_row.hits, _row.resets_at)
)
_OPEN = (
    insert(_row)
    .values(scope=bindparam("scope_"), hits=1, resets_at=bindparam("new_reset"))
    .returning(_row.hits, _row.resets_at)
)

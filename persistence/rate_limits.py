"""Request counts per client for rate limits, shared by every process.

The HTTP side (limits, 429) is :mod:`api.ratelimit`; here a fixed window per
scope is counted in one row that all processes update.
"""

from __future__ import annotations

from sqlalchemy import Engine, case, delete, insert, select, update
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
        row = RateLimitRow
        live = row.resets_at > now_ms
        count = (
            update(row)
            .where(row.scope == scope)
            .values(
                hits=case((live, row.hits + 1), else_=1),
                resets_at=case((live, row.resets_at), else_=now_ms + window_ms),
            )
        )
        for _ in range(2):  # on PostgreSQL two first requests may both try to insert
            try:
                with write_transaction(self.engine) as conn:
                    if conn.execute(count).rowcount == 0:
                        conn.execute(
                            insert(row).values(scope=scope, hits=1, resets_at=now_ms + window_ms)
                        )
                    found = conn.execute(
                        select(row.hits, row.resets_at).where(row.scope == scope)
                    ).one()
                return int(found.hits), int(found.resets_at)
            except IntegrityError:
                continue
        raise RuntimeError(f"could not count a request of {scope!r}")

    def forget(self, now_ms: int) -> None:
        """Delete the counts of windows that are over (they would start again at 1)."""
        with write_transaction(self.engine) as conn:
            conn.execute(delete(RateLimitRow).where(RateLimitRow.resets_at <= now_ms))

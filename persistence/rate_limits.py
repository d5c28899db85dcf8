"""Request counts per client for rate limits, shared by every process.

The HTTP side (limits, 429) is :mod:`api.http.ratelimit`; here a fixed window per
scope is counted in one row that all processes update, with one atomic upsert
that can run inside another write's transaction (:meth:`RateLimits.count_in`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Engine, bindparam, case, delete
from sqlalchemy.dialects import postgresql, sqlite

from persistence.db import write_transaction
from persistence.models import RateLimitRow


class RateLimits:
    """The ``rate_limits`` table. Thread- and process-safe."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def count(self, scope: str, now_ms: int, window_ms: int) -> tuple[int, int]:
        """Count a request of ``scope`` in a transaction of its own; see :meth:`count_in`."""
        with write_transaction(self.engine) as conn:
            return self.count_in(conn, scope, now_ms, window_ms)

    @staticmethod
    def count_in(conn: Connection, scope: str, now_ms: int, window_ms: int) -> tuple[int, int]:
        """Count a request of ``scope``: (requests in its window, when the window ends, in ms).

        A window opens with the scope's first request after the last one ended
        and lasts ``window_ms``. All processes count in the same row, and the
        count is undone if ``conn``'s transaction rolls back.
        """
        params = {"scope_": scope, "now_ms": now_ms, "new_reset": now_ms + window_ms}
        found = conn.execute(_UPSERT[conn.dialect.name], params).one()
        return int(found.hits), int(found.resets_at)

    def forget(self, now_ms: int) -> None:
        """Delete the counts of windows that are over (they would start again at 1)."""
        with write_transaction(self.engine) as conn:
            self.forget_in(conn, now_ms)

    @staticmethod
    def forget_in(conn: Connection, now_ms: int) -> None:
        conn.execute(delete(RateLimitRow).where(RateLimitRow.resets_at <= now_ms))


def _upsert(insert: Any) -> Any:
    """INSERT … ON CONFLICT DO UPDATE … RETURNING: one statement, no race to retry."""
    row = RateLimitRow
    live = row.resets_at > bindparam("now_ms")
    return (
        insert(row)
        .values(scope=bindparam("scope_"), hits=1, resets_at=bindparam("new_reset"))
        .on_conflict_do_update(
            index_elements=[row.scope],
            set_={
                "hits": case((live, row.hits + 1), else_=1),
                "resets_at": case((live, row.resets_at), else_=bindparam("new_reset")),
            },
        )
        .returning(row.hits, row.resets_at)
    )


# Built once (every write request runs one); the two databases the service supports.
_UPSERT = {"sqlite": _upsert(sqlite.insert), "postgresql": _upsert(postgresql.insert)}

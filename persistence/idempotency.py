"""Idempotency keys: a write's first response, kept to answer its retries.

A key belongs to the player whose token sent it; ``request_hash`` (method,
path and body) tells a true retry from a reused key. The HTTP side of it is
:mod:`api.http.idempotency`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from persistence.db import write_transaction
from persistence.models import IdempotencyRow

IN_PROGRESS = 0
"""The ``status_code`` of an Idempotency-Key whose first request is still running."""


@dataclass(frozen=True, slots=True)
class KeyedResponse:
    """What an Idempotency-Key holds: its request's hash and, once done, the response."""

    request_hash: str
    status_code: int  # IN_PROGRESS until the first request finishes
    body: str
    headers: dict[str, str]


class IdempotencyKeys:
    """The ``idempotency_keys`` table. Thread- and process-safe."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def claim(
        self,
        player_id: str,
        key: str,
        request_hash: str,
        now: datetime,
        *,
        expired_before: datetime,
        abandoned_before: datetime,
    ) -> KeyedResponse | None:
        """Reserve ``key`` for a request about to run (None), or what the key already holds.

        The same transaction forgets the player's keys created before
        ``expired_before``, and this key's placeholder if its request started
        before ``abandoned_before`` and never finished (its process died). Of
        two concurrent claims only one inserts: the primary key refuses the other.
        """
        row = IdempotencyRow
        this_key = (row.player_id == player_id, row.key == key)
        held = select(
            row.request_hash, row.status_code, row.response_body, row.response_headers
        ).where(*this_key)
        placeholder = insert(row).values(
            player_id=player_id,
            key=key,
            request_hash=request_hash,
            status_code=IN_PROGRESS,
            response_body="",
            response_headers={},
            created_at=now,
        )
        for _ in range(3):  # the winner of a race may free the key again (it failed)
            try:
                with write_transaction(self.engine) as conn:
                    conn.execute(
                        delete(row).where(
                            row.player_id == player_id, row.created_at < expired_before
                        )
                    )
                    conn.execute(
                        delete(row).where(
                            *this_key,
                            row.status_code == IN_PROGRESS,
                            row.created_at < abandoned_before,
                        )
                    )
                    found = conn.execute(held).first()
                    if found is None:
                        conn.execute(placeholder)
                        return None
                return KeyedResponse(*found)
            except IntegrityError:  # a concurrent request inserted the key first
                with self.engine.connect() as conn:
                    found = conn.execute(held).first()
                if found is not None:
                    return KeyedResponse(*found)
        raise RuntimeError(f"idempotency key {key!r} keeps changing hands")

    def finish(
        self, player_id: str, key: str, claimed_at: datetime, response: KeyedResponse
    ) -> None:
        """Record the response of the request that claimed ``key`` at ``claimed_at``."""
        row = IdempotencyRow
        with write_transaction(self.engine) as conn:
            conn.execute(
                update(row)
                .where(*_claim(player_id, key, claimed_at))
                .values(
                    status_code=response.status_code,
                    response_body=response.body,
                    response_headers=response.headers,
                )
            )

    def release(self, player_id: str, key: str, claimed_at: datetime) -> None:
        """Free ``key`` after its request failed without an answer worth replaying."""
        with write_transaction(self.engine) as conn:
            conn.execute(delete(IdempotencyRow).where(*_claim(player_id, key, claimed_at)))


def _claim(player_id: str, key: str, claimed_at: datetime) -> tuple[Any, ...]:
    """The placeholder one request put under a key (not a later claim of the same key)."""
    row = IdempotencyRow
    return (
        row.player_id == player_id,
        row.key == key,
        row.status_code == IN_PROGRESS,
        row.created_at == claimed_at,
    )

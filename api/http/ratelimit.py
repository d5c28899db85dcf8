"""Rate limits on writes: past its budget a client gets 429 ``rate_limited`` + ``Retry-After``.

Every write (POST, PUT, PATCH, DELETE) counts against one budget:

- with a bearer token of a real player, the token's: ``RATE_LIMIT_WRITES``
  (env ``BELOTE_RATE_LIMIT_WRITES``, default ``600/minute``: a fast bot, not
  a runaway loop);
- without one, or with a token the server never issued (creating a player
  with ``Authorization: Bearer junk-N`` buys no fresh budget), the client
  IP's: ``RATE_LIMIT_ANONYMOUS``
  (env ``BELOTE_RATE_LIMIT_ANONYMOUS``, default ``60/minute``). Behind reverse
  proxies set ``PROXY_HOPS`` (env ``BELOTE_PROXY_HOPS``) to how many of them
  append to ``X-Forwarded-For``; otherwise every client has the proxy's address.

A limit reads ``<requests>/<period>`` with a period of ``second``, ``minute``,
``hour`` or ``day`` (``120/minute``); ``0`` or ``off`` turns it off. Reads are
not limited.

The counts live in the database (``rate_limits``), the one thing all worker
processes and machines share, so N processes do not make N budgets. Windows
are fixed: a client's window opens with its first counted write and lasts the
limit's period, and ``Retry-After`` is the time left in it.

A write is counted inside the transaction of what it writes (see
:func:`persistence.db.ride_next_write`): a write past the budget is refused
and leaves nothing behind, and a move costs one transaction, not two. A
request that writes nothing (a refused move, a replay check) is counted when
it ends. A process that has seen a budget spent refuses that client's writes
at once, without the database, until the window ends.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from apispec import APISpec, BasePlugin
from flask import Flask, Response, g, request
from sqlalchemy import Connection
from sqlalchemy.exc import OperationalError
from werkzeug.middleware.proxy_fix import ProxyFix

from api.http.auth import WRITE_METHODS, bearer_token
from api.http.problems import PROBLEM_CONTENT_TYPE, ApiError, ProblemSchema, problem_from_error
from persistence.cache import LRUCache
from persistence.db import ride_next_write, unridden_writes, write_transaction
from persistence.rate_limits import RateLimits
from persistence.store import GameStore, hash_token

log = logging.getLogger(__name__)

PERIODS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}
PURGE_EVERY_SECONDS = 60.0
"""How often a process deletes the counts of windows that are over."""


@dataclass(frozen=True, slots=True)
class Limit:
    """At most ``requests`` writes per ``seconds``."""

    requests: int
    seconds: int

    @classmethod
    def parse(cls, text: str) -> Limit | None:
        """``"120/minute"`` as a Limit; ``"0"``, ``"off"`` or ``""`` as None (no limit)."""
        raw = text.strip().lower()
        if raw in ("", "0", "off"):
            return None
        count, _, period = raw.partition("/")
        if not count.isdigit() or period not in PERIODS:
            raise ValueError(
                f"a rate limit reads <requests>/<{'|'.join(PERIODS)}> (e.g. 120/minute), "
                f"or 0 or off; not {text!r}"
            )
        return cls(int(count), PERIODS[period]) if int(count) else None

    def __str__(self) -> str:
        period = next(name for name, seconds in PERIODS.items() if seconds == self.seconds)
        return f"{self.requests} writes per {period}"


@dataclass
class RateLimiter:
    """Counts each write against its client's budget in the database."""

    store: GameStore
    writes: Limit | None
    anonymous: Limit | None
    clock: Callable[[], float] = field(default=time.time)
    _next_purge: float = 0.0
    # Budgets seen spent: scope -> when the window ends (ms). Exact until then.
    _spent: LRUCache[str, int] = field(default_factory=lambda: LRUCache(4096))

    def before_request(self) -> Response | None:
        """A 429 problem if the client's budget is known spent; else the write goes on,
        to be counted in its first write transaction (or when it ends)."""
        if request.method not in WRITE_METHODS:
            return None
        token = self.verified_token()
        limit, scope = (
            (self.writes, f"token:{hash_token(token)}")
            if token
            else (self.anonymous, f"ip:{request.remote_addr}")
        )
        if limit is None:
            return None
        now = self.clock()
        spent_until = self._spent.get(scope)
        if spent_until is not None and _ms(now) < spent_until:
            return self.refusal(limit, token, spent_until, now).response()
        charge = _Charge(self, scope, limit, token, now)
        g.rate_limit_charge = charge
        ride_next_write(self.store.engine, charge)
        if now >= self._next_purge:
            self._next_purge = now + PURGE_EVERY_SECONDS
            ride_next_write(self.store.engine, lambda conn: RateLimits.forget_in(conn, _ms(now)))
        return None

    def verified_token(self) -> str | None:
        """The request's bearer token if it is a real player's, else None.

        A budget keys on an identity the server checked: a made-up token names
        nobody, so its writes count against the client's address.
        """
        token = bearer_token()
        if token is None:
            return None
        try:
            return token if self.store.player_by_token(token) is not None else None
        except OperationalError:
            return None  # the request gets its own 503; count it as anonymous

    def after_request(self, response: Response) -> Response:
        """Count the request here if no write transaction of its own did."""
        charge: _Charge | None = g.pop("rate_limit_charge", None)
        unridden = unridden_writes(self.store.engine)
        if charge is None or charge not in unridden:
            return response
        try:
            with write_transaction(self.store.engine) as conn:
                for step in unridden:
                    if step is not charge:
                        step(conn)
                charge.count(conn)
        except OperationalError:
            log.warning("rate limits not counted: the database is unavailable")
        return response

    def spent(self, scope: str, resets_at_ms: int) -> None:
        """Remember that ``scope``'s budget is spent until its window ends."""
        self._spent.put(scope, resets_at_ms)

    def refusal(
        self, limit: Limit, token: str | None, resets_at_ms: int, now: float
    ) -> RateLimited:
        retry_after = max(1, math.ceil(resets_at_ms / 1000 - now))
        who = "this token" if token else "this address without a token"
        return RateLimited(
            429,
            "rate_limited",
            f"{who} may make {limit}; retry in {retry_after} s",
            {"Retry-After": str(retry_after)},
            retry_after=retry_after,
        )


class RateLimited(ApiError):
    """429 ``rate_limited``: the client's budget of writes is spent."""

    def response(self) -> Response:
        return problem_from_error(self)


@dataclass(eq=False)
class _Charge:
    """One write request's count, run inside the request's first write transaction."""

    limiter: RateLimiter
    scope: str
    limit: Limit
    token: str | None
    now: float

    def __call__(self, conn: Connection) -> None:
        """Count; past the budget, refuse (which rolls the write back)."""
        hits, resets_at = self.count(conn)
        if hits > self.limit.requests:
            raise self.limiter.refusal(self.limit, self.token, resets_at, self.now)

    def count(self, conn: Connection) -> tuple[int, int]:
        hits, resets_at = RateLimits.count_in(
            conn, self.scope, _ms(self.now), self.limit.seconds * 1000
        )
        if hits > self.limit.requests:
            self.limiter.spent(self.scope, resets_at)
        return hits, resets_at


def _ms(seconds: float) -> int:
    return int(seconds * 1000)


def install(app: Flask, store: GameStore) -> None:
    """Limit the app's writes (config ``RATE_LIMIT_WRITES``, ``RATE_LIMIT_ANONYMOUS``,
    ``PROXY_HOPS``); a malformed limit stops the app at start-up."""
    limiter = RateLimiter(
        store,
        writes=Limit.parse(str(app.config["RATE_LIMIT_WRITES"])),
        anonymous=Limit.parse(str(app.config["RATE_LIMIT_ANONYMOUS"])),
    )
    if app.config["PROXY_HOPS"]:
        hops = int(app.config["PROXY_HOPS"])
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops)  # type: ignore[method-assign]
    app.extensions["belote_rate_limits"] = limiter
    app.before_request(limiter.before_request)
    app.after_request(limiter.after_request)
    # Threads serve request after request: never let one's count ride another's write.
    app.teardown_request(lambda _error: unridden_writes(store.engine))


class RateLimitDoc(BasePlugin):
    """Documents the 429 ``rate_limited`` answer of every write in the spec."""

    def init_spec(self, spec: APISpec) -> None:
        spec.components.response(
            "RATE_LIMITED",
            {
                "description": "`rate_limited`: too many writes. Each token (without a token: "
                "each client IP) has a budget of writes per period, set by the operator "
                "(`BELOTE_RATE_LIMIT_WRITES`, default 600 a minute; "
                "`BELOTE_RATE_LIMIT_ANONYMOUS`, default 60 a minute). Retry after "
                "`Retry-After` seconds.",
                "content": {PROBLEM_CONTENT_TYPE: {"schema": ProblemSchema}},
                "headers": {
                    "Retry-After": {
                        "description": "Seconds until the budget is renewed",
                        "schema": {"type": "integer"},
                    }
                },
            },
            lazy=True,
        )

    def operation_helper(
        self, path: str | None = None, operations: dict[str, Any] | None = None, **_: Any
    ) -> None:
        for method, op in (operations or {}).items():
            if method.upper() in WRITE_METHODS:
                op.setdefault("responses", {})[429] = "RATE_LIMITED"

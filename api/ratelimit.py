"""Rate limits on writes: past its budget a client gets 429 ``rate_limited`` + ``Retry-After``.

Every write (POST, PUT, PATCH, DELETE) counts against one budget:

- with a bearer token, the token's: ``RATE_LIMIT_WRITES`` (env
  ``BELOTE_RATE_LIMIT_WRITES``, default ``600/minute``: a fast bot, not a
  runaway loop);
- without one (creating a player), the client IP's: ``RATE_LIMIT_ANONYMOUS``
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
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from apispec import APISpec, BasePlugin
from flask import Flask, Response, request
from sqlalchemy.exc import OperationalError
from werkzeug.middleware.proxy_fix import ProxyFix

from api.problems import PROBLEM_CONTENT_TYPE, ProblemSchema, problem
from api.routes import WRITE_METHODS, bearer_token
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

    def before_request(self) -> Response | None:
        """A 429 problem if the client's budget is spent, else None (the write goes on)."""
        if request.method not in WRITE_METHODS:
            return None
        token = bearer_token()
        limit, scope = (
            (self.writes, f"token:{hash_token(token)}")
            if token
            else (self.anonymous, f"ip:{request.remote_addr}")
        )
        if limit is None:
            return None
        now = self.clock()
        try:
            if now >= self._next_purge:
                self._next_purge = now + PURGE_EVERY_SECONDS
                self.store.rate_limits.forget(_ms(now))
            hits, resets_at = self.store.rate_limits.count(scope, _ms(now), limit.seconds * 1000)
        except OperationalError:
            # The database is down: let the request go on. A write that needs the
            # database gets its own 503; one that does not (a replay check) still works.
            log.warning("rate limits not counted: the database is unavailable")
            return None
        if hits <= limit.requests:
            return None
        retry_after = max(1, math.ceil(resets_at / 1000 - now))
        who = "this token" if token else "this address without a token"
        return problem(
            429,
            "rate_limited",
            f"{who} may make {limit}; retry in {retry_after} s",
            {"Retry-After": str(retry_after)},
            retry_after=retry_after,
        )


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

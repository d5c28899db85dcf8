"""Every ``BELOTE_*`` setting, read once into one frozen :class:`Settings`.

The server's part of the environment is read here and nowhere else (the test
seams of :mod:`persistence.faults` aside; the bot client, a program of its
own, reads its ``BELOTE_TOKEN``): ``create_app`` and the ``belote`` commands
call :meth:`Settings.from_env` at start, and a bad value stops them with one
line naming the variable, its value and what is allowed
(``BELOTE_MAX_STREAMS=abc: must be an integer ≥ 0``). Components receive the
values they need; none of them reads the environment.

Each field is one variable: its name is the variable's without ``BELOTE_``,
lower-cased, and its ``metadata`` holds the variable, its default as it would
be written in the environment, what is allowed and a one-line description.
:func:`markdown_table` renders them as the table of ``docs/operating.md``
(``belote settings --markdown``). Tests and embedders override a setting by
its upper-case name in ``create_app({...})`` (``"MAX_STREAMS": 2``).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from domain.rules import Rules
from persistence.db import DEFAULT_DATABASE_URL

PREFIX = "BELOTE_"
PERIODS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}
WORKERS = ("gevent", "gthread")


class SettingError(ValueError):
    """A ``BELOTE_*`` variable (or its ``create_app`` override) holds a value not allowed."""

    def __init__(self, variable: str, value: str, allowed: str) -> None:
        super().__init__(f"{variable}={value}: must be {allowed.replace('`', '')}")
        self.variable, self.value, self.allowed = variable, value, allowed


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


class CorsConfigError(ValueError):
    """``BELOTE_CORS_ORIGINS`` holds something that is not an origin."""


@dataclass(frozen=True, slots=True)
class CorsPolicy:
    """Which origins may read the API's answers: all of them, some, or none."""

    any_origin: bool
    origins: frozenset[str]

    @classmethod
    def parse(cls, setting: str) -> CorsPolicy:
        """``*``, a comma list of ``scheme://host[:port]`` origins, or empty (none)."""
        items = [item.strip() for item in setting.split(",") if item.strip()]
        if "*" in items:
            if len(items) > 1:
                raise CorsConfigError(
                    f"BELOTE_CORS_ORIGINS: '*' cannot be listed with origins: {setting!r}"
                )
            return cls(any_origin=True, origins=frozenset())
        for origin in items:
            scheme, sep, rest = origin.partition("://")
            if not sep or scheme not in ("http", "https") or not rest or "/" in rest:
                raise CorsConfigError(
                    f"BELOTE_CORS_ORIGINS: {origin!r} is not an origin such as https://example.org"
                    " (scheme, host and optional port, no path)"
                )
        return cls(any_origin=False, origins=frozenset(o.lower() for o in items))

    def allowed(self, origin: str | None) -> str | None:
        """The ``Access-Control-Allow-Origin`` value for a request from ``origin``, or None."""
        if self.any_origin:
            return "*"
        if origin is not None and origin.lower() in self.origins:
            return origin
        return None


def challenge_rules(setting: str | None) -> Rules:
    """The challenge's rules for a ``BELOTE_CHALLENGE_MODE`` value: ``classic``
    (None or empty too), ``coinche``, ``classic+moderne`` or ``coinche+moderne``."""
    mode, plus, extra = (setting or "classic").strip().partition("+")
    if mode not in ("classic", "coinche") or (plus and extra != "moderne"):
        raise ValueError(
            f"BELOTE_CHALLENGE_MODE is classic or coinche, optionally +moderne; not {setting!r}"
        )
    return Rules(mode=mode, moderne=bool(plus))


@dataclass(frozen=True, slots=True)
class Spec:
    """How one variable is read: its default text, what is allowed, what it does."""

    variable: str
    default: str
    allowed: str
    doc: str
    parse: Callable[[str], Any]
    blank_is_default: bool  # numbers: an empty value means the default


def _integer(minimum: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        value = int(text.strip()) if text.strip().isdigit() else -1
        if value < minimum:
            raise ValueError(text)
        return value

    return parse


def _seconds(positive: bool) -> Callable[[str], float]:
    def parse(text: str) -> float:
        value = float(text)  # ValueError for words; nan and inf are refused below
        if not math.isfinite(value) or value < 0 or (positive and value == 0):
            raise ValueError(text)
        return value

    return parse


def _database_url(text: str) -> str:
    url = text.strip() or DEFAULT_DATABASE_URL
    try:
        make_url(url)
    except ArgumentError:
        raise ValueError(text) from None
    return url


def _choice(choices: tuple[str, ...]) -> Callable[[str], str]:
    def parse(text: str) -> str:
        value = text.strip() or choices[0]
        if value not in choices:
            raise ValueError(text)
        return value

    return parse


def _text(text: str) -> str:
    return text


def _setting(
    name: str,
    default: str,
    doc: str,
    *,
    kind: str,
    minimum: int = 0,
    allowed: str = "",
    parse: Callable[[str], Any] | None = None,
    secret: bool = False,
) -> Any:
    """A field read from ``BELOTE_<NAME>``; ``kind`` is ``integer``, ``seconds``
    (``seconds>0`` for a positive number) or ``text`` (then ``parse`` and ``allowed``)."""
    if kind == "integer":
        parse, allowed = _integer(minimum), f"an integer ≥ {minimum}"
    elif kind.startswith("seconds"):
        positive = kind == "seconds>0"
        parse = _seconds(positive)
        allowed = f"a number of seconds {'> 0' if positive else '≥ 0'}"
    assert parse is not None and allowed
    spec = Spec(PREFIX + name, default, allowed, doc, parse, kind != "text")
    return field(default=parse(default), repr=not secret, metadata={"spec": spec})


@dataclass(frozen=True, slots=True)
class Settings:
    """The service's settings, validated; see the module's docstring."""

    # Database and serving.
    database_url: str = _setting(
        "DATABASE_URL",
        DEFAULT_DATABASE_URL,
        "the database: SQLite or PostgreSQL (`postgresql+psycopg://user@host/db`)",
        kind="text",
        allowed="an SQLAlchemy database URL",
        parse=_database_url,
    )
    worker: str = _setting(
        "WORKER",
        "gevent",
        "the gunicorn worker of `belote serve`: `gevent`, or `gthread` (a thread per open "
        "stream or long-poll; faster plain requests)",
        kind="text",
        allowed="one of " + ", ".join(WORKERS),
        parse=_choice(WORKERS),
    )
    requests_per_connection: int = _setting(
        "REQUESTS_PER_CONNECTION",
        "100",
        "requests a keep-alive connection serves before the server closes it, so that clients "
        "spread over the workers again; `0` never closes",
        kind="integer",
    )
    gc_full_seconds: int = _setting(
        "GC_FULL_SECONDS",
        "900",
        "a worker keeps its objects out of the garbage collector's passes and collects them "
        "all once every so many seconds (`api/live/collector.py`); `0`: Python's own collection",
        kind="integer",
    )
    # Limits.
    max_body_bytes: int = _setting(
        "MAX_BODY_BYTES",
        "65536",
        "larger request bodies get 413 `payload_too_large`, with `Content-Length` or chunked; "
        "also bounds `POST /replays`",
        kind="integer",
    )
    rate_limit_writes: Limit | None = _setting(
        "RATE_LIMIT_WRITES",
        "600/minute",
        "writes (POST, PUT, PATCH, DELETE) per player, known by a valid bearer token; past it, "
        "429 `rate_limited` with `Retry-After`",
        kind="text",
        allowed="`<requests>/<second|minute|hour|day>`, or `0` or `off`",
        parse=Limit.parse,
    )
    rate_limit_anonymous: Limit | None = _setting(
        "RATE_LIMIT_ANONYMOUS",
        "60/minute",
        "writes without a valid token (creating players; a made-up token counts here too) "
        "per client address",
        kind="text",
        allowed="`<requests>/<second|minute|hour|day>`, or `0` or `off`",
        parse=Limit.parse,
    )
    proxy_hops: int = _setting(
        "PROXY_HOPS",
        "0",
        "reverse proxies in front that append to `X-Forwarded-For`; set it behind a load "
        "balancer, or every client shares the proxy's address",
        kind="integer",
    )
    idempotency_ttl_seconds: int = _setting(
        "IDEMPOTENCY_TTL_SECONDS",
        "86400",
        "how long an `Idempotency-Key` is remembered",
        kind="integer",
    )
    cors_origins: CorsPolicy = _setting(
        "CORS_ORIGINS",
        "*",
        "origins whose pages may call the API from a browser (`*`: any; safe, the API never "
        "uses cookies); empty: none",
        kind="text",
        allowed="`*`, a comma list of origins (`https://belote.example,http://localhost:5173`), "
        "or empty",
        parse=CorsPolicy.parse,
    )
    # Tables and the daily challenge.
    waiting_game_ttl_seconds: int = _setting(
        "WAITING_GAME_TTL_SECONDS",
        "86400",
        "a waiting game nobody sat down at or left for this long expires (out of the lobby, "
        "410 `game_expired`, then deleted); `0` never expires",
        kind="integer",
    )
    waiting_tables_per_player: int = _setting(
        "WAITING_TABLES_PER_PLAYER",
        "10",
        "tables left waiting for players one creator may hold at once (a game whose seats "
        "are all filled at creation does not count); past it, 429 "
        "`too_many_waiting_tables`; `0` turns it off",
        kind="integer",
    )
    waiting_tables_per_address: int = _setting(
        "WAITING_TABLES_PER_ADDRESS",
        "30",
        "tables left waiting one client address may open per hour; past it, 429 "
        "`too_many_waiting_tables` with `Retry-After`; `0` turns it off",
        kind="integer",
    )
    clocked_tables_per_player: int = _setting(
        "CLOCKED_TABLES_PER_PLAYER",
        "10",
        "games with a running turn clock one creator may hold at once; past it, 429 "
        "`too_many_clocked_tables`; `0` turns it off",
        kind="integer",
    )
    clocked_tables_per_address: int = _setting(
        "CLOCKED_TABLES_PER_ADDRESS",
        "30",
        "games with a turn clock one client address may create per hour; past it, 429 "
        "`too_many_clocked_tables` with `Retry-After`; `0` turns it off",
        kind="integer",
    )
    sweep_seconds: float = _setting(
        "SWEEP_SECONDS",
        "1",
        "how often each `belote serve` process looks for turn clocks that ran out and lets the "
        "stand-ins decide; `0` never (moves still enforce their own game's clock)",
        kind="seconds",
    )
    challenge_secret: str = _setting(
        "CHALLENGE_SECRET",
        "",
        "the secret of the daily challenge's seeds; **set it in production** (unset: a "
        "development secret from this public source, and a warning)",
        kind="text",
        allowed="any text (a long random string)",
        parse=_text,
        secret=True,
    )
    challenge_mode: Rules = _setting(
        "CHALLENGE_MODE",
        "classic",
        "the rules of the daily challenge",
        kind="text",
        allowed="`classic` or `coinche`, optionally `+moderne`",
        parse=challenge_rules,
    )
    challenge_starts_per_address: int = _setting(
        "CHALLENGE_STARTS_PER_ADDRESS",
        "3",
        "daily-challenge games one client address may start per UTC day; past it, 429 "
        "`challenge_starts_exhausted`; `0` turns it off",
        kind="integer",
    )
    # Streams and long-polls.
    max_streams: int = _setting(
        "MAX_STREAMS",
        "10000",
        "open event streams per process (503 `too_many_streams` past it); a worker accepts "
        "this many connections plus 1,000",
        kind="integer",
    )
    max_waits_per_client: int = _setting(
        "MAX_WAITS_PER_CLIENT",
        "16",
        "open streams plus pending long-polls per client address and process (429 "
        "`too_many_waits` past it); `0` turns the cap off",
        kind="integer",
    )
    stream_keepalive_seconds: float = _setting(
        "STREAM_KEEPALIVE_SECONDS",
        "15",
        "a `: keepalive` comment on a quiet stream (for proxies)",
        kind="seconds>0",
    )
    stream_resync_seconds: float = _setting(
        "STREAM_RESYNC_SECONDS",
        "20",
        "how often a process looks for announcements it missed (one query for all the games "
        "it follows)",
        kind="seconds>0",
    )

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Settings:
        """The settings of ``environ`` (``os.environ``); unset variables keep their default."""
        values: dict[str, Any] = {}
        for item, spec in specs():
            raw = environ.get(spec.variable)
            if raw is None or (spec.blank_is_default and not raw.strip()):
                continue
            values[item.name] = _parsed(spec, raw)
        return cls(**values)

    def overridden(self, config: Mapping[str, Any]) -> Settings:
        """These settings with ``create_app``'s overrides, by upper-case name: text is
        read as the variable would be, other values are taken as they are."""
        values: dict[str, Any] = {}
        for item, spec in specs():
            if (value := config.get(item.name.upper())) is not None:
                values[item.name] = _parsed(spec, value) if isinstance(value, str) else value
        return dataclasses.replace(self, **values)


def _parsed(spec: Spec, raw: str) -> Any:
    try:
        return spec.parse(raw)
    except ValueError:
        raise SettingError(spec.variable, raw, spec.allowed) from None


def specs() -> list[tuple[dataclasses.Field[Any], Spec]]:
    """Every field of :class:`Settings` with how its variable is read, in order."""
    return [(item, item.metadata["spec"]) for item in dataclasses.fields(Settings)]


def markdown_table() -> str:
    """The settings as the Markdown table of ``docs/operating.md``."""
    rows = [
        "| variable | default | allowed | what it does |",
        "|---|---|---|---|",
    ]
    for _, spec in specs():
        default = f"`{spec.default}`" if spec.default else "(unset)"
        cells = (f"`{spec.variable}`", default, spec.allowed, spec.doc)
        rows.append("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")
    return "\n".join(rows) + "\n"

"""The Flask application factory."""

from __future__ import annotations

import http
import logging
import os
from collections.abc import Callable
from datetime import datetime
from typing import Any

from flask import Flask, Response, request
from flask_smorest import Api as SmorestApi
from sqlalchemy.exc import DBAPIError, OperationalError
from werkzeug.exceptions import HTTPException

from api.http import (
    compression,
    cors,
    docs_assets,
    extensions,
    idempotency,
    input_guards,
    links,
    ratelimit,
    web,
)
from api.http.problems import (
    PROBLEM_CONTENT_TYPE,
    ProblemSchema,
    problem,
    problem_from_error,
    validation_problem,
)
from api.http.schemas import conditions
from api.live import waiting
from api.live.sweeper import Sweeper, clock_from_file
from api.services import challenges, tables
from domain.errors import BeloteError
from persistence.db import database_url, make_engine, upgrade
from persistence.store import GameStore

log = logging.getLogger(__name__)

API_VERSION = "1.0.0"
MAX_BODY_BYTES = 64 * 1024  # default of BELOTE_MAX_BODY_BYTES (larger bodies: 413)


class Api(SmorestApi):
    """flask-smorest, with RFC 9457 errors and an honestly described X-Pagination."""

    ERROR_SCHEMA = ProblemSchema

    def _register_responses(self) -> None:
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": status.phrase}
            if status >= 400:
                response["content"] = {PROBLEM_CONTENT_TYPE: {"schema": ProblemSchema}}
            self.spec.components.response(status.name, response, lazy=True)
        self.spec.components.response(
            "DEFAULT_ERROR",
            {
                "description": "Default error response",
                "content": {PROBLEM_CONTENT_TYPE: {"schema": ProblemSchema}},
            },
            lazy=True,
        )

    def _register_pagination_header(self) -> None:
        # flask-smorest describes X-Pagination as a plain string; it is JSON.
        self.spec.components.header(
            "PAGINATION",
            {
                "description": "Pagination metadata",
                "content": {
                    "application/json": {
                        "schema": {
                            "type": "object",
                            "properties": {
                                "total": {"type": "integer"},
                                "total_pages": {"type": "integer"},
                                "first_page": {"type": "integer"},
                                "last_page": {"type": "integer"},
                                "page": {"type": "integer"},
                                "previous_page": {"type": "integer"},
                                "next_page": {"type": "integer"},
                            },
                        },
                        "example": {
                            "total": 1000,
                            "total_pages": 100,
                            "first_page": 1,
                            "last_page": 100,
                            "page": 2,
                            "previous_page": 1,
                            "next_page": 3,
                        },
                    }
                },
            },
            lazy=True,
        )

    def handle_http_exception(self, error: HTTPException) -> Response:  # type: ignore[override]
        status = error.code or 500
        data = getattr(error, "data", None) or {}
        headers = {
            k: val
            for k, val in error.get_headers()
            if k.lower() not in ("content-type", "content-length")
        }
        headers.update(data.get("headers") or {})
        if status == 422:
            return validation_problem(data.get("messages", {}), headers)
        if status == 400 and "messages" in data:
            return problem(
                400,
                "malformed_json",
                "the request body is not valid JSON",
                headers,
                errors=data["messages"],
            )
        code = {
            404: "not_found",
            405: "method_not_allowed",
            413: "payload_too_large",
            415: "unsupported_media_type",
            500: "internal_error",
        }.get(status, http.HTTPStatus(status).phrase.lower().replace(" ", "_").replace("-", "_"))
        return problem(status, code, error.description or http.HTTPStatus(status).phrase, headers)


def serve_config() -> dict[str, Any]:
    """What ``belote serve`` adds to the defaults: migrated already, clocks swept."""
    return {"MIGRATE": False, "SWEEP_SECONDS": env_seconds("BELOTE_SWEEP_SECONDS", 1.0)}


def create_app(config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(
        API_TITLE="Belote",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL=docs_assets.URL,  # served from an installed package: offline
        OPENAPI_SWAGGER_UI_CONFIG=docs_assets.CONFIG,
        MAX_CONTENT_LENGTH=env_int("BELOTE_MAX_BODY_BYTES", MAX_BODY_BYTES),
        # Operating limits (README "Operating"): see api/http/ratelimit.py, api/http/idempotency.py.
        RATE_LIMIT_WRITES=os.environ.get("BELOTE_RATE_LIMIT_WRITES", "600/minute"),
        RATE_LIMIT_ANONYMOUS=os.environ.get("BELOTE_RATE_LIMIT_ANONYMOUS", "60/minute"),
        PROXY_HOPS=env_int("BELOTE_PROXY_HOPS", 0),
        CORS_ORIGINS=os.environ.get("BELOTE_CORS_ORIGINS", "*"),  # see api/http/cors.py
        CHALLENGE_STARTS_PER_ADDRESS=env_int(
            "BELOTE_CHALLENGE_STARTS_PER_ADDRESS", challenges.DEFAULT_STARTS_PER_ADDRESS
        ),
        IDEMPOTENCY_TTL_SECONDS=env_int("BELOTE_IDEMPOTENCY_TTL_SECONDS", 24 * 3600),
        IDEMPOTENCY_LEASE_SECONDS=60,  # a claim whose request never finished is then free
        DATABASE_URL=None,
        MIGRATE=True,
        # Turn clocks (api/live/sweeper.py): what "now" is, and how often this process
        # looks for clocks that ran out (0: never; `belote serve` turns it on).
        CLOCK=None,
        SWEEP_SECONDS=0.0,
        # Streams and long-polls (api/live/waiting.py, README "Serving and live delivery").
        MAX_STREAMS=env_int("BELOTE_MAX_STREAMS", waiting.MAX_STREAMS),
        MAX_WAITS_PER_CLIENT=env_int("BELOTE_MAX_WAITS_PER_CLIENT", waiting.MAX_WAITS_PER_CLIENT),
        STREAM_KEEPALIVE_SECONDS=float(os.environ.get("BELOTE_STREAM_KEEPALIVE_SECONDS", "15")),
        STREAM_RESYNC_SECONDS=float(
            os.environ.get("BELOTE_STREAM_RESYNC_SECONDS", str(waiting.RESYNC_SECONDS))
        ),
        # A waiting game nobody joined or left for this long expires (0: never).
        WAITING_GAME_TTL_SECONDS=env_int(
            "BELOTE_WAITING_GAME_TTL_SECONDS", tables.DEFAULT_TTL_SECONDS
        ),
        DROP_NOTIFICATIONS_EVERY=env_int("BELOTE_TEST_DROP_NOTIFICATIONS_EVERY", 0),
        API_SPEC_OPTIONS={
            "info": {
                "description": "Play, watch, export and replay Belote games. Every deal is derived "
                "from a secret seed committed at creation (docs/rules.md §3); errors are RFC 9457 "
                "problems with a stable `code`.",
                "license": {"name": "MIT", "identifier": "MIT"},
            },
            "components": {
                "securitySchemes": {
                    "bearer": {"type": "http", "scheme": "bearer", "description": "Player token"}
                }
            },
        },
    )
    app.config.update(config or {})
    compression.install(app)  # first, so it runs after every other after_request

    engine = make_engine(app.config["DATABASE_URL"] or database_url())
    if app.config["MIGRATE"]:
        upgrade(engine)
    extensions.install(app, GameStore(engine, clock=_clock(app.config["CLOCK"])))
    if app.config["SWEEP_SECONDS"] > 0:
        app.extensions["belote_sweeper"] = Sweeper(
            app.extensions["belote"], app.config["SWEEP_SECONDS"]
        ).start()
    waiting.install(app, app.extensions["belote"].store)  # streams and long-polls
    docs_assets.install(app)
    cors.install(app)  # first: a preflight is answered before limits and idempotency
    ratelimit.install(app, app.extensions["belote"].store)  # first: a refused write costs less
    idempotency.install(app, app.extensions["belote"].store)

    api = Api(
        app,
        spec_kwargs={
            "extra_plugins": [
                ratelimit.RateLimitDoc(),
                idempotency.IdempotencyDoc(),
                links.LinksDoc(),
                conditions.ConditionsDoc(),
            ]
        },
    )
    from api.http.routes import challenges as challenge_routes
    from api.http.routes import (
        deals,
        endings,
        events,
        games,
        health,
        history,
        lobby,
        player_events,
        players,
        records,
        seats,
        streams,
    )

    api.register_blueprint(players.me_blp)
    api.register_blueprint(player_events.blp)
    api.register_blueprint(lobby.blp)
    api.register_blueprint(endings.blp)
    for module in (
        players,
        games,
        seats,
        deals,
        events,
        streams,
        records,
        health,
        history,
        challenge_routes,
    ):
        api.register_blueprint(module.blp)
    streams.document(api.spec)

    app.register_blueprint(web.blp)  # the reference web table at / (not part of the API spec)
    _register_error_handlers(app)
    return app


def _clock(configured: Callable[[], datetime] | None) -> Callable[[], datetime] | None:
    """The configured clock, or the test clock file's, or None for the store's own."""
    if configured is not None:
        return configured
    path = os.environ.get("BELOTE_CLOCK_FILE")  # tests of a real server process only
    return clock_from_file(path) if path else None


def env_seconds(name: str, default: float) -> float:
    """A duration in seconds from the environment; a bad value stops the app at start-up."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not value >= 0 or value == float("inf"):
        raise ValueError(f"{name} must be a number of seconds, not {raw!r}")
    return value


def env_int(name: str, default: int) -> int:
    """A whole-number setting from the environment; a bad value stops the app at start-up."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit():
        raise ValueError(f"{name} must be a whole number, not {raw!r}")
    return int(raw)


def _register_error_handlers(app: Flask) -> None:
    input_guards.install(app)  # bad input gets its 4xx before any handler reads it

    @app.errorhandler(BeloteError)
    def belote_error(error: BeloteError) -> Response:
        return problem_from_error(error)

    @app.errorhandler(OperationalError)
    def database_down(error: DBAPIError) -> Response:
        log.warning("database unavailable: %s", error)
        return problem(
            503,
            "database_unavailable",
            "the database cannot be reached; try again",
            {"Retry-After": "1"},
        )

    @app.errorhandler(Exception)
    def unexpected(error: Exception) -> Response:
        # HTTPExceptions never get here: Api.handle_http_exception is more specific.
        # %r: a path may hold control characters or binary junk; the log stays one line.
        log.exception("unhandled error on %s %r", request.method, request.path)
        return problem(500, "internal_error", "unexpected server error")

"""The Flask application factory."""

from __future__ import annotations

import http
import logging
import os
from typing import Any

from flask import Flask, Response, request
from flask_smorest import Api as SmorestApi
from sqlalchemy.exc import DBAPIError, OperationalError
from werkzeug.exceptions import HTTPException

from api import challenges, idempotency, ratelimit, waiting
from api.problems import PROBLEM_CONTENT_TYPE, ProblemSchema, problem, problem_from_error
from api.services import GameService
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
            return problem(
                422,
                "validation_error",
                "the request does not match the schema",
                headers,
                errors=data.get("messages", {}),
            )
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


def create_app(config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(
        API_TITLE="Belote",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL="https://cdn.jsdelivr.net/npm/swagger-ui-dist/",
        MAX_CONTENT_LENGTH=env_int("BELOTE_MAX_BODY_BYTES", MAX_BODY_BYTES),
        # Operating limits (README "Operating"): see api/ratelimit.py, api/idempotency.py.
        RATE_LIMIT_WRITES=os.environ.get("BELOTE_RATE_LIMIT_WRITES", "600/minute"),
        RATE_LIMIT_ANONYMOUS=os.environ.get("BELOTE_RATE_LIMIT_ANONYMOUS", "60/minute"),
        PROXY_HOPS=env_int("BELOTE_PROXY_HOPS", 0),
        IDEMPOTENCY_TTL_SECONDS=env_int("BELOTE_IDEMPOTENCY_TTL_SECONDS", 24 * 3600),
        IDEMPOTENCY_LEASE_SECONDS=60,  # a claim whose request never finished is then free
        DATABASE_URL=None,
        MIGRATE=True,
        # Streams and long-polls (api/waiting.py, README "Serving and live delivery").
        MAX_STREAMS=env_int("BELOTE_MAX_STREAMS", waiting.MAX_STREAMS),
        MAX_WAITS_PER_CLIENT=env_int("BELOTE_MAX_WAITS_PER_CLIENT", waiting.MAX_WAITS_PER_CLIENT),
        STREAM_KEEPALIVE_SECONDS=float(os.environ.get("BELOTE_STREAM_KEEPALIVE_SECONDS", "15")),
        STREAM_RESYNC_SECONDS=float(
            os.environ.get("BELOTE_STREAM_RESYNC_SECONDS", str(waiting.RESYNC_SECONDS))
        ),
        DROP_NOTIFICATIONS_EVERY=env_int("BELOTE_TEST_DROP_NOTIFICATIONS_EVERY", 0),
        API_SPEC_OPTIONS={
            "info": {
                "description": "Play, watch, export and replay Belote games. Every deal is derived "
                "from a secret seed committed at creation (RULES.md §3); errors are RFC 9457 "
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

    engine = make_engine(app.config["DATABASE_URL"] or database_url())
    if app.config["MIGRATE"]:
        upgrade(engine)
    app.extensions["belote"] = GameService(GameStore(engine))
    waiting.install(app, app.extensions["belote"].store)  # streams and long-polls
    challenges.install(app, app.extensions["belote"])  # the daily challenge's secret and clock
    ratelimit.install(app, app.extensions["belote"].store)  # first: a refused write costs less
    idempotency.install(app, app.extensions["belote"].store)

    api = Api(
        app,
        spec_kwargs={"extra_plugins": [ratelimit.RateLimitDoc(), idempotency.IdempotencyDoc()]},
    )
    from api.routes import challenges as challenge_routes
    from api.routes import deals, events, games, health, history, players, records, seats, streams

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

    _register_error_handlers(app)
    return app


def env_int(name: str, default: int) -> int:
    """A whole-number setting from the environment; a bad value stops the app at start-up."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit():
        raise ValueError(f"{name} must be a whole number, not {raw!r}")
    return int(raw)


def _valid_unicode(value: Any) -> bool:
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return False
        return True
    if isinstance(value, dict):
        return all(_valid_unicode(k) and _valid_unicode(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_valid_unicode(v) for v in value)
    return True


def _register_error_handlers(app: Flask) -> None:
    @app.before_request
    def reject_lone_surrogates() -> Response | None:
        # JSON may spell a lone UTF-16 surrogate ("\ud800"): Python accepts
        # it, but it cannot be stored or hashed as UTF-8. Refuse it up front.
        if not request.is_json:
            return None
        try:
            valid = _valid_unicode(request.get_json(silent=True))
        except RecursionError:
            return problem(400, "malformed_json", "the JSON body is nested too deeply")
        if not valid:
            return problem(
                422,
                "validation_error",
                "JSON strings must be valid Unicode (no lone surrogates such as \\ud800)",
            )
        return None

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
        log.exception("unhandled error on %s %s", request.method, request.path)
        return problem(500, "internal_error", "unexpected server error")

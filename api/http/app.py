"""The Flask application factory."""

from __future__ import annotations

import http
import logging
import os
from datetime import timedelta
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
from api.live.sweeper import Sweeper
from api.settings import Settings
from domain.errors import BeloteError
from persistence import faults
from persistence.db import make_engine, upgrade
from persistence.store import GameStore
from persistence.time_source import TimeSource

log = logging.getLogger(__name__)

API_VERSION = "1.0.0"


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


SERVE_CONFIG: dict[str, Any] = {"MIGRATE": False, "SWEEP": True}
"""What ``belote serve`` adds to the defaults: migrated already, turn clocks swept."""


def create_app(config: dict[str, Any] | None = None, settings: Settings | None = None) -> Flask:
    """The app, on ``settings`` (default: read from the environment now) with
    ``config``'s overrides: any setting by its upper-case name, and ``CLOCK`` (a
    :class:`~persistence.time_source.TimeSource`), ``MIGRATE``, ``SWEEP``."""
    config = config or {}
    settings = (settings or Settings.from_env(os.environ)).overridden(config)
    time: TimeSource = config.get("CLOCK") or faults.time_source()
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
        MAX_CONTENT_LENGTH=settings.max_body_bytes,  # Flask's own limit (413)
        MIGRATE=True,
        SWEEP=False,  # `belote serve` turns the turn-clock sweeper on
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
    app.config.update(config)
    app.extensions["belote_settings"] = settings
    compression.install(app)  # first, so it runs after every other after_request

    engine = make_engine(settings.database_url)
    if app.config["MIGRATE"]:
        upgrade(engine)
    games = extensions.install(app, GameStore(engine, time=time), settings, time)
    if app.config["SWEEP"] and settings.sweep_seconds > 0:
        app.extensions["belote_sweeper"] = Sweeper(games, settings.sweep_seconds).start()
    waiting.install(app, games.store, settings)  # streams and long-polls
    docs_assets.install(app)
    cors.install(app, settings.cors_origins)  # first: a preflight is answered before the rest
    ratelimit.install(app, games.store, settings, time)  # first: a refused write costs less
    ttl = timedelta(seconds=settings.idempotency_ttl_seconds)
    idempotency.install(app, games.store, ttl, time)

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

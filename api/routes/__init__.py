"""Blueprints of the public API, one module per resource, and their shared helpers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from flask import Response, current_app, request
from flask_smorest import Blueprint

from api.problems import PROBLEM_CONTENT_TYPE, ApiError, ProblemSchema
from api.services import GameService
from persistence.store import Player

F = TypeVar("F", bound=Callable[..., Any])

_PROBLEM_DESCRIPTIONS = {
    400: "Malformed request (e.g. invalid JSON)",
    401: "Missing or unknown bearer token",
    403: "The token's player does not sit in that seat",
    404: "Unknown game, seat or deal",
    409: "Refused by the game's rules or state (the `code` names the rule), or a concurrent "
    "write won (`stale_version`)",
    412: "If-Match does not match the game's version",
    422: "The request does not match the schema, or uses unknown cards, suits or options",
    503: "The database cannot be reached; retry after Retry-After seconds",
}


def service() -> GameService:
    svc: GameService = current_app.extensions["belote"]
    return svc


def current_player() -> Player:
    """The player of the ``Authorization: Bearer`` header, or a 401."""
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    return service().authenticate(token.strip() if scheme.lower() == "bearer" else None)


def if_match() -> int | None:
    """The game version of an ``If-Match: "<version>"`` header, if any."""
    raw = request.headers.get("If-Match")
    if raw is None or raw.strip() == "*":
        return None
    value = raw.strip().removeprefix("W/").strip('"')
    if not value.isdigit():
        raise ApiError(
            412,
            "precondition_failed",
            f"If-Match must be a game version ETag like '\"7\"', not {raw!r}",
        )
    return int(value)


def etag_response(body: Any, version: int) -> Any:
    """304 when If-None-Match already names ``version``; otherwise the body with its ETag."""
    etag = f'"{version}"'
    if etag in request.headers.get("If-None-Match", "").replace("W/", "").split(", "):
        return Response(status=304, headers={"ETag": etag})
    return body, 200, {"ETag": etag}


def operation(
    blp: Blueprint, operation_id: str, *errors: int, auth: bool = False
) -> Callable[[F], F]:
    """operationId, security and the problem responses of one operation."""

    def decorate(func: F) -> F:
        doc: dict[str, Any] = {"operationId": operation_id}
        if auth:
            doc["security"] = [{"bearer": []}]
        func = blp.doc(**doc)(func)
        for status in errors:
            func = blp.alt_response(
                status,
                schema=ProblemSchema,
                description=_PROBLEM_DESCRIPTIONS[status],
                content_type=PROBLEM_CONTENT_TYPE,
            )(func)
        return func

    return decorate


ETAG_HEADER = {"ETag": {"description": 'The game version, e.g. "12"', "schema": {"type": "string"}}}
IF_MATCH = {
    "in": "header",
    "name": "If-Match",
    "required": False,
    "description": 'Only act if the game is still at this version (its ETag, e.g. "12"); else 412.',
    "schema": {"type": "string"},
}
IF_NONE_MATCH = {
    "in": "header",
    "name": "If-None-Match",
    "required": False,
    "description": "The ETag you hold: 304 if the game has not changed.",
    "schema": {"type": "string"},
}

"""Blueprints of the public API, one module per resource, and their shared helpers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from flask import Response, current_app, request
from flask_smorest import Blueprint
from flask_smorest.pagination import PaginationParameters

from api.http import extensions
from api.http.auth import bearer_token
from api.http.input_guards import ascii_number
from api.http.presenters import game_body, seat_view_body
from api.http.problems import PROBLEM_CONTENT_TYPE, ApiError, ProblemSchema
from api.services.games import Dealt, GameService
from domain.game import GameState
from persistence.store import Player

F = TypeVar("F", bound=Callable[..., Any])

_PROBLEM_DESCRIPTIONS = {
    400: "Malformed request: the body is not JSON (`malformed_json`), or an If-Match is not "
    'a version ETag like `"7"` or `*` (`invalid_if_match`)',
    401: "Missing or unknown bearer token",
    403: "The token's player does not sit in that seat; or `challenge_game_private`: the game "
    "is dealt from a daily challenge whose day still runs, and the caller is not its player",
    404: "Unknown game, seat or deal",
    409: "Refused by the game's rules or state (the `code` names the rule), or a concurrent "
    "write won (`stale_version`)",
    410: "The waiting game expired (`game_expired`)",
    412: "If-Match does not match the game's version",
    415: "The body's Content-Type is not one the operation reads",
    422: "The request does not match the schema, or uses unknown cards, suits or options",
    429: "This client holds too many open streams and pending long-polls (`too_many_waits`); "
    "retry after Retry-After seconds",
    503: "The database cannot be reached; retry after Retry-After seconds",
}


def service() -> GameService:
    return extensions.games()


G = TypeVar("G", bound=Dealt)


def readable(game: G) -> G:
    """``game``, once its caller may read it (GameService.authorise_read: a game of a
    running day's challenge is its player's alone); every read route calls this."""
    service().authorise_read(game, bearer_token())
    return game


def current_player() -> Player:
    """The player of the ``Authorization: Bearer`` header, or a 401."""
    return service().authenticate(bearer_token())


def if_match() -> int | None:
    """The game version of an ``If-Match: "<version>"`` header, if any.

    A value that is no version ETag is a 400 ``invalid_if_match``, not a 412:
    a 412 tells the client to read the game again and retry, which would never
    mend a malformed header.
    """
    raw = request.headers.get("If-Match")
    if raw is None or raw.strip() == "*":
        return None
    version = ascii_number(raw.strip().removeprefix("W/").strip('"'))
    if version is None:
        shown = raw if len(raw) <= 40 else raw[:40] + "…"
        raise ApiError(
            400,
            "invalid_if_match",
            f"If-Match must be a game version ETag like '\"7\"' or '*', not {shown!r}",
        )
    return version


def as_is(body: Any) -> Response:
    """``body``, already JSON-ready, as a response without flask-smorest's schema dump.

    For the seat view, the answer to every move: the presenter already built
    exactly the schema's shape, and dumping it again through marshmallow
    would double the cost of serialising it. The API tests load every such
    answer with its strict schema, so a body that drifts from it still fails.
    """
    return current_app.json.response(body)


def seat_view(game_id: str, state: GameState, seat: int) -> Response:
    """The seat's private view of ``state`` (just loaded or written), as it is.

    Its turn clock started at the game's last append, which the service
    knows without a query right after a load or a write.
    """
    labels = extensions.reads().labels(state.seats)[0]
    return as_is(seat_view_body(state, seat, service().clock_started(game_id), labels))


def written_game(game_id: str, state: GameState) -> tuple[dict[str, Any], int, dict[str, str]]:
    """The game resource right after a write to it, with its version's ETag."""
    body = game_body(extensions.reads().game(service().summary(game_id), state))
    return body, 200, {"ETag": f'"{state.version}"'}


def etag_response(body: Any, version: int) -> Any:
    """304 when If-None-Match already names ``version``; otherwise the body with its ETag."""
    etag = f'"{version}"'
    if _matches(request.headers.get("If-None-Match"), etag):
        return Response(status=304, headers={"ETag": etag})
    return body, 200, {"ETag": etag}


SQL_MAX_OFFSET = 2**63 - 1  # the largest OFFSET SQLite and PostgreSQL take


def page_offset(pages: PaginationParameters) -> int:
    """The first row of a page, for SQL's OFFSET.

    Capped: ``?page=208600350884948416`` is valid (page >= 1) but its offset
    overflows the databases' integer (a 500); any page that far is empty.
    """
    return min(pages.first_item, SQL_MAX_OFFSET)


def _matches(header: str | None, etag: str) -> bool:
    """If-None-Match (RFC 9110 §13.1.2): ``*`` or a comma list, weak comparison."""
    if header is None:
        return False
    if header.strip() == "*":
        return True
    return etag in (tag.strip().removeprefix("W/") for tag in header.split(","))


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
    "description": 'Only act if the game is still at this version (its ETag, e.g. "12"); else '
    "412 `precondition_failed`. A value that is no version ETag (nor `*`) is 400 "
    "`invalid_if_match`.",
    "schema": {"type": "string", "pattern": '^\\s*(\\*|(W/)?"*[0-9]+"*)\\s*$'},
}
SEAT_PATH = {
    "in": "path",
    "name": "seat",
    "required": True,
    "description": "A seat, 0 to 3 (teams: 0 and 2, 1 and 3).",
    "schema": {"type": "integer", "minimum": 0, "maximum": 3},
}
IF_NONE_MATCH = {
    "in": "header",
    "name": "If-None-Match",
    "required": False,
    "description": "The ETag you hold: 304 if the game has not changed.",
    "schema": {"type": "string"},
}

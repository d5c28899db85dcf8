"""Errors as ``application/problem+json`` (RFC 9457) with a stable ``code``.

Every refusal, whether the domain's (``must_follow_suit``), the store's
(``stale_version``) or HTTP's (``not_found``), leaves as one JSON shape:
``type``, ``title``, ``status``, ``detail``, ``code`` and sometimes extra
members (``legal``, ``errors``, …). Nothing here may echo a hidden card: the
details come from errors raised after the caller's seat was authorised.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

import marshmallow as ma
from flask import Response, json

from api.services.errors import (
    Conflict,
    Exhausted,
    Forbidden,
    Gone,
    Invalid,
    NotFound,
    PreconditionFailed,
    ServiceError,
    Unauthorized,
)
from domain.clocks import ABSENT_AFTER, TURN_SECONDS
from domain.errors import BeloteError, InvalidInput, InvalidRules, RuleViolation, SeatingError

PROBLEM_CONTENT_TYPE = "application/problem+json"
TYPE_BASE = "https://belote.dev/problems/"


class ApiError(BeloteError):
    """An error of the HTTP layer itself, with its status (and response headers, if any)."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        headers: dict[str, str] | None = None,
        **details: Any,
    ) -> None:
        super().__init__(code, message, **details)
        self.status = status
        self.headers = headers or {}


def not_found(message: str) -> ApiError:
    return ApiError(404, "not_found", message)


_STATUS_BY_KIND: tuple[tuple[type[ServiceError], int], ...] = (
    (Unauthorized, 401),
    (Forbidden, 403),
    (NotFound, 404),
    (Conflict, 409),
    (Gone, 410),
    (PreconditionFailed, 412),
    (Invalid, 422),
    (Exhausted, 429),
)
"""The status of each kind of refusal of the use cases (api.services.errors)."""

# The store's refusals, which reach here when no use case translates them.
_STATUS_BY_CODE = {"not_found": 404, "stale_version": 409}


def status_of(error: BeloteError) -> int:
    if isinstance(error, ApiError):
        return error.status
    if isinstance(error, ServiceError):
        return next(status for kind, status in _STATUS_BY_KIND if isinstance(error, kind))
    if error.code in _STATUS_BY_CODE:
        return _STATUS_BY_CODE[error.code]
    if isinstance(error, RuleViolation | SeatingError):
        return 409  # a well-formed request the game's current state refuses
    if isinstance(error, InvalidInput | InvalidRules):
        return 422
    return 400


def problem(
    status: int, code: str, detail: str, headers: dict[str, str] | None = None, **extra: Any
) -> Response:
    return _problem_response(status, code, detail, headers, extra)


_FIELD_CODES = {"card": "unknown_card", "suit": "unknown_suit", "bot": "unknown_bot"}
_MISSING = "Missing data for required field."
_UNKNOWN_FIELD = "Unknown field."


def validation_problem(messages: dict[str, Any], headers: dict[str, str] | None = None) -> Response:
    """422 for a request the schema refused (see :func:`validation_error`)."""
    return problem_from_error(validation_error(messages, headers))


def validation_error(messages: dict[str, Any], headers: dict[str, str] | None = None) -> ApiError:
    """``validation_error`` with ``errors`` by location and field; or, when every
    error is one the docs name, that code (``unknown_card``, ``unknown_suit``,
    ``unknown_bot``, ``unknown_rule_option``, ``invalid_turn_seconds``,
    ``invalid_absent_after``) and the ``field`` it is about (e.g. ``seats.1.bot``,
    ``rules.colour``), with a clock setting's ``min`` and ``max``."""
    found = {(_specific_code(path, message), path, message) for path, message in _errors(messages)}
    codes = {code for code, _, _ in found}
    if len(codes) == 1 and None not in codes:
        code = codes.pop()
        assert code is not None
        named = sorted((".".join(map(str, path[1:])), message) for _, path, message in found)
        detail = "; ".join(f"{field}: {message}" for field, message in named)
        field = named[0][0]
        return ApiError(422, code, detail, headers, field=field, errors=messages, **_bounds(code))
    return ApiError(
        422, "validation_error", "the request does not match the schema", headers, errors=messages
    )


def _errors(messages: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], str]]:
    """Each refused field of webargs' ``{location: {field: [message]}}``, with its
    first message."""
    if isinstance(messages, dict):
        return [e for key, sub in messages.items() for e in _errors(sub, (*path, key))]
    if isinstance(messages, list) and messages and all(isinstance(m, str) for m in messages):
        return [(path, messages[0])]
    return [(path, "")]


def _specific_code(path: tuple[Any, ...], message: str) -> str | None:
    """The code the docs give to a refused JSON field, if any: a card, suit or bot
    that does not exist, or a table option that does not (not a wrong JSON type,
    nor a field missing)."""
    if message == _MISSING or message.startswith("Not a valid"):
        return None
    if len(path) == 3 and path[:2] == ("json", "rules"):
        return "unknown_rule_option" if message == _UNKNOWN_FIELD else None
    if message == _UNKNOWN_FIELD:
        return None
    if len(path) == 2 and path[0] == "json":
        return _FIELD_CODES.get(path[1])
    if len(path) == 4 and path[:2] == ("json", "seats") and path[3] == "bot":
        return "unknown_bot"
    if len(path) == 3 and path[:2] == ("json", "clock") and path[2] in _CLOCK_BOUNDS:
        return f"invalid_{path[2]}" if message.startswith("Must be") else None
    return None


_CLOCK_BOUNDS = {"turn_seconds": TURN_SECONDS, "absent_after": ABSENT_AFTER}
"""The turn clock's settings (domain.clocks); out of range, the problem names the bounds."""


def _bounds(code: str) -> dict[str, int]:
    """``min`` and ``max`` of a clock setting refused for its range (else nothing)."""
    allowed = _CLOCK_BOUNDS.get(code.removeprefix("invalid_"))
    return {} if allowed is None else {"min": allowed.start, "max": allowed.stop - 1}


def problem_from_error(error: BeloteError) -> Response:
    status = status_of(error)
    headers = dict(error.headers) if isinstance(error, ApiError) else {}
    if isinstance(error, Exhausted):
        headers["Retry-After"] = str(error.details["retry_after"])
    if status == 401:
        headers["WWW-Authenticate"] = 'Bearer realm="belote"'
    return _problem_response(status, error.code, error.message, headers, error.details)


def _problem_response(
    status: int, code: str, detail: str, headers: dict[str, str] | None, extra: dict[str, Any]
) -> Response:
    body = {
        "type": TYPE_BASE + code,
        "title": HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "code": code,
    }
    # Extra members never replace the RFC 9457 ones.
    body = {**{k: v for k, v in extra.items() if k not in body}, **body}
    response = Response(json.dumps(body), status=status, content_type=PROBLEM_CONTENT_TYPE)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


class ProblemSchema(ma.Schema):
    """RFC 9457 problem details, with the service's stable ``code``."""

    class Meta:
        unknown = ma.INCLUDE

    type = ma.fields.String(required=True, metadata={"example": TYPE_BASE + "must_follow_suit"})
    title = ma.fields.String(required=True, metadata={"example": "Conflict"})
    status = ma.fields.Integer(required=True, metadata={"example": 409})
    detail = ma.fields.String(
        required=True,
        metadata={"example": "7S breaks must_follow_suit: legal cards are 8H, KH"},
    )
    code = ma.fields.String(
        required=True,
        metadata={
            "description": "Stable machine-readable error code: a rule "
            "(must_follow_suit, must_overtrump, must_trump, not_your_turn, wrong_phase, "
            "card_not_in_hand, suit_not_allowed, dealer_must_take, game_over), or "
            "validation_error, malformed_json, unauthorized, not_your_seat, not_found, "
            "stale_version, precondition_failed, seat_taken, game_started, …",
            "example": "must_follow_suit",
        },
    )
    legal = ma.fields.List(
        ma.fields.String(),
        metadata={"description": "For a refused card: the cards that were legal."},
    )
    errors = ma.fields.Dict(
        metadata={"description": "For validation errors: messages by location and field."}
    )

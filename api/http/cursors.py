"""Opaque cursors for the games history: a listed game's place in its sort order.

Every item of ``GET /games`` and ``GET /players/{player_id}/games`` carries a
``cursor``; ``?after=<cursor>`` lists the games that follow it and
``?before=<cursor>`` those that precede it, in the same ``sort``. A cursor is
a position (:class:`persistence.queries.Position`), not a page number, so a
game created or finished meanwhile never shifts what comes next: the same
game is never listed twice nor skipped.

The text is URL-safe base64 of a small JSON array; clients must treat it as
opaque (its content may change between versions). Decoding anything else, or
a cursor of another sort, is a 422 ``invalid_cursor``.
"""

from __future__ import annotations

import base64
import binascii
import json
from datetime import datetime
from typing import Any

from api.http.problems import ApiError
from persistence.queries import SORTS, Position


def encode(position: Position) -> str:
    key = [value.isoformat() if isinstance(value, datetime) else value for value in position.key]
    text = json.dumps([position.sort, key], separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def decode(cursor: str, sort: str) -> Position:
    """The position ``cursor`` names, for a listing in ``sort`` order (else 422)."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        cursor_sort, key = json.loads(raw)
        position = Position(cursor_sort, _key(cursor_sort, key))
    except (ValueError, TypeError, binascii.Error, UnicodeDecodeError):
        raise invalid(f"{cursor!r} is not a cursor of this listing") from None
    if position.sort != sort:
        raise invalid(f"this cursor belongs to sort={position.sort}, not sort={sort}")
    return position


def _key(sort: Any, key: Any) -> tuple[Any, ...]:
    """The typed key of a decoded cursor: (ranking,) created_at, game id."""
    if sort not in SORTS or not isinstance(key, list):
        raise ValueError("not a cursor")
    *ranking, created, game_id = key
    if len(ranking) != (sort == "ranking") or not isinstance(game_id, str):
        raise ValueError("not a cursor")
    if ranking and not (  # an SQL integer's range: a larger one is no game's ranking
        ranking[0] is None or (type(ranking[0]) is int and abs(ranking[0]) < 2**31)
    ):
        raise ValueError("not a cursor")
    return (*ranking, datetime.fromisoformat(created), game_id)


def invalid(detail: str) -> ApiError:
    return ApiError(422, "invalid_cursor", detail)

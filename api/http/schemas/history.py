"""History filters, player stats and daily challenges."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import marshmallow as ma
from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import Pair, Strict, Team, Text
from api.http.schemas.players import PlayerKind
from api.http.schemas.rules import RulesSchema
from domain.rules import OPTIONS
from persistence.queries import SORTS, STATUSES


class UTCTime(f.AwareDateTime):
    """An ISO 8601 time, converted to UTC; refused if UTC cannot hold it.

    ``9999-12-31T23:00:00-05:00`` is a valid time whose UTC is past year 9999,
    which Python's datetime cannot hold (``0001-01-01T00:00:00+05:00`` is
    before year 1): a 422 rather than an ``OverflowError`` in the query.
    """

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        when = super()._deserialize(value, attr, data, **kwargs)
        try:
            return when.astimezone(UTC)
        except OverflowError:
            raise ma.ValidationError("the time in UTC is outside years 1 to 9999") from None


def _when(what: str) -> f.AwareDateTime:
    return UTCTime(
        default_timezone=UTC,
        metadata={
            "description": f"{what} (ISO 8601; UTC when no offset is given).",
            "example": "2026-11-29T00:00:00Z",
        },
    )


def _rule_filter(name: str, allowed: Any) -> f.Field:
    """A table option as a query filter: query strings are text, so ``target=1001``
    and ``announcements=true`` are read as the integer and boolean they spell."""
    meta = {"description": f"Only games played with table option `{name}` set to this."}
    if isinstance(allowed, range):
        return f.Integer(validate=v.Range(allowed.start, allowed.stop - 1), metadata=meta)
    if isinstance(allowed[0], bool):
        return f.Boolean(truthy={"true"}, falsy={"false"}, metadata=meta)
    if isinstance(allowed[0], int):
        return f.Integer(validate=v.OneOf(allowed), metadata=meta)
    return f.String(validate=v.OneOf(allowed), metadata=meta)


class Instant(f.String):
    """A time as ISO 8601 (UTC without an offset) or as Unix milliseconds, as Lichess's
    exports take ``since``/``until``."""

    MILLISECONDS = (
        "^([0-9]{1,14}|[01][0-9]{14}|2[0-4][0-9]{13}|25[0-2][0-9]{12}|253[0-3][0-9]{11}"
        "|25340[01][0-9]{9}|253402[0-2][0-9]{8}|253402300[0-7][0-9]{5})$"
    )
    """Unix milliseconds up to 253402300799999, 9999-12-31T23:59:59.999Z: the last a
    calendar holds. A pattern rather than a number, so that the spec can say it."""
    _iso = f.AwareDateTime(default_timezone=UTC)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> datetime:
        text = super()._deserialize(value, attr, data, **kwargs)
        if re.fullmatch(self.MILLISECONDS, text):
            return datetime.fromtimestamp(int(text) / 1000, UTC)
        if text.isdigit():
            raise ma.ValidationError("Not a time a calendar can hold.")
        return self._iso.deserialize(text, attr, data)


def _instant(what: str) -> Instant:
    return Instant(
        metadata={
            "description": f"{what} (ISO 8601, UTC when no offset is given, or Unix time in "
            "milliseconds).",
            "anyOf": [{"format": "date-time"}, {"pattern": Instant.MILLISECONDS}],
            "example": "1764547200000",
        },
    )


def _cursor(what: str) -> f.String:
    return f.String(
        # URL-safe base64 (api/http/cursors.py), under 100 characters in practice
        validate=[v.Length(1, 200), v.Regexp(r"^[A-Za-z0-9_-]+$")],
        metadata={
            "description": f"{what} (an item's opaque `cursor`, from a listing with the same "
            "`sort`). Unlike `page`, a cursor stays put while games are created or finish. Not "
            "with `page`, nor on the NDJSON export; an unknown cursor: 422 `invalid_cursor`."
        },
    )


class _HistoryFilters(Strict):
    status = f.String(
        validate=v.OneOf(list(STATUSES)),
        metadata={
            "description": "`waiting` (seats to fill), `playing` (bidding or playing), "
            "`finished`; `bidding` alone is accepted too."
        },
    )
    created_from = _when("Only games created at or after this time")
    created_to = _when("Only games created before this time")
    finished_from = _when("Only games finished at or after this time")
    finished_to = _when("Only games finished before this time")
    since = _instant("Only games finished at or after this time, as `finished_from`")
    until = _instant("Only games finished before this time, as `finished_to`")
    after = _cursor("The games listed after this one")
    before = _cursor("The games listed before this one")
    winner = Team(metadata={"description": "Only finished games won by this team (0 or 1)."})
    sort = f.String(
        load_default="newest",
        validate=v.OneOf(SORTS),
        metadata={
            "description": "`newest` (default) or `oldest` by creation, or `ranking`: highest "
            "ranking score first (the winner's; for a player's games, the player's team's), "
            "unfinished games last."
        },
    )


HistoryQuery = _HistoryFilters.from_dict(
    {name: _rule_filter(name, allowed) for name, allowed in OPTIONS.items()}, name="HistoryQuery"
)
"""Filters and order of a games history (the rule options by their names)."""

GameListQuery = HistoryQuery.from_dict(
    {"player": Text(metadata={"description": "Only games where this player id sits."})},
    name="GameListQuery",
)


class GameQuery(Strict):
    at_seq = f.Integer(
        validate=v.Range(min=1),
        metadata={
            "description": "The public state right after event `at_seq` (1 is GameCreated) "
            "instead of now; 404 `seq_out_of_range` past the last event."
        },
    )


class PlayerStatsOut(Strict):
    """A player's totals over its finished games (a game in progress never counts)."""

    player_id = f.String(required=True)
    player_name = f.String(required=True, metadata={"description": "Current display name."})
    player_kind = PlayerKind(required=True)
    games = f.Integer(required=True, metadata={"description": "Finished games played."})
    wins = f.Integer(required=True)
    losses = f.Integer(
        required=True,
        metadata={"description": "A game with the player on both teams is neither."},
    )
    deals_taken = f.Integer(required=True, metadata={"description": "Contracts the player took."})
    deals_made = f.Integer(required=True, metadata={"description": "Taken and made (capots too)."})
    dedans = f.Integer(
        required=True,
        metadata={
            "description": "Taken and failed (dedans, a capot by the defence, a coinche "
            "contract failed)."
        },
    )
    capots = f.Integer(required=True, metadata={"description": "Deals the player's team won 8-0."})
    belotes = f.Integer(required=True, metadata={"description": "Belotes the player held."})
    average_ranking = f.Float(
        allow_none=True,
        required=True,
        metadata={"description": "Mean ranking score (1000 + own - other) of the player's team."},
    )
    contracts_suit = f.Integer(
        required=True, metadata={"description": "Contracts taken in a trump suit."}
    )
    contracts_sa = f.Integer(required=True, metadata={"description": "Sans-atout contracts taken."})
    contracts_ta = f.Integer(required=True, metadata={"description": "Tout-atout contracts taken."})
    coinches = f.Integer(required=True, metadata={"description": "Coinches the player said."})
    surcoinches = f.Integer(required=True, metadata={"description": "Surcoinches the player said."})


class ChallengeOut(Strict):
    date = f.Date(required=True)
    status = f.String(required=True, validate=v.OneOf(["upcoming", "open", "over"]))
    seed_commitment = f.String(
        required=True, metadata={"description": "hex(sha256(utf8(seed))) of the day's seed."}
    )
    seed = f.String(
        allow_none=True,
        required=True,
        metadata={"description": "Revealed once the day is over (UTC)."},
    )
    rules = f.Nested(RulesSchema, required=True)
    bots = f.List(
        f.String(), required=True, metadata={"description": "Seats 1, 2, 3; the player sits in 0."}
    )
    challengers = f.Integer(required=True, metadata={"description": "Players who started it."})


class LeaderboardItem(Strict):
    position = f.Integer(required=True, metadata={"description": "1 for the best score."})
    player_id = f.String(required=True)
    player_name = f.String(required=True)
    player_kind = PlayerKind(required=True)
    ranking_score = f.Integer(required=True, metadata={"description": "1000 + own - other."})
    scores = Pair(required=True, metadata={"description": "The player's team's, the bots'."})
    finished_at = f.DateTime(required=True)
    game_id = f.String(
        allow_none=True,
        required=True,
        metadata={"description": "Null until the day is over: the game shows the day's deals."},
    )

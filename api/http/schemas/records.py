"""Game records and replays."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import (
    BID_ACTIONS,
    BidValueField,
    JSONInteger,
    Pair,
    Seat,
    StrainField,
    Strict,
    Team,
    Text,
)
from api.http.schemas.games import OccupantOut, SeatKinds, SeatNames
from api.http.schemas.moves import DealRecordOut
from api.http.schemas.rules import RulesSchema
from domain.cards import CODES


class RecordQuery(Strict):
    format = f.String(
        validate=v.OneOf(["json", "belote"]),
        metadata={
            "description": "`belote` for the text notation (docs/notation.md), `json` for JSON; "
            "wins over the Accept header."
        },
    )


class PointsOut(Strict):
    """Where a played deal's points came from, team 0 then team 1."""

    tricks_won = Pair(required=True)
    card_points = Pair(required=True, metadata={"description": "Dix de der included."})
    last_trick_team = Team(required=True, metadata={"description": "Won the dix de der."})
    announcements = Pair(required=True, metadata={"description": "Announcement points counted."})
    belote = Pair(required=True)


class RecordDealOut(DealRecordOut):
    points = f.Nested(
        PointsOut, allow_none=True, required=True, metadata={"description": "Null if thrown in."}
    )


class GameRecordOut(Strict):
    """A finished game, whole: rules, revealed seed, seats, every deal, the result."""

    rules = f.Nested(RulesSchema, required=True)
    seed = f.String(required=True)
    seed_commitment = f.String(required=True)
    seats = f.List(f.Nested(OccupantOut, allow_none=True), required=True)
    deals = f.List(f.Nested(RecordDealOut), required=True)
    scores = Pair(required=True)
    winner = Team(required=True)
    ranking_scores = Pair(required=True)
    reserve_lost = f.Integer(
        required=True, metadata={"description": "A reserve still waiting at the end, lost."}
    )
    resigned = Seat(
        allow_none=True,
        required=True,
        metadata={
            "description": "The seat whose resignation ended the game (docs/rules.md §9), "
            "null if played to the end. The deal it interrupted is not in `deals`."
        },
    )
    seat_names = SeatNames(
        allow_none=True,
        metadata={
            "description": "A stored game's seats' display names (see `GameOut`); "
            "null in a replay of a game a client sent."
        },
    )
    seat_kinds = SeatKinds(
        allow_none=True,
        metadata={
            "description": "A stored game's seats' kinds (see `GameOut`); "
            "null in a replay of a game a client sent."
        },
    )


class ReplayBid(Strict):
    action = f.String(required=True, validate=v.OneOf(BID_ACTIONS))
    suit = StrainField(allow_none=True)
    value = BidValueField(metadata={"description": "For a coinche `bid`."})


class ReplayDecision(Strict):
    """One decision, in the shape of the event log's ``BidMade``, ``CardPlayed``, ``Resigned``."""

    type = f.String(required=True, validate=v.OneOf(["BidMade", "CardPlayed", "Resigned"]))
    seat = Seat(required=True)
    bid = f.Nested(ReplayBid, metadata={"description": "For BidMade."})
    card = f.String(
        validate=v.OneOf(CODES), metadata={"description": "For CardPlayed.", "example": "JH"}
    )
    schema_version = JSONInteger(
        strict=True,
        data_key="v",
        validate=v.Equal(1),
        metadata={"description": "The event schema version, if copied from the event log."},
    )

    @ma.validates_schema
    def _one_move(self, data: dict[str, Any], **kwargs: Any) -> None:
        if data.get("type") == "Resigned":
            for extra in ("bid", "card"):
                if extra in data:
                    raise ma.ValidationError("not allowed in a Resigned", extra)
            return
        needed, other = ("bid", "card") if data.get("type") == "BidMade" else ("card", "bid")
        if needed not in data:
            raise ma.ValidationError(f"required for a {data.get('type')}", needed)
        if other in data:
            raise ma.ValidationError(f"not allowed in a {data.get('type')}", other)


class OccupantIn(Strict):
    kind = f.String(required=True, validate=v.OneOf(["player", "bot"]))
    name = Text(required=True, validate=v.Length(1, 200))


class ReplayIn(Strict):
    rules = f.Nested(RulesSchema, load_default=dict)
    seed = Text(required=True, validate=v.Length(1, 200))
    seats = f.List(
        f.Nested(OccupantIn, allow_none=True),
        validate=v.Length(equal=4),
        metadata={"description": "Who sat where; null or absent: an anonymous player."},
    )
    decisions = f.List(
        f.Nested(ReplayDecision),
        required=True,
        metadata={"description": "Every bid and card, in order, as in the event log."},
    )

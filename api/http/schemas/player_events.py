"""A player's own event stream (``/me/events``)."""

from __future__ import annotations

from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import Strict

PLAYER_EVENT_TYPES = ("invited", "game_started", "your_turn", "rematch_asked", "game_finished")


class PlayerEventsQuery(Strict):
    after = f.Integer(
        load_default=0,
        validate=v.Range(min=0),
        metadata={"description": "Events with seq > after."},
    )
    limit = f.Integer(load_default=100, validate=v.Range(1, 1000))


class PlayerStreamQuery(Strict):
    after = f.Integer(
        validate=v.Range(min=0),
        metadata={"description": "Start after this seq (Last-Event-ID, if sent, wins)."},
    )


class PlayerEventOut(Strict):
    seq = f.Integer(required=True, metadata={"description": "1, 2, 3 … per player, no gap."})
    type = f.String(
        required=True, validate=v.OneOf(PLAYER_EVENT_TYPES), metadata={"example": "your_turn"}
    )
    data = f.Dict(
        required=True,
        metadata={
            "description": "Always `game_id`. `invited`: `invitation` (the code to sit with) "
            "and `by` (the creator's id). `game_started`, `game_finished`: `seats` (yours). "
            "`your_turn`: `seat` and the game's `version`. `rematch_asked`: `seat` and `by` "
            "(who asked). Never a card.",
            "example": {"game_id": "k3v8q2mzt7ha", "seat": 1, "version": 12},
        },
    )
    recorded_at = f.DateTime(required=True)


class PlayerEventPage(Strict):
    events = f.List(f.Nested(PlayerEventOut), required=True)
    last_seq = f.Integer(required=True, metadata={"description": "Your latest event's seq."})
    next_after = f.Integer(
        allow_none=True, required=True, metadata={"description": "`after` for the next page."}
    )

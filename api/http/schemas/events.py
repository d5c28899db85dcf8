"""The event log, its stream, and the health check."""

from __future__ import annotations

from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import Seat, Strict
from api.http.schemas.views import SeatViewOut


class EventsQuery(Strict):
    after = f.Integer(
        load_default=0,
        validate=v.Range(min=0),
        metadata={"description": "Events with seq > after."},
    )
    limit = f.Integer(load_default=100, validate=v.Range(1, 1000))


class EventOut(Strict):
    seq = f.Integer(required=True)
    type = f.String(required=True, metadata={"example": "CardPlayed"})
    data = f.Dict(required=True, metadata={"description": "The decision; secrets redacted."})
    facts = f.List(
        f.Dict(),
        required=True,
        metadata={"description": "What the decision caused: TrickWon, DealScored, …"},
    )
    recorded_at = f.DateTime(required=True)


class StreamEventData(EventOut):
    """The ``data`` of an event stream's message: an item of ``list_events``, and on a
    seat's stream the seat's view while the seat is the caller's."""

    view = f.Nested(
        SeatViewOut,
        metadata={"description": "The seat's view after this event (a seat's stream only)."},
    )


class EventPage(Strict):
    events = f.List(f.Nested(EventOut), required=True)
    last_seq = f.Integer(required=True, metadata={"description": "The game's latest seq."})
    next_after = f.Integer(
        allow_none=True, required=True, metadata={"description": "`after` for the next page."}
    )


class Health(Strict):
    status = f.String(required=True, metadata={"example": "ok"})


class StreamQuery(Strict):
    after = f.Integer(
        validate=v.Range(min=0),
        metadata={"description": "Start after this seq (Last-Event-ID, if sent, wins)."},
    )
    seat = Seat(
        strict=False,
        metadata={"description": "Your seat: adds its private view (needs its token)."},
    )

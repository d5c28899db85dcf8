"""``/games/{game_id}/events/stream``: the event log, live, as Server-Sent Events.

One SSE message per decision, its ``id`` the decision's seq, so a client that
reconnects with ``Last-Event-ID`` (or ``?after=``) resumes exactly where it
stopped. Every process reads the log from the database, the only thing they share,
when a committed move is announced (``api/live/waiting.py``): a move taken in one
process, or on another machine, reaches streams held by another at once, and
an idle stream costs no query.
With ``?seat=N`` and that seat's token, each message also carries the seat's
private view (its own hand and legal actions); without, only public data.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import datetime
from typing import Any

from apispec import APISpec
from flask import Response, current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.extensions import reads
from api.http.presenters import event_body, seat_view_body
from api.http.routes import current_player, operation, readable, service
from api.http.schemas.events import StreamEventData, StreamQuery
from api.live.streams import event_stream, open_stream, resume_point
from api.live.waiting import Feed
from api.services.reads import SeatLabels
from api.services.seats import check_holds_seat, holds_seat
from domain.events import Event, GameCreated, Occupant
from domain.game import GameState, Phase, new_game
from persistence.store import StoredEvent

blp = Blueprint(
    "streams",
    __name__,
    url_prefix="/games/<string:game_id>/events",
    description="Live event streams",
)

EVENT_MESSAGE = {
    "type": "object",
    "required": ["id", "event", "data"],
    "properties": {
        "id": {"type": "string", "pattern": "^[0-9]+$", "description": "The event's seq."},
        "event": {"type": "string", "description": "The event's type, as `type` in `data`."},
        "data": {
            "type": "string",
            "contentMediaType": "application/json",
            "contentSchema": {"$ref": "#/components/schemas/StreamEventData"},
        },
        "retry": {"type": "integer", "minimum": 0, "description": "Reconnect after (ms)."},
    },
}
"""One Server-Sent Events message of the stream (comments and the opening ``retry`` aside)."""

STREAM_DOC = {
    "200": {
        "description": "`text/event-stream`: one message per decision (`id`: seq, `event`: its "
        "type, `data`: the same JSON as an item of `list_events`, plus `view` on a seat's "
        "stream while the seat is yours). Comments (`: keepalive`) about every 15 s. "
        "The stream ends after the game's last event. At most BELOTE_MAX_STREAMS "
        "(default 10000) streams per server process: past that, 503 `too_many_streams`.",
        # The schema of one message, as OpenAPI 3.1 tools read a text/event-stream schema
        # (3.2 spells it `itemSchema`); the generated clients read the body as text
        # (api/cli/codegen.py). A message's `data` is JSON: its schema is StreamEventData.
        "content": {"text/event-stream": {"schema": EVENT_MESSAGE}},
    }
}


def document(spec: APISpec) -> None:
    """Register the schema of a message's ``data``, which only EVENT_MESSAGE names."""
    spec.components.schema("StreamEventData", schema=StreamEventData)


@blp.route("/stream")
class Stream(MethodView):
    @blp.arguments(StreamQuery, location="query")
    @blp.doc(responses=STREAM_DOC)
    @operation(blp, "stream_events", 401, 403, 404, 422, 429, 503)
    def get(self, query: dict[str, Any], game_id: str) -> Response:
        """Follow a game live (Server-Sent Events), resumable with Last-Event-ID

        A client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) open
        streams and pending long-polls together: past that, 429 `too_many_waits`.
        """
        svc = service()
        readable(svc.summary(game_id))  # 404, or 403 for a running challenge, before it starts
        after = resume_point(query.get("after"))
        seat = query.get("seat")
        reader: str | None = None
        if seat is not None:
            player = current_player()
            check_holds_seat(svc.load(game_id), player, seat)
            reader = player.id
        else:
            svc.summary(game_id)  # 404 before the stream starts
        keepalive = current_app.config["STREAM_KEEPALIVE_SECONDS"]
        return open_stream(
            game_id, lambda feed: _messages(feed, after, seat, reader, keepalive), seat
        )


def _messages(
    feed: Feed, after: int, seat: int | None, reader: str | None, keepalive: float
) -> Iterator[str]:
    """The stream's text: everything after ``after``, then each new event as it comes.

    Messages are rendered once per process and event (``api/live/waiting.py``):
    the public one, and the one with the view of each seat someone streams
    here. A seat's stream sends the latter only when its reader sat in the
    seat right after that event, and the public one otherwise; it renders
    its own only for events older than what the process keeps (a resume
    from far back), folding the log itself then.
    """
    own = _OwnFold()

    def read(seq: int) -> Iterator[tuple[str, int, bool]]:
        if seat is None:
            batch, over = feed.public_after(seq, _public_message)
        else:
            public, over = feed.public_after(seq, _public_message, _seat_message)
            batch = [
                _for_reader(feed, own, seq + offset, message, seat, reader)
                for offset, message in enumerate(public, start=1)
            ]
        yield "".join(batch), seq + len(batch), over

    return event_stream(feed, after, keepalive, read)


class KeptLabels:
    """Seat streams' ``seat_names`` and ``seat_kinds``, read once per process for a
    seating and kept ``ttl`` seconds, not queried for every message: a name changed
    by ``PATCH /me`` shows on open seat streams within that time."""

    def __init__(self, ttl: float = 60.0, size: int = 4096) -> None:
        self.ttl, self.size = ttl, size
        self._kept: dict[tuple[Occupant | None, ...], tuple[float, SeatLabels]] = {}

    def of(self, seats: tuple[Occupant | None, ...]) -> SeatLabels:
        key, now = seats, time.monotonic()
        kept = self._kept.get(key)
        if kept is not None and now - kept[0] < self.ttl:
            return kept[1]
        labels = reads().labels(seats)[0]
        if len(self._kept) >= self.size:
            self._kept.clear()  # seatings of games long over, mostly
        self._kept[key] = (now, labels)
        return labels


LABELS = KeptLabels()


class _OwnFold:
    """A seat stream's own fold of the log, for events the process no longer keeps."""

    def __init__(self) -> None:
        self.state: GameState | None = None
        self.facts: list[Event] = []

    def to(self, feed: Feed, seq: int) -> StoredEvent:
        """Fold up to event ``seq`` (from the start if already past it); that event."""
        if self.state is not None and self.state.version >= seq:
            self.state = None
        done = 0 if self.state is None else self.state.version
        for item in feed.events_after(done)[: seq - done]:
            if self.state is None:
                assert isinstance(item.event, GameCreated)
                self.state, self.facts = new_game(item.event)
            else:
                self.facts = self.state.apply(item.event)
        assert self.state is not None and item.seq == seq
        return item


def _for_reader(
    feed: Feed, own: _OwnFold, seq: int, public: str, seat: int, reader: str | None
) -> str:
    """Event ``seq``'s message on ``seat``'s stream read by ``reader``."""
    shared = feed.seat_message(seat, seq)
    if shared is None:  # not kept (or rendered before this stream came): fold
        item = own.to(feed, seq)
        assert own.state is not None
        body = _event_body(item, own.facts, own.state)
        return _message(seq, body, own.state, seat, reader, item.recorded_at)
    own.state = None  # caught up: the process renders for this stream from now on
    occupant, with_view = shared
    # The view only if the reader sat there right after this event (the check of holds_seat).
    if with_view is not None and holds_seat(occupant, reader):
        return with_view
    return public


def _public_message(stored: StoredEvent, facts: list[Event], state: GameState) -> str:
    return _message(
        stored.seq, _event_body(stored, facts, state), state, None, None, stored.recorded_at
    )


def _seat_message(stored: StoredEvent, facts: list[Event], state: GameState, seat: int) -> str:
    """The message with ``seat``'s view, for whoever sits there (checked when sent)."""
    body = _event_body(stored, facts, state)
    body["view"] = _view(state, seat, stored.recorded_at)
    return _data(stored.seq, body)


def _message(
    seq: int,
    body: dict[str, Any],
    state: GameState,
    seat: int | None,
    reader: str | None,
    appended_at: datetime,
) -> str:
    # The view only while the seat is the reader's, decided on this message's
    # state: a player who left must not see the hand of whoever sits there next.
    if seat is not None and holds_seat(state.seats[seat], reader):
        body["view"] = _view(state, seat, appended_at)
    return _data(seq, body)


def _event_body(stored: StoredEvent, facts: list[Event], state: GameState) -> dict[str, Any]:
    seed = reads().public_seed(state.seed, state.phase is Phase.FINISHED)
    return event_body(stored, facts, state, seed)


def _view(state: GameState, seat: int, appended_at: datetime) -> dict[str, Any]:
    """The seat's view in a message, with the names :data:`LABELS` keeps."""
    return seat_view_body(state, seat, appended_at, LABELS.of(tuple(state.seats)))


def _data(seq: int, body: dict[str, Any]) -> str:
    data = json.dumps(body, default=lambda o: o.isoformat(), separators=(",", ":"))
    return f"id: {seq}\nevent: {body['type']}\ndata: {data}\n\n"

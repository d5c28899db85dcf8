"""``/games/{game_id}/events/stream``: the event log, live, as Server-Sent Events.

One SSE message per decision, its ``id`` the decision's seq, so a client that
reconnects with ``Last-Event-ID`` (or ``?after=``) resumes exactly where it
stopped. Every worker process reads the log from the database, the only thing
they share, so a move taken in one process reaches streams held by another.
With ``?seat=N`` and that seat's token, each message also carries the seat's
private view (its own hand and legal actions); without, only public data.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import datetime
from typing import Any

from flask import Response, current_app, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint

from api.input_guards import ascii_number
from api.presenters import event_body, seat_view_body
from api.problems import problem
from api.routes import current_player, operation, readable, service
from api.schemas import StreamQuery
from domain.events import GameCreated, Occupant
from domain.game import GameState, Phase, new_game

blp = Blueprint(
    "streams",
    __name__,
    url_prefix="/games/<string:game_id>/events",
    description="Live event streams",
)

STREAM_DOC = {
    "200": {
        "description": "`text/event-stream`: one message per decision (`id`: seq, `event`: its "
        "type, `data`: the same JSON as an item of `list_events`, plus `view` on a seat's "
        "stream while the seat is yours). Comments (`: keepalive`) about every 15 s. "
        "The stream ends after the game's last event. At most BELOTE_MAX_STREAMS "
        "(default 24) streams per server process: past that, 503 `too_many_streams`.",
        "content": {"text/event-stream": {"schema": {"type": "string"}}},
    }
}


@blp.route("/stream")
class Stream(MethodView):
    @blp.arguments(StreamQuery, location="query")
    @blp.doc(responses=STREAM_DOC)
    @operation(blp, "stream_events", 401, 403, 404, 422, 503)
    def get(self, query: dict[str, Any], game_id: str) -> Response:
        """Follow a game live (Server-Sent Events), resumable with Last-Event-ID"""
        svc = service()
        readable(svc.summary(game_id))  # 404, or 403 for a running challenge, before it starts
        after = _resume_point(query.get("after"))
        seat = query.get("seat")
        reader: Occupant | None = None
        if seat is not None:
            player = current_player()
            svc.seat_of(svc.load(game_id), player, seat)
            reader = Occupant("player", player.id)
        else:
            svc.summary(game_id)  # 404 before the stream starts
        config = current_app.config
        slots = current_app.extensions["belote_stream_slots"]
        if not slots.acquire(blocking=False):
            # Each open stream holds a worker thread; keep some for everyone else.
            return problem(
                503,
                "too_many_streams",
                "this server process holds as many streams as it may; retry shortly, "
                "or long-poll the seat view with ?wait=",
                {"Retry-After": "5"},
            )
        messages = _messages(
            game_id,
            after,
            seat,
            reader,
            config["STREAM_POLL_SECONDS"],
            config["STREAM_KEEPALIVE_SECONDS"],
        )
        response = Response(
            stream_with_context(messages),
            mimetype="text/event-stream",
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
        )
        response.call_on_close(slots.release)  # runs even if the body is never read
        return response


def _resume_point(after: int | None) -> int:
    last_id = ascii_number(request.headers.get("Last-Event-ID", ""))
    if last_id is not None:
        return last_id  # the header wins: it is what the client really received
    return after or 0


def _messages(
    game_id: str,
    after: int,
    seat: int | None,
    reader: Occupant | None,
    poll: float,
    keepalive: float,
) -> Iterator[str]:
    svc = service()
    state: GameState | None = None
    seq = 0  # the last event folded into `state`
    last_sent = time.monotonic()
    yield "retry: 1000\n\n"
    while True:
        stored = svc.store.events(game_id, seq, 500)
        for item in stored:
            if state is None:
                assert isinstance(item.event, GameCreated)
                state, facts = new_game(item.event)
            else:
                facts = state.apply(item.event)
            seq = item.seq
            if seq <= after:
                continue  # already delivered before the reconnection
            body = event_body(item, facts, state)
            yield _message(item.seq, body, state, seat, reader, item.recorded_at)
            last_sent = time.monotonic()
        if state is not None and state.phase is Phase.FINISHED and len(stored) < 500:
            return
        if len(stored) < 500:
            if time.monotonic() - last_sent >= keepalive:
                yield ": keepalive\n\n"
                last_sent = time.monotonic()
            time.sleep(poll)


def _message(
    seq: int,
    body: dict[str, Any],
    state: GameState,
    seat: int | None,
    reader: Occupant | None,
    appended_at: datetime,
) -> str:
    # The view only while the seat is the reader's: a player who left before the
    # start must not see the hand of whoever sits down there next.
    if seat is not None and state.seats[seat] == reader:
        body["view"] = seat_view_body(state, seat, appended_at, named=False)  # clock from then
    data = json.dumps(body, default=lambda o: o.isoformat(), separators=(",", ":"))
    return f"id: {seq}\nevent: {body['type']}\ndata: {data}\n\n"

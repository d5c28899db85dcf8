"""``/me/events``: what concerns the token's player, in every game (persistence/player_events.py).

Invitations addressed to it, its games starting and ending, rematches asked,
and its turns: a bot account's daemon (``belote bot --serve``) follows only
this. The same log twice: a JSON page (``GET /me/events?after=``) and a
Server-Sent Events stream (``GET /me/events/stream``) whose message ids are
the events' seqs, resumable with ``Last-Event-ID`` exactly like a game's
stream, and woken by the same announcements (api/live/waiting.py): an idle stream
costs no query.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from flask import Response, current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.routes import current_player, operation
from api.http.schemas.player_events import PlayerEventPage, PlayerEventsQuery, PlayerStreamQuery
from api.live.streams import event_stream, open_stream, resume_point
from api.live.waiting import Feed
from persistence.player_events import PlayerEvents, StoredPlayerEvent, stream_key

blp = Blueprint(
    "player_events",
    __name__,
    url_prefix="/me/events",
    description="The token's player's own events: invitations, games, turns",
)

_READ_BATCH = 1000

STREAM_DOC = {
    "200": {
        "description": "`text/event-stream`: one message per event of yours (`id`: its seq, "
        "`event`: its type, `data`: the same JSON as an item of `list_my_events`). Comments "
        "(`: keepalive`) about every 15 s. The stream does not end by itself.",
        "content": {"text/event-stream": {"schema": {"type": "string"}}},
    }
}


def _events() -> PlayerEvents:
    return PlayerEvents(current_app.extensions["belote"].store.engine)


def _body(event: StoredPlayerEvent) -> dict[str, Any]:
    return {
        "seq": event.seq,
        "type": event.type,
        "data": event.payload,
        "recorded_at": event.recorded_at,
    }


@blp.route("")
class MyEvents(MethodView):
    @blp.arguments(PlayerEventsQuery, location="query")
    @blp.response(200, PlayerEventPage)
    @operation(blp, "list_my_events", 401, 422, auth=True)
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        """Your events with seq > `after`: invited, game_started, your_turn, rematch_asked, …"""
        player = current_player()
        store = _events()
        page = store.after(player.id, query["after"], query["limit"])
        last = store.heads([player.id]).get(player.id, 0)
        next_after = page[-1].seq if page and page[-1].seq < last else None
        return {"events": [_body(e) for e in page], "last_seq": last, "next_after": next_after}


@blp.route("/stream")
class MyStream(MethodView):
    @blp.arguments(PlayerStreamQuery, location="query")
    @blp.doc(responses=STREAM_DOC)
    @operation(blp, "stream_my_events", 401, 422, 429, 503, auth=True)
    def get(self, query: dict[str, Any]) -> Response:
        """Follow your events live (Server-Sent Events), resumable with Last-Event-ID

        It counts among the client's BELOTE_MAX_WAITS_PER_CLIENT open streams
        and long-polls (429 `too_many_waits` past it).
        """
        player_id = current_player().id
        after = resume_point(query.get("after"))
        keepalive = current_app.config["STREAM_KEEPALIVE_SECONDS"]
        store = _events()
        store.heads([player_id])  # the database answers first: an outage is a 503, not a cut stream
        return open_stream(
            stream_key(player_id),
            lambda feed: _messages(store, feed, player_id, after, keepalive),
        )


def _messages(
    store: PlayerEvents, feed: Feed, player_id: str, after: int, keepalive: float
) -> Iterator[str]:
    """Every event after ``after``, then each new one as it is announced."""

    def read(seq: int) -> Iterator[tuple[str, int, bool]]:
        while True:  # read until caught up: an announcement says "look", the log says what
            batch = store.after(player_id, seq, _READ_BATCH)
            if batch:
                seq = batch[-1].seq
                yield "".join(_message(e) for e in batch), seq, False
            if len(batch) < _READ_BATCH:
                return

    return event_stream(feed, after, keepalive, read)


def _message(event: StoredPlayerEvent) -> str:
    data = json.dumps(_body(event), default=lambda o: o.isoformat(), separators=(",", ":"))
    return f"id: {event.seq}\nevent: {event.type}\ndata: {data}\n\n"

"""``/games/{game_id}/seats/{seat}``: sit down, seat a bot, leave, and the private view."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from flask import Response, request
from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.extensions import tables
from api.http.routes import (
    ETAG_HEADER,
    IF_MATCH,
    SEAT_PATH,
    current_player,
    etag_response,
    if_match,
    operation,
    seat_view,
    service,
    written_game,
)
from api.http.schemas.fields import NO_NUL
from api.http.schemas.games import GameOut, SeatSpec
from api.http.schemas.tables import SeatQuery
from api.http.schemas.views import SeatViewOut, ViewQuery
from api.live.waiting import Feed, waiting
from api.services.games import SeatRequest

# Listed by hand: a `parameters` doc replaces the ones flask-smorest draws from SeatQuery.
INVITATION = {
    "in": "query",
    "name": "invitation",
    "required": False,
    "description": SeatQuery().fields["invitation"].metadata["description"],
    "schema": {"type": "string", "minLength": 1, "maxLength": 64, "pattern": NO_NUL},
}

# Listed by hand too: the view's `parameters` doc (SEAT_PATH) replaces ViewQuery's.
LONG_POLL = [
    {
        "in": "query",
        "name": "wait",
        "required": False,
        "description": ViewQuery().fields["wait"].metadata["description"],
        "schema": {"type": "number", "minimum": 0, "maximum": 60},
    },
    {
        "in": "query",
        "name": "after_version",
        "required": False,
        "description": ViewQuery().fields["after_version"].metadata["description"],
        "schema": {"type": "integer"},
    },
]

blp = Blueprint(
    "seats",
    __name__,
    url_prefix="/games/<string:game_id>/seats",
    description="Seats and private views",
)


@blp.route("/<int(signed=True):seat>")
class Seat(MethodView):
    @blp.arguments(SeatSpec, example={"bot": "heuristic"})
    @blp.arguments(SeatQuery, location="query")
    @blp.response(200, GameOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[IF_MATCH, INVITATION, SEAT_PATH])
    @operation(blp, "take_seat", 400, 401, 403, 404, 409, 410, 412, 422, auth=True)
    def put(self, body: dict[str, Any], query: dict[str, Any], game_id: str, seat: int) -> Any:
        """Sit down (empty body) or seat a built-in bot (`{"bot": "heuristic"}`)

        When the fourth seat is filled the game starts and deal 0 is dealt.
        At a private table a newcomer needs `?invitation=CODE` (403
        `invitation_required`, `unknown_invitation`; 409 `invitation_used`).
        Only the game's creator or a player seated at it may seat a bot (403).
        A fourth bot at a table of bots plays the whole game within this
        request, so the table's `target` must then be at most 1001 (422
        `bot_game_too_long`).
        """
        state = tables().sit(
            game_id,
            current_player(),
            seat,
            SeatRequest(body.get("bot")),
            if_match(),
            query.get("invitation"),
        )
        return written_game(game_id, state)

    @blp.response(200, GameOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[IF_MATCH, SEAT_PATH])
    @operation(blp, "leave_seat", 400, 401, 403, 404, 409, 412, 422, auth=True)
    def delete(self, game_id: str, seat: int) -> Any:
        """Leave a seat (or remove a bot) before the game starts

        Only the game's creator or a player seated at it may remove a bot.
        """
        state = service().leave(game_id, current_player(), seat, if_match())
        return written_game(game_id, state)


@blp.route("/<int(signed=True):seat>/view")
class View(MethodView):
    @blp.arguments(ViewQuery, location="query")
    @blp.response(200, SeatViewOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[SEAT_PATH, *LONG_POLL])
    @operation(blp, "get_seat_view", 401, 403, 404, 422, 429, auth=True)
    def get(self, query: dict[str, Any], game_id: str, seat: int) -> Any:
        """The seat's private view: its hand, legal actions, the table

        With `wait`, answers as soon as it is this seat's turn or the game
        moved past `after_version` (long-poll), or when `wait` runs out. A
        client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) pending
        long-polls and open event streams together: past that, 429
        `too_many_waits`.
        """
        player, wait = current_player(), query.get("wait")
        if not wait:
            state = service().seat_state(game_id, player, seat, None, None)
        else:
            with long_poll(game_id) as feed:
                if isinstance(feed, Response):
                    return feed  # the client holds all its wait slots
                state = service().seat_state(
                    game_id, player, seat, wait, query.get("after_version"), feed
                )
        return etag_response(seat_view(game_id, state, seat), state.version)


@blp.route("/<int(signed=True):seat>/return")
class Return(MethodView):
    @blp.response(200, SeatViewOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[IF_MATCH, SEAT_PATH])
    @operation(blp, "return_to_seat", 400, 401, 403, 404, 409, 412, 422, auth=True)
    def post(self, game_id: str, seat: int) -> Any:
        """Come back to an absent seat (turn clocks): your own clock runs again at your turns

        A seat is absent once its stand-in decided `absent_after` turns in a
        row; its stand-in then decides at once until its player returns.
        409 `not_absent` when the seat is not absent; 403 `not_your_seat` when
        you do not sit there.
        """
        state = service().return_to_seat(game_id, current_player(), seat, if_match())
        return seat_view(game_id, state, seat), 200, {"ETag": f'"{state.version}"'}


@contextmanager
def long_poll(game_id: str) -> Iterator[Feed | Response]:
    """A feed of the game for one long-poll, holding one of the client's wait slots."""
    hub, client = waiting(), request.remote_addr or ""
    refused = hub.claim(client)
    if refused is not None:
        yield refused
        return
    try:
        with hub.follow(game_id) as feed:
            stop_watching = hub.watch_hang_up(request.environ, feed)
            try:
                yield feed
            finally:
                stop_watching()
    finally:
        hub.slots.release(client)

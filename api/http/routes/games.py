"""``/games``: create, list and read games."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint
from flask_smorest.pagination import PaginationParameters

from api.http.extensions import game_read, tables
from api.http.presenters import game_body
from api.http.routes import (
    ETAG_HEADER,
    IF_NONE_MATCH,
    current_player,
    etag_response,
    operation,
    readable,
    service,
)
from api.http.routes.history import LISTING_DOC, history_answer, history_filter
from api.http.schemas.games import GameCreate, GameListItem, GameOut
from api.http.schemas.history import GameListQuery, GameQuery
from api.services.games import SeatRequest
from persistence.tables import Visibility

blp = Blueprint("games", __name__, url_prefix="/games", description="Games: create, list, read")

# Listed by hand: a `parameters` doc replaces the ones flask-smorest draws from GameQuery.
AT_SEQ = {
    "in": "query",
    "name": "at_seq",
    "required": False,
    "description": GameQuery().fields["at_seq"].metadata["description"],
    "schema": {"type": "integer", "minimum": 1},
}

DEFAULT_SEATS: list[dict[str, str] | None] = [
    {},
    {"bot": "heuristic"},
    {"bot": "heuristic"},
    {"bot": "heuristic"},
]


@blp.route("")
class Games(MethodView):
    @blp.arguments(
        GameCreate,
        example={"rules": {"target": 1001}, "seats": DEFAULT_SEATS, "visibility": "public"},
    )
    @blp.response(201, GameOut, headers=ETAG_HEADER)
    @operation(blp, "create_game", 401, 422, auth=True)
    def post(self, body: dict[str, Any]) -> Any:
        """Create a game: rule options, optional seed, who sits where

        Built-in bots take their turns at once: a table of four bots is played
        to the end before the response returns, so its `target` is at most 1001
        (422 `bot_game_too_long` with `max_target`; seat a human for longer games).
        """
        player = current_player()
        seats = [
            None if s is None else SeatRequest(s.get("bot"))
            for s in body.get("seats", DEFAULT_SEATS)
        ]
        game_id = tables().create_game(
            player,
            body["rules"],
            body.get("seed"),
            seats,
            Visibility(body.get("visibility", "public")),
            clock=body.get("clock"),
        )
        summary, state = service().game(game_id)
        return (
            game_body(game_read(summary, state)),
            201,
            {"ETag": f'"{state.version}"', "Location": f"/games/{game_id}"},
        )

    @blp.arguments(GameListQuery, location="query")
    @blp.response(200, GameListItem(many=True))
    @blp.doc(responses=LISTING_DOC)
    @blp.paginate()
    @operation(blp, "list_games", 422)
    def get(self, query: dict[str, Any], pagination_parameters: PaginationParameters) -> Any:
        """List games, newest first, with filters; or export their records (NDJSON)

        Filter by player, status, creation and end times, winning team and any
        table option (e.g. `target=1001&announcements=true`); sort by `newest`,
        `oldest` or `ranking`. Pages: `page` and `page_size` (at most 100), the
        `X-Pagination` header giving `total`, `total_pages` and the neighbours.
        """
        return history_answer(history_filter(query), pagination_parameters)


@blp.route("/<string:game_id>")
class Game(MethodView):
    @blp.arguments(GameQuery, location="query")
    @blp.response(200, GameOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[IF_NONE_MATCH, AT_SEQ], responses={"304": {"description": "Not modified"}})
    @operation(blp, "get_game", 403, 404, 422)
    def get(self, query: dict[str, Any], game_id: str) -> Any:
        """A game's public state: seats, scores, current deal, seed commitment (seed once over)

        With `at_seq=N`, the state a spectator saw right after event N.
        """
        at_seq = query.get("at_seq")
        if at_seq is None:
            summary, state = service().game(game_id)
            readable(summary)
        else:
            readable(service().summary(game_id))  # before at_seq's range tells anything
            summary, state = service().game_at(game_id, at_seq)
        return etag_response(game_body(game_read(summary, state)), state.version)

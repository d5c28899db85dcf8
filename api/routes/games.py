"""``/games``: create, list and read games."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint, Page

from api.presenters import game_body, game_list_item
from api.routes import ETAG_HEADER, IF_NONE_MATCH, current_player, etag_response, operation, service
from api.schemas import GameCreate, GameListItem, GameListQuery, GameOut
from api.services import SeatRequest

blp = Blueprint("games", __name__, url_prefix="/games", description="Games: create, list, read")

DEFAULT_SEATS: list[dict[str, str] | None] = [
    {},
    {"bot": "heuristic"},
    {"bot": "heuristic"},
    {"bot": "heuristic"},
]


class SummaryPage(Page):  # type: ignore[misc]
    """flask-smorest pagination over the store's (items, total) query."""

    @property
    def item_count(self) -> int:
        return int(self.collection(count=True))

    @property
    def items(self) -> list[Any]:
        summaries = self.collection(
            offset=self.page_params.first_item, limit=self.page_params.page_size
        )
        return [game_list_item(s) for s in summaries]


@blp.route("")
class Games(MethodView):
    @blp.arguments(
        GameCreate,
        example={"rules": {"target": 1001}, "seats": DEFAULT_SEATS},
    )
    @blp.response(201, GameOut, headers=ETAG_HEADER)
    @operation(blp, "create_game", 401, 422, auth=True)
    def post(self, body: dict[str, Any]) -> Any:
        """Create a game: rule options, optional seed, who sits where

        Built-in bots take their turns at once: a table of four bots is played
        to the end before the response returns.
        """
        player = current_player()
        seats = [
            None if s is None else SeatRequest(s.get("bot"))
            for s in body.get("seats", DEFAULT_SEATS)
        ]
        game_id, _ = service().create_game(player, body["rules"], body.get("seed"), seats)
        summary, state = service().game(game_id)
        return (
            game_body(summary, state),
            201,
            {"ETag": f'"{state.version}"', "Location": f"/games/{game_id}"},
        )

    @blp.arguments(GameListQuery, location="query")
    @blp.response(200, GameListItem(many=True))
    @blp.paginate(SummaryPage)
    @operation(blp, "list_games", 422)
    def get(self, query: dict[str, Any]) -> Any:
        """List games, newest first, with filters"""
        return lambda count=False, offset=0, limit=10: service().list_games(
            count=count, offset=offset, limit=limit, **query
        )


@blp.route("/<string:game_id>")
class Game(MethodView):
    @blp.response(200, GameOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[IF_NONE_MATCH], responses={"304": {"description": "Not modified"}})
    @operation(blp, "get_game", 404)
    def get(self, game_id: str) -> Any:
        """A game's public state: seats, scores, current deal, seed commitment (seed once over)"""
        summary, state = service().game(game_id)
        return etag_response(game_body(summary, state), state.version)

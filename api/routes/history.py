"""``/players/{player_id}/games`` and ``/stats``: a player's history and totals.

The listing helpers here also serve ``GET /games``: the same filters, the same
page pagination (``page``, ``page_size``; the ``X-Pagination`` header carries
``total``), and with ``Accept: application/x-ndjson`` every selected finished
game's record (domain.records) streamed one JSON object per line.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from flask import Response, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint
from flask_smorest.pagination import PaginationParameters

from api.presenters import game_list_items, record_body, stats_body
from api.routes import operation, page_offset, service
from api.schemas import GameListItem, HistoryQuery, PlayerStatsOut
from domain.rules import OPTIONS
from persistence.queries import GameFilter

NDJSON = "application/x-ndjson"

blp = Blueprint(
    "history",
    __name__,
    url_prefix="/players/<string:player_id>",
    description="A player's games and stats",
)

LISTING_DOC = {
    200: {  # an int, as flask-smorest's own key: the two documentations merge
        "description": "A page of games (JSON), or with `Accept: application/x-ndjson` the "
        "record of every selected finished game, one JSON object per line (`id`, "
        "`created_at`, `finished_at` and the fields of `get_game_record`; page and page_size "
        "are then ignored, X-Pagination's `total` counts them). A game of today's daily "
        "challenge is listed once the day is over.",
        "content": {
            # Both media types: a "content" here replaces the one @blp.response writes.
            "application/json": {"schema": GameListItem(many=True)},
            NDJSON: {"schema": {"type": "string"}},
        },
    }
}


def history_filter(query: dict[str, Any], player: str | None = None) -> GameFilter:
    """The store's filter from a parsed :class:`~api.schemas.HistoryQuery`."""
    options = {name: value for name, value in query.items() if name in OPTIONS}
    others = {name: value for name, value in query.items() if name not in OPTIONS}
    if player is not None:
        others["player"] = player
    return GameFilter(rules=options, **others)


def history_answer(where: GameFilter, pages: PaginationParameters) -> Any:
    """A page of list items, or (``Accept: application/x-ndjson``) the records streamed."""
    if request.accept_mimetypes.best_match(["application/json", NDJSON]) == NDJSON:
        total, games = service().history_export(where)
        pages.item_count = total
        return Response(stream_with_context(_lines(games)), mimetype=NDJSON)
    summaries, total = service().history_page(
        where, offset=page_offset(pages), limit=pages.page_size
    )
    pages.item_count = total
    return game_list_items(summaries)


def _lines(games: Iterator[Any]) -> Iterator[str]:
    for summary, state in games:
        yield json.dumps(record_body(summary, state), separators=(",", ":")) + "\n"


@blp.route("/games")
class PlayerGames(MethodView):
    @blp.arguments(HistoryQuery, location="query")
    @blp.response(200, GameListItem(many=True))
    @blp.doc(responses=LISTING_DOC)
    @blp.paginate()
    @operation(blp, "list_player_games", 404, 422)
    def get(
        self, query: dict[str, Any], player_id: str, pagination_parameters: PaginationParameters
    ) -> Any:
        """A player's games, newest first, with the filters of `list_games`"""
        service().known_player(player_id)
        return history_answer(history_filter(query, player_id), pagination_parameters)


@blp.route("/stats")
class Stats(MethodView):
    @blp.response(200, PlayerStatsOut)
    @operation(blp, "get_player_stats", 404)
    def get(self, player_id: str) -> Any:
        """A player's totals over its finished games: wins, contracts, belotes, ranking"""
        return stats_body(player_id, service().player_stats(player_id))

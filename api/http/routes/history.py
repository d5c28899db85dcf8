"""``/players/{player_id}/games`` and ``/stats``: a player's history and totals.

The listing helpers here also serve ``GET /games``: the same filters, the same
page pagination (``page``, ``page_size``; the ``X-Pagination`` header carries
``total``), and with ``Accept: application/x-ndjson`` every selected finished
game's record (domain.records) streamed one JSON object per line.

The export is not paged: it streams every game the filters select (narrow it
with the time filters, ``since``/``until`` as Lichess-style exports spell
them), so it sends no ``X-Pagination`` header, which would claim pages that
do not exist.

Beside page numbers, JSON listings take cursors (api/http/cursors.py): every item
carries its ``cursor``; ``after``/``before`` continue from one. With a cursor
``X-Pagination`` holds only ``total`` (every game the filters select): page
numbers mean nothing there.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime
from typing import Any

from flask import Response, g, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint
from flask_smorest.pagination import PaginationParameters

from api.http import cursors
from api.http.extensions import game_read, reads
from api.http.presenters import game_list_items, record_body, stats_body
from api.http.problems import ApiError
from api.http.routes import operation, page_offset, service
from api.http.schemas.games import GameListItem
from api.http.schemas.history import HistoryQuery, PlayerStatsOut
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
        "`created_at`, `finished_at` and the fields of `get_game_record`). The export is not "
        "paged: it streams every selected game, `page` and `page_size` do not apply to it and "
        "no `X-Pagination` header is sent. A game of today's daily challenge is listed once "
        "the day is over.",
        "content": {
            # Both media types: a "content" here replaces the one @blp.response writes.
            "application/json": {"schema": GameListItem(many=True)},
            NDJSON: {"schema": {"type": "string"}},
        },
    }
}


CURSORS = ("after", "before")  # read by history_answer; not filters
WINDOW = ("since", "until")  # Lichess's names for finished_from and finished_to


def history_filter(query: dict[str, Any], player: str | None = None) -> GameFilter:
    """The store's filter from a parsed :class:`~api.http.schemas.history.HistoryQuery`."""
    options = {name: value for name, value in query.items() if name in OPTIONS}
    others = {
        name: value
        for name, value in query.items()
        if name not in OPTIONS and name not in CURSORS and name not in WINDOW
    }
    if player is not None:
        others["player"] = player
    where = GameFilter(rules=options, **others)
    return _within(where, query.get("since"), query.get("until"))


def _within(where: GameFilter, since: datetime | None, until: datetime | None) -> GameFilter:
    """``where`` with ``since``/``until`` added to its end-time bounds (the stricter wins)."""
    if since is not None and (where.finished_from is None or since > where.finished_from):
        where = replace(where, finished_from=since)
    if until is not None and (where.finished_to is None or until < where.finished_to):
        where = replace(where, finished_to=until)
    return where


def history_answer(where: GameFilter, pages: PaginationParameters) -> Any:
    """A page of list items, or (``Accept: application/x-ndjson``) the records streamed."""
    given = [name for name in CURSORS if request.args.get(name)]
    if request.accept_mimetypes.best_match(["application/json", NDJSON]) == NDJSON:
        if given:
            raise _refused(given[0], "the export is not paged; narrow it with since and until")
        total, games = service().history_export(where)
        pages.item_count = total  # flask-smorest wants one; the header is dropped below
        return Response(stream_with_context(_lines(games)), mimetype=NDJSON)
    if given and "page" in request.args:
        raise _refused("page", f"page numbers and {given[0]} do not mix: give one")
    after, before = (
        cursors.decode(request.args[name], where.sort) if name in given else None
        for name in CURSORS
    )
    g.history_cursor = bool(given)
    try:
        listed, total = service().history_page(
            where, offset=page_offset(pages), limit=pages.page_size, after=after, before=before
        )
    except ValueError as e:  # a position of another order: decode checks it first
        raise cursors.invalid(str(e)) from None
    pages.item_count = total
    summaries = [summary for summary, _ in listed]
    items = game_list_items(summaries, reads().labels(*(s.seats for s in summaries)))
    return [
        {**item, "cursor": cursors.encode(position)}
        for item, (_, position) in zip(items, listed, strict=True)
    ]


def _refused(name: str, detail: str) -> ApiError:
    """422 ``conflicting_parameters``: each parameter is valid, not together with the
    other (OpenAPI cannot state that two parameters exclude each other)."""
    return ApiError(422, "conflicting_parameters", detail, errors={"query": {name: [detail]}})


@blp.after_app_request
def _honest_pages(response: Response) -> Response:
    """No page numbers where there are none (flask-smorest's paginate always writes them).

    The export streams everything: no ``X-Pagination``. A cursor's listing:
    only ``total``.
    """
    if response.mimetype == NDJSON:
        response.headers.pop("X-Pagination", None)
    elif g.pop("history_cursor", False) and "X-Pagination" in response.headers:
        total = json.loads(response.headers["X-Pagination"])["total"]
        response.headers["X-Pagination"] = json.dumps({"total": total})
    return response


def _lines(games: Iterator[Any]) -> Iterator[str]:
    for summary, state in games:
        yield json.dumps(record_body(game_read(summary, state)), separators=(",", ":")) + "\n"


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
        stats = service().player_stats(player_id)
        return stats_body(player_id, reads().player(player_id), stats)

"""``/challenges/{date}``: the daily challenge, its games and its leaderboard.

See :mod:`api.services.challenges` for the rules of the challenge and what stays
secret until the day (UTC) is over.
"""

from __future__ import annotations

from typing import Any

from flask import request
from flask.views import MethodView
from flask_smorest import Blueprint
from flask_smorest.pagination import PaginationParameters

from api.http.extensions import challenges, game_read
from api.http.presenters import challenge_body, game_body, leaderboard_item
from api.http.routes import ETAG_HEADER, current_player, operation, page_offset, service
from api.http.schemas.games import GameOut
from api.http.schemas.history import ChallengeOut, LeaderboardItem
from api.services.challenges import parse_day

blp = Blueprint(
    "challenges",
    __name__,
    url_prefix="/challenges/<string:date>",
    description="The daily challenge: the same deals for everyone, one game each, a leaderboard",
)


DATE_PATH = {
    "in": "path",
    "name": "date",
    "required": True,
    "description": "A UTC day, YYYY-MM-DD (422 `invalid_date` otherwise).",
    "schema": {"type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
}


@blp.route("")
class Challenge(MethodView):
    @blp.response(200, ChallengeOut)
    @blp.doc(parameters=[DATE_PATH])
    @operation(blp, "get_challenge", 422)
    def get(self, date: str) -> Any:
        """A day's challenge: its seed commitment, and its seed once the day (UTC) is over"""
        return challenge_body(challenges().describe(parse_day(date)))


@blp.route("/games")
class ChallengeGames(MethodView):
    @blp.response(201, GameOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[DATE_PATH])
    @operation(blp, "start_challenge", 401, 409, 422, auth=True)
    def post(self, date: str) -> Any:
        """Start your game of today's challenge: seat 0 against three heuristic bots

        Once per player and day, and only today's (UTC): 409 `challenge_closed`,
        `challenge_not_open` or `challenge_already_started` (with `game_id`).
        The game's seed stays secret until the day is over, even once the game is,
        and so does the game: only its player may read it until then. One client
        address may start a few challenge games a day (the operator's
        `BELOTE_CHALLENGE_STARTS_PER_ADDRESS`, default 3): past that, 429
        `challenge_starts_exhausted` with `Retry-After` (the end of the day).
        """
        address = request.remote_addr or "unknown"
        game_id, _ = challenges().start(current_player(), parse_day(date), address)
        summary, state = service().game(game_id)
        return (
            game_body(game_read(summary, state)),
            201,
            {"ETag": f'"{state.version}"', "Location": f"/games/{game_id}"},
        )


# A `parameters` doc replaces the ones flask-smorest draws (here, paginate's): listed by hand.
PAGES = [
    {
        "in": "query",
        "name": "page",
        "required": False,
        "schema": {"type": "integer", "minimum": 1, "default": 1},
    },
    {
        "in": "query",
        "name": "page_size",
        "required": False,
        "schema": {"type": "integer", "minimum": 1, "maximum": 100, "default": 10},
    },
]


@blp.route("/leaderboard")
class Leaderboard(MethodView):
    @blp.response(200, LeaderboardItem(many=True))
    @blp.paginate()
    @blp.doc(parameters=[DATE_PATH, *PAGES])
    @operation(blp, "get_leaderboard", 422)
    def get(self, date: str, pagination_parameters: PaginationParameters) -> Any:
        """A day's verified results, best ranking score first (equal: who finished first)

        A game enters once it is over, finished during its day, and the server
        has replayed it from the day's seed and its decisions and found the
        same result. Games are named once the day is over.
        """
        day = parse_day(date)
        svc = challenges()
        entries, total = svc.leaderboard(
            day, limit=pagination_parameters.page_size, offset=page_offset(pagination_parameters)
        )
        pagination_parameters.item_count = total
        over = svc.calendar.is_over(day)
        first = pagination_parameters.first_item + 1
        return [leaderboard_item(e, first + i, over) for i, e in enumerate(entries)]

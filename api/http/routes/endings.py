"""How a game ends and what follows: resigning, and asking for a rematch."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.extensions import tables
from api.http.presenters import rematch_body
from api.http.routes import (
    ETAG_HEADER,
    IF_MATCH,
    current_player,
    if_match,
    operation,
    service,
    written_game,
)
from api.http.schemas.games import GameOut
from api.http.schemas.tables import RematchOut, SeatIn

blp = Blueprint(
    "endings",
    __name__,
    url_prefix="/games/<string:game_id>",
    description="Resigning, and rematches of finished games",
)


@blp.route("/resignation")
class Resignation(MethodView):
    @blp.arguments(SeatIn, example={"seat": 0})
    @blp.response(200, GameOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[IF_MATCH])
    @operation(blp, "resign", 400, 401, 403, 404, 409, 412, 422, auth=True)
    def post(self, body: dict[str, Any], game_id: str) -> Any:
        """Resign for your seat's team: the game ends at once, a loss for that team

        Any time once the game has started, whoever's turn it is. Scoring:
        `docs/rules.md` §9 (the deal in progress counts for nothing; the other
        team's total is raised to the target if below it). 403
        `not_your_seat`, 409 `wrong_phase` before the start, `game_over` after
        the end.
        """
        state = service().resign(game_id, current_player(), body["seat"], if_match())
        return written_game(game_id, state)


@blp.route("/rematch")
class Rematch(MethodView):
    @blp.response(200, RematchOut)
    @operation(blp, "get_rematch", 404)
    def get(self, game_id: str) -> Any:
        """Who asked for a rematch, who is still to ask, and the rematch once started"""
        return rematch_body(tables().rematch(game_id))

    @blp.arguments(SeatIn, example={"seat": 0})
    @blp.response(200, RematchOut)
    @operation(blp, "ask_rematch", 401, 403, 404, 409, 422, auth=True)
    def post(self, body: dict[str, Any], game_id: str) -> Any:
        """Ask for a rematch of a finished game, for your seat

        When every human seat has asked (bots agree), a new game starts with
        the same rules and seats and a fresh seed: `rematch` names it, and
        its `rematch_of` names this one. Asking again changes nothing. 403
        `not_your_seat`; 409 `rematch_before_end` while the game runs.
        """
        return rematch_body(tables().ask_rematch(game_id, current_player(), body["seat"]))

    @blp.arguments(SeatIn, example={"seat": 0})
    @blp.response(200, RematchOut)
    @operation(blp, "withdraw_rematch", 401, 403, 404, 409, 422, auth=True)
    def delete(self, body: dict[str, Any], game_id: str) -> Any:
        """Withdraw your seat's request (the same body as asking) until every seat agreed

        409 `rematch_started` once the rematch exists.
        """
        return rematch_body(tables().withdraw_rematch(game_id, current_player(), body["seat"]))

"""``/lobby``, invitations and deleting a waiting game (api.services.tables).

The lobby is a resource of its own rather than a filter of ``GET /games``:
that one is history (every game, whatever its visibility, filtered on the
projection), while the lobby lists only public tables a newcomer can still
join (not expired, seats free) with what choosing one needs (free seats,
creator, expiry), and purges expired games as it goes.
"""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint
from flask_smorest.pagination import PaginationParameters

from api.http.extensions import reads, tables
from api.http.presenters import invitation_body, lobby_items
from api.http.routes import current_player, operation, page_offset
from api.http.schemas.tables import InvitationIn, InvitationOut, LobbyItem

blp = Blueprint("lobby", __name__, description="Open tables, invitations, deleting a waiting game")


@blp.route("/lobby")
class Lobby(MethodView):
    @blp.response(200, LobbyItem(many=True))
    @blp.paginate()
    @operation(blp, "list_lobby", 422)
    def get(self, pagination_parameters: PaginationParameters) -> Any:
        """Public waiting games with free seats, newest first

        Games whose waiting expired (`BELOTE_WAITING_GAME_TTL_SECONDS` with no
        one sitting or leaving) are left out, and deleted. Sit at one with
        `PUT /games/{game_id}/seats/{seat}`. Pages: `page`, `page_size`
        (at most 100), `X-Pagination`.
        """
        entries, total = tables().lobby(
            offset=page_offset(pagination_parameters), limit=pagination_parameters.page_size
        )
        pagination_parameters.item_count = total
        labels = reads().labels(*(e.summary.seats for e in entries))
        creators = reads().display_names(e.summary.creator_id or "" for e in entries)
        return lobby_items(entries, labels, creators)


@blp.route("/games/<string:game_id>")
class WaitingGame(MethodView):
    @blp.response(204)
    @operation(blp, "delete_game", 401, 403, 404, 409, auth=True)
    def delete(self, game_id: str) -> Any:
        """Delete a waiting game (its creator only; 409 `game_started` once it started)"""
        tables().delete(game_id, current_player())
        return "", 204


@blp.route("/games/<string:game_id>/invitations")
class Invitations(MethodView):
    @blp.arguments(InvitationIn, required=False, example={"player": "k3v8q2mzt7ha"})
    @blp.response(201, InvitationOut)
    @operation(blp, "create_invitation", 401, 403, 404, 409, 410, 422, auth=True)
    def post(self, body: dict[str, Any], game_id: str) -> Any:
        """Make a single-use invitation to a waiting game (its creator only)

        Share `join` as a link: the newcomer PUTs it with the seat chosen and
        its own token. Sitting spends the code (409 `invitation_used` after);
        a seat refused does not. With `{"player": id}` the code is also sent
        to that player's own stream (`invited` in `GET /me/events`): how a
        bot account is asked to play (docs/bots.md). 422 `unknown_player`,
        `invite_yourself`.
        """
        invitee = (body or {}).get("player")
        return invitation_body(tables().invite(game_id, current_player(), invitee)), 201

    @blp.response(200, InvitationOut(many=True))
    @operation(blp, "list_invitations", 401, 403, 404, auth=True)
    def get(self, game_id: str) -> Any:
        """The game's invitations, used or not (its creator only)"""
        return [invitation_body(i) for i in tables().invitations(game_id, current_player())]

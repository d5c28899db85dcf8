"""``/players`` and ``/me``: create a player, its public profile, its own account."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.extensions import reads
from api.http.problems import not_found
from api.http.routes import current_player, operation, service
from api.http.schemas.players import PlayerCreate, PlayerCreated, PlayerProfileOut, PlayerRename

blp = Blueprint("players", __name__, url_prefix="/players", description="Players and their tokens")
me_blp = Blueprint("me", __name__, url_prefix="/me", description="The token's own player")


@blp.route("")
class Players(MethodView):
    @blp.arguments(PlayerCreate, example={"name": "Mireille"})
    @blp.response(201, PlayerCreated)
    @operation(blp, "create_player", 422)
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        """Create a player; the response carries its bearer token, shown once

        `kind: bot` makes a bot account: a program plays it, and every seat,
        list and record shows `bot` beside its name (docs/bots.md). The
        kind is chosen here once and never changes. The name is trimmed and
        normalised to NFC; 422 `invalid_name` says why one is refused.
        """
        player, token = service().create_player(body["name"], body.get("kind", "human"))
        return {
            "id": player.id,
            "name": player.name,
            "kind": player.kind,
            "created_at": player.created_at,
            "token": token,
        }


@blp.route("/<string:player_id>")
class Player(MethodView):
    @blp.response(200, PlayerProfileOut)
    @operation(blp, "get_player", 404)
    def get(self, player_id: str) -> dict[str, Any]:
        """A player's public profile: display name, creation, games, links to its stats"""
        return _profile(player_id)


@me_blp.route("")
class Me(MethodView):
    @me_blp.response(200, PlayerProfileOut)
    @operation(me_blp, "get_me", 401, auth=True)
    def get(self) -> dict[str, Any]:
        """The token's player (its profile; its current name)"""
        return _profile(current_player().id)

    @me_blp.arguments(PlayerRename, example={"name": "Mireille D."})
    @me_blp.response(200, PlayerProfileOut)
    @operation(me_blp, "rename_me", 401, 422, auth=True)
    def patch(self, body: dict[str, Any]) -> dict[str, Any]:
        """Rename the token's player; every game, list and record shows the new name at once

        The id stays the player's identity (seats and the event log name it).
        The name is trimmed and normalised to NFC; 422 `invalid_name` says why
        one is refused.
        """
        player = current_player()
        reads().players.rename(player.id, body["name"])
        return _profile(player.id)


def _profile(player_id: str) -> dict[str, Any]:
    profile = reads().players.profile(player_id)
    if profile is None:
        raise not_found(f"no player {player_id!r}")
    return {
        "id": profile.id,
        "name": profile.name,
        "kind": profile.kind,
        "created_at": profile.created_at,
        "games": profile.games,
        "finished_games": profile.finished_games,
        "stats_url": f"/players/{profile.id}/stats",
        "games_url": f"/players/{profile.id}/games",
    }

"""``/players``: create a player and get its bearer token."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.routes import operation, service
from api.schemas import PlayerCreate, PlayerCreated

blp = Blueprint("players", __name__, url_prefix="/players", description="Players and their tokens")


@blp.route("")
class Players(MethodView):
    @blp.arguments(PlayerCreate, example={"name": "Mireille"})
    @blp.response(201, PlayerCreated)
    @operation(blp, "create_player", 422)
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        """Create a player; the response carries its bearer token, shown once"""
        player, token = service().create_player(body["name"])
        return {
            "id": player.id,
            "name": player.name,
            "created_at": player.created_at,
            "token": token,
        }

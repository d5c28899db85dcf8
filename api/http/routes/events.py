"""``/games/{game_id}/events``: the public event log, by sequence number."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.extensions import reads
from api.http.presenters import event_body
from api.http.routes import operation, readable, service
from api.http.schemas.events import EventPage, EventsQuery
from domain.game import Phase

blp = Blueprint(
    "events", __name__, url_prefix="/games/<string:game_id>/events", description="The event log"
)


@blp.route("")
class Events(MethodView):
    @blp.arguments(EventsQuery, location="query")
    @blp.response(200, EventPage)
    @operation(blp, "list_events", 403, 404, 422)
    def get(self, query: dict[str, Any], game_id: str) -> Any:
        """The game's decisions with seq > `after`, each with the facts it caused

        Replaying the decisions in order rebuilds the game exactly. The seed
        in `GameCreated` stays null until the game is over.
        """
        state, log = service().event_log(game_id)
        readable(state)
        after, limit = query["after"], query["limit"]
        seed = reads().public_seed(state.seed, state.phase is Phase.FINISHED)
        page = [
            event_body(stored, facts, state, seed) for stored, facts in log if stored.seq > after
        ]
        page = page[:limit]
        last = log[-1][0].seq
        next_after = page[-1]["seq"] if page and page[-1]["seq"] < last else None
        return {"events": page, "last_seq": last, "next_after": next_after}

"""OpenAPI links: which answer feeds which next request.

A link says, for one response of one operation, where the next operation
finds its parameters: the game a ``create_game`` answer names is the one to
sit at, the view of a seat gives the deal, the version (``ETag`` for
``If-Match``) and a legal card to play, and so on. Generated clients show
them as documentation; Schemathesis's stateful phase follows them to play
real sequences (``tests/production/test_schemathesis.py``).

The event stream is linked to nothing: a stream of a game in progress lasts
until the game ends.
"""

from __future__ import annotations

from typing import Any

from apispec import APISpec, BasePlugin

GAME = "$response.body#/id"
"""The game an answer that is a game (``GameOut``) names."""
SAME_GAME = "$request.path.game_id"
VERSION = "$response.header.ETag"


def _link(operation_id: str, description: str, **parameters: Any) -> dict[str, Any]:
    return {"operationId": operation_id, "description": description, "parameters": parameters}


def _moves_from_view(game: str, seat: str) -> dict[str, dict[str, Any]]:
    """From a seat's view (``SeatViewOut``): bid or play in the deal it shows, at its version."""
    deal = "$response.body#/table/deal/deal_index"
    return {
        "post_play": {
            **_link(
                "post_play",
                "Play the first legal card of the view, at the view's version",
                game_id=game,
                deal_index=deal,
                **{"header.If-Match": VERSION},
            ),
            "requestBody": {"seat": seat, "card": "$response.body#/legal_cards/0"},
        },
        "post_bid": {
            **_link(
                "post_bid",
                "Bid for the seat in the view's deal, at the view's version",
                game_id=game,
                deal_index=deal,
                **{"header.If-Match": VERSION},
            ),
            "requestBody": {"seat": seat},
        },
        "resign": {
            **_link("resign", "Resign for the seat", game_id=game),
            "requestBody": {"seat": seat},
        },
    }


def _game_links(game: str) -> dict[str, dict[str, Any]]:
    """From an answer that names a game: read it, sit at it, leave, follow its deals."""
    return {
        "get_game": _link("get_game", "The game's public state", game_id=game),
        "take_seat": _link("take_seat", "Sit at the game (or seat a bot)", game_id=game),
        "get_seat_view": _link(
            "get_seat_view",
            "The view of seat 0: the creator's with the default seats, and the "
            "challenger's in a daily challenge",
            game_id=game,
            seat=0,
        ),
        "leave_seat": _link("leave_seat", "Leave a seat before the start", game_id=game),
        "list_deals": _link("list_deals", "The game's deals", game_id=game),
        "list_events": _link("list_events", "The game's event log", game_id=game),
        "get_game_record": _link("get_game_record", "The record, once over", game_id=game),
        "get_rematch": _link("get_rematch", "Who asked for a rematch", game_id=game),
        "create_invitation": _link("create_invitation", "Invite to the game", game_id=game),
        "delete_game": _link("delete_game", "Delete the waiting game", game_id=game),
    }


_SEAT = "$request.path.seat"
_BID_SEAT = "$request.body#/seat"

LINKS: dict[str, dict[str, dict[str, dict[str, Any]]]] = {
    "create_player": {
        "201": {
            name: _link(name, description, player_id="$response.body#/id")
            for name, description in (
                ("get_player", "The new player's profile"),
                ("get_player_stats", "Its totals"),
                ("list_player_games", "Its games"),
            )
        }
    },
    "create_game": {"201": _game_links(GAME)},
    "start_challenge": {"201": _game_links(GAME)},
    "take_seat": {
        "200": {
            **_game_links(SAME_GAME),
            "take_seat": _link(
                "take_seat", "Sit at another seat (or seat a bot)", game_id=SAME_GAME
            ),
            "get_seat_view": _link(
                "get_seat_view", "The view of the seat just taken", game_id=SAME_GAME, seat=_SEAT
            ),
            "leave_seat": _link(
                "leave_seat",
                "Leave the seat just taken, at the game's version",
                game_id=SAME_GAME,
                seat=_SEAT,
                **{"header.If-Match": VERSION},
            ),
        }
    },
    "get_seat_view": {"200": _moves_from_view(SAME_GAME, _SEAT)},
    "return_to_seat": {"200": _moves_from_view(SAME_GAME, _SEAT)},
    "post_bid": {"201": _moves_from_view(SAME_GAME, _BID_SEAT)},
    "post_play": {"201": _moves_from_view(SAME_GAME, _BID_SEAT)},
    "create_invitation": {
        "201": {
            "take_seat": _link(
                "take_seat",
                "Sit at the private game with the invitation",
                game_id="$response.body#/game_id",
                **{"query.invitation": "$response.body#/code"},
            )
        }
    },
}


class LinksDoc(BasePlugin):
    """Writes :data:`LINKS` into the responses of their operations."""

    def init_spec(self, spec: APISpec) -> None:
        self.spec = spec

    def operation_helper(
        self, path: str | None = None, operations: dict[str, Any] | None = None, **_: Any
    ) -> None:
        for op in (operations or {}).values():
            for status, links in LINKS.get(op.get("operationId", ""), {}).items():
                responses = op.get("responses", {})
                # flask-smorest keys its responses by int, apispec's own by str
                response = responses.get(int(status)) or responses.get(status)
                if isinstance(response, dict):
                    response["links"] = links

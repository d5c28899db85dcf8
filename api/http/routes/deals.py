"""``/games/{game_id}/deals``: deals, bids and plays."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.presenters import deal_entries
from api.http.routes import (
    ETAG_HEADER,
    IF_MATCH,
    current_player,
    if_match,
    operation,
    readable,
    seat_view,
    service,
)
from api.http.schemas.games import BidOut
from api.http.schemas.moves import BID_IN_SPEC, BidIn, DealEntry, PlayIn, PlayOut
from api.http.schemas.views import SeatViewOut
from domain.bidding import Bid, BidAction
from domain.contracts import parse_strain
from domain.views import to_jsonable

blp = Blueprint(
    "deals",
    __name__,
    url_prefix="/games/<string:game_id>/deals",
    description="Deals, bids and plays",
)


@blp.route("")
class Deals(MethodView):
    @blp.response(200, DealEntry(many=True))
    @operation(blp, "list_deals", 403, 404)
    def get(self, game_id: str) -> Any:
        """Every deal of the game: public parts, and all hands of deals that are over"""
        return deal_entries(readable(service().load(game_id)))


@blp.route("/<int:deal_index>")
class Deal(MethodView):
    @blp.response(200, DealEntry)
    @operation(blp, "get_deal", 403, 404)
    def get(self, game_id: str, deal_index: int) -> Any:
        """One deal: dealer, retourne, bids, tricks; all hands once it is over"""
        state = readable(service().load(game_id))
        service().deal(state, deal_index)  # 404 for a deal that does not exist
        return deal_entries(state)[deal_index]


@blp.route("/<int:deal_index>/bids")
class Bids(MethodView):
    @blp.response(200, BidOut(many=True))
    @operation(blp, "list_bids", 403, 404)
    def get(self, game_id: str, deal_index: int) -> Any:
        """The bids of a deal, in order"""
        deal = service().deal(readable(service().load(game_id)), deal_index)
        return [{"seat": s, **b.to_dict()} for s, b in deal.auction.bids]

    @blp.arguments(BidIn, example={"seat": 0, "action": "take"})
    @blp.response(201, SeatViewOut, headers=ETAG_HEADER)
    @blp.doc(
        parameters=[IF_MATCH],
        requestBody={"content": {"application/json": {"schema": BID_IN_SPEC}}},
    )
    @operation(blp, "post_bid", 400, 401, 403, 404, 409, 412, 422, auth=True)
    def post(self, body: dict[str, Any], game_id: str, deal_index: int) -> Any:
        """Bid; answers with the bidder's view after the bots' replies

        Classic: `take` or `pass`. Round one: `take` without `suit` takes the
        retourne's suit; round two names another suit (`SA`/`TA` too with
        `moderne`). Coinche: `bid` with `value` and `suit`, `pass`, `coinche`,
        `surcoinche`. Refusals are 409 naming the rule in `code`
        (`bid_too_low`, `cannot_coinche_own_team`, `already_coinched`,
        `only_surcoinche_or_pass`, `not_coinched`, `suit_not_allowed`, ...).
        """
        suit = parse_strain(body["suit"]) if body.get("suit") else None
        bid = Bid(BidAction(body["action"]), suit, body.get("value"))
        state = service().bid(game_id, current_player(), deal_index, body["seat"], bid, if_match())
        return seat_view(game_id, state, body["seat"]), 201, {"ETag": f'"{state.version}"'}


@blp.route("/<int:deal_index>/plays")
class Plays(MethodView):
    @blp.response(200, PlayOut(many=True))
    @operation(blp, "list_plays", 403, 404)
    def get(self, game_id: str, deal_index: int) -> Any:
        """The cards played in a deal, in order"""
        deal = service().deal(readable(service().load(game_id)), deal_index)
        tricks = [*(t.cards for t in deal.tricks), tuple(deal.trick)]
        leaders = [*(t.leader for t in deal.tricks), deal.leader]
        return [
            {"seat": (leaders[i] + k) % 4, "card": to_jsonable(card), "trick_index": i}
            for i, cards in enumerate(tricks)
            for k, card in enumerate(cards)
        ]

    @blp.arguments(PlayIn, example={"seat": 0, "card": "JH"})
    @blp.response(201, SeatViewOut, headers=ETAG_HEADER)
    @blp.doc(parameters=[IF_MATCH])
    @operation(blp, "post_play", 400, 401, 403, 404, 409, 412, 422, auth=True)
    def post(self, body: dict[str, Any], game_id: str, deal_index: int) -> Any:
        """Play a card; answers with the player's view after the bots' replies

        Refusals name the rule broken (`must_follow_suit`, `must_overtrump`,
        `must_trump`, `not_your_turn`, …) and list the legal cards.
        """
        state = service().play(
            game_id, current_player(), deal_index, body["seat"], body["card"], if_match()
        )
        return seat_view(game_id, state, body["seat"]), 201, {"ETag": f'"{state.version}"'}

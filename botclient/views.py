"""The seat's view JSON back into :class:`domain.views.SeatView`, and actions to JSON.

The service sends ``to_jsonable(seat_view(state, seat))``; rebuilding the same
frozen dataclasses lets an external bot run any strategy written for the
built-in bots (``strategy(view, entropy)``) on exactly what its chair sees.
"""

from __future__ import annotations

from typing import Any

from domain.bidding import Bid, BidAction, value_of
from domain.cards import Card
from domain.contracts import Strain, parse_strain
from domain.events import Occupant
from domain.game import Phase
from domain.rules import Rules
from domain.views import (
    AnnouncementView,
    BeloteWordView,
    BidOption,
    BidView,
    ContractView,
    DealResultView,
    DealView,
    SeatView,
    TableView,
    TrickPlace,
    TrickView,
)

Json = dict[str, Any]


def seat_view_from_json(body: Json) -> SeatView:
    """The inverse of ``to_jsonable(seat_view(...))`` (the ``get_seat_view`` body)."""
    return SeatView(
        seat=body["seat"],
        hand=_cards(body["hand"]),
        legal_bids=tuple(_bid(b) for b in body["legal_bids"]),
        legal_cards=_cards(body["legal_cards"]),
        table=table_view_from_json(body["table"]),
        bid_options=tuple(
            BidOption(
                o["action"],
                tuple(o["values"]),
                tuple(parse_strain(s) for s in o["suits"]),
            )
            for o in body.get("bid_options", ())
        ),
    )


def table_view_from_json(body: Json) -> TableView:
    ranking = body["ranking_scores"]
    return TableView(
        status=Phase(body["status"]),
        rules=Rules.from_dict(body["rules"]),
        seats=tuple(Occupant.from_dict(o) if o else None for o in body["seats"]),
        scores=_pair(body["scores"]),
        reserve=body["reserve"],
        turn=body["turn"],
        deal=_deal(body["deal"]) if body["deal"] is not None else None,
        version=body["version"],
        decisions=body["decisions"],
        winner=body["winner"],
        ranking_scores=_pair(ranking) if ranking is not None else None,
        previous_trick=_trick(body["previous_trick"]) if body.get("previous_trick") else None,
        absent=_four(body.get("absent", [False] * 4)),
        abandoned=body.get("abandoned", False),
        previous_trick_at=TrickPlace(**body["previous_trick_at"])
        if body.get("previous_trick_at")
        else None,
        last_deal=_last_deal(body["last_deal"]) if body.get("last_deal") else None,
    )


def _four(values: list[bool]) -> tuple[bool, bool, bool, bool]:
    return (values[0], values[1], values[2], values[3])


def _last_deal(body: Json) -> DealResultView:
    points, totals = body["card_points"], body["totals"]
    return DealResultView(
        deal_index=body["deal_index"],
        outcome=body["outcome"],
        taker=body["taker"],
        trump=_suit(body["trump"]),
        card_points=_pair(points) if points is not None else None,
        totals=_pair(totals) if totals is not None else None,
        scores=_pair(body["scores"]),
        belote=body["belote"],
        announcements_team=body["announcements_team"],
        reserve=body["reserve"],
        announcements=_announcements(body.get("announcements", [])),
        belote_said=_belote_said(body.get("belote_said", [])),
    )


def action_body(seat: int, action: Bid | Card) -> Json:
    """The request body of ``post_play`` (a Card) or ``post_bid`` (a Bid)."""
    if isinstance(action, Card):
        return {"seat": seat, "card": action.code}
    return {"seat": seat, **action.to_dict()}


def _deal(body: Json) -> DealView:
    return DealView(
        deal_index=body["deal_index"],
        dealer=body["dealer"],
        retourne=Card.parse(body["retourne"]) if body["retourne"] is not None else None,
        bids=tuple(
            BidView(b["seat"], b["action"], _suit(b["suit"]), b.get("value")) for b in body["bids"]
        ),
        bidding_round=body["bidding_round"],
        trump=_suit(body["trump"]),
        taker=body["taker"],
        tricks=tuple(_trick(t) for t in body["tricks"]),
        current_trick=_trick(body["current_trick"]) if body["current_trick"] else None,
        tricks_won=_pair(body["tricks_won"]),
        belote=body["belote"],
        announcements=_announcements(body["announcements"]),
        announcements_team=body["announcements_team"],
        hand_sizes=(
            body["hand_sizes"][0],
            body["hand_sizes"][1],
            body["hand_sizes"][2],
            body["hand_sizes"][3],
        ),
        contract=_contract(body["contract"]) if body.get("contract") else None,
        belote_words=tuple(body.get("belote_words", ())),
        belote_said=_belote_said(body.get("belote_said", ())),
    )


def _announcements(items: list[Json]) -> tuple[AnnouncementView, ...]:
    return tuple(
        AnnouncementView(a["seat"], a["name"], _cards(a["cards"]), a["points"]) for a in items
    )


def _belote_said(items: list[Json]) -> tuple[BeloteWordView, ...]:
    return tuple(BeloteWordView(w["seat"], w["word"], Card.parse(w["card"])) for w in items)


def _contract(body: Json) -> ContractView:
    return ContractView(
        body["taker"],
        parse_strain(body["suit"]),
        body["value"],
        body["multiplier"],
        body["coinched_by"],
        body["surcoinched_by"],
    )


def _trick(body: Json) -> TrickView:
    return TrickView(body["leader"], _cards(body["cards"]), body["winner"], body["points"])


def _bid(body: Json) -> Bid:
    return Bid(BidAction(body["action"]), _suit(body["suit"]), value_of(body.get("value")))


def _cards(codes: list[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


def _suit(code: str | None) -> Strain | None:
    return parse_strain(code) if code is not None else None


def _pair(values: list[int]) -> tuple[int, int]:
    return (values[0], values[1])

"""Deals, bids and plays: the auction's union of bids and the card played."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import BidValueField, CardField, Pair, Seat, StrainField, Strict, Team
from api.http.schemas.games import AnnouncementOut, BidOut, ContractOut, DealOut, TrickOut


class DealRecordOut(Strict):
    """A finished deal: public history, every hand included."""

    deal_index = f.Integer(required=True)
    dealer = Seat(required=True)
    cut = f.Integer(required=True)
    retourne = CardField(
        allow_none=True, required=True, metadata={"description": "Null in coinche."}
    )
    hands = f.List(f.List(CardField()), required=True)
    bids = f.List(f.Nested(BidOut), required=True)
    trump = StrainField(allow_none=True, required=True)
    taker = Seat(allow_none=True, required=True)
    tricks = f.List(f.Nested(TrickOut), required=True)
    belote = Seat(allow_none=True, required=True)
    announcements = f.List(f.Nested(AnnouncementOut), required=True)
    announcements_team = Team(allow_none=True, required=True)
    card_points = f.List(f.Integer(), allow_none=True, required=True)
    outcome = f.String(
        required=True,
        validate=v.OneOf(
            ["made", "dedans", "litige", "capot", "capot_defence", "failed", "thrown_in"]
        ),
        metadata={"description": "Coinche deals are `made`, `failed` or `capot`."},
    )
    totals = f.List(f.Integer(), allow_none=True, required=True)
    scores = Pair(required=True)
    reserve_before = f.Integer(required=True)
    reserve_after = f.Integer(required=True)
    game_scores = Pair(required=True)
    contract = f.Nested(ContractOut, allow_none=True, required=True)


class DealEntry(Strict):
    """One deal of a game: ``over`` deals carry their full ``record``."""

    deal_index = f.Integer(required=True)
    over = f.Boolean(required=True)
    current = f.Nested(DealOut, allow_none=True, required=True)
    record = f.Nested(DealRecordOut, allow_none=True, required=True)


class PassBidIn(Strict):
    """Pass (classic and coinche)."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["pass"]))
    suit = StrainField(
        allow_none=True, metadata={"description": "Ignored (accepted for older clients)."}
    )


class TakeBidIn(Strict):
    """Classic: take. Round one: omit `suit` (the retourne's). Round two: name
    another suit, or `SA`/`TA` with the `moderne` option."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["take"]))
    suit = StrainField(allow_none=True)


class ValueBidIn(Strict):
    """Coinche: bid `value` (80..160 or "capot") in `suit` (`SA`/`TA` with `moderne`)."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["bid"]))
    value = BidValueField(required=True)
    suit = StrainField(required=True)


class CoincheBidIn(Strict):
    """Coinche: double the other team's highest bid."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["coinche"]))


class SurcoincheBidIn(Strict):
    """Coinche: redouble your team's coinched bid (ends the auction)."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["surcoinche"]))


BID_SCHEMAS: dict[str, type[Strict]] = {
    "pass": PassBidIn,
    "take": TakeBidIn,
    "bid": ValueBidIn,
    "coinche": CoincheBidIn,
    "surcoinche": SurcoincheBidIn,
}


class BidIn(ma.Schema):
    """A bid: one of the BID_SCHEMAS, chosen by ``action`` (the discriminator).

    Loading picks the schema of ``action``; the spec shows the union as
    ``oneOf`` with a ``discriminator`` (:data:`BID_IN_SPEC`), which both
    generated clients turn into one typed class per action.
    """

    def load(self, data: Any, *args: Any, **kwargs: Any) -> Any:
        action = data.get("action") if isinstance(data, dict) else None
        schema = BID_SCHEMAS.get(action) if isinstance(action, str) else None
        if schema is None:
            raise ma.ValidationError({"action": [f"Must be one of: {', '.join(BID_SCHEMAS)}."]})
        return schema().load(data, *args, **kwargs)


BID_IN_SPEC: dict[str, Any] = {
    "oneOf": list(BID_SCHEMAS.values()),
    "discriminator": {
        "propertyName": "action",
        "mapping": {
            action: f"#/components/schemas/{schema.__name__}"
            for action, schema in BID_SCHEMAS.items()
        },
    },
}
"""The request body of ``POST .../bids`` as the spec shows it."""


class PlayIn(Strict):
    seat = Seat(required=True)
    card = CardField(required=True)


class PlayOut(Strict):
    seat = Seat(required=True)
    card = CardField(required=True)
    trick_index = f.Integer(required=True)

"""A seat's private view and its query."""

from __future__ import annotations

from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import BID_ACTIONS, BidValueField, CardField, Seat, StrainField, Strict
from api.http.schemas.games import SeatKinds, SeatNames, TableOut


class BidChoice(Strict):
    action = f.String(required=True, validate=v.OneOf(BID_ACTIONS))
    suit = StrainField(allow_none=True, required=True)
    value = BidValueField(metadata={"description": "Only on a coinche `bid`."})


class BidOption(Strict):
    """One action the seat may take now: every value of `values` (coinche `bid`)
    with every suit of `suits` (`bid`, classic `take`) is allowed."""

    action = f.String(required=True, validate=v.OneOf(BID_ACTIONS))
    values = f.List(BidValueField(), required=True)
    suits = f.List(StrainField(), required=True)


class SeatViewOut(Strict):
    seat = Seat(required=True)
    hand = f.List(CardField(), required=True, metadata={"description": "Only this seat's cards."})
    legal_bids = f.List(
        f.Nested(BidChoice),
        required=True,
        metadata={"description": "Every bid allowed now, one by one (see `bid_options`)."},
    )
    legal_cards = f.List(CardField(), required=True)
    table = f.Nested(TableOut, required=True)
    seat_names = SeatNames(
        metadata={
            "description": "The seats' display names (see `GameOut`). In the views a "
            "stream sends, as read when the stream started or a seat last changed hands."
        }
    )
    seat_kinds = SeatKinds(
        metadata={"description": "The seats' kinds (see `GameOut`); absent where `seat_names` is."}
    )
    bid_options = f.List(
        f.Nested(BidOption),
        required=True,
        metadata={"description": "The same bids as `legal_bids`, grouped by action: exact."},
    )


class ViewQuery(Strict):
    wait = f.Float(
        validate=v.Range(0, 60),
        metadata={"description": "Long-poll: wait up to this many seconds for a change."},
    )
    after_version = f.Integer(
        metadata={"description": "With wait: answer as soon as the version exceeds this."}
    )

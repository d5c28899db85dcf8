from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.value_bid_in_action import ValueBidInAction, check_value_bid_in_action
from ..models.value_bid_in_suit import ValueBidInSuit, check_value_bid_in_suit
from ..models.value_bid_in_value_type_1 import ValueBidInValueType1, check_value_bid_in_value_type_1

T = TypeVar("T", bound="ValueBidIn")


@_attrs_define
class ValueBidIn:
    """
    Attributes:
        action (ValueBidInAction):
        seat (int):  Example: 0.
        suit (ValueBidInSuit):  Example: H.
        value (int | ValueBidInValueType1): 80, 90, ..., 160 or `capot`; another integer is refused with 409
            `invalid_bid_value`. Example: 90.
    """

    action: ValueBidInAction
    seat: int
    suit: ValueBidInSuit
    value: int | ValueBidInValueType1

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        seat = self.seat

        suit: str = self.suit

        value: int | str
        if isinstance(self.value, str):
            value = self.value
        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "seat": seat,
                "suit": suit,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_value_bid_in_action(d.pop("action"))

        seat = d.pop("seat")

        suit = check_value_bid_in_suit(d.pop("suit"))

        def _parse_value(data: object) -> int | ValueBidInValueType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_1 = check_value_bid_in_value_type_1(data)

                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | ValueBidInValueType1, data)

        value = _parse_value(d.pop("value"))

        value_bid_in = cls(
            action=action,
            seat=seat,
            suit=suit,
            value=value,
        )

        return value_bid_in

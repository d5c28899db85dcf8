from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.value_bid_in_action import ValueBidInAction, check_value_bid_in_action
from ..models.value_bid_in_suit import ValueBidInSuit, check_value_bid_in_suit
from ..models.value_bid_in_value_type_0 import ValueBidInValueType0, check_value_bid_in_value_type_0
from ..models.value_bid_in_value_type_1 import ValueBidInValueType1, check_value_bid_in_value_type_1

T = TypeVar("T", bound="ValueBidIn")


@_attrs_define
class ValueBidIn:
    """
    Attributes:
        action (ValueBidInAction):
        seat (int):  Example: 0.
        suit (ValueBidInSuit):  Example: H.
        value (ValueBidInValueType0 | ValueBidInValueType1):  Example: 90.
    """

    action: ValueBidInAction
    seat: int
    suit: ValueBidInSuit
    value: ValueBidInValueType0 | ValueBidInValueType1

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        seat = self.seat

        suit: str = self.suit

        value: int | str
        if isinstance(self.value, int):
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

        def _parse_value(data: object) -> ValueBidInValueType0 | ValueBidInValueType1:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                value_type_0 = check_value_bid_in_value_type_0(data)

                return value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            value_type_1 = check_value_bid_in_value_type_1(data)

            return value_type_1

        value = _parse_value(d.pop("value"))

        value_bid_in = cls(
            action=action,
            seat=seat,
            suit=suit,
            value=value,
        )

        return value_bid_in

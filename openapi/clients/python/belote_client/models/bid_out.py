from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_out_action import BidOutAction, check_bid_out_action
from ..models.bid_out_suit_type_0 import BidOutSuitType0, check_bid_out_suit_type_0
from ..models.bid_out_value_type_0 import BidOutValueType0, check_bid_out_value_type_0
from ..models.bid_out_value_type_1 import BidOutValueType1, check_bid_out_value_type_1
from ..types import UNSET, Unset

T = TypeVar("T", bound="BidOut")


@_attrs_define
class BidOut:
    """
    Attributes:
        action (BidOutAction):
        seat (int):  Example: 0.
        suit (BidOutSuitType0 | None):  Example: H.
        value (BidOutValueType0 | BidOutValueType1 | Unset): Only on a coinche `bid`. Example: 90.
    """

    action: BidOutAction
    seat: int
    suit: BidOutSuitType0 | None
    value: BidOutValueType0 | BidOutValueType1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        seat = self.seat

        suit: None | str
        if isinstance(self.suit, str):
            suit = self.suit
        else:
            suit = self.suit

        value: int | str | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        elif isinstance(self.value, int):
            value = self.value
        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "seat": seat,
                "suit": suit,
            }
        )
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_bid_out_action(d.pop("action"))

        seat = d.pop("seat")

        def _parse_suit(data: object) -> BidOutSuitType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = check_bid_out_suit_type_0(data)

                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BidOutSuitType0 | None, data)

        suit = _parse_suit(d.pop("suit"))

        def _parse_value(data: object) -> BidOutValueType0 | BidOutValueType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                value_type_0 = check_bid_out_value_type_0(data)

                return value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            value_type_1 = check_bid_out_value_type_1(data)

            return value_type_1

        value = _parse_value(d.pop("value", UNSET))

        bid_out = cls(
            action=action,
            seat=seat,
            suit=suit,
            value=value,
        )

        return bid_out

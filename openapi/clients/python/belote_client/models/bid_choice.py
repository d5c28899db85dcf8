from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_choice_action import BidChoiceAction, check_bid_choice_action
from ..models.bid_choice_suit_type_0 import BidChoiceSuitType0, check_bid_choice_suit_type_0
from ..models.bid_choice_value_type_0 import BidChoiceValueType0, check_bid_choice_value_type_0
from ..models.bid_choice_value_type_1 import BidChoiceValueType1, check_bid_choice_value_type_1
from ..types import UNSET, Unset

T = TypeVar("T", bound="BidChoice")


@_attrs_define
class BidChoice:
    """
    Attributes:
        action (BidChoiceAction):
        suit (BidChoiceSuitType0 | None):  Example: H.
        value (BidChoiceValueType0 | BidChoiceValueType1 | Unset): Only on a coinche `bid`. Example: 90.
    """

    action: BidChoiceAction
    suit: BidChoiceSuitType0 | None
    value: BidChoiceValueType0 | BidChoiceValueType1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

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
                "suit": suit,
            }
        )
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_bid_choice_action(d.pop("action"))

        def _parse_suit(data: object) -> BidChoiceSuitType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = check_bid_choice_suit_type_0(data)

                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BidChoiceSuitType0 | None, data)

        suit = _parse_suit(d.pop("suit"))

        def _parse_value(data: object) -> BidChoiceValueType0 | BidChoiceValueType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                value_type_0 = check_bid_choice_value_type_0(data)

                return value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            value_type_1 = check_bid_choice_value_type_1(data)

            return value_type_1

        value = _parse_value(d.pop("value", UNSET))

        bid_choice = cls(
            action=action,
            suit=suit,
            value=value,
        )

        return bid_choice

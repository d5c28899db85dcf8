from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_choice_action import BidChoiceAction, check_bid_choice_action
from ..models.bid_choice_suit_type_0 import BidChoiceSuitType0, check_bid_choice_suit_type_0

T = TypeVar("T", bound="BidChoice")


@_attrs_define
class BidChoice:
    """
    Attributes:
        action (BidChoiceAction):
        suit (BidChoiceSuitType0 | None):  Example: H.
    """

    action: BidChoiceAction
    suit: BidChoiceSuitType0 | None

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        suit: None | str
        if isinstance(self.suit, str):
            suit = self.suit
        else:
            suit = self.suit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "suit": suit,
            }
        )

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

        bid_choice = cls(
            action=action,
            suit=suit,
        )

        return bid_choice

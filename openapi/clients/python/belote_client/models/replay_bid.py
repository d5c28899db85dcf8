from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.replay_bid_action import ReplayBidAction, check_replay_bid_action
from ..models.replay_bid_suit_type_0 import ReplayBidSuitType0, check_replay_bid_suit_type_0
from ..models.replay_bid_value_type_1 import ReplayBidValueType1, check_replay_bid_value_type_1
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReplayBid")


@_attrs_define
class ReplayBid:
    """
    Attributes:
        action (ReplayBidAction):
        suit (None | ReplayBidSuitType0 | Unset):  Example: H.
        value (int | ReplayBidValueType1 | Unset): 80, 90, ..., 160 or `capot`; another integer is refused with 409
            `invalid_bid_value`. Example: 90.
    """

    action: ReplayBidAction
    suit: None | ReplayBidSuitType0 | Unset = UNSET
    value: int | ReplayBidValueType1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, str):
            suit = self.suit
        else:
            suit = self.suit

        value: int | str | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        elif isinstance(self.value, str):
            value = self.value
        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if suit is not UNSET:
            field_dict["suit"] = suit
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_replay_bid_action(d.pop("action"))

        def _parse_suit(data: object) -> None | ReplayBidSuitType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = check_replay_bid_suit_type_0(data)

                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplayBidSuitType0 | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))

        def _parse_value(data: object) -> int | ReplayBidValueType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_1 = check_replay_bid_value_type_1(data)

                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | ReplayBidValueType1 | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        replay_bid = cls(
            action=action,
            suit=suit,
            value=value,
        )

        return replay_bid

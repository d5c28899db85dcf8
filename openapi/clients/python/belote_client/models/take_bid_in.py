from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.take_bid_in_action import TakeBidInAction, check_take_bid_in_action
from ..models.take_bid_in_suit_type_0 import TakeBidInSuitType0, check_take_bid_in_suit_type_0
from ..types import UNSET, Unset

T = TypeVar("T", bound="TakeBidIn")


@_attrs_define
class TakeBidIn:
    """
    Attributes:
        action (TakeBidInAction):
        seat (int):  Example: 0.
        suit (None | TakeBidInSuitType0 | Unset):  Example: H.
    """

    action: TakeBidInAction
    seat: int
    suit: None | TakeBidInSuitType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        seat = self.seat

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, str):
            suit = self.suit
        else:
            suit = self.suit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "seat": seat,
            }
        )
        if suit is not UNSET:
            field_dict["suit"] = suit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_take_bid_in_action(d.pop("action"))

        seat = d.pop("seat")

        def _parse_suit(data: object) -> None | TakeBidInSuitType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = check_take_bid_in_suit_type_0(data)

                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeBidInSuitType0 | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))

        take_bid_in = cls(
            action=action,
            seat=seat,
            suit=suit,
        )

        return take_bid_in

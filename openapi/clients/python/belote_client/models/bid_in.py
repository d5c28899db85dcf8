from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_in_action import BidInAction, check_bid_in_action
from ..models.bid_in_suit_type_0 import BidInSuitType0, check_bid_in_suit_type_0
from ..types import UNSET, Unset

T = TypeVar("T", bound="BidIn")


@_attrs_define
class BidIn:
    """
    Attributes:
        action (BidInAction):
        seat (int):  Example: 0.
        suit (BidInSuitType0 | None | Unset): Round one: omit (the retourne's suit). Round two: required. Example: H.
    """

    action: BidInAction
    seat: int
    suit: BidInSuitType0 | None | Unset = UNSET

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
        action = check_bid_in_action(d.pop("action"))

        seat = d.pop("seat")

        def _parse_suit(data: object) -> BidInSuitType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = check_bid_in_suit_type_0(data)

                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BidInSuitType0 | None | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))

        bid_in = cls(
            action=action,
            seat=seat,
            suit=suit,
        )

        return bid_in

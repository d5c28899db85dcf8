from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.coinche_bid_in_action import CoincheBidInAction, check_coinche_bid_in_action

T = TypeVar("T", bound="CoincheBidIn")


@_attrs_define
class CoincheBidIn:
    """
    Attributes:
        action (CoincheBidInAction):
        seat (int):  Example: 0.
    """

    action: CoincheBidInAction
    seat: int

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_coinche_bid_in_action(d.pop("action"))

        seat = d.pop("seat")

        coinche_bid_in = cls(
            action=action,
            seat=seat,
        )

        return coinche_bid_in

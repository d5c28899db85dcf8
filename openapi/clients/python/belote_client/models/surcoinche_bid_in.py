from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.surcoinche_bid_in_action import SurcoincheBidInAction, check_surcoinche_bid_in_action

T = TypeVar("T", bound="SurcoincheBidIn")


@_attrs_define
class SurcoincheBidIn:
    """
    Attributes:
        action (SurcoincheBidInAction):
        seat (int):  Example: 0.
    """

    action: SurcoincheBidInAction
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
        action = check_surcoinche_bid_in_action(d.pop("action"))

        seat = d.pop("seat")

        surcoinche_bid_in = cls(
            action=action,
            seat=seat,
        )

        return surcoinche_bid_in

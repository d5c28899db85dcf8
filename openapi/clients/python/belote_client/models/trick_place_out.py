from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrickPlaceOut")


@_attrs_define
class TrickPlaceOut:
    """
    Attributes:
        deal_index (int):
        trick_index (int):
    """

    deal_index: int
    trick_index: int

    def to_dict(self) -> dict[str, Any]:
        deal_index = self.deal_index

        trick_index = self.trick_index

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal_index": deal_index,
                "trick_index": trick_index,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deal_index = d.pop("deal_index")

        trick_index = d.pop("trick_index")

        trick_place_out = cls(
            deal_index=deal_index,
            trick_index=trick_index,
        )

        return trick_place_out

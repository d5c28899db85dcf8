from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClockSpec")


@_attrs_define
class ClockSpec:
    """
    Attributes:
        turn_seconds (int): Seconds the seat to act has to decide. Example: 30.
        absent_after (int | Unset): Timeouts in a row after which the seat is absent and its stand-in decides at once,
            until the player returns (default 2).
    """

    turn_seconds: int
    absent_after: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        turn_seconds = self.turn_seconds

        absent_after = self.absent_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "turn_seconds": turn_seconds,
            }
        )
        if absent_after is not UNSET:
            field_dict["absent_after"] = absent_after

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn_seconds = d.pop("turn_seconds")

        absent_after = d.pop("absent_after", UNSET)

        clock_spec = cls(
            turn_seconds=turn_seconds,
            absent_after=absent_after,
        )

        return clock_spec

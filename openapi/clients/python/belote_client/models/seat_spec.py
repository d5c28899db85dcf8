from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.seat_spec_bot import SeatSpecBot, check_seat_spec_bot
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatSpec")


@_attrs_define
class SeatSpec:
    """
    Attributes:
        bot (SeatSpecBot | Unset):  Example: heuristic.
    """

    bot: SeatSpecBot | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _bot = d.pop("bot", UNSET)
        bot: SeatSpecBot | Unset
        if isinstance(_bot, Unset):
            bot = UNSET
        else:
            bot = check_seat_spec_bot(_bot)

        seat_spec = cls(
            bot=bot,
        )

        return seat_spec

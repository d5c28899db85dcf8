from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.play_in_card import PlayInCard, check_play_in_card

T = TypeVar("T", bound="PlayIn")


@_attrs_define
class PlayIn:
    """
    Attributes:
        card (PlayInCard):  Example: JH.
        seat (int):  Example: 0.
    """

    card: PlayInCard
    seat: int

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_play_in_card(d.pop("card"))

        seat = d.pop("seat")

        play_in = cls(
            card=card,
            seat=seat,
        )

        return play_in

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.play_out_card import PlayOutCard, check_play_out_card

T = TypeVar("T", bound="PlayOut")


@_attrs_define
class PlayOut:
    """
    Attributes:
        card (PlayOutCard):  Example: JH.
        seat (int):  Example: 0.
        trick_index (int):
    """

    card: PlayOutCard
    seat: int
    trick_index: int

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        seat = self.seat

        trick_index = self.trick_index

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "trick_index": trick_index,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_play_out_card(d.pop("card"))

        seat = d.pop("seat")

        trick_index = d.pop("trick_index")

        play_out = cls(
            card=card,
            seat=seat,
            trick_index=trick_index,
        )

        return play_out

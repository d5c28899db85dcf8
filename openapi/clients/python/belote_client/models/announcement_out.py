from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.announcement_out_cards_item import AnnouncementOutCardsItem, check_announcement_out_cards_item
from ..models.announcement_out_name import AnnouncementOutName, check_announcement_out_name

T = TypeVar("T", bound="AnnouncementOut")


@_attrs_define
class AnnouncementOut:
    """
    Attributes:
        cards (list[AnnouncementOutCardsItem]):
        name (AnnouncementOutName):
        points (int):
        seat (int):  Example: 0.
    """

    cards: list[AnnouncementOutCardsItem]
    name: AnnouncementOutName
    points: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        name: str = self.name

        points = self.points

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "name": name,
                "points": points,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = check_announcement_out_cards_item(cards_item_data)

            cards.append(cards_item)

        name = check_announcement_out_name(d.pop("name"))

        points = d.pop("points")

        seat = d.pop("seat")

        announcement_out = cls(
            cards=cards,
            name=name,
            points=points,
            seat=seat,
        )

        return announcement_out

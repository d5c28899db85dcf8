from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PointsOut")


@_attrs_define
class PointsOut:
    """
    Attributes:
        announcements (list[int]): Announcement points counted. Example: [0, 0].
        belote (list[int]): Team 0, team 1. Example: [0, 0].
        card_points (list[int]): Dix de der included. Example: [0, 0].
        last_trick_team (int): Won the dix de der. Example: 0.
        tricks_won (list[int]): Team 0, team 1. Example: [0, 0].
    """

    announcements: list[int]
    belote: list[int]
    card_points: list[int]
    last_trick_team: int
    tricks_won: list[int]

    def to_dict(self) -> dict[str, Any]:
        announcements = self.announcements

        belote = self.belote

        card_points = self.card_points

        last_trick_team = self.last_trick_team

        tricks_won = self.tricks_won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "announcements": announcements,
                "belote": belote,
                "card_points": card_points,
                "last_trick_team": last_trick_team,
                "tricks_won": tricks_won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        announcements = cast(list[int], d.pop("announcements"))

        belote = cast(list[int], d.pop("belote"))

        card_points = cast(list[int], d.pop("card_points"))

        last_trick_team = d.pop("last_trick_team")

        tricks_won = cast(list[int], d.pop("tricks_won"))

        points_out = cls(
            announcements=announcements,
            belote=belote,
            card_points=card_points,
            last_trick_team=last_trick_team,
            tricks_won=tricks_won,
        )

        return points_out

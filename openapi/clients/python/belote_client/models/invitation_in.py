from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="InvitationIn")


@_attrs_define
class InvitationIn:
    """
    Attributes:
        player (str | Unset): A player's id: the code is also sent to its stream (`invited` in `GET /me/events`).
    """

    player: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player", UNSET)

        invitation_in = cls(
            player=player,
        )

        return invitation_in

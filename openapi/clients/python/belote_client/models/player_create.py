from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_create_kind import PlayerCreateKind, check_player_create_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlayerCreate")


@_attrs_define
class PlayerCreate:
    """
    Attributes:
        name (str): Free text, 1 to 64 characters once trimmed and normalised to NFC, with at least one letter or digit;
            no control characters (C0, C1, line separators, bidirectional overrides), no format characters (zero-width,
            bidirectional marks, tags), no private-use, unassigned or noncharacter code point, no leading combining mark,
            and nothing that passes for a bot (a built-in bot's name, or a tag like `(bot)`). Otherwise 422 `invalid_name`.
            Example: Mireille.
        kind (PlayerCreateKind | Unset): `human` (when absent) or `bot`: see `PlayerOut`. Example: human.
    """

    name: str
    kind: PlayerCreateKind | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _kind = d.pop("kind", UNSET)
        kind: PlayerCreateKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = check_player_create_kind(_kind)

        player_create = cls(
            name=name,
            kind=kind,
        )

        return player_create

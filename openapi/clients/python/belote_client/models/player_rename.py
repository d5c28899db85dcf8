from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerRename")


@_attrs_define
class PlayerRename:
    """
    Attributes:
        name (str): Free text, 1 to 64 characters once trimmed and normalised to NFC, with at least one letter or digit;
            no control characters (C0, C1, line separators, bidirectional overrides), no format characters (zero-width,
            bidirectional marks, tags), no private-use, unassigned or noncharacter code point, no leading combining mark,
            and nothing that passes for a bot (a built-in bot's name, or a tag like `(bot)`). Otherwise 422 `invalid_name`.
            Example: Mireille.
    """

    name: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        player_rename = cls(
            name=name,
        )

        return player_rename

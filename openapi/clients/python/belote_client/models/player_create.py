from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerCreate")


@_attrs_define
class PlayerCreate:
    """
    Attributes:
        name (str): Free text, 1 to 64 characters once trimmed and normalised to NFC; no control characters (C0, C1,
            line separators, bidirectional overrides). Otherwise 422 `invalid_name`. Example: Mireille.
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

        player_create = cls(
            name=name,
        )

        return player_create

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.occupant_in_kind import OccupantInKind, check_occupant_in_kind

T = TypeVar("T", bound="OccupantIn")


@_attrs_define
class OccupantIn:
    """
    Attributes:
        kind (OccupantInKind):
        name (str):
    """

    kind: OccupantInKind
    name: str

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_occupant_in_kind(d.pop("kind"))

        name = d.pop("name")

        occupant_in = cls(
            kind=kind,
            name=name,
        )

        return occupant_in

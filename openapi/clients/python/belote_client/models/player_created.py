from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerCreated")


@_attrs_define
class PlayerCreated:
    """
    Attributes:
        created_at (datetime.datetime):
        id (str):  Example: k3v8q2mzt7ha.
        name (str):
        token (str): Bearer token for `Authorization: Bearer …`; shown only once.
    """

    created_at: datetime.datetime
    id: str
    name: str
    token: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        name = self.name

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "name": name,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        name = d.pop("name")

        token = d.pop("token")

        player_created = cls(
            created_at=created_at,
            id=id,
            name=name,
            token=token,
        )

        return player_created

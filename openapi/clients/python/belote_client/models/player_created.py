from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_created_kind import PlayerCreatedKind, check_player_created_kind

T = TypeVar("T", bound="PlayerCreated")


@_attrs_define
class PlayerCreated:
    """
    Attributes:
        created_at (datetime.datetime):
        id (str):  Example: k3v8q2mzt7ha.
        kind (PlayerCreatedKind): `human`, or `bot` for a bot account: a program plays it. Chosen when the player is
            created and never changed, so that everyone it played knows whom. Example: human.
        name (str):
        token (str): Bearer token for `Authorization: Bearer …`; shown only once.
    """

    created_at: datetime.datetime
    id: str
    kind: PlayerCreatedKind
    name: str
    token: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        kind: str = self.kind

        name = self.name

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "kind": kind,
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

        kind = check_player_created_kind(d.pop("kind"))

        name = d.pop("name")

        token = d.pop("token")

        player_created = cls(
            created_at=created_at,
            id=id,
            kind=kind,
            name=name,
            token=token,
        )

        return player_created

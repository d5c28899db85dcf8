from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.invitation_out_seed_chosen_by import InvitationOutSeedChosenBy, check_invitation_out_seed_chosen_by

T = TypeVar("T", bound="InvitationOut")


@_attrs_define
class InvitationOut:
    """
    Attributes:
        code (str):
        created_at (datetime.datetime):
        game_id (str):
        join (str): The request that uses it, to share as a link: PUT it with the seat chosen and the newcomer's token.
            Example: /games/k3v8q2mzt7ha/seats/{seat}?invitation=Qm9uam91cg.
        seed_chosen_by (InvitationOutSeedChosenBy): `creator`: the creator sent the seed and could know every hand; such
            a game never ranks (`sort=ranking` lists it after every ranked game) and counts in no player's stats: shown
            wherever a newcomer decides to sit (the game, the lobby, an invitation). `server`: a secret random seed of 256
            bits, or the daily challenge's.
        used_at (datetime.datetime | None):
        used_by (None | str): Player id.
    """

    code: str
    created_at: datetime.datetime
    game_id: str
    join: str
    seed_chosen_by: InvitationOutSeedChosenBy
    used_at: datetime.datetime | None
    used_by: None | str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        created_at = self.created_at.isoformat()

        game_id = self.game_id

        join = self.join

        seed_chosen_by: str = self.seed_chosen_by

        used_at: None | str
        if isinstance(self.used_at, datetime.datetime):
            used_at = self.used_at.isoformat()
        else:
            used_at = self.used_at

        used_by: None | str
        used_by = self.used_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "created_at": created_at,
                "game_id": game_id,
                "join": join,
                "seed_chosen_by": seed_chosen_by,
                "used_at": used_at,
                "used_by": used_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        game_id = d.pop("game_id")

        join = d.pop("join")

        seed_chosen_by = check_invitation_out_seed_chosen_by(d.pop("seed_chosen_by"))

        def _parse_used_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                used_at_type_0 = datetime.datetime.fromisoformat(data)

                return used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        used_at = _parse_used_at(d.pop("used_at"))

        def _parse_used_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        used_by = _parse_used_by(d.pop("used_by"))

        invitation_out = cls(
            code=code,
            created_at=created_at,
            game_id=game_id,
            join=join,
            seed_chosen_by=seed_chosen_by,
            used_at=used_at,
            used_by=used_by,
        )

        return invitation_out

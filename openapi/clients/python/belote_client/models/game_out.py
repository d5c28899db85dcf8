from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_out_seed_chosen_by import GameOutSeedChosenBy, check_game_out_seed_chosen_by

if TYPE_CHECKING:
    from ..models.table_out import TableOut


T = TypeVar("T", bound="GameOut")


@_attrs_define
class GameOut:
    """
    Attributes:
        created_at (datetime.datetime):
        finished_at (datetime.datetime | None):
        id (str):
        seed (None | str): Revealed once the game is over.
        seed_chosen_by (GameOutSeedChosenBy): `creator`: the creator sent the seed and could know every hand; such a
            game never ranks (`sort=ranking` lists it after every ranked game). `server`: a secret random seed of 256 bits,
            or the daily challenge's.
        seed_commitment (str): hex(sha256(utf8(seed))), public from the start.
        table (TableOut):
    """

    created_at: datetime.datetime
    finished_at: datetime.datetime | None
    id: str
    seed: None | str
    seed_chosen_by: GameOutSeedChosenBy
    seed_commitment: str
    table: TableOut

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        id = self.id

        seed: None | str
        seed = self.seed

        seed_chosen_by: str = self.seed_chosen_by

        seed_commitment = self.seed_commitment

        table = self.table.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "finished_at": finished_at,
                "id": id,
                "seed": seed,
                "seed_chosen_by": seed_chosen_by,
                "seed_commitment": seed_commitment,
                "table": table,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_out import TableOut  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        id = d.pop("id")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        seed_chosen_by = check_game_out_seed_chosen_by(d.pop("seed_chosen_by"))

        seed_commitment = d.pop("seed_commitment")

        table = TableOut.from_dict(d.pop("table"))

        game_out = cls(
            created_at=created_at,
            finished_at=finished_at,
            id=id,
            seed=seed,
            seed_chosen_by=seed_chosen_by,
            seed_commitment=seed_commitment,
            table=table,
        )

        return game_out

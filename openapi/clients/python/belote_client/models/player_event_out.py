from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_event_out_type import PlayerEventOutType, check_player_event_out_type

if TYPE_CHECKING:
    from ..models.player_event_out_data import PlayerEventOutData


T = TypeVar("T", bound="PlayerEventOut")


@_attrs_define
class PlayerEventOut:
    """
    Attributes:
        data (PlayerEventOutData): Always `game_id`. `invited`: `invitation` (the code to sit with), `by` (the creator's
            id) and `seed_chosen_by` (`creator`: the creator chose the seed and could know every hand). `game_started`,
            `game_finished`: `seats` (yours). `your_turn`: `seat` and the game's `version`. `rematch_asked`: `seat` and `by`
            (who asked). Never a card. Example: {'game_id': 'k3v8q2mzt7ha', 'seat': 1, 'version': 12}.
        recorded_at (datetime.datetime):
        seq (int): 1, 2, 3 … per player, no gap.
        type_ (PlayerEventOutType):  Example: your_turn.
    """

    data: PlayerEventOutData
    recorded_at: datetime.datetime
    seq: int
    type_: PlayerEventOutType

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        recorded_at = self.recorded_at.isoformat()

        seq = self.seq

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "recorded_at": recorded_at,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_event_out_data import PlayerEventOutData  # noqa: PLC0415

        d = dict(src_dict)
        data = PlayerEventOutData.from_dict(d.pop("data"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seq = d.pop("seq")

        type_ = check_player_event_out_type(d.pop("type"))

        player_event_out = cls(
            data=data,
            recorded_at=recorded_at,
            seq=seq,
            type_=type_,
        )

        return player_event_out

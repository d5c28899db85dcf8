from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PlayerEventOutData")


@_attrs_define
class PlayerEventOutData:
    """Always `game_id`. `invited`: `invitation` (the code to sit with), `by` (the creator's id) and `seed_chosen_by`
    (`creator`: the creator chose the seed and could know every hand). `game_started`, `game_finished`: `seats` (yours).
    `your_turn`: `seat` and the game's `version`. `rematch_asked`: `seat` and `by` (who asked). Never a card.

        Example:
            {'game_id': 'k3v8q2mzt7ha', 'seat': 1, 'version': 12}

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_event_out_data = cls()

        player_event_out_data.additional_properties = d
        return player_event_out_data

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RematchOut")


@_attrs_define
class RematchOut:
    """
    Attributes:
        game_id (str):
        rematch (None | str): The new game: same rules and seats, a fresh seed.
        requests (list[int]): Seats that asked.
        waiting_for (list[int]): Human seats still to ask; bots agree.
    """

    game_id: str
    rematch: None | str
    requests: list[int]
    waiting_for: list[int]

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        rematch: None | str
        rematch = self.rematch

        requests = self.requests

        waiting_for = self.waiting_for

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "rematch": rematch,
                "requests": requests,
                "waiting_for": waiting_for,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        def _parse_rematch(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch = _parse_rematch(d.pop("rematch"))

        requests = cast(list[int], d.pop("requests"))

        waiting_for = cast(list[int], d.pop("waiting_for"))

        rematch_out = cls(
            game_id=game_id,
            rematch=rematch,
            requests=requests,
            waiting_for=waiting_for,
        )

        return rematch_out

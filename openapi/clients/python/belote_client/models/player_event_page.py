from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_event_out import PlayerEventOut


T = TypeVar("T", bound="PlayerEventPage")


@_attrs_define
class PlayerEventPage:
    """
    Attributes:
        events (list[PlayerEventOut]):
        last_seq (int): Your latest event's seq.
        next_after (int | None): `after` for the next page.
    """

    events: list[PlayerEventOut]
    last_seq: int
    next_after: int | None

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        last_seq = self.last_seq

        next_after: int | None
        next_after = self.next_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "last_seq": last_seq,
                "next_after": next_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_event_out import PlayerEventOut  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = PlayerEventOut.from_dict(events_item_data)

            events.append(events_item)

        last_seq = d.pop("last_seq")

        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))

        player_event_page = cls(
            events=events,
            last_seq=last_seq,
            next_after=next_after,
        )

        return player_event_page

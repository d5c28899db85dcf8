from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_view_out import SeatViewOut
    from ..models.stream_event_data_data import StreamEventDataData
    from ..models.stream_event_data_facts_item import StreamEventDataFactsItem


T = TypeVar("T", bound="StreamEventData")


@_attrs_define
class StreamEventData:
    """
    Attributes:
        data (StreamEventDataData): The decision; secrets redacted.
        facts (list[StreamEventDataFactsItem]): What the decision caused: TrickWon, DealScored, …
        recorded_at (datetime.datetime):
        seq (int):
        type_ (str):  Example: CardPlayed.
        view (SeatViewOut | Unset):
    """

    data: StreamEventDataData
    facts: list[StreamEventDataFactsItem]
    recorded_at: datetime.datetime
    seq: int
    type_: str
    view: SeatViewOut | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        facts = []
        for facts_item_data in self.facts:
            facts_item = facts_item_data.to_dict()
            facts.append(facts_item)

        recorded_at = self.recorded_at.isoformat()

        seq = self.seq

        type_ = self.type_

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "facts": facts,
                "recorded_at": recorded_at,
                "seq": seq,
                "type": type_,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_view_out import SeatViewOut  # noqa: PLC0415
        from ..models.stream_event_data_data import StreamEventDataData  # noqa: PLC0415
        from ..models.stream_event_data_facts_item import StreamEventDataFactsItem  # noqa: PLC0415

        d = dict(src_dict)
        data = StreamEventDataData.from_dict(d.pop("data"))

        facts = []
        _facts = d.pop("facts")
        for facts_item_data in _facts:
            facts_item = StreamEventDataFactsItem.from_dict(facts_item_data)

            facts.append(facts_item)

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seq = d.pop("seq")

        type_ = d.pop("type")

        _view = d.pop("view", UNSET)
        view: SeatViewOut | Unset
        if isinstance(_view, Unset):
            view = UNSET
        else:
            view = SeatViewOut.from_dict(_view)

        stream_event_data = cls(
            data=data,
            facts=facts,
            recorded_at=recorded_at,
            seq=seq,
            type_=type_,
            view=view,
        )

        return stream_event_data

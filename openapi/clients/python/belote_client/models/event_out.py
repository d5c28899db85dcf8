from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_out_data import EventOutData
    from ..models.event_out_facts_item import EventOutFactsItem


T = TypeVar("T", bound="EventOut")


@_attrs_define
class EventOut:
    """
    Attributes:
        data (EventOutData): The decision; secrets redacted.
        facts (list[EventOutFactsItem]): What the decision caused: TrickWon, DealScored, …
        recorded_at (datetime.datetime):
        seq (int):
        type_ (str):  Example: CardPlayed.
    """

    data: EventOutData
    facts: list[EventOutFactsItem]
    recorded_at: datetime.datetime
    seq: int
    type_: str

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        facts = []
        for facts_item_data in self.facts:
            facts_item = facts_item_data.to_dict()
            facts.append(facts_item)

        recorded_at = self.recorded_at.isoformat()

        seq = self.seq

        type_ = self.type_

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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_out_data import EventOutData  # noqa: PLC0415
        from ..models.event_out_facts_item import EventOutFactsItem  # noqa: PLC0415

        d = dict(src_dict)
        data = EventOutData.from_dict(d.pop("data"))

        facts = []
        _facts = d.pop("facts")
        for facts_item_data in _facts:
            facts_item = EventOutFactsItem.from_dict(facts_item_data)

            facts.append(facts_item)

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seq = d.pop("seq")

        type_ = d.pop("type")

        event_out = cls(
            data=data,
            facts=facts,
            recorded_at=recorded_at,
            seq=seq,
            type_=type_,
        )

        return event_out

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.deal_out import DealOut
    from ..models.deal_record_out import DealRecordOut


T = TypeVar("T", bound="DealEntry")


@_attrs_define
class DealEntry:
    """
    Attributes:
        current (DealOut | None):
        deal_index (int):
        over (bool):
        record (DealRecordOut | None):
    """

    current: DealOut | None
    deal_index: int
    over: bool
    record: DealRecordOut | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_out import DealOut  # noqa: PLC0415
        from ..models.deal_record_out import DealRecordOut  # noqa: PLC0415

        current: dict[str, Any] | None
        if isinstance(self.current, DealOut):
            current = self.current.to_dict()
        else:
            current = self.current

        deal_index = self.deal_index

        over = self.over

        record: dict[str, Any] | None
        if isinstance(self.record, DealRecordOut):
            record = self.record.to_dict()
        else:
            record = self.record

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "current": current,
                "deal_index": deal_index,
                "over": over,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_out import DealOut  # noqa: PLC0415
        from ..models.deal_record_out import DealRecordOut  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_current(data: object) -> DealOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_0 = DealOut.from_dict(data)

                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealOut | None, data)

        current = _parse_current(d.pop("current"))

        deal_index = d.pop("deal_index")

        over = d.pop("over")

        def _parse_record(data: object) -> DealRecordOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                record_type_0 = DealRecordOut.from_dict(data)

                return record_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealRecordOut | None, data)

        record = _parse_record(d.pop("record"))

        deal_entry = cls(
            current=current,
            deal_index=deal_index,
            over=over,
            record=record,
        )

        return deal_entry

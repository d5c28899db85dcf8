from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ClockOut")


@_attrs_define
class ClockOut:
    """
    Attributes:
        absent_after (int):
        deadline (datetime.datetime | None): When that seat's time runs out (UTC); then its stand-in decides.
        seat (int | None): The seat whose clock is running, if any. Example: 0.
        turn_seconds (int):
    """

    absent_after: int
    deadline: datetime.datetime | None
    seat: int | None
    turn_seconds: int

    def to_dict(self) -> dict[str, Any]:
        absent_after = self.absent_after

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        seat: int | None
        seat = self.seat

        turn_seconds = self.turn_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "absent_after": absent_after,
                "deadline": deadline,
                "seat": seat,
                "turn_seconds": turn_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        absent_after = d.pop("absent_after")

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        turn_seconds = d.pop("turn_seconds")

        clock_out = cls(
            absent_after=absent_after,
            deadline=deadline,
            seat=seat,
            turn_seconds=turn_seconds,
        )

        return clock_out

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.occupant_in import OccupantIn
    from ..models.replay_decision import ReplayDecision
    from ..models.rules import Rules


T = TypeVar("T", bound="ReplayIn")


@_attrs_define
class ReplayIn:
    """
    Attributes:
        decisions (list[ReplayDecision]): Every bid and card, in order, as in the event log.
        seed (str):
        rules (Rules | Unset):
        seats (list[None | OccupantIn] | Unset): Who sat where; null or absent: an anonymous player.
    """

    decisions: list[ReplayDecision]
    seed: str
    rules: Rules | Unset = UNSET
    seats: list[None | OccupantIn] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.occupant_in import OccupantIn  # noqa: PLC0415

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        seed = self.seed

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seats: list[dict[str, Any] | None] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item: dict[str, Any] | None
                if isinstance(seats_item_data, OccupantIn):
                    seats_item = seats_item_data.to_dict()
                else:
                    seats_item = seats_item_data
                seats.append(seats_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decisions": decisions,
                "seed": seed,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.occupant_in import OccupantIn  # noqa: PLC0415
        from ..models.replay_decision import ReplayDecision  # noqa: PLC0415
        from ..models.rules import Rules  # noqa: PLC0415

        d = dict(src_dict)
        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = ReplayDecision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        seed = d.pop("seed")

        _rules = d.pop("rules", UNSET)
        rules: Rules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Rules.from_dict(_rules)

        _seats = d.pop("seats", UNSET)
        seats: list[None | OccupantIn] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:

                def _parse_seats_item(data: object) -> None | OccupantIn:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        seats_item_type_0 = OccupantIn.from_dict(data)

                        return seats_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(None | OccupantIn, data)

                seats_item = _parse_seats_item(seats_item_data)

                seats.append(seats_item)

        replay_in = cls(
            decisions=decisions,
            seed=seed,
            rules=rules,
            seats=seats,
        )

        return replay_in

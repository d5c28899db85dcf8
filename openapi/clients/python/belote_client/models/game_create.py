from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_create_visibility import GameCreateVisibility, check_game_create_visibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_spec import ClockSpec
    from ..models.rules import Rules
    from ..models.seat_spec import SeatSpec


T = TypeVar("T", bound="GameCreate")


@_attrs_define
class GameCreate:
    """
    Attributes:
        clock (ClockSpec | None | Unset): Optional turn clock: when the seat to act lets it run out, a stand-in (the
            heuristic bot, from that seat's view) decides for it.
        rules (Rules | Unset):
        seats (list[None | SeatSpec] | Unset): Four entries in seat order: null (empty), {} (the caller) or {"bot":
            NAME}. Default: the caller in seat 0, heuristic bots elsewhere. Example: [{}, {'bot': 'heuristic'}, {'bot':
            'heuristic'}, {'bot': 'heuristic'}].
        seed (str | Unset): Optional secret seed; random when absent. Revealed at the end.
        visibility (GameCreateVisibility | Unset): `public` (the default): listed in `GET /lobby` while seats are free,
            anyone may sit. `private`: newcomers sit only with an invitation of the creator (`POST
            /games/{game_id}/invitations`).
    """

    clock: ClockSpec | None | Unset = UNSET
    rules: Rules | Unset = UNSET
    seats: list[None | SeatSpec] | Unset = UNSET
    seed: str | Unset = UNSET
    visibility: GameCreateVisibility | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_spec import ClockSpec  # noqa: PLC0415
        from ..models.seat_spec import SeatSpec  # noqa: PLC0415

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockSpec):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seats: list[dict[str, Any] | None] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item: dict[str, Any] | None
                if isinstance(seats_item_data, SeatSpec):
                    seats_item = seats_item_data.to_dict()
                else:
                    seats_item = seats_item_data
                seats.append(seats_item)

        seed = self.seed

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seats is not UNSET:
            field_dict["seats"] = seats
        if seed is not UNSET:
            field_dict["seed"] = seed
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_spec import ClockSpec  # noqa: PLC0415
        from ..models.rules import Rules  # noqa: PLC0415
        from ..models.seat_spec import SeatSpec  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_clock(data: object) -> ClockSpec | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockSpec.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockSpec | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _rules = d.pop("rules", UNSET)
        rules: Rules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Rules.from_dict(_rules)

        _seats = d.pop("seats", UNSET)
        seats: list[None | SeatSpec] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:

                def _parse_seats_item(data: object) -> None | SeatSpec:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        seats_item_type_0 = SeatSpec.from_dict(data)

                        return seats_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(None | SeatSpec, data)

                seats_item = _parse_seats_item(seats_item_data)

                seats.append(seats_item)

        seed = d.pop("seed", UNSET)

        _visibility = d.pop("visibility", UNSET)
        visibility: GameCreateVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = check_game_create_visibility(_visibility)

        game_create = cls(
            clock=clock,
            rules=rules,
            seats=seats,
            seed=seed,
            visibility=visibility,
        )

        return game_create

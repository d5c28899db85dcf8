from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lobby_item_seat_kinds_item_type_0 import (
    LobbyItemSeatKindsItemType0,
    check_lobby_item_seat_kinds_item_type_0,
)

if TYPE_CHECKING:
    from ..models.occupant_out import OccupantOut
    from ..models.rules import Rules


T = TypeVar("T", bound="LobbyItem")


@_attrs_define
class LobbyItem:
    """
    Attributes:
        created_at (datetime.datetime):
        creator_id (str):
        creator_name (str): Current display name.
        expires_at (datetime.datetime | None): Unless someone sits or leaves first; null: never.
        free_seats (list[int]):  Example: [1, 3].
        id (str):
        rules (Rules):
        seat_kinds (list[LobbyItemSeatKindsItemType0 | None]): The four seats' occupants' kinds in seat order, beside
            `seat_names`: `human`, or `bot` for a bot account (a player whose moves a program makes) and for a built-in bot
            (its seat's `kind` is `bot`, a bot account's is `player`); null for an empty seat. Example: ['human', 'bot',
            'bot', 'bot'].
        seat_names (list[None | str]): The four seats' display names in seat order, read when the answer is made: a
            player's current name (`PATCH /me` changes it), a bot's strategy, null for an empty seat. Beside the seats, not
            in them: seats and `table` stay exactly what the public event log replays to. Example: ['Mireille', 'heuristic',
            'heuristic', 'heuristic'].
        seats (list[None | OccupantOut]):
        version (int):
    """

    created_at: datetime.datetime
    creator_id: str
    creator_name: str
    expires_at: datetime.datetime | None
    free_seats: list[int]
    id: str
    rules: Rules
    seat_kinds: list[LobbyItemSeatKindsItemType0 | None]
    seat_names: list[None | str]
    seats: list[None | OccupantOut]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415

        created_at = self.created_at.isoformat()

        creator_id = self.creator_id

        creator_name = self.creator_name

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        free_seats = self.free_seats

        id = self.id

        rules = self.rules.to_dict()

        seat_kinds = []
        for seat_kinds_item_data in self.seat_kinds:
            seat_kinds_item: None | str
            if isinstance(seat_kinds_item_data, str):
                seat_kinds_item = seat_kinds_item_data
            else:
                seat_kinds_item = seat_kinds_item_data
            seat_kinds.append(seat_kinds_item)

        seat_names = []
        for seat_names_item_data in self.seat_names:
            seat_names_item: None | str
            seat_names_item = seat_names_item_data
            seat_names.append(seat_names_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item: dict[str, Any] | None
            if isinstance(seats_item_data, OccupantOut):
                seats_item = seats_item_data.to_dict()
            else:
                seats_item = seats_item_data
            seats.append(seats_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "creator_id": creator_id,
                "creator_name": creator_name,
                "expires_at": expires_at,
                "free_seats": free_seats,
                "id": id,
                "rules": rules,
                "seat_kinds": seat_kinds,
                "seat_names": seat_names,
                "seats": seats,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415
        from ..models.rules import Rules  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        creator_id = d.pop("creator_id")

        creator_name = d.pop("creator_name")

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        free_seats = cast(list[int], d.pop("free_seats"))

        id = d.pop("id")

        rules = Rules.from_dict(d.pop("rules"))

        seat_kinds = []
        _seat_kinds = d.pop("seat_kinds")
        for seat_kinds_item_data in _seat_kinds:

            def _parse_seat_kinds_item(data: object) -> LobbyItemSeatKindsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    seat_kinds_item_type_0 = check_lobby_item_seat_kinds_item_type_0(data)

                    return seat_kinds_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(LobbyItemSeatKindsItemType0 | None, data)

            seat_kinds_item = _parse_seat_kinds_item(seat_kinds_item_data)

            seat_kinds.append(seat_kinds_item)

        seat_names = []
        _seat_names = d.pop("seat_names")
        for seat_names_item_data in _seat_names:

            def _parse_seat_names_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            seat_names_item = _parse_seat_names_item(seat_names_item_data)

            seat_names.append(seat_names_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:

            def _parse_seats_item(data: object) -> None | OccupantOut:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    seats_item_type_0 = OccupantOut.from_dict(data)

                    return seats_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(None | OccupantOut, data)

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)

        version = d.pop("version")

        lobby_item = cls(
            created_at=created_at,
            creator_id=creator_id,
            creator_name=creator_name,
            expires_at=expires_at,
            free_seats=free_seats,
            id=id,
            rules=rules,
            seat_kinds=seat_kinds,
            seat_names=seat_names,
            seats=seats,
            version=version,
        )

        return lobby_item

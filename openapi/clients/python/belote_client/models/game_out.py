from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_out_seat_kinds_item_type_0 import GameOutSeatKindsItemType0, check_game_out_seat_kinds_item_type_0
from ..models.game_out_seed_chosen_by import GameOutSeedChosenBy, check_game_out_seed_chosen_by
from ..models.game_out_visibility_type_0 import GameOutVisibilityType0, check_game_out_visibility_type_0

if TYPE_CHECKING:
    from ..models.table_out import TableOut


T = TypeVar("T", bound="GameOut")


@_attrs_define
class GameOut:
    """
    Attributes:
        created_at (datetime.datetime):
        creator_id (None | str): Null for a game that records no creator.
        expires_at (datetime.datetime | None): A waiting game with no activity expires then (410 `game_expired` on
            join); null once started or when waiting games never expire.
        finished_at (datetime.datetime | None):
        id (str):
        rematch (None | str): The rematch, once every human seat asked for it.
        rematch_of (None | str): The game this one replays.
        rematch_requests (list[int]): Seats that asked for a rematch (finished games).
        resigned (int | None): The seat whose resignation ended the game, if one did. Example: 0.
        seat_kinds (list[GameOutSeatKindsItemType0 | None]): The four seats' occupants' kinds in seat order, beside
            `seat_names`: `human`, or `bot` for a bot account (a player whose moves a program makes) and for a built-in bot
            (its seat's `kind` is `bot`, a bot account's is `player`); null for an empty seat. Example: ['human', 'bot',
            'bot', 'bot'].
        seat_names (list[None | str]): The four seats' display names in seat order, read when the answer is made: a
            player's current name (`PATCH /me` changes it), a bot's strategy, null for an empty seat. Beside the seats, not
            in them: seats and `table` stay exactly what the public event log replays to. Example: ['Mireille', 'heuristic',
            'heuristic', 'heuristic'].
        seed (None | str): Revealed once the game is over.
        seed_chosen_by (GameOutSeedChosenBy): `creator`: the creator sent the seed and could know every hand; such a
            game never ranks (`sort=ranking` lists it after every ranked game). `server`: a secret random seed of 256 bits,
            or the daily challenge's.
        seed_commitment (str): hex(sha256(utf8(seed))), public from the start.
        table (TableOut):
        visibility (GameOutVisibilityType0 | None): Null for a game without a table of its own (public).
    """

    created_at: datetime.datetime
    creator_id: None | str
    expires_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    id: str
    rematch: None | str
    rematch_of: None | str
    rematch_requests: list[int]
    resigned: int | None
    seat_kinds: list[GameOutSeatKindsItemType0 | None]
    seat_names: list[None | str]
    seed: None | str
    seed_chosen_by: GameOutSeedChosenBy
    seed_commitment: str
    table: TableOut
    visibility: GameOutVisibilityType0 | None

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        creator_id: None | str
        creator_id = self.creator_id

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        id = self.id

        rematch: None | str
        rematch = self.rematch

        rematch_of: None | str
        rematch_of = self.rematch_of

        rematch_requests = self.rematch_requests

        resigned: int | None
        resigned = self.resigned

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

        seed: None | str
        seed = self.seed

        seed_chosen_by: str = self.seed_chosen_by

        seed_commitment = self.seed_commitment

        table = self.table.to_dict()

        visibility: None | str
        if isinstance(self.visibility, str):
            visibility = self.visibility
        else:
            visibility = self.visibility

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "creator_id": creator_id,
                "expires_at": expires_at,
                "finished_at": finished_at,
                "id": id,
                "rematch": rematch,
                "rematch_of": rematch_of,
                "rematch_requests": rematch_requests,
                "resigned": resigned,
                "seat_kinds": seat_kinds,
                "seat_names": seat_names,
                "seed": seed,
                "seed_chosen_by": seed_chosen_by,
                "seed_commitment": seed_commitment,
                "table": table,
                "visibility": visibility,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_out import TableOut  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_creator_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        creator_id = _parse_creator_id(d.pop("creator_id"))

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

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        id = d.pop("id")

        def _parse_rematch(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch = _parse_rematch(d.pop("rematch"))

        def _parse_rematch_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        rematch_requests = cast(list[int], d.pop("rematch_requests"))

        def _parse_resigned(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resigned = _parse_resigned(d.pop("resigned"))

        seat_kinds = []
        _seat_kinds = d.pop("seat_kinds")
        for seat_kinds_item_data in _seat_kinds:

            def _parse_seat_kinds_item(data: object) -> GameOutSeatKindsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    seat_kinds_item_type_0 = check_game_out_seat_kinds_item_type_0(data)

                    return seat_kinds_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GameOutSeatKindsItemType0 | None, data)

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

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        seed_chosen_by = check_game_out_seed_chosen_by(d.pop("seed_chosen_by"))

        seed_commitment = d.pop("seed_commitment")

        table = TableOut.from_dict(d.pop("table"))

        def _parse_visibility(data: object) -> GameOutVisibilityType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                visibility_type_0 = check_game_out_visibility_type_0(data)

                return visibility_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameOutVisibilityType0 | None, data)

        visibility = _parse_visibility(d.pop("visibility"))

        game_out = cls(
            created_at=created_at,
            creator_id=creator_id,
            expires_at=expires_at,
            finished_at=finished_at,
            id=id,
            rematch=rematch,
            rematch_of=rematch_of,
            rematch_requests=rematch_requests,
            resigned=resigned,
            seat_kinds=seat_kinds,
            seat_names=seat_names,
            seed=seed,
            seed_chosen_by=seed_chosen_by,
            seed_commitment=seed_commitment,
            table=table,
            visibility=visibility,
        )

        return game_out

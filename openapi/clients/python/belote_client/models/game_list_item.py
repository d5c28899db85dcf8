from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_list_item_seat_kinds_item_type_0 import (
    GameListItemSeatKindsItemType0,
    check_game_list_item_seat_kinds_item_type_0,
)
from ..models.game_list_item_seed_chosen_by import GameListItemSeedChosenBy, check_game_list_item_seed_chosen_by

if TYPE_CHECKING:
    from ..models.occupant_out import OccupantOut
    from ..models.rules import Rules


T = TypeVar("T", bound="GameListItem")


@_attrs_define
class GameListItem:
    """
    Attributes:
        created_at (datetime.datetime):
        cursor (str): This item's place in the listing's order, opaque: pass it as `after` (or `before`) to list the
            games that follow (or precede) it.
        finished_at (datetime.datetime | None):
        id (str):
        ranking_scores (list[int] | None): Each team's ranking score (1000 + own - other, docs/rules.md §9) once the
            game is over, else null: what `sort=ranking` orders by (the winner's, or in a player's list that player's
            team's). Example: [0, 0].
        rules (Rules):
        scores (list[int]): Team 0, team 1. Example: [0, 0].
        seat_kinds (list[GameListItemSeatKindsItemType0 | None]): The four seats' occupants' kinds in seat order, beside
            `seat_names`: `human`, or `bot` for a bot account (a player whose moves a program makes) and for a built-in bot
            (its seat's `kind` is `bot`, a bot account's is `player`); null for an empty seat. Example: ['human', 'bot',
            'bot', 'bot'].
        seat_names (list[None | str]): The four seats' display names in seat order, read when the answer is made: a
            player's current name (`PATCH /me` changes it), a bot's strategy, null for an empty seat. Beside the seats, not
            in them: seats and `table` stay exactly what the public event log replays to. Example: ['Mireille', 'heuristic',
            'heuristic', 'heuristic'].
        seats (list[None | OccupantOut]):
        seed_chosen_by (GameListItemSeedChosenBy): `creator`: the creator sent the seed and could know every hand; such
            a game never ranks (`sort=ranking` lists it after every ranked game) and counts in no player's stats: shown
            wherever a newcomer decides to sit (the game, the lobby, an invitation). `server`: a secret random seed of 256
            bits, or the daily challenge's.
        seed_commitment (str):
        status (str):
        version (int):
        winner (int | None):  Example: 0.
    """

    created_at: datetime.datetime
    cursor: str
    finished_at: datetime.datetime | None
    id: str
    ranking_scores: list[int] | None
    rules: Rules
    scores: list[int]
    seat_kinds: list[GameListItemSeatKindsItemType0 | None]
    seat_names: list[None | str]
    seats: list[None | OccupantOut]
    seed_chosen_by: GameListItemSeedChosenBy
    seed_commitment: str
    status: str
    version: int
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415

        created_at = self.created_at.isoformat()

        cursor = self.cursor

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        id = self.id

        ranking_scores: list[int] | None
        if isinstance(self.ranking_scores, list):
            ranking_scores = self.ranking_scores

        else:
            ranking_scores = self.ranking_scores

        rules = self.rules.to_dict()

        scores = self.scores

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

        seed_chosen_by: str = self.seed_chosen_by

        seed_commitment = self.seed_commitment

        status = self.status

        version = self.version

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "cursor": cursor,
                "finished_at": finished_at,
                "id": id,
                "ranking_scores": ranking_scores,
                "rules": rules,
                "scores": scores,
                "seat_kinds": seat_kinds,
                "seat_names": seat_names,
                "seats": seats,
                "seed_chosen_by": seed_chosen_by,
                "seed_commitment": seed_commitment,
                "status": status,
                "version": version,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415
        from ..models.rules import Rules  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        cursor = d.pop("cursor")

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

        def _parse_ranking_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ranking_scores_type_0 = cast(list[int], data)

                return ranking_scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        ranking_scores = _parse_ranking_scores(d.pop("ranking_scores"))

        rules = Rules.from_dict(d.pop("rules"))

        scores = cast(list[int], d.pop("scores"))

        seat_kinds = []
        _seat_kinds = d.pop("seat_kinds")
        for seat_kinds_item_data in _seat_kinds:

            def _parse_seat_kinds_item(data: object) -> GameListItemSeatKindsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    seat_kinds_item_type_0 = check_game_list_item_seat_kinds_item_type_0(data)

                    return seat_kinds_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GameListItemSeatKindsItemType0 | None, data)

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

        seed_chosen_by = check_game_list_item_seed_chosen_by(d.pop("seed_chosen_by"))

        seed_commitment = d.pop("seed_commitment")

        status = d.pop("status")

        version = d.pop("version")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        game_list_item = cls(
            created_at=created_at,
            cursor=cursor,
            finished_at=finished_at,
            id=id,
            ranking_scores=ranking_scores,
            rules=rules,
            scores=scores,
            seat_kinds=seat_kinds,
            seat_names=seat_names,
            seats=seats,
            seed_chosen_by=seed_chosen_by,
            seed_commitment=seed_commitment,
            status=status,
            version=version,
            winner=winner,
        )

        return game_list_item

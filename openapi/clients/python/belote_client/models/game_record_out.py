from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_record_out_ending import GameRecordOutEnding, check_game_record_out_ending
from ..models.game_record_out_seat_kinds_type_0_item_type_0 import (
    GameRecordOutSeatKindsType0ItemType0,
    check_game_record_out_seat_kinds_type_0_item_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.occupant_out import OccupantOut
    from ..models.record_deal_out import RecordDealOut
    from ..models.rules import Rules


T = TypeVar("T", bound="GameRecordOut")


@_attrs_define
class GameRecordOut:
    """
    Attributes:
        deals (list[RecordDealOut]):
        ending (GameRecordOutEnding): How the game ended: `played` to the target, `resigned` (see `resigned`), or
            `abandoned` when every player was absent (no winner; the deal in progress is not in `deals`).
        ranking_scores (list[int] | None): Null if abandoned: an abandoned game is unranked. Example: [0, 0].
        reserve_lost (int): A reserve still waiting at the end, lost.
        resigned (int | None): The seat whose resignation ended the game (docs/rules.md §9), null if played to the end.
            The deal it interrupted is not in `deals`. Example: 0.
        rules (Rules):
        scores (list[int]): Team 0, team 1. Example: [0, 0].
        seats (list[None | OccupantOut]):
        seed (str):
        seed_commitment (str):
        winner (int | None): Null if abandoned. Example: 0.
        seat_kinds (list[GameRecordOutSeatKindsType0ItemType0 | None] | None | Unset): A stored game's seats' kinds (see
            `GameOut`); null in a replay of a game a client sent. Example: ['human', 'bot', 'bot', 'bot'].
        seat_names (list[None | str] | None | Unset): A stored game's seats' display names (see `GameOut`); null in a
            replay of a game a client sent. Example: ['Mireille', 'heuristic', 'heuristic', 'heuristic'].
    """

    deals: list[RecordDealOut]
    ending: GameRecordOutEnding
    ranking_scores: list[int] | None
    reserve_lost: int
    resigned: int | None
    rules: Rules
    scores: list[int]
    seats: list[None | OccupantOut]
    seed: str
    seed_commitment: str
    winner: int | None
    seat_kinds: list[GameRecordOutSeatKindsType0ItemType0 | None] | None | Unset = UNSET
    seat_names: list[None | str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        ending: str = self.ending

        ranking_scores: list[int] | None
        if isinstance(self.ranking_scores, list):
            ranking_scores = self.ranking_scores

        else:
            ranking_scores = self.ranking_scores

        reserve_lost = self.reserve_lost

        resigned: int | None
        resigned = self.resigned

        rules = self.rules.to_dict()

        scores = self.scores

        seats = []
        for seats_item_data in self.seats:
            seats_item: dict[str, Any] | None
            if isinstance(seats_item_data, OccupantOut):
                seats_item = seats_item_data.to_dict()
            else:
                seats_item = seats_item_data
            seats.append(seats_item)

        seed = self.seed

        seed_commitment = self.seed_commitment

        winner: int | None
        winner = self.winner

        seat_kinds: list[None | str] | None | Unset
        if isinstance(self.seat_kinds, Unset):
            seat_kinds = UNSET
        elif isinstance(self.seat_kinds, list):
            seat_kinds = []
            for seat_kinds_type_0_item_data in self.seat_kinds:
                seat_kinds_type_0_item: None | str
                if isinstance(seat_kinds_type_0_item_data, str):
                    seat_kinds_type_0_item = seat_kinds_type_0_item_data
                else:
                    seat_kinds_type_0_item = seat_kinds_type_0_item_data
                seat_kinds.append(seat_kinds_type_0_item)

        else:
            seat_kinds = self.seat_kinds

        seat_names: list[None | str] | None | Unset
        if isinstance(self.seat_names, Unset):
            seat_names = UNSET
        elif isinstance(self.seat_names, list):
            seat_names = []
            for seat_names_type_0_item_data in self.seat_names:
                seat_names_type_0_item: None | str
                seat_names_type_0_item = seat_names_type_0_item_data
                seat_names.append(seat_names_type_0_item)

        else:
            seat_names = self.seat_names

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deals": deals,
                "ending": ending,
                "ranking_scores": ranking_scores,
                "reserve_lost": reserve_lost,
                "resigned": resigned,
                "rules": rules,
                "scores": scores,
                "seats": seats,
                "seed": seed,
                "seed_commitment": seed_commitment,
                "winner": winner,
            }
        )
        if seat_kinds is not UNSET:
            field_dict["seat_kinds"] = seat_kinds
        if seat_names is not UNSET:
            field_dict["seat_names"] = seat_names

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415
        from ..models.record_deal_out import RecordDealOut  # noqa: PLC0415
        from ..models.rules import Rules  # noqa: PLC0415

        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = RecordDealOut.from_dict(deals_item_data)

            deals.append(deals_item)

        ending = check_game_record_out_ending(d.pop("ending"))

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

        reserve_lost = d.pop("reserve_lost")

        def _parse_resigned(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resigned = _parse_resigned(d.pop("resigned"))

        rules = Rules.from_dict(d.pop("rules"))

        scores = cast(list[int], d.pop("scores"))

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

        seed = d.pop("seed")

        seed_commitment = d.pop("seed_commitment")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_seat_kinds(data: object) -> list[GameRecordOutSeatKindsType0ItemType0 | None] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seat_kinds_type_0 = []
                _seat_kinds_type_0 = data
                for seat_kinds_type_0_item_data in _seat_kinds_type_0:

                    def _parse_seat_kinds_type_0_item(data: object) -> GameRecordOutSeatKindsType0ItemType0 | None:
                        if data is None:
                            return data
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            seat_kinds_type_0_item_type_0 = check_game_record_out_seat_kinds_type_0_item_type_0(data)

                            return seat_kinds_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GameRecordOutSeatKindsType0ItemType0 | None, data)

                    seat_kinds_type_0_item = _parse_seat_kinds_type_0_item(seat_kinds_type_0_item_data)

                    seat_kinds_type_0.append(seat_kinds_type_0_item)

                return seat_kinds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[GameRecordOutSeatKindsType0ItemType0 | None] | None | Unset, data)

        seat_kinds = _parse_seat_kinds(d.pop("seat_kinds", UNSET))

        def _parse_seat_names(data: object) -> list[None | str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seat_names_type_0 = []
                _seat_names_type_0 = data
                for seat_names_type_0_item_data in _seat_names_type_0:

                    def _parse_seat_names_type_0_item(data: object) -> None | str:
                        if data is None:
                            return data
                        return cast(None | str, data)

                    seat_names_type_0_item = _parse_seat_names_type_0_item(seat_names_type_0_item_data)

                    seat_names_type_0.append(seat_names_type_0_item)

                return seat_names_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[None | str] | None | Unset, data)

        seat_names = _parse_seat_names(d.pop("seat_names", UNSET))

        game_record_out = cls(
            deals=deals,
            ending=ending,
            ranking_scores=ranking_scores,
            reserve_lost=reserve_lost,
            resigned=resigned,
            rules=rules,
            scores=scores,
            seats=seats,
            seed=seed,
            seed_commitment=seed_commitment,
            winner=winner,
            seat_kinds=seat_kinds,
            seat_names=seat_names,
        )

        return game_record_out

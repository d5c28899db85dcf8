from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.table_out_status import TableOutStatus, check_table_out_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_out import ClockOut
    from ..models.deal_out import DealOut
    from ..models.deal_result_out import DealResultOut
    from ..models.occupant_out import OccupantOut
    from ..models.rules import Rules
    from ..models.trick_out import TrickOut
    from ..models.trick_place_out import TrickPlaceOut


T = TypeVar("T", bound="TableOut")


@_attrs_define
class TableOut:
    """
    Attributes:
        abandoned (bool): Finished because every player was absent: no winner.
        absent (list[bool]): Per seat: absent after its clock ran out repeatedly.
        deal (DealOut | None):
        decisions (int):
        last_deal (DealResultOut | None): The deal that just ended, until the next deal's first card.
        previous_trick (None | TrickOut): The last completed trick, shown until the next is gathered.
        previous_trick_at (None | TrickPlaceOut): The deal and index of `previous_trick`.
        ranking_scores (list[int] | None):
        reserve (int):
        rules (Rules):
        scores (list[int]): Team 0, team 1. Example: [0, 0].
        seats (list[None | OccupantOut]):
        status (TableOutStatus):
        turn (int | None):  Example: 0.
        version (int):
        winner (int | None):  Example: 0.
        clock (ClockOut | Unset):
    """

    abandoned: bool
    absent: list[bool]
    deal: DealOut | None
    decisions: int
    last_deal: DealResultOut | None
    previous_trick: None | TrickOut
    previous_trick_at: None | TrickPlaceOut
    ranking_scores: list[int] | None
    reserve: int
    rules: Rules
    scores: list[int]
    seats: list[None | OccupantOut]
    status: TableOutStatus
    turn: int | None
    version: int
    winner: int | None
    clock: ClockOut | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_out import DealOut  # noqa: PLC0415
        from ..models.deal_result_out import DealResultOut  # noqa: PLC0415
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415
        from ..models.trick_out import TrickOut  # noqa: PLC0415
        from ..models.trick_place_out import TrickPlaceOut  # noqa: PLC0415

        abandoned = self.abandoned

        absent = self.absent

        deal: dict[str, Any] | None
        if isinstance(self.deal, DealOut):
            deal = self.deal.to_dict()
        else:
            deal = self.deal

        decisions = self.decisions

        last_deal: dict[str, Any] | None
        if isinstance(self.last_deal, DealResultOut):
            last_deal = self.last_deal.to_dict()
        else:
            last_deal = self.last_deal

        previous_trick: dict[str, Any] | None
        if isinstance(self.previous_trick, TrickOut):
            previous_trick = self.previous_trick.to_dict()
        else:
            previous_trick = self.previous_trick

        previous_trick_at: dict[str, Any] | None
        if isinstance(self.previous_trick_at, TrickPlaceOut):
            previous_trick_at = self.previous_trick_at.to_dict()
        else:
            previous_trick_at = self.previous_trick_at

        ranking_scores: list[int] | None
        if isinstance(self.ranking_scores, list):
            ranking_scores = self.ranking_scores

        else:
            ranking_scores = self.ranking_scores

        reserve = self.reserve

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

        status: str = self.status

        turn: int | None
        turn = self.turn

        version = self.version

        winner: int | None
        winner = self.winner

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "abandoned": abandoned,
                "absent": absent,
                "deal": deal,
                "decisions": decisions,
                "last_deal": last_deal,
                "previous_trick": previous_trick,
                "previous_trick_at": previous_trick_at,
                "ranking_scores": ranking_scores,
                "reserve": reserve,
                "rules": rules,
                "scores": scores,
                "seats": seats,
                "status": status,
                "turn": turn,
                "version": version,
                "winner": winner,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_out import ClockOut  # noqa: PLC0415
        from ..models.deal_out import DealOut  # noqa: PLC0415
        from ..models.deal_result_out import DealResultOut  # noqa: PLC0415
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415
        from ..models.rules import Rules  # noqa: PLC0415
        from ..models.trick_out import TrickOut  # noqa: PLC0415
        from ..models.trick_place_out import TrickPlaceOut  # noqa: PLC0415

        d = dict(src_dict)
        abandoned = d.pop("abandoned")

        absent = cast(list[bool], d.pop("absent"))

        def _parse_deal(data: object) -> DealOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = DealOut.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealOut | None, data)

        deal = _parse_deal(d.pop("deal"))

        decisions = d.pop("decisions")

        def _parse_last_deal(data: object) -> DealResultOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_deal_type_0 = DealResultOut.from_dict(data)

                return last_deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealResultOut | None, data)

        last_deal = _parse_last_deal(d.pop("last_deal"))

        def _parse_previous_trick(data: object) -> None | TrickOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                previous_trick_type_0 = TrickOut.from_dict(data)

                return previous_trick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrickOut, data)

        previous_trick = _parse_previous_trick(d.pop("previous_trick"))

        def _parse_previous_trick_at(data: object) -> None | TrickPlaceOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                previous_trick_at_type_0 = TrickPlaceOut.from_dict(data)

                return previous_trick_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrickPlaceOut, data)

        previous_trick_at = _parse_previous_trick_at(d.pop("previous_trick_at"))

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

        reserve = d.pop("reserve")

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

        status = check_table_out_status(d.pop("status"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        version = d.pop("version")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        _clock = d.pop("clock", UNSET)
        clock: ClockOut | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = ClockOut.from_dict(_clock)

        table_out = cls(
            abandoned=abandoned,
            absent=absent,
            deal=deal,
            decisions=decisions,
            last_deal=last_deal,
            previous_trick=previous_trick,
            previous_trick_at=previous_trick_at,
            ranking_scores=ranking_scores,
            reserve=reserve,
            rules=rules,
            scores=scores,
            seats=seats,
            status=status,
            turn=turn,
            version=version,
            winner=winner,
            clock=clock,
        )

        return table_out

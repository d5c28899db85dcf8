from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

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
        ranking_scores (list[int]): Team 0, team 1. Example: [0, 0].
        reserve_lost (int): A reserve still waiting at the end, lost.
        rules (Rules):
        scores (list[int]): Team 0, team 1. Example: [0, 0].
        seats (list[None | OccupantOut]):
        seed (str):
        seed_commitment (str):
        winner (int):  Example: 0.
    """

    deals: list[RecordDealOut]
    ranking_scores: list[int]
    reserve_lost: int
    rules: Rules
    scores: list[int]
    seats: list[None | OccupantOut]
    seed: str
    seed_commitment: str
    winner: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.occupant_out import OccupantOut  # noqa: PLC0415

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        ranking_scores = self.ranking_scores

        reserve_lost = self.reserve_lost

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

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deals": deals,
                "ranking_scores": ranking_scores,
                "reserve_lost": reserve_lost,
                "rules": rules,
                "scores": scores,
                "seats": seats,
                "seed": seed,
                "seed_commitment": seed_commitment,
                "winner": winner,
            }
        )

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

        ranking_scores = cast(list[int], d.pop("ranking_scores"))

        reserve_lost = d.pop("reserve_lost")

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

        winner = d.pop("winner")

        game_record_out = cls(
            deals=deals,
            ranking_scores=ranking_scores,
            reserve_lost=reserve_lost,
            rules=rules,
            scores=scores,
            seats=seats,
            seed=seed,
            seed_commitment=seed_commitment,
            winner=winner,
        )

        return game_record_out

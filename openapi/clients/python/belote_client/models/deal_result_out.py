from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_result_out_trump_type_0 import DealResultOutTrumpType0, check_deal_result_out_trump_type_0

T = TypeVar("T", bound="DealResultOut")


@_attrs_define
class DealResultOut:
    """
    Attributes:
        announcements_team (int | None):  Example: 0.
        belote (int | None):  Example: 0.
        card_points (list[int] | None):
        deal_index (int):
        outcome (str): The scoring's outcome (`made`, `dedans`, …) or `thrown_in`.
        reserve (int): The reserve after the deal.
        scores (list[int]): Team 0, team 1. Example: [0, 0].
        taker (int | None):  Example: 0.
        totals (list[int] | None):
        trump (DealResultOutTrumpType0 | None):  Example: H.
    """

    announcements_team: int | None
    belote: int | None
    card_points: list[int] | None
    deal_index: int
    outcome: str
    reserve: int
    scores: list[int]
    taker: int | None
    totals: list[int] | None
    trump: DealResultOutTrumpType0 | None

    def to_dict(self) -> dict[str, Any]:
        announcements_team: int | None
        announcements_team = self.announcements_team

        belote: int | None
        belote = self.belote

        card_points: list[int] | None
        if isinstance(self.card_points, list):
            card_points = self.card_points

        else:
            card_points = self.card_points

        deal_index = self.deal_index

        outcome = self.outcome

        reserve = self.reserve

        scores = self.scores

        taker: int | None
        taker = self.taker

        totals: list[int] | None
        if isinstance(self.totals, list):
            totals = self.totals

        else:
            totals = self.totals

        trump: None | str
        if isinstance(self.trump, str):
            trump = self.trump
        else:
            trump = self.trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "announcements_team": announcements_team,
                "belote": belote,
                "card_points": card_points,
                "deal_index": deal_index,
                "outcome": outcome,
                "reserve": reserve,
                "scores": scores,
                "taker": taker,
                "totals": totals,
                "trump": trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_announcements_team(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        announcements_team = _parse_announcements_team(d.pop("announcements_team"))

        def _parse_belote(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        belote = _parse_belote(d.pop("belote"))

        def _parse_card_points(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                card_points_type_0 = cast(list[int], data)

                return card_points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        card_points = _parse_card_points(d.pop("card_points"))

        deal_index = d.pop("deal_index")

        outcome = d.pop("outcome")

        reserve = d.pop("reserve")

        scores = cast(list[int], d.pop("scores"))

        def _parse_taker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        taker = _parse_taker(d.pop("taker"))

        def _parse_totals(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                totals_type_0 = cast(list[int], data)

                return totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        totals = _parse_totals(d.pop("totals"))

        def _parse_trump(data: object) -> DealResultOutTrumpType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_0 = check_deal_result_out_trump_type_0(data)

                return trump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealResultOutTrumpType0 | None, data)

        trump = _parse_trump(d.pop("trump"))

        deal_result_out = cls(
            announcements_team=announcements_team,
            belote=belote,
            card_points=card_points,
            deal_index=deal_index,
            outcome=outcome,
            reserve=reserve,
            scores=scores,
            taker=taker,
            totals=totals,
            trump=trump,
        )

        return deal_result_out

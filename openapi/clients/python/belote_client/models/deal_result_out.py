from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_result_out_trump_type_0 import DealResultOutTrumpType0, check_deal_result_out_trump_type_0

if TYPE_CHECKING:
    from ..models.announcement_out import AnnouncementOut
    from ..models.belote_word_out import BeloteWordOut


T = TypeVar("T", bound="DealResultOut")


@_attrs_define
class DealResultOut:
    """
    Attributes:
        announcements (list[AnnouncementOut]): Every seat's combinations; only `announcements_team`'s scored.
        announcements_team (int | None):  Example: 0.
        belote (int | None):  Example: 0.
        belote_said (list[BeloteWordOut]): Who said belote and rebelote, on which card.
        card_points (list[int] | None):
        deal_index (int):
        outcome (str): The scoring's outcome (`made`, `dedans`, …) or `thrown_in`.
        reserve (int): The reserve after the deal.
        scores (list[int]): Team 0, team 1. Example: [0, 0].
        taker (int | None):  Example: 0.
        totals (list[int] | None):
        trump (DealResultOutTrumpType0 | None):  Example: H.
    """

    announcements: list[AnnouncementOut]
    announcements_team: int | None
    belote: int | None
    belote_said: list[BeloteWordOut]
    card_points: list[int] | None
    deal_index: int
    outcome: str
    reserve: int
    scores: list[int]
    taker: int | None
    totals: list[int] | None
    trump: DealResultOutTrumpType0 | None

    def to_dict(self) -> dict[str, Any]:
        announcements = []
        for announcements_item_data in self.announcements:
            announcements_item = announcements_item_data.to_dict()
            announcements.append(announcements_item)

        announcements_team: int | None
        announcements_team = self.announcements_team

        belote: int | None
        belote = self.belote

        belote_said = []
        for belote_said_item_data in self.belote_said:
            belote_said_item = belote_said_item_data.to_dict()
            belote_said.append(belote_said_item)

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
                "announcements": announcements,
                "announcements_team": announcements_team,
                "belote": belote,
                "belote_said": belote_said,
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
        from ..models.announcement_out import AnnouncementOut  # noqa: PLC0415
        from ..models.belote_word_out import BeloteWordOut  # noqa: PLC0415

        d = dict(src_dict)
        announcements = []
        _announcements = d.pop("announcements")
        for announcements_item_data in _announcements:
            announcements_item = AnnouncementOut.from_dict(announcements_item_data)

            announcements.append(announcements_item)

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

        belote_said = []
        _belote_said = d.pop("belote_said")
        for belote_said_item_data in _belote_said:
            belote_said_item = BeloteWordOut.from_dict(belote_said_item_data)

            belote_said.append(belote_said_item)

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
            announcements=announcements,
            announcements_team=announcements_team,
            belote=belote,
            belote_said=belote_said,
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

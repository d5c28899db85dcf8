from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_record_out_hands_item_item import DealRecordOutHandsItemItem, check_deal_record_out_hands_item_item
from ..models.deal_record_out_outcome import DealRecordOutOutcome, check_deal_record_out_outcome
from ..models.deal_record_out_retourne_type_0 import DealRecordOutRetourneType0, check_deal_record_out_retourne_type_0
from ..models.deal_record_out_trump_type_0 import DealRecordOutTrumpType0, check_deal_record_out_trump_type_0

if TYPE_CHECKING:
    from ..models.announcement_out import AnnouncementOut
    from ..models.bid_out import BidOut
    from ..models.contract_out import ContractOut
    from ..models.trick_out import TrickOut


T = TypeVar("T", bound="DealRecordOut")


@_attrs_define
class DealRecordOut:
    """
    Attributes:
        announcements (list[AnnouncementOut]):
        announcements_team (int | None):  Example: 0.
        belote (int | None):  Example: 0.
        bids (list[BidOut]):
        card_points (list[int] | None):
        contract (ContractOut | None):
        cut (int):
        deal_index (int):
        dealer (int):  Example: 0.
        game_scores (list[int]): Team 0, team 1. Example: [0, 0].
        hands (list[list[DealRecordOutHandsItemItem]]):
        outcome (DealRecordOutOutcome): Coinche deals are `made`, `failed` or `capot`.
        reserve_after (int):
        reserve_before (int):
        retourne (DealRecordOutRetourneType0 | None): Null in coinche. Example: JH.
        scores (list[int]): Team 0, team 1. Example: [0, 0].
        taker (int | None):  Example: 0.
        totals (list[int] | None):
        tricks (list[TrickOut]):
        trump (DealRecordOutTrumpType0 | None):  Example: H.
    """

    announcements: list[AnnouncementOut]
    announcements_team: int | None
    belote: int | None
    bids: list[BidOut]
    card_points: list[int] | None
    contract: ContractOut | None
    cut: int
    deal_index: int
    dealer: int
    game_scores: list[int]
    hands: list[list[DealRecordOutHandsItemItem]]
    outcome: DealRecordOutOutcome
    reserve_after: int
    reserve_before: int
    retourne: DealRecordOutRetourneType0 | None
    scores: list[int]
    taker: int | None
    totals: list[int] | None
    tricks: list[TrickOut]
    trump: DealRecordOutTrumpType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.contract_out import ContractOut  # noqa: PLC0415

        announcements = []
        for announcements_item_data in self.announcements:
            announcements_item = announcements_item_data.to_dict()
            announcements.append(announcements_item)

        announcements_team: int | None
        announcements_team = self.announcements_team

        belote: int | None
        belote = self.belote

        bids = []
        for bids_item_data in self.bids:
            bids_item = bids_item_data.to_dict()
            bids.append(bids_item)

        card_points: list[int] | None
        if isinstance(self.card_points, list):
            card_points = self.card_points

        else:
            card_points = self.card_points

        contract: dict[str, Any] | None
        if isinstance(self.contract, ContractOut):
            contract = self.contract.to_dict()
        else:
            contract = self.contract

        cut = self.cut

        deal_index = self.deal_index

        dealer = self.dealer

        game_scores = self.game_scores

        hands = []
        for hands_item_data in self.hands:
            hands_item = []
            for hands_item_item_data in hands_item_data:
                hands_item_item: str = hands_item_item_data
                hands_item.append(hands_item_item)

            hands.append(hands_item)

        outcome: str = self.outcome

        reserve_after = self.reserve_after

        reserve_before = self.reserve_before

        retourne: None | str
        if isinstance(self.retourne, str):
            retourne = self.retourne
        else:
            retourne = self.retourne

        scores = self.scores

        taker: int | None
        taker = self.taker

        totals: list[int] | None
        if isinstance(self.totals, list):
            totals = self.totals

        else:
            totals = self.totals

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

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
                "bids": bids,
                "card_points": card_points,
                "contract": contract,
                "cut": cut,
                "deal_index": deal_index,
                "dealer": dealer,
                "game_scores": game_scores,
                "hands": hands,
                "outcome": outcome,
                "reserve_after": reserve_after,
                "reserve_before": reserve_before,
                "retourne": retourne,
                "scores": scores,
                "taker": taker,
                "totals": totals,
                "tricks": tricks,
                "trump": trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.announcement_out import AnnouncementOut  # noqa: PLC0415
        from ..models.bid_out import BidOut  # noqa: PLC0415
        from ..models.contract_out import ContractOut  # noqa: PLC0415
        from ..models.trick_out import TrickOut  # noqa: PLC0415

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

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in _bids:
            bids_item = BidOut.from_dict(bids_item_data)

            bids.append(bids_item)

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

        def _parse_contract(data: object) -> ContractOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contract_type_0 = ContractOut.from_dict(data)

                return contract_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ContractOut | None, data)

        contract = _parse_contract(d.pop("contract"))

        cut = d.pop("cut")

        deal_index = d.pop("deal_index")

        dealer = d.pop("dealer")

        game_scores = cast(list[int], d.pop("game_scores"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = []
            _hands_item = hands_item_data
            for hands_item_item_data in _hands_item:
                hands_item_item = check_deal_record_out_hands_item_item(hands_item_item_data)

                hands_item.append(hands_item_item)

            hands.append(hands_item)

        outcome = check_deal_record_out_outcome(d.pop("outcome"))

        reserve_after = d.pop("reserve_after")

        reserve_before = d.pop("reserve_before")

        def _parse_retourne(data: object) -> DealRecordOutRetourneType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                retourne_type_0 = check_deal_record_out_retourne_type_0(data)

                return retourne_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealRecordOutRetourneType0 | None, data)

        retourne = _parse_retourne(d.pop("retourne"))

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

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickOut.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        def _parse_trump(data: object) -> DealRecordOutTrumpType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_0 = check_deal_record_out_trump_type_0(data)

                return trump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealRecordOutTrumpType0 | None, data)

        trump = _parse_trump(d.pop("trump"))

        deal_record_out = cls(
            announcements=announcements,
            announcements_team=announcements_team,
            belote=belote,
            bids=bids,
            card_points=card_points,
            contract=contract,
            cut=cut,
            deal_index=deal_index,
            dealer=dealer,
            game_scores=game_scores,
            hands=hands,
            outcome=outcome,
            reserve_after=reserve_after,
            reserve_before=reserve_before,
            retourne=retourne,
            scores=scores,
            taker=taker,
            totals=totals,
            tricks=tricks,
            trump=trump,
        )

        return deal_record_out

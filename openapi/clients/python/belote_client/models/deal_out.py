from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_out_retourne_type_0 import DealOutRetourneType0, check_deal_out_retourne_type_0
from ..models.deal_out_trump_type_0 import DealOutTrumpType0, check_deal_out_trump_type_0

if TYPE_CHECKING:
    from ..models.announcement_out import AnnouncementOut
    from ..models.belote_word_out import BeloteWordOut
    from ..models.bid_out import BidOut
    from ..models.contract_out import ContractOut
    from ..models.trick_out import TrickOut


T = TypeVar("T", bound="DealOut")


@_attrs_define
class DealOut:
    """
    Attributes:
        announcements (list[AnnouncementOut]):
        announcements_team (int | None):  Example: 0.
        belote (int | None):  Example: 0.
        belote_said (list[BeloteWordOut]): Each belote/rebelote said so far: who, which, on which card.
        belote_words (list[int]): The seat of each belote/rebelote said so far (TA: several).
        bidding_round (int | None):
        bids (list[BidOut]):
        contract (ContractOut | None):
        current_trick (None | TrickOut):
        deal_index (int):
        dealer (int):  Example: 0.
        hand_sizes (list[int]):
        retourne (DealOutRetourneType0 | None): Null in coinche. Example: JH.
        taker (int | None):  Example: 0.
        tricks (list[TrickOut]):
        tricks_won (list[int]): Team 0, team 1. Example: [0, 0].
        trump (DealOutTrumpType0 | None):  Example: H.
    """

    announcements: list[AnnouncementOut]
    announcements_team: int | None
    belote: int | None
    belote_said: list[BeloteWordOut]
    belote_words: list[int]
    bidding_round: int | None
    bids: list[BidOut]
    contract: ContractOut | None
    current_trick: None | TrickOut
    deal_index: int
    dealer: int
    hand_sizes: list[int]
    retourne: DealOutRetourneType0 | None
    taker: int | None
    tricks: list[TrickOut]
    tricks_won: list[int]
    trump: DealOutTrumpType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.contract_out import ContractOut  # noqa: PLC0415
        from ..models.trick_out import TrickOut  # noqa: PLC0415

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

        belote_words = self.belote_words

        bidding_round: int | None
        bidding_round = self.bidding_round

        bids = []
        for bids_item_data in self.bids:
            bids_item = bids_item_data.to_dict()
            bids.append(bids_item)

        contract: dict[str, Any] | None
        if isinstance(self.contract, ContractOut):
            contract = self.contract.to_dict()
        else:
            contract = self.contract

        current_trick: dict[str, Any] | None
        if isinstance(self.current_trick, TrickOut):
            current_trick = self.current_trick.to_dict()
        else:
            current_trick = self.current_trick

        deal_index = self.deal_index

        dealer = self.dealer

        hand_sizes = self.hand_sizes

        retourne: None | str
        if isinstance(self.retourne, str):
            retourne = self.retourne
        else:
            retourne = self.retourne

        taker: int | None
        taker = self.taker

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        tricks_won = self.tricks_won

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
                "belote_words": belote_words,
                "bidding_round": bidding_round,
                "bids": bids,
                "contract": contract,
                "current_trick": current_trick,
                "deal_index": deal_index,
                "dealer": dealer,
                "hand_sizes": hand_sizes,
                "retourne": retourne,
                "taker": taker,
                "tricks": tricks,
                "tricks_won": tricks_won,
                "trump": trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.announcement_out import AnnouncementOut  # noqa: PLC0415
        from ..models.belote_word_out import BeloteWordOut  # noqa: PLC0415
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

        belote_said = []
        _belote_said = d.pop("belote_said")
        for belote_said_item_data in _belote_said:
            belote_said_item = BeloteWordOut.from_dict(belote_said_item_data)

            belote_said.append(belote_said_item)

        belote_words = cast(list[int], d.pop("belote_words"))

        def _parse_bidding_round(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bidding_round = _parse_bidding_round(d.pop("bidding_round"))

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in _bids:
            bids_item = BidOut.from_dict(bids_item_data)

            bids.append(bids_item)

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

        def _parse_current_trick(data: object) -> None | TrickOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_trick_type_0 = TrickOut.from_dict(data)

                return current_trick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrickOut, data)

        current_trick = _parse_current_trick(d.pop("current_trick"))

        deal_index = d.pop("deal_index")

        dealer = d.pop("dealer")

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        def _parse_retourne(data: object) -> DealOutRetourneType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                retourne_type_0 = check_deal_out_retourne_type_0(data)

                return retourne_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealOutRetourneType0 | None, data)

        retourne = _parse_retourne(d.pop("retourne"))

        def _parse_taker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        taker = _parse_taker(d.pop("taker"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickOut.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        tricks_won = cast(list[int], d.pop("tricks_won"))

        def _parse_trump(data: object) -> DealOutTrumpType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_0 = check_deal_out_trump_type_0(data)

                return trump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealOutTrumpType0 | None, data)

        trump = _parse_trump(d.pop("trump"))

        deal_out = cls(
            announcements=announcements,
            announcements_team=announcements_team,
            belote=belote,
            belote_said=belote_said,
            belote_words=belote_words,
            bidding_round=bidding_round,
            bids=bids,
            contract=contract,
            current_trick=current_trick,
            deal_index=deal_index,
            dealer=dealer,
            hand_sizes=hand_sizes,
            retourne=retourne,
            taker=taker,
            tricks=tricks,
            tricks_won=tricks_won,
            trump=trump,
        )

        return deal_out

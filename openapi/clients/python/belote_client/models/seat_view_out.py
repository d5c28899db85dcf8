from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_view_out_hand_item import SeatViewOutHandItem, check_seat_view_out_hand_item
from ..models.seat_view_out_legal_cards_item import SeatViewOutLegalCardsItem, check_seat_view_out_legal_cards_item
from ..models.seat_view_out_seat_kinds_item_type_0 import (
    SeatViewOutSeatKindsItemType0,
    check_seat_view_out_seat_kinds_item_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bid_choice import BidChoice
    from ..models.bid_option import BidOption
    from ..models.table_out import TableOut


T = TypeVar("T", bound="SeatViewOut")


@_attrs_define
class SeatViewOut:
    """
    Attributes:
        bid_options (list[BidOption]): The same bids as `legal_bids`, grouped by action: exact.
        hand (list[SeatViewOutHandItem]): Only this seat's cards.
        legal_bids (list[BidChoice]): Every bid allowed now, one by one (see `bid_options`).
        legal_cards (list[SeatViewOutLegalCardsItem]):
        seat (int):  Example: 0.
        table (TableOut):
        seat_kinds (list[None | SeatViewOutSeatKindsItemType0] | Unset): The seats' kinds (see `GameOut`); absent where
            `seat_names` is. Example: ['human', 'bot', 'bot', 'bot'].
        seat_names (list[None | str] | Unset): The seats' display names (see `GameOut`). In the views a stream sends, as
            read when the stream started or a seat last changed hands. Example: ['Mireille', 'heuristic', 'heuristic',
            'heuristic'].
    """

    bid_options: list[BidOption]
    hand: list[SeatViewOutHandItem]
    legal_bids: list[BidChoice]
    legal_cards: list[SeatViewOutLegalCardsItem]
    seat: int
    table: TableOut
    seat_kinds: list[None | SeatViewOutSeatKindsItemType0] | Unset = UNSET
    seat_names: list[None | str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bid_options = []
        for bid_options_item_data in self.bid_options:
            bid_options_item = bid_options_item_data.to_dict()
            bid_options.append(bid_options_item)

        hand = []
        for hand_item_data in self.hand:
            hand_item: str = hand_item_data
            hand.append(hand_item)

        legal_bids = []
        for legal_bids_item_data in self.legal_bids:
            legal_bids_item = legal_bids_item_data.to_dict()
            legal_bids.append(legal_bids_item)

        legal_cards = []
        for legal_cards_item_data in self.legal_cards:
            legal_cards_item: str = legal_cards_item_data
            legal_cards.append(legal_cards_item)

        seat = self.seat

        table = self.table.to_dict()

        seat_kinds: list[None | str] | Unset = UNSET
        if not isinstance(self.seat_kinds, Unset):
            seat_kinds = []
            for seat_kinds_item_data in self.seat_kinds:
                seat_kinds_item: None | str
                if isinstance(seat_kinds_item_data, str):
                    seat_kinds_item = seat_kinds_item_data
                else:
                    seat_kinds_item = seat_kinds_item_data
                seat_kinds.append(seat_kinds_item)

        seat_names: list[None | str] | Unset = UNSET
        if not isinstance(self.seat_names, Unset):
            seat_names = []
            for seat_names_item_data in self.seat_names:
                seat_names_item: None | str
                seat_names_item = seat_names_item_data
                seat_names.append(seat_names_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid_options": bid_options,
                "hand": hand,
                "legal_bids": legal_bids,
                "legal_cards": legal_cards,
                "seat": seat,
                "table": table,
            }
        )
        if seat_kinds is not UNSET:
            field_dict["seat_kinds"] = seat_kinds
        if seat_names is not UNSET:
            field_dict["seat_names"] = seat_names

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid_choice import BidChoice  # noqa: PLC0415
        from ..models.bid_option import BidOption  # noqa: PLC0415
        from ..models.table_out import TableOut  # noqa: PLC0415

        d = dict(src_dict)
        bid_options = []
        _bid_options = d.pop("bid_options")
        for bid_options_item_data in _bid_options:
            bid_options_item = BidOption.from_dict(bid_options_item_data)

            bid_options.append(bid_options_item)

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in _hand:
            hand_item = check_seat_view_out_hand_item(hand_item_data)

            hand.append(hand_item)

        legal_bids = []
        _legal_bids = d.pop("legal_bids")
        for legal_bids_item_data in _legal_bids:
            legal_bids_item = BidChoice.from_dict(legal_bids_item_data)

            legal_bids.append(legal_bids_item)

        legal_cards = []
        _legal_cards = d.pop("legal_cards")
        for legal_cards_item_data in _legal_cards:
            legal_cards_item = check_seat_view_out_legal_cards_item(legal_cards_item_data)

            legal_cards.append(legal_cards_item)

        seat = d.pop("seat")

        table = TableOut.from_dict(d.pop("table"))

        _seat_kinds = d.pop("seat_kinds", UNSET)
        seat_kinds: list[None | SeatViewOutSeatKindsItemType0] | Unset = UNSET
        if _seat_kinds is not UNSET:
            seat_kinds = []
            for seat_kinds_item_data in _seat_kinds:

                def _parse_seat_kinds_item(data: object) -> None | SeatViewOutSeatKindsItemType0:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        seat_kinds_item_type_0 = check_seat_view_out_seat_kinds_item_type_0(data)

                        return seat_kinds_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(None | SeatViewOutSeatKindsItemType0, data)

                seat_kinds_item = _parse_seat_kinds_item(seat_kinds_item_data)

                seat_kinds.append(seat_kinds_item)

        _seat_names = d.pop("seat_names", UNSET)
        seat_names: list[None | str] | Unset = UNSET
        if _seat_names is not UNSET:
            seat_names = []
            for seat_names_item_data in _seat_names:

                def _parse_seat_names_item(data: object) -> None | str:
                    if data is None:
                        return data
                    return cast(None | str, data)

                seat_names_item = _parse_seat_names_item(seat_names_item_data)

                seat_names.append(seat_names_item)

        seat_view_out = cls(
            bid_options=bid_options,
            hand=hand,
            legal_bids=legal_bids,
            legal_cards=legal_cards,
            seat=seat,
            table=table,
            seat_kinds=seat_kinds,
            seat_names=seat_names,
        )

        return seat_view_out

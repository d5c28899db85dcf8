from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.replay_bid_action import ReplayBidAction, check_replay_bid_action
from ..models.replay_bid_suit_type_0 import ReplayBidSuitType0, check_replay_bid_suit_type_0
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReplayBid")


@_attrs_define
class ReplayBid:
    """
    Attributes:
        action (ReplayBidAction):
        suit (None | ReplayBidSuitType0 | Unset):  Example: H.
    """

    action: ReplayBidAction
    suit: None | ReplayBidSuitType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, str):
            suit = self.suit
        else:
            suit = self.suit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if suit is not UNSET:
            field_dict["suit"] = suit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_replay_bid_action(d.pop("action"))

        def _parse_suit(data: object) -> None | ReplayBidSuitType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = check_replay_bid_suit_type_0(data)

                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplayBidSuitType0 | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))

        replay_bid = cls(
            action=action,
            suit=suit,
        )

        return replay_bid

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.replay_decision_card import ReplayDecisionCard, check_replay_decision_card
from ..models.replay_decision_type import ReplayDecisionType, check_replay_decision_type
from ..models.replay_decision_v import ReplayDecisionV, check_replay_decision_v
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replay_bid import ReplayBid


T = TypeVar("T", bound="ReplayDecision")


@_attrs_define
class ReplayDecision:
    """
    Attributes:
        seat (int):  Example: 0.
        type_ (ReplayDecisionType):
        bid (ReplayBid | Unset):
        card (ReplayDecisionCard | Unset): For CardPlayed. Example: JH.
        v (ReplayDecisionV | Unset): The event schema version, if copied from the event log.
    """

    seat: int
    type_: ReplayDecisionType
    bid: ReplayBid | Unset = UNSET
    card: ReplayDecisionCard | Unset = UNSET
    v: ReplayDecisionV | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_: str = self.type_

        bid: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bid, Unset):
            bid = self.bid.to_dict()

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card

        v: int | Unset = UNSET
        if not isinstance(self.v, Unset):
            v = self.v

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if bid is not UNSET:
            field_dict["bid"] = bid
        if card is not UNSET:
            field_dict["card"] = card
        if v is not UNSET:
            field_dict["v"] = v

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.replay_bid import ReplayBid  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = check_replay_decision_type(d.pop("type"))

        _bid = d.pop("bid", UNSET)
        bid: ReplayBid | Unset
        if isinstance(_bid, Unset):
            bid = UNSET
        else:
            bid = ReplayBid.from_dict(_bid)

        _card = d.pop("card", UNSET)
        card: ReplayDecisionCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = check_replay_decision_card(_card)

        _v = d.pop("v", UNSET)
        v: ReplayDecisionV | Unset
        if isinstance(_v, Unset):
            v = UNSET
        else:
            v = check_replay_decision_v(_v)

        replay_decision = cls(
            seat=seat,
            type_=type_,
            bid=bid,
            card=card,
            v=v,
        )

        return replay_decision

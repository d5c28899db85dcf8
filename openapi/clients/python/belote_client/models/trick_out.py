from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.trick_out_cards_item import TrickOutCardsItem, check_trick_out_cards_item

T = TypeVar("T", bound="TrickOut")


@_attrs_define
class TrickOut:
    """
    Attributes:
        cards (list[TrickOutCardsItem]): In playing order.
        leader (int):  Example: 0.
        points (int | None):
        winner (int | None):  Example: 0.
    """

    cards: list[TrickOutCardsItem]
    leader: int
    points: int | None
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        leader = self.leader

        points: int | None
        points = self.points

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "leader": leader,
                "points": points,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = check_trick_out_cards_item(cards_item_data)

            cards.append(cards_item)

        leader = d.pop("leader")

        def _parse_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points = _parse_points(d.pop("points"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        trick_out = cls(
            cards=cards,
            leader=leader,
            points=points,
            winner=winner,
        )

        return trick_out

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bid_option_action import BidOptionAction, check_bid_option_action
from ..models.bid_option_suits_item import BidOptionSuitsItem, check_bid_option_suits_item
from ..models.bid_option_values_item_type_0 import BidOptionValuesItemType0, check_bid_option_values_item_type_0
from ..models.bid_option_values_item_type_1 import BidOptionValuesItemType1, check_bid_option_values_item_type_1

T = TypeVar("T", bound="BidOption")


@_attrs_define
class BidOption:
    """
    Attributes:
        action (BidOptionAction):
        suits (list[BidOptionSuitsItem]):
        values (list[BidOptionValuesItemType0 | BidOptionValuesItemType1]):
    """

    action: BidOptionAction
    suits: list[BidOptionSuitsItem]
    values: list[BidOptionValuesItemType0 | BidOptionValuesItemType1]

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        suits = []
        for suits_item_data in self.suits:
            suits_item: str = suits_item_data
            suits.append(suits_item)

        values = []
        for values_item_data in self.values:
            values_item: int | str
            if isinstance(values_item_data, int):
                values_item = values_item_data
            else:
                values_item = values_item_data

            values.append(values_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "suits": suits,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_bid_option_action(d.pop("action"))

        suits = []
        _suits = d.pop("suits")
        for suits_item_data in _suits:
            suits_item = check_bid_option_suits_item(suits_item_data)

            suits.append(suits_item)

        values = []
        _values = d.pop("values")
        for values_item_data in _values:

            def _parse_values_item(data: object) -> BidOptionValuesItemType0 | BidOptionValuesItemType1:
                try:
                    if not isinstance(data, int):
                        raise TypeError()
                    values_item_type_0 = check_bid_option_values_item_type_0(data)

                    return values_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, str):
                    raise TypeError()
                values_item_type_1 = check_bid_option_values_item_type_1(data)

                return values_item_type_1

            values_item = _parse_values_item(values_item_data)

            values.append(values_item)

        bid_option = cls(
            action=action,
            suits=suits,
            values=values,
        )

        return bid_option

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.contract_out_suit import ContractOutSuit, check_contract_out_suit
from ..models.contract_out_value_type_0 import ContractOutValueType0, check_contract_out_value_type_0
from ..models.contract_out_value_type_1 import ContractOutValueType1, check_contract_out_value_type_1

T = TypeVar("T", bound="ContractOut")


@_attrs_define
class ContractOut:
    """
    Attributes:
        coinched_by (int | None):  Example: 0.
        multiplier (int): 1; 2 after a coinche; `surcoinche_multiplier` after a surcoinche.
        suit (ContractOutSuit):  Example: H.
        surcoinched_by (int | None):  Example: 0.
        taker (int):  Example: 0.
        value (ContractOutValueType0 | ContractOutValueType1 | None): The coinche bid; null in classic. Example: 90.
    """

    coinched_by: int | None
    multiplier: int
    suit: ContractOutSuit
    surcoinched_by: int | None
    taker: int
    value: ContractOutValueType0 | ContractOutValueType1 | None

    def to_dict(self) -> dict[str, Any]:
        coinched_by: int | None
        coinched_by = self.coinched_by

        multiplier = self.multiplier

        suit: str = self.suit

        surcoinched_by: int | None
        surcoinched_by = self.surcoinched_by

        taker = self.taker

        value: int | None | str
        if isinstance(self.value, int):
            value = self.value
        elif isinstance(self.value, str):
            value = self.value
        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "coinched_by": coinched_by,
                "multiplier": multiplier,
                "suit": suit,
                "surcoinched_by": surcoinched_by,
                "taker": taker,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_coinched_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        coinched_by = _parse_coinched_by(d.pop("coinched_by"))

        multiplier = d.pop("multiplier")

        suit = check_contract_out_suit(d.pop("suit"))

        def _parse_surcoinched_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        surcoinched_by = _parse_surcoinched_by(d.pop("surcoinched_by"))

        taker = d.pop("taker")

        def _parse_value(data: object) -> ContractOutValueType0 | ContractOutValueType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                value_type_0 = check_contract_out_value_type_0(data)

                return value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_1 = check_contract_out_value_type_1(data)

                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ContractOutValueType0 | ContractOutValueType1 | None, data)

        value = _parse_value(d.pop("value"))

        contract_out = cls(
            coinched_by=coinched_by,
            multiplier=multiplier,
            suit=suit,
            surcoinched_by=surcoinched_by,
            taker=taker,
            value=value,
        )

        return contract_out

from typing import Literal

ContractOutSuit = Literal["C", "D", "H", "S", "SA", "TA"]

CONTRACT_OUT_SUIT_VALUES: set[ContractOutSuit] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_contract_out_suit(value: str) -> ContractOutSuit:
    if value in CONTRACT_OUT_SUIT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONTRACT_OUT_SUIT_VALUES!r}")

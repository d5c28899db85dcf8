from typing import Literal

TakeBidInSuitType0 = Literal["C", "D", "H", "S", "SA", "TA"]

TAKE_BID_IN_SUIT_TYPE_0_VALUES: set[TakeBidInSuitType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_take_bid_in_suit_type_0(value: str) -> TakeBidInSuitType0:
    if value in TAKE_BID_IN_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_BID_IN_SUIT_TYPE_0_VALUES!r}")

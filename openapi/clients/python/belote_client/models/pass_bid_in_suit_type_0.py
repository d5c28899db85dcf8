from typing import Literal

PassBidInSuitType0 = Literal["C", "D", "H", "S", "SA", "TA"]

PASS_BID_IN_SUIT_TYPE_0_VALUES: set[PassBidInSuitType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_pass_bid_in_suit_type_0(value: str) -> PassBidInSuitType0:
    if value in PASS_BID_IN_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PASS_BID_IN_SUIT_TYPE_0_VALUES!r}")

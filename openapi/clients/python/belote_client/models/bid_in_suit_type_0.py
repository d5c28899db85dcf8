from typing import Literal

BidInSuitType0 = Literal["C", "D", "H", "S"]

BID_IN_SUIT_TYPE_0_VALUES: set[BidInSuitType0] = {
    "C",
    "D",
    "H",
    "S",
}


def check_bid_in_suit_type_0(value: str) -> BidInSuitType0:
    if value in BID_IN_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_IN_SUIT_TYPE_0_VALUES!r}")

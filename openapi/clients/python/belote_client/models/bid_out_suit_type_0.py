from typing import Literal

BidOutSuitType0 = Literal["C", "D", "H", "S", "SA", "TA"]

BID_OUT_SUIT_TYPE_0_VALUES: set[BidOutSuitType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_bid_out_suit_type_0(value: str) -> BidOutSuitType0:
    if value in BID_OUT_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OUT_SUIT_TYPE_0_VALUES!r}")

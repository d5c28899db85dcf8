from typing import Literal

ValueBidInSuit = Literal["C", "D", "H", "S", "SA", "TA"]

VALUE_BID_IN_SUIT_VALUES: set[ValueBidInSuit] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_value_bid_in_suit(value: str) -> ValueBidInSuit:
    if value in VALUE_BID_IN_SUIT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALUE_BID_IN_SUIT_VALUES!r}")

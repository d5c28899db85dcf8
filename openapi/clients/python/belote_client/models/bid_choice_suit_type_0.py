from typing import Literal

BidChoiceSuitType0 = Literal["C", "D", "H", "S", "SA", "TA"]

BID_CHOICE_SUIT_TYPE_0_VALUES: set[BidChoiceSuitType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_bid_choice_suit_type_0(value: str) -> BidChoiceSuitType0:
    if value in BID_CHOICE_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_CHOICE_SUIT_TYPE_0_VALUES!r}")

from typing import Literal

BidOptionSuitsItem = Literal["C", "D", "H", "S", "SA", "TA"]

BID_OPTION_SUITS_ITEM_VALUES: set[BidOptionSuitsItem] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_bid_option_suits_item(value: str) -> BidOptionSuitsItem:
    if value in BID_OPTION_SUITS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OPTION_SUITS_ITEM_VALUES!r}")

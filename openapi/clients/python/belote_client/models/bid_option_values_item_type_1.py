from typing import Literal

BidOptionValuesItemType1 = Literal["capot"]

BID_OPTION_VALUES_ITEM_TYPE_1_VALUES: set[BidOptionValuesItemType1] = {
    "capot",
}


def check_bid_option_values_item_type_1(value: str) -> BidOptionValuesItemType1:
    if value in BID_OPTION_VALUES_ITEM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OPTION_VALUES_ITEM_TYPE_1_VALUES!r}")

from typing import Literal

BidOptionValuesItemType0 = Literal[80, 90, 100, 110, 120, 130, 140, 150, 160]

BID_OPTION_VALUES_ITEM_TYPE_0_VALUES: set[BidOptionValuesItemType0] = {
    80,
    90,
    100,
    110,
    120,
    130,
    140,
    150,
    160,
}


def check_bid_option_values_item_type_0(value: int) -> BidOptionValuesItemType0:
    if value in BID_OPTION_VALUES_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OPTION_VALUES_ITEM_TYPE_0_VALUES!r}")

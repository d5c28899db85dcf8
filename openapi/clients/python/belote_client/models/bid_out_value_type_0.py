from typing import Literal

BidOutValueType0 = Literal[80, 90, 100, 110, 120, 130, 140, 150, 160]

BID_OUT_VALUE_TYPE_0_VALUES: set[BidOutValueType0] = {
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


def check_bid_out_value_type_0(value: int) -> BidOutValueType0:
    if value in BID_OUT_VALUE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OUT_VALUE_TYPE_0_VALUES!r}")

from typing import Literal

BidOutValueType1 = Literal["capot"]

BID_OUT_VALUE_TYPE_1_VALUES: set[BidOutValueType1] = {
    "capot",
}


def check_bid_out_value_type_1(value: str) -> BidOutValueType1:
    if value in BID_OUT_VALUE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OUT_VALUE_TYPE_1_VALUES!r}")

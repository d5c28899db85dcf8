from typing import Literal

ValueBidInValueType0 = Literal[80, 90, 100, 110, 120, 130, 140, 150, 160]

VALUE_BID_IN_VALUE_TYPE_0_VALUES: set[ValueBidInValueType0] = {
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


def check_value_bid_in_value_type_0(value: int) -> ValueBidInValueType0:
    if value in VALUE_BID_IN_VALUE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALUE_BID_IN_VALUE_TYPE_0_VALUES!r}")

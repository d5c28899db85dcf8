from typing import Literal

ValueBidInValueType1 = Literal["capot"]

VALUE_BID_IN_VALUE_TYPE_1_VALUES: set[ValueBidInValueType1] = {
    "capot",
}


def check_value_bid_in_value_type_1(value: str) -> ValueBidInValueType1:
    if value in VALUE_BID_IN_VALUE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALUE_BID_IN_VALUE_TYPE_1_VALUES!r}")

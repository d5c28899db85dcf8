from typing import Literal

BidChoiceValueType1 = Literal["capot"]

BID_CHOICE_VALUE_TYPE_1_VALUES: set[BidChoiceValueType1] = {
    "capot",
}


def check_bid_choice_value_type_1(value: str) -> BidChoiceValueType1:
    if value in BID_CHOICE_VALUE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_CHOICE_VALUE_TYPE_1_VALUES!r}")

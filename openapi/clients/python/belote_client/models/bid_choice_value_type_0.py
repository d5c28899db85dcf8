from typing import Literal

BidChoiceValueType0 = Literal[80, 90, 100, 110, 120, 130, 140, 150, 160]

BID_CHOICE_VALUE_TYPE_0_VALUES: set[BidChoiceValueType0] = {
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


def check_bid_choice_value_type_0(value: int) -> BidChoiceValueType0:
    if value in BID_CHOICE_VALUE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_CHOICE_VALUE_TYPE_0_VALUES!r}")

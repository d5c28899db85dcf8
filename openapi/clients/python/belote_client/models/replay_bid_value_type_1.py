from typing import Literal

ReplayBidValueType1 = Literal["capot"]

REPLAY_BID_VALUE_TYPE_1_VALUES: set[ReplayBidValueType1] = {
    "capot",
}


def check_replay_bid_value_type_1(value: str) -> ReplayBidValueType1:
    if value in REPLAY_BID_VALUE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLAY_BID_VALUE_TYPE_1_VALUES!r}")

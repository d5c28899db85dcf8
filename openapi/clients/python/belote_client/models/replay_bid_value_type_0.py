from typing import Literal

ReplayBidValueType0 = Literal[80, 90, 100, 110, 120, 130, 140, 150, 160]

REPLAY_BID_VALUE_TYPE_0_VALUES: set[ReplayBidValueType0] = {
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


def check_replay_bid_value_type_0(value: int) -> ReplayBidValueType0:
    if value in REPLAY_BID_VALUE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLAY_BID_VALUE_TYPE_0_VALUES!r}")

from typing import Literal

ReplayBidSuitType0 = Literal["C", "D", "H", "S", "SA", "TA"]

REPLAY_BID_SUIT_TYPE_0_VALUES: set[ReplayBidSuitType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_replay_bid_suit_type_0(value: str) -> ReplayBidSuitType0:
    if value in REPLAY_BID_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLAY_BID_SUIT_TYPE_0_VALUES!r}")

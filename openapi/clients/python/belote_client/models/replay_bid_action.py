from typing import Literal

ReplayBidAction = Literal["bid", "coinche", "pass", "surcoinche", "take"]

REPLAY_BID_ACTION_VALUES: set[ReplayBidAction] = {
    "bid",
    "coinche",
    "pass",
    "surcoinche",
    "take",
}


def check_replay_bid_action(value: str) -> ReplayBidAction:
    if value in REPLAY_BID_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLAY_BID_ACTION_VALUES!r}")

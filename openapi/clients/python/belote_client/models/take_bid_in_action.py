from typing import Literal

TakeBidInAction = Literal["take"]

TAKE_BID_IN_ACTION_VALUES: set[TakeBidInAction] = {
    "take",
}


def check_take_bid_in_action(value: str) -> TakeBidInAction:
    if value in TAKE_BID_IN_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_BID_IN_ACTION_VALUES!r}")

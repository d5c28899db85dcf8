from typing import Literal

PassBidInAction = Literal["pass"]

PASS_BID_IN_ACTION_VALUES: set[PassBidInAction] = {
    "pass",
}


def check_pass_bid_in_action(value: str) -> PassBidInAction:
    if value in PASS_BID_IN_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PASS_BID_IN_ACTION_VALUES!r}")

from typing import Literal

BidInAction = Literal["pass", "take"]

BID_IN_ACTION_VALUES: set[BidInAction] = {
    "pass",
    "take",
}


def check_bid_in_action(value: str) -> BidInAction:
    if value in BID_IN_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_IN_ACTION_VALUES!r}")

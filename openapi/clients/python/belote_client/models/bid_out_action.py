from typing import Literal

BidOutAction = Literal["pass", "take"]

BID_OUT_ACTION_VALUES: set[BidOutAction] = {
    "pass",
    "take",
}


def check_bid_out_action(value: str) -> BidOutAction:
    if value in BID_OUT_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OUT_ACTION_VALUES!r}")

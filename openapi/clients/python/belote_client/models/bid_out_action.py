from typing import Literal

BidOutAction = Literal["bid", "coinche", "pass", "surcoinche", "take"]

BID_OUT_ACTION_VALUES: set[BidOutAction] = {
    "bid",
    "coinche",
    "pass",
    "surcoinche",
    "take",
}


def check_bid_out_action(value: str) -> BidOutAction:
    if value in BID_OUT_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OUT_ACTION_VALUES!r}")

from typing import Literal

BidOptionAction = Literal["bid", "coinche", "pass", "surcoinche", "take"]

BID_OPTION_ACTION_VALUES: set[BidOptionAction] = {
    "bid",
    "coinche",
    "pass",
    "surcoinche",
    "take",
}


def check_bid_option_action(value: str) -> BidOptionAction:
    if value in BID_OPTION_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_OPTION_ACTION_VALUES!r}")

from typing import Literal

CoincheBidInAction = Literal["coinche"]

COINCHE_BID_IN_ACTION_VALUES: set[CoincheBidInAction] = {
    "coinche",
}


def check_coinche_bid_in_action(value: str) -> CoincheBidInAction:
    if value in COINCHE_BID_IN_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {COINCHE_BID_IN_ACTION_VALUES!r}")

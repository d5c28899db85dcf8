from typing import Literal

ValueBidInAction = Literal["bid"]

VALUE_BID_IN_ACTION_VALUES: set[ValueBidInAction] = {
    "bid",
}


def check_value_bid_in_action(value: str) -> ValueBidInAction:
    if value in VALUE_BID_IN_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALUE_BID_IN_ACTION_VALUES!r}")

from typing import Literal

BidChoiceAction = Literal["bid", "coinche", "pass", "surcoinche", "take"]

BID_CHOICE_ACTION_VALUES: set[BidChoiceAction] = {
    "bid",
    "coinche",
    "pass",
    "surcoinche",
    "take",
}


def check_bid_choice_action(value: str) -> BidChoiceAction:
    if value in BID_CHOICE_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BID_CHOICE_ACTION_VALUES!r}")

from typing import Literal

SurcoincheBidInAction = Literal["surcoinche"]

SURCOINCHE_BID_IN_ACTION_VALUES: set[SurcoincheBidInAction] = {
    "surcoinche",
}


def check_surcoinche_bid_in_action(value: str) -> SurcoincheBidInAction:
    if value in SURCOINCHE_BID_IN_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SURCOINCHE_BID_IN_ACTION_VALUES!r}")

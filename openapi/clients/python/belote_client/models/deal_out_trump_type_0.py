from typing import Literal

DealOutTrumpType0 = Literal["C", "D", "H", "S", "SA", "TA"]

DEAL_OUT_TRUMP_TYPE_0_VALUES: set[DealOutTrumpType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_deal_out_trump_type_0(value: str) -> DealOutTrumpType0:
    if value in DEAL_OUT_TRUMP_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEAL_OUT_TRUMP_TYPE_0_VALUES!r}")

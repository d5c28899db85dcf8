from typing import Literal

DealResultOutTrumpType0 = Literal["C", "D", "H", "S", "SA", "TA"]

DEAL_RESULT_OUT_TRUMP_TYPE_0_VALUES: set[DealResultOutTrumpType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_deal_result_out_trump_type_0(value: str) -> DealResultOutTrumpType0:
    if value in DEAL_RESULT_OUT_TRUMP_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEAL_RESULT_OUT_TRUMP_TYPE_0_VALUES!r}")

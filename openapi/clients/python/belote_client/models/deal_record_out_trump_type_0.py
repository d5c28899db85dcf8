from typing import Literal

DealRecordOutTrumpType0 = Literal["C", "D", "H", "S", "SA", "TA"]

DEAL_RECORD_OUT_TRUMP_TYPE_0_VALUES: set[DealRecordOutTrumpType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_deal_record_out_trump_type_0(value: str) -> DealRecordOutTrumpType0:
    if value in DEAL_RECORD_OUT_TRUMP_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEAL_RECORD_OUT_TRUMP_TYPE_0_VALUES!r}")

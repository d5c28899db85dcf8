from typing import Literal

RecordDealOutTrumpType0 = Literal["C", "D", "H", "S", "SA", "TA"]

RECORD_DEAL_OUT_TRUMP_TYPE_0_VALUES: set[RecordDealOutTrumpType0] = {
    "C",
    "D",
    "H",
    "S",
    "SA",
    "TA",
}


def check_record_deal_out_trump_type_0(value: str) -> RecordDealOutTrumpType0:
    if value in RECORD_DEAL_OUT_TRUMP_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_DEAL_OUT_TRUMP_TYPE_0_VALUES!r}")

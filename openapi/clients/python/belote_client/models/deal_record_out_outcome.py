from typing import Literal

DealRecordOutOutcome = Literal["capot", "capot_defence", "dedans", "failed", "litige", "made", "thrown_in"]

DEAL_RECORD_OUT_OUTCOME_VALUES: set[DealRecordOutOutcome] = {
    "capot",
    "capot_defence",
    "dedans",
    "failed",
    "litige",
    "made",
    "thrown_in",
}


def check_deal_record_out_outcome(value: str) -> DealRecordOutOutcome:
    if value in DEAL_RECORD_OUT_OUTCOME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEAL_RECORD_OUT_OUTCOME_VALUES!r}")

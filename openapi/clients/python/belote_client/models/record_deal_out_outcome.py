from typing import Literal

RecordDealOutOutcome = Literal["capot", "capot_defence", "dedans", "failed", "litige", "made", "thrown_in"]

RECORD_DEAL_OUT_OUTCOME_VALUES: set[RecordDealOutOutcome] = {
    "capot",
    "capot_defence",
    "dedans",
    "failed",
    "litige",
    "made",
    "thrown_in",
}


def check_record_deal_out_outcome(value: str) -> RecordDealOutOutcome:
    if value in RECORD_DEAL_OUT_OUTCOME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_DEAL_OUT_OUTCOME_VALUES!r}")

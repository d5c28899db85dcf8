from typing import Literal

ReplayDecisionType = Literal["BidMade", "CardPlayed", "Resigned"]

REPLAY_DECISION_TYPE_VALUES: set[ReplayDecisionType] = {
    "BidMade",
    "CardPlayed",
    "Resigned",
}


def check_replay_decision_type(value: str) -> ReplayDecisionType:
    if value in REPLAY_DECISION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLAY_DECISION_TYPE_VALUES!r}")

from typing import Literal

ReplayDecisionV = Literal[1]

REPLAY_DECISION_V_VALUES: set[ReplayDecisionV] = {
    1,
}


def check_replay_decision_v(value: int) -> ReplayDecisionV:
    if value in REPLAY_DECISION_V_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLAY_DECISION_V_VALUES!r}")

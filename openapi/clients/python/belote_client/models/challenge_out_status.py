from typing import Literal

ChallengeOutStatus = Literal["open", "over", "upcoming"]

CHALLENGE_OUT_STATUS_VALUES: set[ChallengeOutStatus] = {
    "open",
    "over",
    "upcoming",
}


def check_challenge_out_status(value: str) -> ChallengeOutStatus:
    if value in CHALLENGE_OUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHALLENGE_OUT_STATUS_VALUES!r}")

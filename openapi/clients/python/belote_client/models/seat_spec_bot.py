from typing import Literal

SeatSpecBot = Literal["expert", "heuristic", "random"]

SEAT_SPEC_BOT_VALUES: set[SeatSpecBot] = {
    "expert",
    "heuristic",
    "random",
}


def check_seat_spec_bot(value: str) -> SeatSpecBot:
    if value in SEAT_SPEC_BOT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_SPEC_BOT_VALUES!r}")

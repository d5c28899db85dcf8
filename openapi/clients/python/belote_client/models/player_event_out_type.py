from typing import Literal

PlayerEventOutType = Literal["game_finished", "game_started", "invited", "rematch_asked", "your_turn"]

PLAYER_EVENT_OUT_TYPE_VALUES: set[PlayerEventOutType] = {
    "game_finished",
    "game_started",
    "invited",
    "rematch_asked",
    "your_turn",
}


def check_player_event_out_type(value: str) -> PlayerEventOutType:
    if value in PLAYER_EVENT_OUT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_EVENT_OUT_TYPE_VALUES!r}")

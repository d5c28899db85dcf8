from typing import Literal

ReplayGameFormat = Literal["belote", "json"]

REPLAY_GAME_FORMAT_VALUES: set[ReplayGameFormat] = {
    "belote",
    "json",
}


def check_replay_game_format(value: str) -> ReplayGameFormat:
    if value in REPLAY_GAME_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLAY_GAME_FORMAT_VALUES!r}")

from typing import Literal

GameCreateVisibility = Literal["private", "public"]

GAME_CREATE_VISIBILITY_VALUES: set[GameCreateVisibility] = {
    "private",
    "public",
}


def check_game_create_visibility(value: str) -> GameCreateVisibility:
    if value in GAME_CREATE_VISIBILITY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_CREATE_VISIBILITY_VALUES!r}")

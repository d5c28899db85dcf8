from typing import Literal

GameOutVisibilityType0 = Literal["private", "public"]

GAME_OUT_VISIBILITY_TYPE_0_VALUES: set[GameOutVisibilityType0] = {
    "private",
    "public",
}


def check_game_out_visibility_type_0(value: str) -> GameOutVisibilityType0:
    if value in GAME_OUT_VISIBILITY_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_OUT_VISIBILITY_TYPE_0_VALUES!r}")

from typing import Literal

PlayerCreateKind = Literal["bot", "human"]

PLAYER_CREATE_KIND_VALUES: set[PlayerCreateKind] = {
    "bot",
    "human",
}


def check_player_create_kind(value: str) -> PlayerCreateKind:
    if value in PLAYER_CREATE_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_CREATE_KIND_VALUES!r}")

from typing import Literal

PlayerCreatedKind = Literal["bot", "human"]

PLAYER_CREATED_KIND_VALUES: set[PlayerCreatedKind] = {
    "bot",
    "human",
}


def check_player_created_kind(value: str) -> PlayerCreatedKind:
    if value in PLAYER_CREATED_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_CREATED_KIND_VALUES!r}")

from typing import Literal

PlayerProfileOutKind = Literal["bot", "human"]

PLAYER_PROFILE_OUT_KIND_VALUES: set[PlayerProfileOutKind] = {
    "bot",
    "human",
}


def check_player_profile_out_kind(value: str) -> PlayerProfileOutKind:
    if value in PLAYER_PROFILE_OUT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_PROFILE_OUT_KIND_VALUES!r}")

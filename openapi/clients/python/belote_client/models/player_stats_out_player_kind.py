from typing import Literal

PlayerStatsOutPlayerKind = Literal["bot", "human"]

PLAYER_STATS_OUT_PLAYER_KIND_VALUES: set[PlayerStatsOutPlayerKind] = {
    "bot",
    "human",
}


def check_player_stats_out_player_kind(value: str) -> PlayerStatsOutPlayerKind:
    if value in PLAYER_STATS_OUT_PLAYER_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_STATS_OUT_PLAYER_KIND_VALUES!r}")

from typing import Literal

LeaderboardItemPlayerKind = Literal["bot", "human"]

LEADERBOARD_ITEM_PLAYER_KIND_VALUES: set[LeaderboardItemPlayerKind] = {
    "bot",
    "human",
}


def check_leaderboard_item_player_kind(value: str) -> LeaderboardItemPlayerKind:
    if value in LEADERBOARD_ITEM_PLAYER_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LEADERBOARD_ITEM_PLAYER_KIND_VALUES!r}")

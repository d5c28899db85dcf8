from typing import Literal

ListPlayerGamesUndertrump = Literal["optional", "required"]

LIST_PLAYER_GAMES_UNDERTRUMP_VALUES: set[ListPlayerGamesUndertrump] = {
    "optional",
    "required",
}


def check_list_player_games_undertrump(value: str) -> ListPlayerGamesUndertrump:
    if value in LIST_PLAYER_GAMES_UNDERTRUMP_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_UNDERTRUMP_VALUES!r}")

from typing import Literal

ListGamesMode = Literal["classic", "coinche"]

LIST_GAMES_MODE_VALUES: set[ListGamesMode] = {
    "classic",
    "coinche",
}


def check_list_games_mode(value: str) -> ListGamesMode:
    if value in LIST_GAMES_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_MODE_VALUES!r}")

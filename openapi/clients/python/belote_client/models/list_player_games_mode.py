from typing import Literal

ListPlayerGamesMode = Literal["classic", "coinche"]

LIST_PLAYER_GAMES_MODE_VALUES: set[ListPlayerGamesMode] = {
    "classic",
    "coinche",
}


def check_list_player_games_mode(value: str) -> ListPlayerGamesMode:
    if value in LIST_PLAYER_GAMES_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_MODE_VALUES!r}")

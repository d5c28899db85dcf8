from typing import Literal

ListPlayerGamesDirection = Literal["clockwise", "counterclockwise"]

LIST_PLAYER_GAMES_DIRECTION_VALUES: set[ListPlayerGamesDirection] = {
    "clockwise",
    "counterclockwise",
}


def check_list_player_games_direction(value: str) -> ListPlayerGamesDirection:
    if value in LIST_PLAYER_GAMES_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_DIRECTION_VALUES!r}")

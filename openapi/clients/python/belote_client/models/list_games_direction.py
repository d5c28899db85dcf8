from typing import Literal

ListGamesDirection = Literal["clockwise", "counterclockwise"]

LIST_GAMES_DIRECTION_VALUES: set[ListGamesDirection] = {
    "clockwise",
    "counterclockwise",
}


def check_list_games_direction(value: str) -> ListGamesDirection:
    if value in LIST_GAMES_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_DIRECTION_VALUES!r}")

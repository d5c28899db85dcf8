from typing import Literal

ListGamesCapotPoints = Literal[250, 252]

LIST_GAMES_CAPOT_POINTS_VALUES: set[ListGamesCapotPoints] = {
    250,
    252,
}


def check_list_games_capot_points(value: int) -> ListGamesCapotPoints:
    if value in LIST_GAMES_CAPOT_POINTS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_CAPOT_POINTS_VALUES!r}")

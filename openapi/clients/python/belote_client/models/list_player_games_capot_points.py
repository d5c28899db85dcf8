from typing import Literal

ListPlayerGamesCapotPoints = Literal[250, 252]

LIST_PLAYER_GAMES_CAPOT_POINTS_VALUES: set[ListPlayerGamesCapotPoints] = {
    250,
    252,
}


def check_list_player_games_capot_points(value: int) -> ListPlayerGamesCapotPoints:
    if value in LIST_PLAYER_GAMES_CAPOT_POINTS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_CAPOT_POINTS_VALUES!r}")

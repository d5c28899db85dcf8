from typing import Literal

ListPlayerGamesSurcoincheMultiplier = Literal[3, 4]

LIST_PLAYER_GAMES_SURCOINCHE_MULTIPLIER_VALUES: set[ListPlayerGamesSurcoincheMultiplier] = {
    3,
    4,
}


def check_list_player_games_surcoinche_multiplier(value: int) -> ListPlayerGamesSurcoincheMultiplier:
    if value in LIST_PLAYER_GAMES_SURCOINCHE_MULTIPLIER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_SURCOINCHE_MULTIPLIER_VALUES!r}")

from typing import Literal

ListGamesSurcoincheMultiplier = Literal[3, 4]

LIST_GAMES_SURCOINCHE_MULTIPLIER_VALUES: set[ListGamesSurcoincheMultiplier] = {
    3,
    4,
}


def check_list_games_surcoinche_multiplier(value: int) -> ListGamesSurcoincheMultiplier:
    if value in LIST_GAMES_SURCOINCHE_MULTIPLIER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_SURCOINCHE_MULTIPLIER_VALUES!r}")

from typing import Literal

ListGamesUndertrump = Literal["optional", "required"]

LIST_GAMES_UNDERTRUMP_VALUES: set[ListGamesUndertrump] = {
    "optional",
    "required",
}


def check_list_games_undertrump(value: str) -> ListGamesUndertrump:
    if value in LIST_GAMES_UNDERTRUMP_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_UNDERTRUMP_VALUES!r}")

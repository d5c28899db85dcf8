from typing import Literal

ListGamesSort = Literal["newest", "oldest", "ranking"]

LIST_GAMES_SORT_VALUES: set[ListGamesSort] = {
    "newest",
    "oldest",
    "ranking",
}


def check_list_games_sort(value: str) -> ListGamesSort:
    if value in LIST_GAMES_SORT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_SORT_VALUES!r}")

from typing import Literal

ListPlayerGamesSort = Literal["newest", "oldest", "ranking"]

LIST_PLAYER_GAMES_SORT_VALUES: set[ListPlayerGamesSort] = {
    "newest",
    "oldest",
    "ranking",
}


def check_list_player_games_sort(value: str) -> ListPlayerGamesSort:
    if value in LIST_PLAYER_GAMES_SORT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_SORT_VALUES!r}")

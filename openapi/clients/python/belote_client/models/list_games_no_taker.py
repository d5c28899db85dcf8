from typing import Literal

ListGamesNoTaker = Literal["dealer_forced", "redeal"]

LIST_GAMES_NO_TAKER_VALUES: set[ListGamesNoTaker] = {
    "dealer_forced",
    "redeal",
}


def check_list_games_no_taker(value: str) -> ListGamesNoTaker:
    if value in LIST_GAMES_NO_TAKER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_NO_TAKER_VALUES!r}")

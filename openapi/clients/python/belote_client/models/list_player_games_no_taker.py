from typing import Literal

ListPlayerGamesNoTaker = Literal["dealer_forced", "redeal"]

LIST_PLAYER_GAMES_NO_TAKER_VALUES: set[ListPlayerGamesNoTaker] = {
    "dealer_forced",
    "redeal",
}


def check_list_player_games_no_taker(value: str) -> ListPlayerGamesNoTaker:
    if value in LIST_PLAYER_GAMES_NO_TAKER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_NO_TAKER_VALUES!r}")

from typing import Literal

ListPlayerGamesStatus = Literal["bidding", "finished", "playing", "waiting"]

LIST_PLAYER_GAMES_STATUS_VALUES: set[ListPlayerGamesStatus] = {
    "bidding",
    "finished",
    "playing",
    "waiting",
}


def check_list_player_games_status(value: str) -> ListPlayerGamesStatus:
    if value in LIST_PLAYER_GAMES_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_STATUS_VALUES!r}")

from typing import Literal

ListPlayerGamesCoinchePackets = Literal["2-3-3", "3-2-3", "3-3-2"]

LIST_PLAYER_GAMES_COINCHE_PACKETS_VALUES: set[ListPlayerGamesCoinchePackets] = {
    "2-3-3",
    "3-2-3",
    "3-3-2",
}


def check_list_player_games_coinche_packets(value: str) -> ListPlayerGamesCoinchePackets:
    if value in LIST_PLAYER_GAMES_COINCHE_PACKETS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_COINCHE_PACKETS_VALUES!r}")

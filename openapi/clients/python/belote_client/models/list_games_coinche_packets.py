from typing import Literal

ListGamesCoinchePackets = Literal["2-3-3", "3-2-3", "3-3-2"]

LIST_GAMES_COINCHE_PACKETS_VALUES: set[ListGamesCoinchePackets] = {
    "2-3-3",
    "3-2-3",
    "3-3-2",
}


def check_list_games_coinche_packets(value: str) -> ListGamesCoinchePackets:
    if value in LIST_GAMES_COINCHE_PACKETS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_COINCHE_PACKETS_VALUES!r}")

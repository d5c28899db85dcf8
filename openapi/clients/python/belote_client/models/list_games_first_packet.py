from typing import Literal

ListGamesFirstPacket = Literal[2, 3]

LIST_GAMES_FIRST_PACKET_VALUES: set[ListGamesFirstPacket] = {
    2,
    3,
}


def check_list_games_first_packet(value: int) -> ListGamesFirstPacket:
    if value in LIST_GAMES_FIRST_PACKET_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_FIRST_PACKET_VALUES!r}")

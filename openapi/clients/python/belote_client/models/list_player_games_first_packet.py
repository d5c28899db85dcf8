from typing import Literal

ListPlayerGamesFirstPacket = Literal[2, 3]

LIST_PLAYER_GAMES_FIRST_PACKET_VALUES: set[ListPlayerGamesFirstPacket] = {
    2,
    3,
}


def check_list_player_games_first_packet(value: int) -> ListPlayerGamesFirstPacket:
    if value in LIST_PLAYER_GAMES_FIRST_PACKET_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_FIRST_PACKET_VALUES!r}")

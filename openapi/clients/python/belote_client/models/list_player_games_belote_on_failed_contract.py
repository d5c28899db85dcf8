from typing import Literal

ListPlayerGamesBeloteOnFailedContract = Literal["holder_keeps", "to_defence"]

LIST_PLAYER_GAMES_BELOTE_ON_FAILED_CONTRACT_VALUES: set[ListPlayerGamesBeloteOnFailedContract] = {
    "holder_keeps",
    "to_defence",
}


def check_list_player_games_belote_on_failed_contract(value: str) -> ListPlayerGamesBeloteOnFailedContract:
    if value in LIST_PLAYER_GAMES_BELOTE_ON_FAILED_CONTRACT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_PLAYER_GAMES_BELOTE_ON_FAILED_CONTRACT_VALUES!r}"
    )

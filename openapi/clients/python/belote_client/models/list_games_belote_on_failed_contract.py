from typing import Literal

ListGamesBeloteOnFailedContract = Literal["holder_keeps", "to_defence"]

LIST_GAMES_BELOTE_ON_FAILED_CONTRACT_VALUES: set[ListGamesBeloteOnFailedContract] = {
    "holder_keeps",
    "to_defence",
}


def check_list_games_belote_on_failed_contract(value: str) -> ListGamesBeloteOnFailedContract:
    if value in LIST_GAMES_BELOTE_ON_FAILED_CONTRACT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_BELOTE_ON_FAILED_CONTRACT_VALUES!r}")

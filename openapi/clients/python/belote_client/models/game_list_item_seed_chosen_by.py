from typing import Literal

GameListItemSeedChosenBy = Literal["creator", "server"]

GAME_LIST_ITEM_SEED_CHOSEN_BY_VALUES: set[GameListItemSeedChosenBy] = {
    "creator",
    "server",
}


def check_game_list_item_seed_chosen_by(value: str) -> GameListItemSeedChosenBy:
    if value in GAME_LIST_ITEM_SEED_CHOSEN_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_LIST_ITEM_SEED_CHOSEN_BY_VALUES!r}")

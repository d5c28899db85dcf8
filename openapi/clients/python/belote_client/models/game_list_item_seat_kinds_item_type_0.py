from typing import Literal

GameListItemSeatKindsItemType0 = Literal["bot", "human"]

GAME_LIST_ITEM_SEAT_KINDS_ITEM_TYPE_0_VALUES: set[GameListItemSeatKindsItemType0] = {
    "bot",
    "human",
}


def check_game_list_item_seat_kinds_item_type_0(value: str) -> GameListItemSeatKindsItemType0:
    if value in GAME_LIST_ITEM_SEAT_KINDS_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_LIST_ITEM_SEAT_KINDS_ITEM_TYPE_0_VALUES!r}")

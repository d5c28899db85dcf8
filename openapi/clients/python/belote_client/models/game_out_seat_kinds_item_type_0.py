from typing import Literal

GameOutSeatKindsItemType0 = Literal["bot", "human"]

GAME_OUT_SEAT_KINDS_ITEM_TYPE_0_VALUES: set[GameOutSeatKindsItemType0] = {
    "bot",
    "human",
}


def check_game_out_seat_kinds_item_type_0(value: str) -> GameOutSeatKindsItemType0:
    if value in GAME_OUT_SEAT_KINDS_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_OUT_SEAT_KINDS_ITEM_TYPE_0_VALUES!r}")

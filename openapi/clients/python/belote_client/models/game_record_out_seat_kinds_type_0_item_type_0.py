from typing import Literal

GameRecordOutSeatKindsType0ItemType0 = Literal["bot", "human"]

GAME_RECORD_OUT_SEAT_KINDS_TYPE_0_ITEM_TYPE_0_VALUES: set[GameRecordOutSeatKindsType0ItemType0] = {
    "bot",
    "human",
}


def check_game_record_out_seat_kinds_type_0_item_type_0(value: str) -> GameRecordOutSeatKindsType0ItemType0:
    if value in GAME_RECORD_OUT_SEAT_KINDS_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GAME_RECORD_OUT_SEAT_KINDS_TYPE_0_ITEM_TYPE_0_VALUES!r}"
    )

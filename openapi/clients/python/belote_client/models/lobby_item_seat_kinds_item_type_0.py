from typing import Literal

LobbyItemSeatKindsItemType0 = Literal["bot", "human"]

LOBBY_ITEM_SEAT_KINDS_ITEM_TYPE_0_VALUES: set[LobbyItemSeatKindsItemType0] = {
    "bot",
    "human",
}


def check_lobby_item_seat_kinds_item_type_0(value: str) -> LobbyItemSeatKindsItemType0:
    if value in LOBBY_ITEM_SEAT_KINDS_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOBBY_ITEM_SEAT_KINDS_ITEM_TYPE_0_VALUES!r}")

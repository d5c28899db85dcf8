from typing import Literal

SeatViewOutSeatKindsItemType0 = Literal["bot", "human"]

SEAT_VIEW_OUT_SEAT_KINDS_ITEM_TYPE_0_VALUES: set[SeatViewOutSeatKindsItemType0] = {
    "bot",
    "human",
}


def check_seat_view_out_seat_kinds_item_type_0(value: str) -> SeatViewOutSeatKindsItemType0:
    if value in SEAT_VIEW_OUT_SEAT_KINDS_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_VIEW_OUT_SEAT_KINDS_ITEM_TYPE_0_VALUES!r}")

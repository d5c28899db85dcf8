from typing import Literal

TableOutStatus = Literal["bidding", "finished", "playing", "waiting"]

TABLE_OUT_STATUS_VALUES: set[TableOutStatus] = {
    "bidding",
    "finished",
    "playing",
    "waiting",
}


def check_table_out_status(value: str) -> TableOutStatus:
    if value in TABLE_OUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TABLE_OUT_STATUS_VALUES!r}")

from typing import Literal

GetGameRecordFormat = Literal["belote", "json"]

GET_GAME_RECORD_FORMAT_VALUES: set[GetGameRecordFormat] = {
    "belote",
    "json",
}


def check_get_game_record_format(value: str) -> GetGameRecordFormat:
    if value in GET_GAME_RECORD_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_GAME_RECORD_FORMAT_VALUES!r}")

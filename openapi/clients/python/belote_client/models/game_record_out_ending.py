from typing import Literal

GameRecordOutEnding = Literal["abandoned", "played", "resigned"]

GAME_RECORD_OUT_ENDING_VALUES: set[GameRecordOutEnding] = {
    "abandoned",
    "played",
    "resigned",
}


def check_game_record_out_ending(value: str) -> GameRecordOutEnding:
    if value in GAME_RECORD_OUT_ENDING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_RECORD_OUT_ENDING_VALUES!r}")

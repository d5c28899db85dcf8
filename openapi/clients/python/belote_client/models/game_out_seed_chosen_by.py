from typing import Literal

GameOutSeedChosenBy = Literal["creator", "server"]

GAME_OUT_SEED_CHOSEN_BY_VALUES: set[GameOutSeedChosenBy] = {
    "creator",
    "server",
}


def check_game_out_seed_chosen_by(value: str) -> GameOutSeedChosenBy:
    if value in GAME_OUT_SEED_CHOSEN_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_OUT_SEED_CHOSEN_BY_VALUES!r}")

from typing import Literal

OccupantOutKind = Literal["bot", "player"]

OCCUPANT_OUT_KIND_VALUES: set[OccupantOutKind] = {
    "bot",
    "player",
}


def check_occupant_out_kind(value: str) -> OccupantOutKind:
    if value in OCCUPANT_OUT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OCCUPANT_OUT_KIND_VALUES!r}")

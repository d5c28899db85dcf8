from typing import Literal

OccupantInKind = Literal["bot", "player"]

OCCUPANT_IN_KIND_VALUES: set[OccupantInKind] = {
    "bot",
    "player",
}


def check_occupant_in_kind(value: str) -> OccupantInKind:
    if value in OCCUPANT_IN_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OCCUPANT_IN_KIND_VALUES!r}")

from typing import Literal

RulesDirection = Literal["clockwise", "counterclockwise"]

RULES_DIRECTION_VALUES: set[RulesDirection] = {
    "clockwise",
    "counterclockwise",
}


def check_rules_direction(value: str) -> RulesDirection:
    if value in RULES_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_DIRECTION_VALUES!r}")

from typing import Literal

RulesCapotPoints = Literal[250, 252]

RULES_CAPOT_POINTS_VALUES: set[RulesCapotPoints] = {
    250,
    252,
}


def check_rules_capot_points(value: int) -> RulesCapotPoints:
    if value in RULES_CAPOT_POINTS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_CAPOT_POINTS_VALUES!r}")

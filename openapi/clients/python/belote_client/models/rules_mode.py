from typing import Literal

RulesMode = Literal["classic", "coinche"]

RULES_MODE_VALUES: set[RulesMode] = {
    "classic",
    "coinche",
}


def check_rules_mode(value: str) -> RulesMode:
    if value in RULES_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_MODE_VALUES!r}")

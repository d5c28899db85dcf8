from typing import Literal

RulesUndertrump = Literal["optional", "required"]

RULES_UNDERTRUMP_VALUES: set[RulesUndertrump] = {
    "optional",
    "required",
}


def check_rules_undertrump(value: str) -> RulesUndertrump:
    if value in RULES_UNDERTRUMP_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_UNDERTRUMP_VALUES!r}")

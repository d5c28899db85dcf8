from typing import Literal

RulesSurcoincheMultiplier = Literal[3, 4]

RULES_SURCOINCHE_MULTIPLIER_VALUES: set[RulesSurcoincheMultiplier] = {
    3,
    4,
}


def check_rules_surcoinche_multiplier(value: int) -> RulesSurcoincheMultiplier:
    if value in RULES_SURCOINCHE_MULTIPLIER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_SURCOINCHE_MULTIPLIER_VALUES!r}")

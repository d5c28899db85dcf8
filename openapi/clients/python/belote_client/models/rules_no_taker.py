from typing import Literal

RulesNoTaker = Literal["dealer_forced", "redeal"]

RULES_NO_TAKER_VALUES: set[RulesNoTaker] = {
    "dealer_forced",
    "redeal",
}


def check_rules_no_taker(value: str) -> RulesNoTaker:
    if value in RULES_NO_TAKER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_NO_TAKER_VALUES!r}")

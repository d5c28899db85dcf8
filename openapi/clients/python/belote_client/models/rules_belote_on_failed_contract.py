from typing import Literal

RulesBeloteOnFailedContract = Literal["holder_keeps", "to_defence"]

RULES_BELOTE_ON_FAILED_CONTRACT_VALUES: set[RulesBeloteOnFailedContract] = {
    "holder_keeps",
    "to_defence",
}


def check_rules_belote_on_failed_contract(value: str) -> RulesBeloteOnFailedContract:
    if value in RULES_BELOTE_ON_FAILED_CONTRACT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_BELOTE_ON_FAILED_CONTRACT_VALUES!r}")

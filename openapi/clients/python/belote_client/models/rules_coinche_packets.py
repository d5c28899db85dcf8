from typing import Literal

RulesCoinchePackets = Literal["2-3-3", "3-2-3", "3-3-2"]

RULES_COINCHE_PACKETS_VALUES: set[RulesCoinchePackets] = {
    "2-3-3",
    "3-2-3",
    "3-3-2",
}


def check_rules_coinche_packets(value: str) -> RulesCoinchePackets:
    if value in RULES_COINCHE_PACKETS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_COINCHE_PACKETS_VALUES!r}")

from typing import Literal

RulesFirstPacket = Literal[2, 3]

RULES_FIRST_PACKET_VALUES: set[RulesFirstPacket] = {
    2,
    3,
}


def check_rules_first_packet(value: int) -> RulesFirstPacket:
    if value in RULES_FIRST_PACKET_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULES_FIRST_PACKET_VALUES!r}")

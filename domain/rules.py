"""Table options: every choice docs/rules.md leaves to the table, with its default.

A game's :class:`Rules` are fixed when it is created and recorded in its first
event, so a replay always uses the rules the game was played with.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from domain.errors import InvalidRules

# option -> allowed values (a tuple) or an inclusive integer range.
OPTIONS: dict[str, tuple[Any, ...] | range] = {
    "mode": ("classic",),
    "direction": ("counterclockwise", "clockwise"),
    "first_packet": (3, 2),
    "no_taker": ("redeal", "dealer_forced"),
    "overtrump_partner": (True, False),
    "belote_on_failed_contract": ("holder_keeps", "to_defence"),
    "belote_counts_for_contract": (True, False),
    "announcements": (False, True),
    "capot_points": (252, 250),
    "target": range(100, 5001),
}


@dataclass(frozen=True, slots=True)
class Rules:
    """The table options of docs/rules.md, each defaulting to the book's default.

    ``mode`` is ``classic`` only for now; ``coinche`` and the ``moderne``
    contracts of §10 will arrive as new values and options.
    """

    mode: str = "classic"
    direction: str = "counterclockwise"
    first_packet: int = 3
    no_taker: str = "redeal"
    overtrump_partner: bool = True
    belote_on_failed_contract: str = "holder_keeps"
    belote_counts_for_contract: bool = True
    announcements: bool = False
    capot_points: int = 252
    target: int = 501

    def __post_init__(self) -> None:
        for f in fields(self):
            _check(f.name, getattr(self, f.name))

    @classmethod
    def from_dict(cls, options: dict[str, Any] | None) -> Rules:
        """Rules from a mapping of option names; missing options take defaults."""
        options = dict(options or {})
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise InvalidRules(
                "unknown_rule_option",
                f"unknown rule option {unknown[0]!r}; options are {', '.join(OPTIONS)}",
                option=unknown[0],
                allowed=list(OPTIONS),
            )
        return cls(**options)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


def _check(name: str, value: Any) -> None:
    allowed = OPTIONS[name]
    if isinstance(allowed, range):
        ok = type(value) is int and value in allowed
        described = f"an integer from {allowed.start} to {allowed.stop - 1}"
        listed: Any = {"min": allowed.start, "max": allowed.stop - 1}
    else:
        # `type(...) is` so that True is not accepted as 1 nor 1 as True.
        ok = any(type(value) is type(a) and value == a for a in allowed)
        described = "one of " + ", ".join(repr(a) for a in allowed)
        listed = list(allowed)
    if not ok:
        raise InvalidRules(
            "invalid_rule_value",
            f"rule option {name!r} cannot be {value!r}; it must be {described}",
            option=name,
            allowed=listed,
        )


def compass(rules: Rules) -> tuple[str, str, str, str]:
    """The compass letter a front end shows for each seat (docs/rules.md §1)."""
    return ("S", "E", "N", "W") if rules.direction == "counterclockwise" else ("S", "W", "N", "E")

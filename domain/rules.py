"""Table options: every choice docs/rules.md leaves to the table, with its default.

A game's :class:`Rules` are fixed when it is created and recorded in its first
event, so a replay always uses the rules the game was played with.

``mode`` (§10) decides which options exist at all: ``classic`` has
``first_packet``, ``no_taker`` and ``belote_counts_for_contract``; ``coinche``
(*contrée*) has ``coinche_packets`` and ``surcoinche_multiplier`` instead.
Setting an option of the other mode is refused (``rule_option_not_in_mode``);
``target`` and ``undertrump`` exist in both with a default per mode.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from domain.errors import InvalidRules

MODES = ("classic", "coinche")

# option -> allowed values (a tuple) or an inclusive integer range.
OPTIONS: dict[str, tuple[Any, ...] | range] = {
    "mode": MODES,
    "moderne": (False, True),
    "direction": ("counterclockwise", "clockwise"),
    "first_packet": (3, 2),
    "no_taker": ("redeal", "dealer_forced"),
    "overtrump_partner": (True, False),
    "undertrump": ("required", "optional"),
    "belote_on_failed_contract": ("holder_keeps", "to_defence"),
    "belote_counts_for_contract": (True, False),
    "announcements": (False, True),
    "capot_points": (252, 250),
    "target": range(100, 5001),
    "coinche_packets": ("3-2-3", "3-3-2", "2-3-3"),
    "surcoinche_multiplier": (4, 3),
}

# The options only one mode has; every other option exists in both.
MODE_ONLY: dict[str, str] = {
    "first_packet": "classic",
    "no_taker": "classic",
    "belote_counts_for_contract": "classic",
    "coinche_packets": "coinche",
    "surcoinche_multiplier": "coinche",
}

# Defaults that depend on the mode (§10.2); the others are OPTIONS[name][0].
MODE_DEFAULTS: dict[str, dict[str, Any]] = {
    "classic": {"target": 501, "undertrump": "required"},
    "coinche": {"target": 2000, "undertrump": "optional"},
}

# Placeholder of the options whose default depends on the mode: __post_init__
# replaces it, so a built Rules never holds it where the option applies.
_BY_MODE: Any = None


def default_of(name: str, mode: str = "classic") -> Any:
    """The default of option ``name`` in ``mode`` (None: not an option of it)."""
    if MODE_ONLY.get(name, mode) != mode:
        return None
    if name in MODE_DEFAULTS[mode]:
        return MODE_DEFAULTS[mode][name]
    allowed = OPTIONS[name]
    assert not isinstance(allowed, range)
    return allowed[0]


def options_of(mode: str) -> tuple[str, ...]:
    """The option names of ``mode``, in OPTIONS order."""
    return tuple(name for name in OPTIONS if MODE_ONLY.get(name, mode) == mode)


@dataclass(frozen=True, slots=True)
class Rules:
    """The table options of docs/rules.md, each defaulting to the book's default.

    An option that does not apply to ``mode`` holds None. ``moderne`` adds the
    sans-atout (``SA``) and tout-atout (``TA``) contracts of §10.1.
    """

    mode: str = "classic"
    moderne: bool = False
    direction: str = "counterclockwise"
    first_packet: int | None = _BY_MODE
    no_taker: str | None = _BY_MODE
    overtrump_partner: bool = True
    undertrump: str = _BY_MODE
    belote_on_failed_contract: str = "holder_keeps"
    belote_counts_for_contract: bool | None = _BY_MODE
    announcements: bool = False
    capot_points: int = 252
    target: int = _BY_MODE
    coinche_packets: str | None = _BY_MODE
    surcoinche_multiplier: int | None = _BY_MODE

    def __post_init__(self) -> None:
        _check("mode", self.mode)
        for f in fields(self):
            value = getattr(self, f.name)
            owner = MODE_ONLY.get(f.name, self.mode)
            if owner != self.mode:
                if value is not None:
                    raise InvalidRules(
                        "rule_option_not_in_mode",
                        f"rule option {f.name!r} is an option of mode {owner!r}, "
                        f"not of mode {self.mode!r}",
                        option=f.name,
                        mode=self.mode,
                        allowed=list(options_of(self.mode)),
                    )
                continue
            if value is None:
                object.__setattr__(self, f.name, default_of(f.name, self.mode))
            else:
                _check(f.name, value)

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
        for name, value in options.items():
            if value is None:  # None means "not set", never a value
                raise _invalid(name, value)
        return cls(**options)

    def to_dict(self) -> dict[str, Any]:
        """The options of this game's mode (the other mode's are left out)."""
        return {name: getattr(self, name) for name in options_of(self.mode)}

    @staticmethod
    def check_option(name: str, value: Any) -> None:
        """Raise ``invalid_rule_value`` unless ``value`` is allowed for option ``name``."""
        _check(name, value)

    @property
    def coinche(self) -> bool:
        return self.mode == "coinche"


def _check(name: str, value: Any) -> None:
    allowed = OPTIONS[name]
    if isinstance(allowed, range):
        ok = type(value) is int and value in allowed
    else:
        # `type(...) is` so that True is not accepted as 1 nor 1 as True.
        ok = any(type(value) is type(a) and value == a for a in allowed)
    if not ok:
        raise _invalid(name, value)


def _invalid(name: str, value: Any) -> InvalidRules:
    allowed = OPTIONS[name]
    if isinstance(allowed, range):
        described = f"an integer from {allowed.start} to {allowed.stop - 1}"
        listed: Any = {"min": allowed.start, "max": allowed.stop - 1}
    else:
        described = "one of " + ", ".join(repr(a) for a in allowed)
        listed = list(allowed)
    return InvalidRules(
        "invalid_rule_value",
        f"rule option {name!r} cannot be {value!r}; it must be {described}",
        option=name,
        allowed=listed,
    )


def compass(rules: Rules) -> tuple[str, str, str, str]:
    """The compass letter a front end shows for each seat (docs/rules.md §1)."""
    return ("S", "E", "N", "W") if rules.direction == "counterclockwise" else ("S", "W", "N", "E")

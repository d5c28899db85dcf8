"""Turn clocks: how long a seat may think, and who decides when it lets time run out.

A table may set a *turn clock* (:class:`Clock`, chosen at creation and kept in
``GameCreated``). The seat to act then has ``turn_seconds``, counted from the
append that made it the seat to act. When that runs out, its *stand-in* (the
built-in ``heuristic`` bot, deciding from that seat's view only) decides for
it, and the log records the decision as the stand-in's (``stand_in=True``), so
a replay needs no clock and stays exact.

After ``absent_after`` timeouts in a row a seat is *absent*: its stand-in then
decides at once, as a built-in bot would, until the player says it is back
(``SeatReturned``). A game in which every player is absent is *abandoned* at
the next timeout (``GameAbandoned``): it ends unranked.

This module holds the setting; :mod:`domain.timeouts` says whose clock runs
and what its end brings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from domain.errors import InvalidInput

TURN_SECONDS = range(10, 3601)
ABSENT_AFTER = range(1, 11)


@dataclass(frozen=True, slots=True)
class Clock:
    """A table's turn clock: seconds per decision, and timeouts before a seat is absent."""

    turn_seconds: int
    absent_after: int = 2

    def __post_init__(self) -> None:
        for name, allowed in (("turn_seconds", TURN_SECONDS), ("absent_after", ABSENT_AFTER)):
            value = getattr(self, name)
            if type(value) is not int or value not in allowed:
                raise InvalidInput(
                    f"invalid_{name}",
                    f"clock {name} must be an integer from {allowed.start} to "
                    f"{allowed.stop - 1}, not {value!r}",
                    field=name,
                    min=allowed.start,
                    max=allowed.stop - 1,
                )

    def to_dict(self) -> dict[str, int]:
        return {"turn_seconds": self.turn_seconds, "absent_after": self.absent_after}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Clock:
        unknown = sorted(set(d) - {"turn_seconds", "absent_after"})
        if unknown:
            raise InvalidInput("invalid_clock", f"unknown clock setting {unknown[0]!r}")
        if "turn_seconds" not in d:
            raise InvalidInput("invalid_clock", "a clock needs turn_seconds")
        return cls(**d)

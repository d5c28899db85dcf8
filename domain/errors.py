"""The domain's errors: every refusal carries a stable machine-readable ``code``.

The API passes ``code`` through unchanged, so the codes are part of the public
contract: rename one and a client's error handling breaks.
"""

from __future__ import annotations

from typing import Any


class BeloteError(Exception):
    """Base of every error the domain raises on purpose."""

    code: str = "belote_error"

    def __init__(self, code: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {self.message!r})"


class InvalidInput(BeloteError):
    """Something that is not a card, a suit, an event, … at all."""


class InvalidRules(BeloteError):
    """An unknown table option or a value the option does not allow."""


class RuleViolation(BeloteError):
    """A well-formed decision that the rules forbid right now.

    ``code`` names the rule (``must_follow_suit``, ``not_your_turn``, …) and
    ``details`` usually lists what would have been legal.
    """


class SeatingError(BeloteError):
    """Sitting down or leaving when the table does not allow it."""

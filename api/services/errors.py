"""What the use cases refuse, by kind, each with the stable ``code`` clients see.

No HTTP here: :mod:`api.http.problems` gives each kind its status, in one
place, and turns every refusal into the same problem body.
"""

from __future__ import annotations

from domain.errors import BeloteError


class ServiceError(BeloteError):
    """A request a use case refuses (``code``, ``message`` and ``details`` as shown)."""


class Unauthorized(ServiceError):
    """No caller, or one the service does not know."""


class Forbidden(ServiceError):
    """A known caller who may not do or see this."""


class NotFound(ServiceError):
    """Nothing of that name (a game, a player, a deal, a point of a log)."""


class Conflict(ServiceError):
    """A well-formed request the current state of things refuses."""


class Gone(ServiceError):
    """Something that was there and expired."""


class PreconditionFailed(ServiceError):
    """The caller's condition on the state (its version) no longer holds."""


class Invalid(ServiceError):
    """A request the service cannot act on as asked."""


class Exhausted(ServiceError):
    """A budget spent for now; ``details["retry_after"]`` says for how many seconds."""


def no_game(game_id: str) -> NotFound:
    return NotFound("not_found", f"no game {game_id!r}")

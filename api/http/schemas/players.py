"""Players: creation, renaming, public profiles."""

from __future__ import annotations

from typing import Any

from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import Strict, with_example
from persistence.names import NAME_MAX, NAME_PATTERN


def PlayerName(**kwargs: Any) -> f.String:
    """A display name. Checked by :func:`persistence.names.normalise_name`, whose
    refusals are 422 ``invalid_name`` (not ``validation_error``): the spec states
    the same rule as lengths and a pattern."""
    meta = with_example(
        kwargs,
        example="Mireille",
        minLength=1,
        maxLength=NAME_MAX,
        pattern=NAME_PATTERN,
        description=f"Free text, 1 to {NAME_MAX} characters once trimmed and normalised to "
        "NFC; no control characters (C0, C1, line separators, bidirectional overrides). "
        "Otherwise 422 `invalid_name`.",
    )
    return f.String(metadata=meta, **kwargs)


PLAYER_KINDS = ("human", "bot")


def PlayerKind(**kwargs: Any) -> f.String:
    """Whether an account is a person's or a program's (docs/bots.md)."""
    meta = with_example(
        kwargs,
        example="human",
        description="`human`, or `bot` for a bot account: a program plays it. Chosen when "
        "the player is created and never changed, so that everyone it played knows whom.",
    )
    return f.String(validate=v.OneOf(PLAYER_KINDS), metadata=meta, **kwargs)


class PlayerCreate(Strict):
    name = PlayerName(required=True)
    kind = PlayerKind(metadata={"description": "`human` (when absent) or `bot`: see `PlayerOut`."})


class PlayerRename(Strict):
    name = PlayerName(required=True)


class PlayerOut(Strict):
    id = f.String(required=True, metadata={"example": "k3v8q2mzt7ha"})
    name = f.String(required=True)
    kind = PlayerKind(required=True)
    created_at = f.DateTime(required=True)


class PlayerProfileOut(PlayerOut):
    """A player's public profile."""

    games = f.Integer(required=True, metadata={"description": "Games it holds a seat in."})
    finished_games = f.Integer(required=True)
    stats_url = f.String(required=True, metadata={"example": "/players/k3v8q2mzt7ha/stats"})
    games_url = f.String(required=True, metadata={"example": "/players/k3v8q2mzt7ha/games"})


class PlayerCreated(PlayerOut):
    token = f.String(
        required=True,
        metadata={"description": "Bearer token for `Authorization: Bearer …`; shown only once."},
    )

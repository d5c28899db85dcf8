"""Cross-field rules the server enforces, stated in the spec where fields alone cannot.

Marshmallow fields describe one value each; these conditions (JSON Schema
``if``/``then``/``else``, valid in OpenAPI 3.1) say what depends on another
field, so that a request the spec calls valid is one the server accepts:

- ``Rules``: an option of one mode only is absent from the rules of the
  other (``classic`` unless ``mode`` says ``coinche``), else 422
  ``rule_option_not_in_mode`` (domain.rules.MODE_ONLY);
- ``GameCreate``: four bots play their whole game inside the request, so
  their table's ``target`` is at most 1001, else 422 ``bot_game_too_long``
  (api.services.games.MAX_BOT_ONLY_TARGET); coinche's default target is 2000;
- ``ReplayDecision``: a ``BidMade`` has a ``bid`` and no ``card``, a
  ``CardPlayed`` a ``card`` and no ``bid``, a ``Resigned`` neither, else 422
  ``validation_error`` (api.http.schemas.records.ReplayDecision).
"""

from __future__ import annotations

from typing import Any

from apispec import BasePlugin

from api.services.games import MAX_BOT_ONLY_TARGET
from domain.rules import MODE_DEFAULTS, MODE_ONLY


def _none_of(names: list[str]) -> dict[str, Any]:
    return {"not": {"anyOf": [{"required": [name]} for name in names]}}


COINCHE = {"properties": {"mode": {"const": "coinche"}}, "required": ["mode"]}

MODE_CONDITION: dict[str, Any] = {
    "if": COINCHE,
    "then": _none_of([n for n, mode in MODE_ONLY.items() if mode != "coinche"]),
    "else": _none_of([n for n, mode in MODE_ONLY.items() if mode != "classic"]),
}

_LONG_BY_DEFAULT = [m for m, d in MODE_DEFAULTS.items() if d["target"] > MAX_BOT_ONLY_TARGET]
assert _LONG_BY_DEFAULT == ["coinche"], "FOUR_BOTS_CONDITION names coinche's default target"

FOUR_BOTS_CONDITION: dict[str, Any] = {
    "if": {
        "properties": {"seats": {"items": {"type": "object", "required": ["bot"]}}},
        "required": ["seats"],
    },
    "then": {
        "properties": {
            "rules": {
                "anyOf": [
                    {
                        "properties": {"target": {"maximum": MAX_BOT_ONLY_TARGET}},
                        "required": ["target"],
                    },
                    {"not": {"anyOf": [{"required": ["target"]}, COINCHE]}},
                ]
            }
        }
    },
}


def _is(kind: str) -> dict[str, Any]:
    return {"properties": {"type": {"const": kind}}, "required": ["type"]}


DECISION_CONDITION: dict[str, Any] = {
    "if": _is("BidMade"),
    "then": {"required": ["bid"], **_none_of(["card"])},
    "else": {
        "if": _is("CardPlayed"),
        "then": {"required": ["card"], **_none_of(["bid"])},
        "else": _none_of(["bid", "card"]),
    },
}

CONDITIONS = {
    "Rules": MODE_CONDITION,
    "GameCreate": FOUR_BOTS_CONDITION,
    "ReplayDecision": DECISION_CONDITION,
}


class ConditionsDoc(BasePlugin):
    """Adds :data:`CONDITIONS` to their schemas in the spec."""

    def schema_helper(self, name: str, definition: dict[str, Any], **_: Any) -> dict[str, Any]:
        return dict(CONDITIONS.get(name, {}))

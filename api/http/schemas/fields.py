"""Field types and the strict base schema shared by every resource group."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields as f
from marshmallow import validate as v

from domain.bidding import CAPOT_BID
from domain.cards import CODES, Card
from domain.coinche import BID_VALUES
from domain.contracts import STRAIN_CODES
from domain.errors import BeloteError

STRAINS = list(STRAIN_CODES)  # S H D C SA TA: a contract's "suit" (docs/rules.md §10)
BID_ACTIONS = ["take", "pass", "bid", "coinche", "surcoinche"]
NUMBER_BIDS = [v for v in BID_VALUES if v != CAPOT_BID]


class CardField(f.String):
    """A card code like ``JH`` (rank 7 8 9 T J Q K A, then suit S H D C)."""

    def __init__(self, **kwargs: Any) -> None:
        metadata = with_example(kwargs, example="JH", enum=list(CODES))
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Card:
        code = super()._deserialize(value, attr, data, **kwargs)
        try:
            return Card.parse(code)
        except BeloteError as e:
            raise ma.ValidationError(e.message) from None


def with_example(kwargs: dict[str, Any], **defaults: Any) -> dict[str, Any]:
    """A field's metadata: the caller's ``metadata`` over these defaults (an example)."""
    return {**defaults, **kwargs.pop("metadata", {})}


class StrictBoolean(f.Boolean):
    """JSON ``true``/``false`` only: "false", 0 or 1 are refused, not guessed."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class JSONInteger(f.Integer):
    """An integer as JSON Schema has it: ``2`` and ``2.0`` (a number with no
    fraction), never ``"2"``, ``2.5`` or ``true``. With ``strict=False`` (query
    strings, which are text) digits are read as marshmallow does."""

    def _validated(self, value: Any) -> int:
        if self.strict:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise self.make_error("invalid", input=value)
            if isinstance(value, float) and not value.is_integer():
                raise self.make_error("invalid", input=value)
            return int(value)
        return super()._validated(value)  # type: ignore[no-any-return]


NO_NUL = r"^[^\x00]*$"
"""Free text of a request: no NUL character, which PostgreSQL text cannot hold
(api/http/input_guards.py refuses one anywhere in a JSON body or a query: 422)."""


def Text(**kwargs: Any) -> f.String:
    """Free text a request sends (a seed, an invitation code): the spec states its
    ``pattern`` :data:`NO_NUL`, the server's input guard enforces it."""
    kwargs.setdefault("metadata", {})["pattern"] = NO_NUL
    return f.String(**kwargs)


def Seat(**kwargs: Any) -> f.Integer:
    """A seat number. JSON bodies must send an integer (``strict``); query
    strings, being text, pass ``strict=False``."""
    kwargs.setdefault("strict", True)
    return JSONInteger(validate=v.Range(0, 3), metadata=with_example(kwargs, example=0), **kwargs)


def Team(**kwargs: Any) -> f.Integer:
    return f.Integer(validate=v.Range(0, 1), metadata=with_example(kwargs, example=0), **kwargs)


def Pair(**kwargs: Any) -> f.List:
    """Two integers, for team 0 and team 1."""
    meta = with_example(kwargs, example=[0, 0], description="Team 0, team 1.")
    return f.List(f.Integer(), validate=v.Length(equal=2), metadata=meta, **kwargs)


def StrainField(**kwargs: Any) -> f.String:
    """A contract's suit: ``S H D C``, or ``SA`` (sans-atout) / ``TA`` (tout-atout)
    with the ``moderne`` option."""
    return f.String(validate=v.OneOf(STRAINS), metadata=with_example(kwargs, example="H"), **kwargs)


class BidValueField(f.Field):  # type: ignore[type-arg]
    """A coinche bid's value: 80, 90, ..., 160, or ``"capot"`` (all eight tricks)."""

    def __init__(self, **kwargs: Any) -> None:
        nullable = [{"type": "null"}] if kwargs.get("allow_none") else []
        metadata = with_example(
            kwargs,
            oneOf=[
                {"type": "integer", "enum": NUMBER_BIDS},
                {"type": "string", "enum": ["capot"]},
                *nullable,
            ],
            example=90,
        )
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> int:
        if value == "capot":
            return CAPOT_BID
        if type(value) is int and value in NUMBER_BIDS:
            return value
        raise ma.ValidationError("a bid value is 80, 90, ..., 160 or 'capot'")

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        return value


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE
        ordered = True

"""The seat's view JSON back into :class:`domain.views.SeatView`, and actions to JSON.

The service sends ``to_jsonable(seat_view(state, seat))``; rebuilding the same
frozen dataclasses lets an external bot run any strategy written for the
built-in bots (``strategy(view, entropy)``) on exactly what its chair sees.
The reading follows the dataclasses' own fields and types, the one definition
of the view's shape, as :func:`domain.views.to_jsonable` does the other way.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import cache
from typing import Any

from domain.bidding import Bid, BidAction, value_of
from domain.cards import Card
from domain.contracts import AllSuits, Suit, parse_strain
from domain.events import Occupant
from domain.rules import Rules
from domain.views import SeatView

Json = dict[str, Any]


def seat_view_from_json(body: Json) -> SeatView:
    """The inverse of ``to_jsonable(seat_view(...))`` (the ``get_seat_view`` body)."""
    view: SeatView = from_jsonable(SeatView, body)
    return view


def action_body(seat: int, action: Bid | Card) -> Json:
    """The request body of ``post_play`` (a Card) or ``post_bid`` (a Bid)."""
    if isinstance(action, Card):
        return {"seat": seat, "card": action.code}
    return {"seat": seat, **action.to_dict()}


_STRAINS = {Suit, AllSuits}


def from_jsonable(kind: Any, value: Any) -> Any:
    """A value of type ``kind`` from what :func:`domain.views.to_jsonable` made of one."""
    if value is None:
        return None
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if set(args) - {type(None)} <= _STRAINS:
            return parse_strain(value)
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            return from_jsonable(inner[0], value)
        return value  # a plain JSON value (int | str)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_jsonable(args[0], v) for v in value)
        return tuple(from_jsonable(a, v) for a, v in zip(args, value, strict=True))
    return _reader(kind)(value)


@cache
def _reader(kind: type) -> Any:
    if kind is Card:
        return Card.parse
    if kind is Bid:
        return lambda d: Bid(
            BidAction(d["action"]),
            from_jsonable(Suit | AllSuits, d["suit"]),
            value_of(d.get("value")),
        )
    if kind in (Rules, Occupant):
        return kind.from_dict
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return kind
    if dataclasses.is_dataclass(kind):
        hints = typing.get_type_hints(kind)
        wanted = [(f.name, hints[f.name]) for f in dataclasses.fields(kind)]

        def read(body: Json) -> Any:
            present = {name: from_jsonable(t, body[name]) for name, t in wanted if name in body}
            return kind(**present)  # an absent field keeps its default

        return read
    return lambda v: v

"""Events: a game is its log of decisions; everything else is derived.

*Decisions* (:data:`DECISIONS`) are the only input: creating the game, sitting
down, bidding, playing a card. *Facts* (trick won, belote announced, deal
scored, …) are what folding the decisions produces; they are exposed to
readers but never needed to rebuild a game. Both serialise to plain JSON
dicts carrying a schema version ``v``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from domain.bidding import CAPOT_BID, Bid, BidAction, value_of
from domain.cards import CARDS, Card, Suit
from domain.clocks import Clock
from domain.contracts import Strain, parse_strain
from domain.errors import InvalidInput
from domain.rules import Rules

SCHEMA_VERSION = 1


@dataclass(frozen=True, slots=True)
class Occupant:
    """Who sits in a seat: a player (by id) or a built-in bot (by strategy)."""

    kind: str  # "player" | "bot"
    name: str

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name}

    @classmethod
    def from_dict(cls, d: dict[str, str]) -> Occupant:
        return cls(d["kind"], d["name"])


class Event:
    """Base of decisions and facts. ``type`` is the class name."""

    __slots__ = ()
    decision: ClassVar[bool] = False

    @property
    def type(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"v": SCHEMA_VERSION, "type": self.type}
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            # Optional fields added later stay out while unset, so that older
            # logs and newer ones write a decision the same way.
            if f.name in _OMITTED_WHEN_UNSET and not value:
                continue
            d[f.name] = _encode(value)
        return d


_OMITTED_WHEN_UNSET = frozenset({"stand_in", "clock"})


def _encode(value: Any) -> Any:
    if isinstance(value, Card | Suit):
        return value.name if isinstance(value, Suit) else value.code
    if isinstance(value, Rules | Occupant | Bid | Clock) or hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, tuple | list):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _encode(v) for k, v in value.items()}
    return value


# -- decisions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameCreated(Event):
    """The first event: rules, secret seed, the seats filled at creation, the turn clock."""

    decision: ClassVar[bool] = True
    rules: Rules
    seed: str
    seats: tuple[Occupant | None, ...] = (None, None, None, None)
    clock: Clock | None = None


@dataclass(frozen=True, slots=True)
class SeatTaken(Event):
    decision: ClassVar[bool] = True
    seat: int
    occupant: Occupant


@dataclass(frozen=True, slots=True)
class SeatLeft(Event):
    decision: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """A bid; ``stand_in`` when the seat's stand-in made it (see domain.timeouts)."""

    decision: ClassVar[bool] = True
    seat: int
    bid: Bid
    stand_in: bool = False


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card played; ``stand_in`` when the seat's stand-in chose it."""

    decision: ClassVar[bool] = True
    seat: int
    card: Card
    stand_in: bool = False


@dataclass(frozen=True, slots=True)
class SeatReturned(Event):
    """An absent seat's player is back: its own clock runs again at its turns."""

    decision: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class GameAbandoned(Event):
    """Every player was absent when a clock ran out: the game ends, unranked."""

    decision: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    """The seat's player concedes the game for its team (docs/rules.md §9)."""

    decision: ClassVar[bool] = True
    seat: int


_CARD_PLAYED = tuple(CardPlayed(seat, card) for seat in range(4) for card in CARDS)


def card_played(seat: int, card: Card) -> CardPlayed:
    """``CardPlayed(seat, card)``, shared: events are immutable, so the 128
    possible ones are built once and handed out (bots and benchmarks call
    this thousands of times a second)."""
    if type(card) is Card and type(seat) is int and 0 <= seat < 4:
        return _CARD_PLAYED[seat << 5 | card]
    return CardPlayed(seat, card)


DECISIONS: dict[str, type[Event]] = {
    c.__name__: c
    for c in (
        GameCreated,
        SeatTaken,
        SeatLeft,
        BidMade,
        CardPlayed,
        SeatReturned,
        GameAbandoned,
        Resigned,
    )
}


def decision_from_dict(d: dict[str, Any]) -> Event:
    """Parse one serialised decision; raises InvalidInput on anything else."""
    try:
        kind = d["type"]
        if d.get("v", SCHEMA_VERSION) != SCHEMA_VERSION:
            raise InvalidInput(
                "unsupported_event_version", f"event schema version {d['v']!r} is not supported"
            )
        if kind == "GameCreated":
            return GameCreated(
                Rules.from_dict(d["rules"]),
                str(d["seed"]),
                tuple(Occupant.from_dict(o) if o else None for o in d["seats"]),
                Clock.from_dict(d["clock"]) if d.get("clock") else None,
            )
        if kind == "SeatTaken":
            return SeatTaken(int(d["seat"]), Occupant.from_dict(d["occupant"]))
        if kind == "SeatLeft":
            return SeatLeft(int(d["seat"]))
        if kind == "BidMade":
            return BidMade(int(d["seat"]), bid_from_dict(d["bid"]), _stand_in(d))
        if kind == "CardPlayed":
            if _stand_in(d):
                return CardPlayed(int(d["seat"]), Card.parse(d["card"]), stand_in=True)
            return card_played(int(d["seat"]), Card.parse(d["card"]))
        if kind == "SeatReturned":
            return SeatReturned(int(d["seat"]))
        if kind == "GameAbandoned":
            return GameAbandoned()
        if kind == "Resigned":
            return Resigned(int(d["seat"]))
    except InvalidInput:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise InvalidInput("invalid_event", f"malformed event {d!r}: {e}") from None
    raise InvalidInput("invalid_event", f"unknown decision type {d.get('type')!r}")


def _stand_in(d: dict[str, Any]) -> bool:
    flag = d.get("stand_in", False)
    if type(flag) is not bool:
        raise InvalidInput("invalid_event", f"stand_in must be true or false, not {flag!r}")
    return flag


def bid_from_dict(b: dict[str, Any]) -> Bid:
    """A bid as serialised by :meth:`Bid.to_dict` (old classic logs, without
    ``value``, included); ``value`` is an integer or ``"capot"``."""
    suit = parse_strain(b["suit"]) if b.get("suit") else None
    return Bid(BidAction(b["action"]), suit, value_of(b.get("value")))


def to_json(events: list[Event]) -> list[dict[str, Any]]:
    return [e.to_dict() for e in events]


def from_json(data: list[dict[str, Any]]) -> list[Event]:
    return [decision_from_dict(d) for d in data]


# -- facts (derived, for readers) ---------------------------------------------


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """All four seats are filled; deal 0 follows."""


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    deal_index: int
    dealer: int
    retourne: Card | None  # None in coinche: no retourne


@dataclass(frozen=True, slots=True)
class DealThrownIn(Event):
    """Everyone passed twice: nobody scores, the dealer rotates."""

    deal_index: int


@dataclass(frozen=True, slots=True)
class ContractTaken(Event):
    """Bidding is over; the hands are completed to eight cards (classic).

    ``trump`` is a suit, ``SA`` or ``TA``. Coinche contracts also carry the
    bid ``value`` and the ``multiplier`` (both left out of classic ones).
    """

    deal_index: int
    taker: int
    trump: Strain
    value: int | None = None
    multiplier: int = 1

    def to_dict(self) -> dict[str, Any]:
        d = Event.to_dict(self)
        if self.value is None:
            del d["value"], d["multiplier"]
        else:
            d["value"] = "capot" if self.value == CAPOT_BID else self.value
        return d


@dataclass(frozen=True, slots=True)
class BeloteAnnounced(Event):
    seat: int
    word: str  # "belote" with the first of trump king/queen, then "rebelote"


@dataclass(frozen=True, slots=True)
class AnnouncementsShown(Event):
    """The seats' combinations, public at the end of the first trick."""

    announcements: tuple[tuple[dict[str, Any], ...], ...]
    scoring_team: int | None


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    deal_index: int
    trick_index: int
    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """A deal's result: ``card_points`` (with the dix de der) and the seat that
    held the ``belote``, beside what was compared (``totals``) and scored."""

    deal_index: int
    outcome: str
    totals: tuple[int, int]
    scores: tuple[int, int]
    game_scores: tuple[int, int]
    reserve: int
    card_points: tuple[int, int] = (0, 0)
    belote: int | None = None


@dataclass(frozen=True, slots=True)
class SeatAbsent(Event):
    """The stand-in decided the seat's last ``absent_after`` turns in a row: its
    player is absent, and its stand-in decides at once until ``SeatReturned``."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winner: int
    scores: tuple[int, int]
    ranking_scores: tuple[int, int]
    seed: str

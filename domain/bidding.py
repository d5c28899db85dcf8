"""Bidding (*la prise*, docs/rules.md §4): who takes, and in which trump.

Round one: from the seat after the dealer, each seat takes the retourne's suit
or passes. Round two, if all passed: each seat may take naming another suit.
The first take ends the bidding; that seat is the *taker* (*preneur*). Two
passing rounds throw the deal in (``no_taker = redeal``), unless the dealer is
forced to name a suit (``dealer_forced``).

With ``moderne`` (§10.1), round two may also name ``SA`` or ``TA``.

Coinche's auction (§10.2) is :class:`domain.coinche.CoincheAuction`, with the
same interface (:class:`Auction`); :mod:`domain.modes` picks one per game.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from domain.cards import Suit
from domain.contracts import STRAINS, AllSuits, Contract, Strain
from domain.errors import RuleViolation

CAPOT_BID = 250
"""The coinche bid ``capot`` (win all eight tricks), above every number bid."""


class BidAction(StrEnum):
    TAKE = "take"  # classic
    PASS = "pass"
    BID = "bid"  # coinche: a value and a suit
    COINCHE = "coinche"
    SURCOINCHE = "surcoinche"


@dataclass(frozen=True, slots=True)
class Bid:
    """A bidding decision. ``suit`` is the trump named (a suit, or ``SA``/``TA``
    with ``moderne``); None on a classic take means the retourne's. ``value``
    is a coinche bid's value: 80..160 or :data:`CAPOT_BID`."""

    action: BidAction
    suit: Strain | None = None
    value: int | None = None

    def to_dict(self) -> dict[str, str | int | None]:
        d: dict[str, str | int | None] = {
            "action": self.action.value,
            "suit": self.suit.name if self.suit is not None else None,
        }
        if self.action is BidAction.BID:
            d["value"] = value_code(self.value)
        return d


def value_code(value: int | None) -> int | str | None:
    """A bid value as the API writes it: an integer, or ``"capot"``."""
    return "capot" if value == CAPOT_BID else value


def value_of(code: int | str | None) -> int | None:
    """The inverse of :func:`value_code`."""
    if code == "capot":
        return CAPOT_BID
    if code is None or type(code) is int:
        return code
    raise ValueError(f"a bid value is an integer or 'capot', not {code!r}")


# A module constant: a global name is cheaper than an Enum attribute on the hot path.
_TAKE = BidAction.TAKE

PASS = Bid(BidAction.PASS)
TAKES = {strain: Bid(BidAction.TAKE, strain) for strain in STRAINS}


class Auction(Protocol):
    """What a deal needs of an auction, classic or coinche."""

    bids: list[tuple[int, Bid]]
    turn: int

    @property
    def round(self) -> int: ...

    @property
    def contract(self) -> Contract | None: ...

    @property
    def finished(self) -> bool: ...

    def copy(self) -> Auction: ...

    def legal_bids(self) -> tuple[Bid, ...]: ...

    def check(self, bid: Bid) -> Bid: ...

    def record(self, seat: int, bid: Bid) -> bool: ...


class ClassicAuction:
    """The two-round take-or-pass auction. Mutable; owned by one deal."""

    __slots__ = ("bids", "dealer", "dealer_forced", "moderne", "retourne_suit", "turn")

    def __init__(
        self, dealer: int, retourne_suit: Suit, dealer_forced: bool, moderne: bool = False
    ) -> None:
        self.dealer = dealer
        self.retourne_suit = retourne_suit
        self.dealer_forced = dealer_forced
        self.moderne = moderne
        self.bids: list[tuple[int, Bid]] = []
        self.turn = (dealer + 1) % 4

    def copy(self) -> ClassicAuction:
        """An independent copy (the bids recorded so far are immutable)."""
        twin = ClassicAuction.__new__(ClassicAuction)
        for name in ClassicAuction.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.bids = list(self.bids)
        return twin

    @property
    def round(self) -> int:
        return _round(len(self.bids))

    @property
    def contract(self) -> Contract | None:
        """The contract once a seat took; None before, or after two passing rounds."""
        if self.bids:
            seat, last = self.bids[-1]
            if last.action is _TAKE:
                assert last.suit is not None
                return Contract(seat, last.suit)
        return None

    @property
    def finished(self) -> bool:
        return len(self.bids) == 8 or self.contract is not None

    def legal_bids(self) -> tuple[Bid, ...]:
        forced = self.dealer_forced and len(self.bids) == 7
        return _LEGAL[_round(len(self.bids)), self.retourne_suit, forced, self.moderne]

    def check(self, bid: Bid) -> Bid:
        """The bid as it will be recorded (a take's suit made explicit), or a
        RuleViolation: a classic auction knows only take and pass."""
        legal = self.legal_bids()
        if bid.action is _TAKE:
            suit = self.retourne_suit if bid.suit is None and self.round == 1 else bid.suit
            for legal_bid in legal:  # the shared Bid of that take, if it is legal
                if legal_bid.action is _TAKE and legal_bid.suit == suit:
                    return legal_bid
            allowed = [b.suit.name for b in legal if b.suit is not None]
            raise RuleViolation(
                "suit_not_allowed",
                f"in round {self.round} a take must name "
                + (
                    f"the retourne's suit {allowed[0]}"
                    if self.round == 1
                    else "one of " + ", ".join(allowed)
                ),
                allowed_suits=allowed,
            )
        if bid.action is not BidAction.PASS:
            raise RuleViolation(
                "action_not_in_mode",
                f"{bid.action.value!r} is not a classic bid: take or pass",
                allowed_actions=["take", "pass"],
            )
        if PASS not in legal:
            raise RuleViolation(
                "dealer_must_take",
                "the three others passed twice: the dealer must name a suit, not the retourne's",
                allowed_suits=[b.suit.name for b in legal if b.suit is not None],
            )
        return PASS

    def record(self, seat: int, bid: Bid) -> bool:
        """Record a checked bid; True when the bidding is over."""
        self.bids.append((seat, bid))
        self.turn = (seat + 1) % 4
        return bid.action is _TAKE or len(self.bids) == 8


def _round(bids_made: int) -> int:
    """The round of a classic auction after ``bids_made`` bids: 1, then 2 from the fifth."""
    return 1 if bids_made < 4 else 2


# Every possible answer of legal_bids, built once:
# (round, retourne suit, dealer forced, moderne).
_LEGAL: dict[tuple[int, Suit, bool, bool], tuple[Bid, ...]] = {}
for _suit in Suit:
    for _moderne in (False, True):
        _named = (*Suit, *AllSuits) if _moderne else tuple(Suit)
        _others = tuple(TAKES[s] for s in _named if s != _suit)
        for _forced in (False, True):
            _LEGAL[1, _suit, _forced, _moderne] = (TAKES[_suit], PASS)
            _LEGAL[2, _suit, _forced, _moderne] = _others if _forced else (*_others, PASS)

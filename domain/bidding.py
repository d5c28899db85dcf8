"""Bidding (*la prise*, docs/rules.md §4): who takes, and in which trump.

Round one: from the seat after the dealer, each seat takes the retourne's suit
or passes. Round two, if all passed: each seat may take naming another suit.
The first take ends the bidding; that seat is the *taker* (*preneur*). Two
passing rounds throw the deal in (``no_taker = redeal``), unless the dealer is
forced to name a suit (``dealer_forced``).

Coinche's auction (§10.2) will be a second class with the same three methods.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.cards import Suit
from domain.errors import RuleViolation


class BidAction(StrEnum):
    TAKE = "take"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Bid:
    """A bidding decision. ``suit`` is the trump named; None means the retourne's."""

    action: BidAction
    suit: Suit | None = None

    def to_dict(self) -> dict[str, str | None]:
        return {
            "action": self.action.value,
            "suit": self.suit.name if self.suit is not None else None,
        }


PASS = Bid(BidAction.PASS)
TAKES = {suit: Bid(BidAction.TAKE, suit) for suit in Suit}


class ClassicAuction:
    """The two-round take-or-pass auction. Mutable; owned by one deal."""

    __slots__ = ("bids", "dealer", "dealer_forced", "retourne_suit", "turn")

    def __init__(self, dealer: int, retourne_suit: Suit, dealer_forced: bool) -> None:
        self.dealer = dealer
        self.retourne_suit = retourne_suit
        self.dealer_forced = dealer_forced
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
        return 1 if len(self.bids) < 4 else 2

    def legal_bids(self) -> tuple[Bid, ...]:
        forced = self.dealer_forced and len(self.bids) == 7
        return _LEGAL[self.round, self.retourne_suit, forced]

    def check(self, bid: Bid) -> Bid:
        """The bid with its suit made explicit, or a RuleViolation."""
        legal = self.legal_bids()
        if bid.action is BidAction.TAKE:
            suit = self.retourne_suit if bid.suit is None and self.round == 1 else bid.suit
            explicit = Bid(BidAction.TAKE, suit)
            if explicit in legal:
                return explicit
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
        return bid.action is BidAction.TAKE or len(self.bids) == 8


# Every possible answer of legal_bids, built once: (round, retourne suit, dealer forced).
_LEGAL: dict[tuple[int, Suit, bool], tuple[Bid, ...]] = {}
for _suit in Suit:
    _others = tuple(TAKES[s] for s in Suit if s != _suit)
    for _forced in (False, True):
        _LEGAL[1, _suit, _forced] = (TAKES[_suit], PASS)
        _LEGAL[2, _suit, _forced] = _others if _forced else (*_others, PASS)

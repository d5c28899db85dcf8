"""The coinche (*contrée*) auction of docs/rules.md §10.2.

From the seat after the dealer, in seat order, each seat in turn may:

- **pass**;
- **bid** a value (80, 90, …, 160, or ``capot``: all eight tricks) with a
  suit (``SA``/``TA`` too with ``moderne``), strictly above the highest bid
  so far; a seat may raise its partner and may bid after having passed;
- **coinche** the highest bid if the other team made it and nobody coinched
  it yet (doubling the stakes); after a coinche only pass and surcoinche
  remain;
- **surcoinche** a coinched bid of its own team (the stakes times
  ``surcoinche_multiplier``), which ends the auction.

The auction ends after three passes in a row following a bid or a coinche;
four passes with no bid throw the deal in. The highest bidder is the *taker*.
Same interface as :class:`domain.bidding.ClassicAuction`.
"""

from __future__ import annotations

from domain.bidding import CAPOT_BID, PASS, Bid, BidAction, value_code
from domain.cards import Suit
from domain.contracts import AllSuits, Contract, Strain
from domain.errors import RuleViolation

BID_VALUES: tuple[int, ...] = (*range(80, 161, 10), CAPOT_BID)
COINCHE = Bid(BidAction.COINCHE)
SURCOINCHE = Bid(BidAction.SURCOINCHE)
COINCHE_MULTIPLIER = 2

# Module constants: a global name is cheaper than an Enum attribute on the hot path.
_ACT_PASS, _ACT_BID, _ACT_COINCHE, _ACT_SURCOINCHE = (
    BidAction.PASS,
    BidAction.BID,
    BidAction.COINCHE,
    BidAction.SURCOINCHE,
)
_SUITS: dict[bool, tuple[Strain, ...]] = {False: tuple(Suit), True: (*Suit, *AllSuits)}
_BIDS = {(v, s): Bid(BidAction.BID, s, v) for v in BID_VALUES for s in _SUITS[True]}


class CoincheAuction:
    """The coinche auction of one deal. Mutable; owned by one deal.

    ``high`` is (seat, bid) of the highest bid so far; ``passes`` counts the
    passes in a row since the last bid or coinche.
    """

    __slots__ = (
        "bids",
        "coinched_by",
        "dealer",
        "high",
        "moderne",
        "passes",
        "surcoinche_multiplier",
        "surcoinched_by",
        "turn",
    )

    def __init__(self, dealer: int, moderne: bool, surcoinche_multiplier: int) -> None:
        self.dealer = dealer
        self.moderne = moderne
        self.surcoinche_multiplier = surcoinche_multiplier
        self.bids: list[tuple[int, Bid]] = []
        self.turn = (dealer + 1) % 4
        self.high: tuple[int, Bid] | None = None
        self.coinched_by: int | None = None
        self.surcoinched_by: int | None = None
        self.passes = 0

    def copy(self) -> CoincheAuction:
        twin = CoincheAuction.__new__(CoincheAuction)
        for name in CoincheAuction.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.bids = list(self.bids)
        return twin

    @property
    def round(self) -> int:
        """The tour of the table the auction is in, from 1."""
        return 1 + len(self.bids) // 4

    @property
    def finished(self) -> bool:
        return self._over()

    def _over(self) -> bool:
        # A method: inside the class, cheaper to call than the property.
        if self.surcoinched_by is not None:
            return True
        return self.passes == (4 if self.high is None else 3)

    @property
    def multiplier(self) -> int:
        if self.surcoinched_by is not None:
            return self.surcoinche_multiplier
        return COINCHE_MULTIPLIER if self.coinched_by is not None else 1

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is over; None before, or when thrown in."""
        if self.high is None or not self._over():
            return None
        seat, bid = self.high
        assert bid.suit is not None
        return Contract(
            seat, bid.suit, bid.value, self.multiplier, self.coinched_by, self.surcoinched_by
        )

    def legal_bids(self) -> tuple[Bid, ...]:
        """Every bid the seat to act may make (empty once the auction is over)."""
        if self._over():
            return ()
        high = self.high
        team = self.turn & 1
        coinched = self.coinched_by is not None
        floor = 0 if high is None or coinched else _index_above(high[1].value)
        if coinched:
            floor = len(BID_VALUES)
        can_coinche = high is not None and not coinched and high[0] & 1 != team
        can_surcoinche = coinched and high is not None and high[0] & 1 == team
        return _legal(floor, self.moderne, can_coinche, can_surcoinche)

    def check(self, bid: Bid) -> Bid:
        """The bid as recorded, or a RuleViolation naming the rule it breaks."""
        action = bid.action
        high = self.high
        team = self.turn & 1
        if action is _ACT_PASS:
            return PASS
        if action is _ACT_BID:
            if self.coinched_by is not None:
                raise _only_surcoinche_or_pass()
            if bid.value not in BID_VALUES:
                raise RuleViolation(
                    "invalid_bid_value",
                    f"a bid is 80, 90, ..., 160 or capot, not {bid.value!r}",
                    allowed_values=[value_code(v) for v in BID_VALUES],
                )
            suits = _SUITS[self.moderne]
            if bid.suit not in suits:
                raise RuleViolation(
                    "suit_not_allowed",
                    "a bid names one of " + ", ".join(s.name for s in suits),
                    allowed_suits=[s.name for s in suits],
                )
            if high is not None and bid.value <= (high[1].value or 0):
                raise RuleViolation(
                    "bid_too_low",
                    f"a bid must be above the highest bid, {value_code(high[1].value)}",
                    min_value=value_code(BID_VALUES[min(_index_above(high[1].value), 9)]),
                )
            return _BIDS[bid.value, bid.suit]
        if action is _ACT_COINCHE:
            if high is None:
                raise RuleViolation("nothing_to_coinche", "there is no bid to coinche yet")
            if self.coinched_by is not None:
                raise RuleViolation("already_coinched", "the highest bid is already coinched")
            if high[0] & 1 == team:
                raise RuleViolation(
                    "cannot_coinche_own_team", "a seat cannot coinche its own team's bid"
                )
            return COINCHE
        if action is _ACT_SURCOINCHE:
            if self.coinched_by is None or high is None:
                raise RuleViolation("not_coinched", "only a coinched bid can be surcoinched")
            if high[0] & 1 != team:
                raise RuleViolation(
                    "cannot_surcoinche_other_team",
                    "only the team holding the coinched bid may surcoinche",
                )
            return SURCOINCHE
        raise RuleViolation(
            "action_not_in_mode",
            f"{action.value!r} is not a coinche bid: pass, bid, coinche or surcoinche",
            allowed_actions=["pass", "bid", "coinche", "surcoinche"],
        )

    def record(self, seat: int, bid: Bid) -> bool:
        """Record a checked bid; True when the auction is over."""
        self.bids.append((seat, bid))
        self.turn = (seat + 1) % 4
        action = bid.action
        if action is _ACT_PASS:
            self.passes += 1
        elif action is _ACT_BID:
            self.high = (seat, bid)
            self.passes = 0
        elif action is _ACT_COINCHE:
            self.coinched_by = seat
            self.passes = 0
        else:
            self.surcoinched_by = seat
        return self._over()


def _only_surcoinche_or_pass() -> RuleViolation:
    return RuleViolation(
        "only_surcoinche_or_pass",
        "after a coinche the bidding is frozen: only pass or surcoinche",
    )


def _index_above(value: int | None) -> int:
    """The index in BID_VALUES of the lowest value above ``value``."""
    return _ABOVE[value]


_ABOVE: dict[int | None, int] = {None: 0, **{v: i + 1 for i, v in enumerate(BID_VALUES)}}


_LEGAL_CACHE: dict[tuple[int, bool, bool, bool], tuple[Bid, ...]] = {}


def _legal(floor: int, moderne: bool, can_coinche: bool, can_surcoinche: bool) -> tuple[Bid, ...]:
    key = (floor, moderne, can_coinche, can_surcoinche)
    legal = _LEGAL_CACHE.get(key)
    if legal is None:
        bids = [_BIDS[v, s] for v in BID_VALUES[floor:] for s in _SUITS[moderne]]
        legal = (PASS, *bids)
        if can_coinche:
            legal += (COINCHE,)
        if can_surcoinche:
            legal += (SURCOINCHE,)
        _LEGAL_CACHE[key] = legal
    return legal

"""Shared helpers for the domain tests (not a test module itself).

Card orders, points, the §5 legality and the trick winner come from the
tests' reference implementation of the rule book (``tests/reference``, which
shares nothing with ``domain/``), so that the tests compare the engine against
the rule book and not against itself; a
:class:`Table` drives a real :class:`~domain.game.GameState` while keeping its
decision log (for replays) and every fact it produced.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from typing import Any

import reference.cards
import reference.tricks

from domain.bidding import Bid, BidAction
from domain.cards import Card, Suit, cards_of, mask_of
from domain.events import (
    BidMade,
    CardPlayed,
    Event,
    GameCreated,
    Occupant,
)
from domain.game import GameState, Phase, new_game
from domain.rules import Rules
from domain.views import seat_view, table_view, to_jsonable

# -- docs/rules.md §2 and §5: the tests' reference (tests/reference), on card codes ------

TRUMP_STRONGEST_FIRST = reference.cards.TRUMP_ORDER
PLAIN_STRONGEST_FIRST = reference.cards.PLAIN_ORDER
TRUMP_POINTS = reference.cards.TRUMP_POINTS
PLAIN_POINTS = reference.cards.PLAIN_POINTS

BOTS = tuple(Occupant("bot", "random") for _ in range(4))


def c(code: str) -> Card:
    return Card.parse(code)


def m(*codes: str) -> int:
    """A hand mask from card codes: ``m("JH", "9H")``."""
    return mask_of(Card.parse(x) for x in codes)


def codes(cards: Iterable[Card]) -> list[str]:
    return [x.code for x in cards]


def codeset(mask_or_cards: int | Iterable[Card]) -> set[str]:
    if isinstance(mask_or_cards, int):
        return {x.code for x in cards_of(mask_or_cards)}
    return {x.code for x in mask_or_cards}


def card_codes(value: Any) -> list[str]:
    """Every card code among the strings of a JSON value (keys included)."""
    if isinstance(value, str):
        return [value] if len(value) == 2 and value in reference.cards.DECK else []
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in card_codes(k) + card_codes(v)]
    if isinstance(value, list | tuple):
        return [x for v in value for x in card_codes(v)]
    return []


def strength(code: str, trump: str) -> int:
    """Strength of a card within its own suit (higher is stronger)."""
    return reference.cards.strength(code, trump)


def points(code: str, trump: str) -> int:
    return reference.cards.points(code, trump)


def ref_master(trick: list[str], trump: str) -> int:
    """Index in ``trick`` (playing order) of the card winning it (§5)."""
    return reference.tricks.winner_index(trick, trump)


def ref_legal(
    hand: Iterable[str],
    trick: list[str],
    trump: str,
    overtrump_partner: bool,
    undertrump: str = "required",
) -> set[str]:
    """The legal cards per docs/rules.md §5 (and §10), for the seat playing after ``trick``."""
    return reference.tricks.legal(hand, trick, trump, overtrump_partner, undertrump)


def undertrump_of(rules: Rules) -> str:
    """The ``undertrump`` option (§10.2), ``required`` where the engine has none yet."""
    return str(getattr(rules, "undertrump", "required"))


# -- driving a real game ---------------------------------------------------------


class Table:
    """A GameState plus its decision log and every fact it produced."""

    def __init__(self, seed: str = "table", rules: Rules | None = None, **options: Any) -> None:
        self.rules = rules if rules is not None else Rules(**options)
        created = GameCreated(self.rules, seed, BOTS)
        self.state, facts = new_game(created)
        self.log: list[Event] = [created]
        self.facts: list[Event] = list(facts)

    @classmethod
    def from_log(cls, log: list[Event]) -> Table:
        """A table rebuilt by applying ``log`` live (facts collected)."""
        created = log[0]
        assert isinstance(created, GameCreated)
        t = cls.__new__(cls)
        t.rules = created.rules
        t.state, facts = new_game(created)
        t.log = [created]
        t.facts = list(facts)
        for event in log[1:]:
            t.apply(event)
        return t

    # reading
    @property
    def deal(self):  # type: ignore[no-untyped-def]
        assert self.state.deal is not None
        return self.state.deal

    def hand(self, seat: int) -> set[str]:
        return codeset(self.deal.hands[seat])

    @property
    def trick(self) -> list[str]:
        return [x.code for x in self.deal.trick]

    @property
    def trump(self) -> str:
        assert self.deal.trump is not None
        return self.deal.trump.name

    # deciding
    def apply(self, event: Event) -> list[Event]:
        facts = self.state.apply(event)
        self.log.append(event)
        self.facts.extend(facts)
        return facts

    def pass_(self) -> list[Event]:
        return self.apply(BidMade(self.state.turn, Bid(BidAction.PASS)))  # type: ignore[arg-type]

    def take(self, suit: str | None = None) -> list[Event]:
        s = Suit[suit] if suit is not None else None
        return self.apply(BidMade(self.state.turn, Bid(BidAction.TAKE, s)))  # type: ignore[arg-type]

    def play(self, code: str) -> list[Event]:
        return self.apply(CardPlayed(self.state.turn, c(code)))  # type: ignore[arg-type]

    def random_decision(self, rng: random.Random) -> Event:
        seat = self.state.turn
        assert seat is not None
        if self.state.phase is Phase.BIDDING:
            return BidMade(seat, rng.choice(self.state.legal_bids()))
        return CardPlayed(seat, rng.choice(self.state.legal_cards()))

    def step(self, rng: random.Random) -> list[Event]:
        return self.apply(self.random_decision(rng))

    def play_out_deal(self, rng: random.Random) -> list[Event]:
        """Random legal decisions until the current deal is scored or thrown in."""
        index = self.deal.index
        out: list[Event] = []
        while self.state.winner is None and self.deal.index == index:
            out += self.step(rng)
        return out


def find_table(
    predicate: Callable[[Table], bool],
    seeds: Iterable[str] | None = None,
    max_decisions: int = 400,
    **options: Any,
) -> Table:
    """The first table (over ``seeds``, random legal play) where ``predicate`` holds.

    The search is deterministic: seed names and the move chooser are fixed.
    """
    for seed in seeds if seeds is not None else (f"find-{i}" for i in range(2000)):
        t = Table(seed, **options)
        rng = random.Random(seed)
        for _ in range(max_decisions):
            if t.state.winner is not None:
                break
            if predicate(t):
                return t
            t.step(rng)
    raise AssertionError("no position found for the predicate")


def snapshot(state: GameState) -> str:
    """Everything observable about a state, as one JSON string."""
    deal = state.deal
    data = {
        "table": to_jsonable(table_view(state)),
        "seats": [to_jsonable(seat_view(state, s)) for s in range(4)],
        "hands": list(deal.hands) if deal is not None else None,
        "trick": [int(x) for x in deal.trick] if deal is not None else None,
        "legal_cards": codes(state.legal_cards()),
        "legal_bids": [b.to_dict() for b in state.legal_bids()],
        "scores": list(state.scores),
        "reserve": state.reserve,
        "version": state.version,
        "decisions": state.decisions,
        "deals": len(state.deals),
    }
    return json.dumps(data, sort_keys=True)


# -- hand-made deals ------------------------------------------------------------


def handmade_deal(
    hands: dict[int, list[str]] | list[list[str]],
    dealer: int,
    taker: int,
    retourne: str,
    rules: Rules | None = None,
    first_packet: int = 3,
):
    """A :class:`~domain.deal.DealState` whose 8-card hands are exactly ``hands``.

    A deck is laid out so that §3's dealing and completion give ``hands`` when
    ``taker`` takes; the taker's hand must hold ``retourne``. Bidding is then
    done on the returned deal: passes until ``taker``, who takes in round one
    (trump = the retourne's suit).
    """
    from domain.deal import DealState
    from domain.dealing import DealtCards

    hands = {s: list(hands[s]) for s in range(4)}
    assert retourne in hands[taker]
    assert sorted(x for h in hands.values() for x in h) == sorted(
        r + s for s in "SHDC" for r in "789TJQKA"
    )
    rest = {s: [x for x in hands[s] if not (s == taker and x == retourne)] for s in range(4)}
    deck: list[str] = []
    order = [(dealer + k) % 4 for k in range(1, 5)]
    taken = dict.fromkeys(range(4), 0)
    for packet in (first_packet, 5 - first_packet):
        for s in order:
            deck += rest[s][taken[s] : taken[s] + packet]
            taken[s] += packet
    deck.append(retourne)
    for s in order:
        n = 2 if s == taker else 3
        deck += rest[s][taken[s] : taken[s] + n]
        taken[s] += n
    assert len(deck) == 32
    cards_deck = tuple(c(x) for x in deck)
    first_five = tuple(tuple(c(x) for x in rest[s][:5]) for s in range(4))
    dealt = DealtCards(
        deal_index=0,
        dealer=dealer,
        cut=3,
        deck=cards_deck,
        first_five=first_five,
        retourne=c(retourne),
    )
    deal = DealState(dealt, rules if rules is not None else Rules(first_packet=first_packet))
    seat = (dealer + 1) % 4
    while seat != taker:
        deal.bid(seat, Bid(BidAction.PASS))
        seat = (seat + 1) % 4
    deal.bid(taker, Bid(BidAction.TAKE))
    for s in range(4):
        assert codeset(deal.hands[s]) == set(hands[s]), s
    return deal


def play_cards(deal, cards: Iterable[str]) -> list[Event]:
    """Play ``cards`` in turn order on a DealState; returns every fact."""
    facts: list[Event] = []
    for x in cards:
        facts += deal.play(deal.turn, c(x))
    return facts

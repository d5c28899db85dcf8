"""What each reader may see: immutable snapshots of a :class:`GameState`.

Hidden information is decided here and nowhere else:

- :class:`TableView`: what a spectator sees: everything played face up.
- :class:`SeatView`: the table plus one seat's own hand and legal actions.
- :class:`DealRecord`: a finished deal with every hand, public history.

A card dealt to a seat appears in another reader's view only once it is
played, shown as an announcement, or its deal is over.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from domain.bidding import Bid, BidAction, value_code
from domain.cards import Card, Suit, cards_of
from domain.contracts import AllSuits, Contract, Strain
from domain.deal import DealState
from domain.events import Occupant
from domain.game import GameState, Phase
from domain.rules import Rules
from domain.tricks import Trick


def to_jsonable(value: Any) -> Any:
    """Views and records as plain JSON values (cards and suits as codes)."""
    convert = _CONVERTERS.get(type(value))
    if convert is None:
        convert = _CONVERTERS[type(value)] = _converter(type(value))
    return convert(value)


def _converter(kind: type) -> Callable[[Any], Any]:
    """How :func:`to_jsonable` turns a value of ``kind``, decided once per type."""
    if issubclass(kind, Card):
        return lambda card: card.code
    if issubclass(kind, Suit | AllSuits):
        return lambda suit: suit.name
    if issubclass(kind, Phase):
        return lambda phase: phase.value
    if issubclass(kind, Rules | Occupant | Bid | BidView):
        return lambda value: value.to_dict()
    if is_dataclass(kind):
        names = tuple(f.name for f in fields(kind))
        return lambda value: {name: to_jsonable(getattr(value, name)) for name in names}
    if issubclass(kind, tuple | list):
        return lambda items: [to_jsonable(v) for v in items]
    if issubclass(kind, dict):
        return lambda mapping: {str(k): to_jsonable(v) for k, v in mapping.items()}
    return lambda value: value


_CONVERTERS: dict[type, Callable[[Any], Any]] = {}


@dataclass(frozen=True, slots=True)
class BidView:
    """One bid said; ``value`` only on a coinche ``bid`` (an integer or "capot")."""

    seat: int
    action: str
    suit: Strain | None
    value: int | str | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "seat": self.seat,
            "action": self.action,
            "suit": self.suit.name if self.suit is not None else None,
        }
        if self.action == BidAction.BID:
            d["value"] = self.value
        return d

    @classmethod
    def of(cls, seat: int, bid: Bid) -> BidView:
        return cls(seat, bid.action.value, bid.suit, value_code(bid.value))


@dataclass(frozen=True, slots=True)
class BidOption:
    """A kind of bid the seat to act may make, compactly: every value of
    ``values`` (coinche ``bid``) with every suit of ``suits`` (``bid``,
    classic ``take``) is allowed, and nothing else of that action."""

    action: str
    values: tuple[int | str, ...] = ()
    suits: tuple[Strain, ...] = ()


def bid_options(legal: tuple[Bid, ...]) -> tuple[BidOption, ...]:
    """The legal bids grouped by action; exact, because each action's legal
    bids are all its values crossed with all its suits (§4, §10.2)."""
    options: dict[str, tuple[list[int | str], list[Strain]]] = {}
    for bid in legal:
        values, suits = options.setdefault(bid.action.value, ([], []))
        code = value_code(bid.value)
        if code is not None and code not in values:
            values.append(code)
        if bid.suit is not None and bid.suit not in suits:
            suits.append(bid.suit)
    return tuple(BidOption(a, tuple(v), tuple(s)) for a, (v, s) in options.items())


@dataclass(frozen=True, slots=True)
class ContractView:
    """The contract once the auction is over: ``suit`` is a suit, SA or TA;
    ``value`` the coinche bid (None in classic); ``multiplier`` 1, 2 after a
    coinche, more after a surcoinche."""

    taker: int
    suit: Strain
    value: int | str | None
    multiplier: int
    coinched_by: int | None
    surcoinched_by: int | None

    @classmethod
    def of(cls, c: Contract | None) -> ContractView | None:
        if c is None:
            return None
        return cls(
            c.taker, c.strain, value_code(c.value), c.multiplier, c.coinched_by, c.surcoinched_by
        )


@dataclass(frozen=True, slots=True)
class TrickView:
    leader: int
    cards: tuple[Card, ...]  # in playing order from the leader
    winner: int | None  # None while in progress
    points: int | None

    @classmethod
    def of(cls, t: Trick) -> TrickView:
        return cls(t.leader, t.cards, t.winner, t.points)


@dataclass(frozen=True, slots=True)
class AnnouncementView:
    seat: int
    name: str
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class BeloteWordView:
    """A word said on playing a trump king or queen (§6): ``belote`` on the first
    of the pair, ``rebelote`` on the second, by ``seat``, on ``card``."""

    seat: int
    word: str
    card: Card


def belote_words(said: tuple[tuple[int, Card], ...]) -> tuple[BeloteWordView, ...]:
    """Each (seat, card) said in order, with its word: the second card of a pair
    (the other of K/Q of the same suit, already said) is ``rebelote``."""
    words = []
    for k, (seat, card) in enumerate(said):
        partner = card ^ 3  # K <-> Q of the same suit (ranks 5 and 6)
        second = any(s == seat and c == partner for s, c in said[:k])
        words.append(BeloteWordView(seat, "rebelote" if second else "belote", card))
    return tuple(words)


@dataclass(frozen=True, slots=True)
class DealView:
    """The public side of a deal in progress (or over)."""

    deal_index: int
    dealer: int
    retourne: Card | None  # None in coinche: no retourne
    bids: tuple[BidView, ...]
    bidding_round: int | None
    trump: Strain | None
    taker: int | None
    tricks: tuple[TrickView, ...]  # completed, in order
    current_trick: TrickView | None
    tricks_won: tuple[int, int]
    belote: int | None  # seat whose belote has been announced
    announcements: tuple[AnnouncementView, ...]  # once public
    announcements_team: int | None
    hand_sizes: tuple[int, int, int, int]
    contract: ContractView | None = None
    # The seat of each belote word said so far (tout-atout may have several).
    belote_words: tuple[int, ...] = ()
    # Each of those words: who said it, which, on which card.
    belote_said: tuple[BeloteWordView, ...] = ()

    @property
    def previous_trick(self) -> TrickView | None:
        return self.tricks[-1] if self.tricks else None


@dataclass(frozen=True, slots=True)
class TrickPlace:
    """Where a trick stands in the game: its deal and its index in that deal (0-7)."""

    deal_index: int
    trick_index: int


@dataclass(frozen=True, slots=True)
class DealResultView:
    """How a deal that just ended came out, for a table to show until the next card."""

    deal_index: int
    outcome: str  # the scoring's outcome (made, dedans, litige, capot, …) or thrown_in
    taker: int | None
    trump: Strain | None  # a suit, SA or TA
    card_points: tuple[int, int] | None  # with the dix de der; None when thrown in
    totals: tuple[int, int] | None  # what was compared for the contract
    scores: tuple[int, int]  # what each team added to its game score
    belote: int | None  # the seat that held the belote
    announcements_team: int | None
    reserve: int  # the reserve after the deal
    # Every seat's combinations (public once the deal is over); the team of
    # announcements_team scored theirs.
    announcements: tuple[AnnouncementView, ...] = ()
    belote_said: tuple[BeloteWordView, ...] = ()  # who said belote, rebelote, on which card


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything a spectator may see of the game right now."""

    status: Phase
    rules: Rules
    seats: tuple[Occupant | None, ...]
    scores: tuple[int, int]
    reserve: int
    turn: int | None
    deal: DealView | None
    version: int
    decisions: int
    winner: int | None
    ranking_scores: tuple[int, int] | None
    # The most recent completed trick, visible to all until the next one is
    # gathered (§5): across a deal's end too, during the next deal's start.
    previous_trick: TrickView | None = None
    # Turn clocks (domain.timeouts): seats whose stand-in now decides at once,
    # and whether the game ended abandoned (finished, no winner, unranked).
    absent: tuple[bool, bool, bool, bool] = (False, False, False, False)
    abandoned: bool = False
    previous_trick_at: TrickPlace | None = None
    # The deal that just ended, until the first card of the next one.
    last_deal: DealResultView | None = None


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may see: the table, its own hand and what it may do."""

    seat: int
    hand: tuple[Card, ...]
    legal_bids: tuple[Bid, ...]
    legal_cards: tuple[Card, ...]
    table: TableView
    bid_options: tuple[BidOption, ...] = ()  # legal_bids, compactly

    @property
    def my_turn(self) -> bool:
        return self.table.turn == self.seat


def deal_view(deal: DealState) -> DealView:
    trick: TrickView | None = None
    if deal.taker is not None and not deal.over:
        trick = TrickView(deal.leader, tuple(deal.trick), None, None)
    shown: tuple[AnnouncementView, ...] = ()
    team = None
    if deal.announcements_public:
        shown = tuple(
            AnnouncementView(seat, a.name, a.cards, a.points)
            for seat, anns in enumerate(deal.announcements)
            for a in anns
        )
        team = deal.announcements_team()
    said = deal.belotes_said
    belote = said[0][0] if said else None
    return DealView(
        deal_index=deal.index,
        dealer=deal.dealer,
        retourne=deal.dealt.retourne,
        bids=tuple(BidView.of(s, b) for s, b in deal.auction.bids),
        bidding_round=deal.auction.round if deal.taker is None else None,
        trump=deal.trump,
        taker=deal.taker,
        tricks=tuple(TrickView.of(t) for t in deal.tricks),
        current_trick=trick,
        tricks_won=(deal.tricks_won[0], deal.tricks_won[1]),
        belote=belote,
        announcements=shown,
        announcements_team=team,
        hand_sizes=(
            deal.hands[0].bit_count(),
            deal.hands[1].bit_count(),
            deal.hands[2].bit_count(),
            deal.hands[3].bit_count(),
        ),
        contract=ContractView.of(deal.contract),
        belote_words=tuple(seat for seat, _ in said),
        belote_said=belote_words(said),
    )


def table_view(state: GameState) -> TableView:
    s0, s1 = state.scores
    previous = _previous_trick(state)
    return TableView(
        status=state.phase,
        rules=state.rules,
        seats=tuple(state.seats),
        scores=(s0, s1),
        reserve=state.reserve,
        turn=state.turn,
        deal=deal_view(state.deal) if state.deal is not None else None,
        version=state.version,
        decisions=state.decisions,
        winner=state.winner,
        ranking_scores=state.ranking,
        previous_trick=TrickView.of(previous[0]) if previous else None,
        absent=(state.absent(0), state.absent(1), state.absent(2), state.absent(3)),
        abandoned=state.abandoned,
        previous_trick_at=previous[1] if previous else None,
        last_deal=_last_deal(state),
    )


def _previous_trick(state: GameState) -> tuple[Trick, TrickPlace] | None:
    for deal in reversed(state.deals):
        if deal.tricks:
            return deal.tricks[-1], TrickPlace(deal.index, len(deal.tricks) - 1)
    return None


def _last_deal(state: GameState) -> DealResultView | None:
    """The deal that ended last, while no card of the next one is on the table."""
    deals = state.deals
    if not deals:
        return None
    current = deals[-1]
    if current.score is not None:
        ended = current  # the game's last deal
    elif len(deals) >= 2 and not current.tricks and not current.trick:
        ended = deals[-2]
    else:
        return None
    score = ended.score
    if score is None:  # thrown in
        return DealResultView(
            ended.index, "thrown_in", None, None, None, None, (0, 0), None, None, state.reserve
        )
    return DealResultView(
        deal_index=ended.index,
        outcome=score.outcome.value,
        taker=ended.taker,
        trump=ended.trump,
        card_points=(ended.card_points[0], ended.card_points[1]),
        totals=score.totals,
        scores=score.scores,
        belote=ended.belote_seat,
        announcements_team=ended.announcements_team(),
        reserve=score.reserve_after,
        announcements=_all_announcements(ended),
        belote_said=belote_words(ended.belotes_said),
    )


def _all_announcements(deal: DealState) -> tuple[AnnouncementView, ...]:
    """Every seat's combinations of a deal (all public once it is over)."""
    return tuple(
        AnnouncementView(seat, a.name, a.cards, a.points)
        for seat, anns in enumerate(deal.announcements)
        for a in anns
    )


def seat_view(state: GameState, seat: int) -> SeatView:
    deal = state.deal
    mine = state.turn == seat
    legal_bids = state.legal_bids() if mine else ()
    return SeatView(
        seat=seat,
        hand=cards_of(deal.hands[seat]) if deal is not None and state.winner is None else (),
        legal_bids=legal_bids,
        legal_cards=state.legal_cards() if mine else (),
        table=table_view(state),
        bid_options=bid_options(legal_bids),
    )


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A deal that is over, with every hand: public history."""

    deal_index: int
    dealer: int
    cut: int
    retourne: Card | None  # None in coinche
    hands: tuple[tuple[Card, ...], ...]  # 8 cards each, or the first five if thrown in
    bids: tuple[BidView, ...]
    trump: Strain | None
    taker: int | None
    tricks: tuple[TrickView, ...]
    belote: int | None
    announcements: tuple[AnnouncementView, ...]
    announcements_team: int | None
    card_points: tuple[int, int] | None
    outcome: str  # made, dedans, litige, capot, capot_defence, failed or thrown_in
    totals: tuple[int, int] | None
    scores: tuple[int, int]
    reserve_before: int
    reserve_after: int
    game_scores: tuple[int, int]  # running game scores after this deal
    contract: ContractView | None = None


def deal_records(state: GameState) -> tuple[DealRecord, ...]:
    """Every finished deal of the game, in order (the current one excluded)."""
    records = []
    running = [0, 0]
    reserve = 0
    for deal in state.deals:
        if deal is state.deal and not deal.over and not _thrown_in(deal):
            break
        view = deal_view(deal)
        score = deal.score
        if score is not None:
            running[0] += score.scores[0]
            running[1] += score.scores[1]
        hands = (
            tuple(cards_of(h) for h in deal.full_hands)
            if deal.full_hands is not None
            else deal.dealt.first_five
        )
        all_announcements = _all_announcements(deal)
        records.append(
            DealRecord(
                deal_index=deal.index,
                dealer=deal.dealer,
                cut=deal.dealt.cut,
                retourne=deal.dealt.retourne,
                hands=hands,
                bids=view.bids,
                trump=deal.trump,
                taker=deal.taker,
                tricks=view.tricks,
                belote=deal.belote_seat,
                announcements=all_announcements,
                announcements_team=deal.announcements_team() if deal.trump is not None else None,
                card_points=(deal.card_points[0], deal.card_points[1]) if score else None,
                outcome=score.outcome.value if score else "thrown_in",
                totals=score.totals if score else None,
                scores=score.scores if score else (0, 0),
                reserve_before=score.reserve_before if score else reserve,
                reserve_after=score.reserve_after if score else reserve,
                game_scores=(running[0], running[1]),
                contract=view.contract,
            )
        )
        if score is not None:
            reserve = score.reserve_after
    return tuple(records)


def _thrown_in(deal: DealState) -> bool:
    return deal.taker is None and deal.auction.finished

"""A finished game's record: everything that happened, public history.

A :class:`GameRecord` is built from a finished :class:`~domain.game.GameState`
(never stored: the log is the truth, the record is derived from it). It holds
the rules, the revealed seed, the seats and, for every deal, the
:class:`~domain.views.DealRecord` the views already define (hands, bids,
tricks, scores, …) with a breakdown of where the points came from.

:func:`replay_decisions` is the one replay that names the first refused
decision by its position; ``POST /replays``, the notation import and
``belote verify`` all go through it, so a client and the server check a game
with the same code.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from domain.bidding import Bid, BidAction, value_code, value_of
from domain.deal import DealState
from domain.dealing import seed_commitment
from domain.errors import BeloteError, InvalidInput, RuleViolation
from domain.events import (
    BidMade,
    CardPlayed,
    Event,
    GameCreated,
    Occupant,
    Resigned,
    card_played,
)
from domain.game import GameState, Phase, new_game
from domain.rules import Rules
from domain.timeouts import check_stand_in
from domain.views import DealRecord, deal_records, to_jsonable

ANONYMOUS = Occupant("player", "anonymous")
"""Who sits in a replayed game's seat when the caller names nobody."""


@dataclass(frozen=True, slots=True)
class PointsBreakdown:
    """Where a played deal's points came from (docs/rules.md §8), team 0 then team 1.

    ``DealRecord.totals`` and ``scores`` say what the rules made of them; this
    says what went in, so a reader can follow the arithmetic.
    """

    tricks_won: tuple[int, int]
    card_points: tuple[int, int]  # the cards of the tricks won, dix de der included
    last_trick_team: int  # the team that won the dix de der (10)
    announcements: tuple[int, int]  # announcement points counted (one team at most, §7)
    belote: tuple[int, int]  # 20 per belote each team held (several at tout-atout)

    @classmethod
    def of(cls, deal: DealState) -> PointsBreakdown | None:
        """The breakdown of a played deal; None for a deal thrown in."""
        if deal.taker is None:
            return None
        tally = deal.tally()
        counted = tuple(
            tally.announcements[team] if tally.announcements_team == team else 0 for team in (0, 1)
        )
        belote = tally.belotes()
        return cls(
            tricks_won=tally.tricks_won,
            card_points=tally.card_points,
            last_trick_team=deal.tricks[-1].winner & 1,
            announcements=(counted[0], counted[1]),
            belote=(belote[0], belote[1]),
        )


@dataclass(frozen=True, slots=True)
class RecordedDeal:
    """One deal of a record: the public :class:`DealRecord` and its points."""

    deal: DealRecord
    points: PointsBreakdown | None  # None when the deal was thrown in

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = to_jsonable(self.deal)
        body["points"] = to_jsonable(self.points)
        return body


class Ending(StrEnum):
    """How a game ended: played to the target, a seat resigned (§9), or every
    player went absent and it was abandoned (no winner, unranked)."""

    PLAYED = "played"
    RESIGNED = "resigned"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game that is over, whole: two equal records describe the same game.

    An abandoned game has no ``winner`` and no ``ranking_scores``; its deal in
    progress, like a resigned game's, counts for nothing and is not in it.
    """

    rules: Rules
    seed: str
    seats: tuple[Occupant | None, ...]
    deals: tuple[RecordedDeal, ...]
    scores: tuple[int, int]
    winner: int | None
    ranking_scores: tuple[int, int] | None
    reserve_lost: int  # a reserve still waiting at the end is lost (§8)
    resigned: int | None = None  # the seat whose resignation ended the game (§9)
    abandoned: bool = False

    @property
    def ending(self) -> Ending:
        if self.abandoned:
            return Ending.ABANDONED
        return Ending.PLAYED if self.resigned is None else Ending.RESIGNED

    def created(self) -> GameCreated:
        """The game's first event, as it can be replayed."""
        return GameCreated(self.rules, self.seed, self.seats)

    def decisions(self) -> tuple[Event, ...]:
        """Every bid and card, in the order they were taken (after ``created``).

        An abandoned game's replay stops at the end of its last deal played: its
        abandonment came from its clocks, which a record does not hold.
        """
        out: list[Event] = []
        for entry in self.deals:
            deal = entry.deal
            out.extend(
                BidMade(b.seat, Bid(BidAction(b.action), b.suit, value_of(b.value)))
                for b in deal.bids
            )
            for trick in deal.tricks:
                out.extend(
                    card_played((trick.leader + k) % 4, c) for k, c in enumerate(trick.cards)
                )
        if self.resigned is not None:
            # The deal in progress then counts for nothing (§9): its moves are in the
            # game's log, not in the record, which replays to the same result.
            out.append(Resigned(self.resigned))
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "seed_commitment": seed_commitment(self.seed),
            "seats": [o.to_dict() if o is not None else None for o in self.seats],
            "deals": [entry.to_dict() for entry in self.deals],
            "scores": list(self.scores),
            "winner": self.winner,
            "ranking_scores": (
                list(self.ranking_scores) if self.ranking_scores is not None else None
            ),
            "reserve_lost": self.reserve_lost,
            "resigned": self.resigned,
            "ending": self.ending.value,
        }


def game_record(state: GameState) -> GameRecord:
    """The record of a game that is over (played, resigned or abandoned);
    ``game_not_finished`` before its end."""
    if state.phase is not Phase.FINISHED:
        raise RuleViolation(
            "game_not_finished",
            f"the game is {state.phase.value}: its record exists once it is over",
            phase=state.phase.value,
        )
    s0, s1 = state.scores
    # A resignation or an abandonment leaves the last deal unfinished: not in it.
    records = deal_records(state)
    return GameRecord(
        rules=state.rules,
        seed=state.seed,
        seats=tuple(state.seats),
        deals=tuple(
            RecordedDeal(record, PointsBreakdown.of(deal))
            for record, deal in zip(records, state.deals[: len(records)], strict=True)
        ),
        scores=(s0, s1),
        winner=state.winner,
        ranking_scores=state.ranking,
        reserve_lost=state.reserve,
        resigned=state.resigned,
        abandoned=state.abandoned,
    )


def replayed_game(
    rules: Rules, seed: str, seats: Sequence[Occupant | None] | None = None
) -> GameCreated:
    """The first event of a game replayed from outside (unnamed seats: anonymous)."""
    chosen = tuple(seats) if seats is not None else (None,) * 4
    if len(chosen) != 4:
        raise InvalidInput("invalid_seats", f"a game has four seats, not {len(chosen)}")
    try:
        seed.encode()  # the deals hash utf8(seed) (docs/rules.md §3)
    except UnicodeEncodeError:
        raise InvalidInput("invalid_seed", "a seed is text UTF-8 can encode") from None
    return GameCreated(rules, seed, tuple(o if o is not None else ANONYMOUS for o in chosen))


def replay_decisions(created: GameCreated, decisions: Iterable[Event]) -> GameState:
    """Replay ``decisions`` after ``created``, naming the first one refused.

    A refusal raises :class:`InvalidInput` ``illegal_decision`` whose details
    give the decision's ``index`` (0 for the first after ``created``), the
    ``rule`` it breaks (the domain's code: ``must_follow_suit``,
    ``not_your_turn``, …) and that error's own details.
    """
    state, _ = new_game(created)
    for index, decision in enumerate(decisions):
        try:
            check_stand_in(state, decision)
            state.apply(decision)
        except BeloteError as e:
            raise InvalidInput(
                "illegal_decision",
                f"decision {index} ({describe(decision)}) is refused: {e.message}",
                **{**e.details, "index": index, "rule": e.code},
            ) from None
    return state


def replay_record(created: GameCreated, decisions: Sequence[Event]) -> GameRecord:
    """The record of the game ``decisions`` play out; they must finish it."""
    state = replay_decisions(created, decisions)
    if state.phase is not Phase.FINISHED:
        raise InvalidInput(
            "game_not_finished",
            f"the {len(decisions)} decisions leave the game {state.phase.value}, "
            f"seat {state.turn} to act: a record needs a finished game",
            index=len(decisions),
            turn=state.turn,
        )
    return game_record(state)


def describe(decision: Event) -> str:
    """A decision in a few words, for error messages."""
    if isinstance(decision, BidMade):
        bid = decision.bid
        value = value_code(bid.value)
        return (
            f"seat {decision.seat} {bid.action.value}"
            + (f" {value}" if value is not None else "")
            + (f" {bid.suit.name}" if bid.suit is not None else "")
        )
    if isinstance(decision, CardPlayed):
        return f"seat {decision.seat} plays {decision.card.code}"
    return decision.type

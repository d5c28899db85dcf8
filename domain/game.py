"""A whole game: seats, the sequence of deals, the scores, the end (§9).

:func:`replay` is the only way a :class:`GameState` is built: the live path
appends a decision to the log and applies it with the same :meth:`apply`.
``apply`` checks everything before it changes anything, so a refused decision
leaves the state exactly as it was.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from domain.bidding import Bid
from domain.cards import Card, cards_of
from domain.clocks import Clock
from domain.coinche_scoring import CAPOT_BID_POINTS
from domain.deal import DealState
from domain.errors import InvalidInput, RuleViolation, SeatingError
from domain.events import (
    BidMade,
    CardPlayed,
    DealScored,
    DealStarted,
    DealThrownIn,
    Event,
    GameAbandoned,
    GameCreated,
    GameOver,
    GameStarted,
    Occupant,
    Resigned,
    SeatAbsent,
    SeatLeft,
    SeatReturned,
    SeatTaken,
)
from domain.modes import mode_of
from domain.rules import Rules
from domain.scoring import BELOTE_POINTS
from domain.trumps import DEAL_POINTS


class Phase(StrEnum):
    WAITING = "waiting"  # for players to fill the four seats
    BIDDING = "bidding"
    PLAYING = "playing"
    FINISHED = "finished"


# Module constants: a local name is cheaper than an Enum attribute on the hot path.
_WAITING, _BIDDING, _PLAYING, _FINISHED = (
    Phase.WAITING,
    Phase.BIDDING,
    Phase.PLAYING,
    Phase.FINISHED,
)


def ranking_score(own: int, other: int) -> int:
    """A finished game's ranking score for one team (§9)."""
    return 1000 + own - other


ANNOUNCEMENTS_BOUND = 910
"""More than all of one deal's announcements can be worth (§7): a card serves
once, so each adds at most its share of a carré (a jack 50, a nine 37.5, an
ace, ten, king or queen 25) or of a cent (20, the most a seven or eight adds)."""


def deal_points_bound(rules: Rules) -> int:
    """More than one team can add to its total in one deal, a reserve aside (§9):
    the highest contract score, every announcement and four belotes."""
    if rules.surcoinche_multiplier is not None:  # coinche: a capot bid surcoinched
        contract = CAPOT_BID_POINTS * rules.surcoinche_multiplier
    else:
        contract = max(rules.capot_points, DEAL_POINTS)
    return contract + ANNOUNCEMENTS_BOUND + 4 * BELOTE_POINTS


def resigned_ranking(own: int, other: int, reserve: int, rules: Rules) -> int:
    """The resigning team's ranking score (§9): that of the worst loss it could
    still have suffered by playing on, so that resigning never ranks above it.

    Playing on, the other team can at worst reach ``target - 1`` (a litige on
    the way sends as many points to the reserve as it gives that team), then
    score the most one deal gives with the reserve; the resigning team's own
    total never goes down.
    """
    below_target = max(rules.target - 1 - other, 0)
    worst_other = max(other, rules.target - 1) + below_target + reserve + deal_points_bound(rules)
    return ranking_score(own, worst_other)


class GameState:
    """The fold of a game's events. Read it; change it only through ``apply``."""

    __slots__ = (
        "abandoned",
        "clock",
        "deal",
        "deals",
        "decisions",
        "phase",
        "ranking",
        "reserve",
        "resigned",
        "rules",
        "scores",
        "seats",
        "seed",
        "timeouts",
        "turn",
        "version",
        "winner",
    )

    def __init__(self, created: GameCreated) -> None:
        if len(created.seats) != 4:
            raise InvalidInput("invalid_event", "a game has exactly four seats")
        self.rules: Rules = created.rules
        self.seed: str = created.seed
        self.seats: list[Occupant | None] = list(created.seats)
        self.deal: DealState | None = None
        self.phase = _WAITING
        self.deals: list[DealState] = []  # every deal so far, the current one last
        self.scores = [0, 0]
        self.reserve = 0
        self.winner: int | None = None
        self.resigned: int | None = None  # the seat that resigned, if the game ended so
        self.ranking: tuple[int, int] | None = None  # the ranking scores, once ranked (§9)
        self.version = 1  # events applied, GameCreated included
        self.decisions = 0  # bids and card plays applied
        self.clock: Clock | None = created.clock
        # Per seat, the stand-in's decisions since the player's own last one
        # (domain.timeouts: from clock.absent_after on, the seat is absent).
        self.timeouts = [0, 0, 0, 0]
        self.abandoned = False  # ended by GameAbandoned: no winner, unranked
        # The seat expected to decide, or None when nobody is: kept by
        # _settle_turn after every change (an attribute is cheaper to read
        # than a property, and players and bots read it at every decision).
        self.turn: int | None = None

    def copy(self) -> GameState:
        """An independent copy, cheap next to a replay.

        Deals before the current one never change again, so the copy shares
        them; the current deal and every list are copied.
        """
        twin = GameState.__new__(GameState)
        for name in GameState.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.seats = list(self.seats)
        twin.scores = list(self.scores)
        twin.timeouts = list(self.timeouts)
        twin.deals = list(self.deals)
        if self.deal is not None:
            twin.deal = twin.deals[-1] = self.deal.copy()
        return twin

    # -- reading ---------------------------------------------------------------

    def absent(self, seat: int) -> bool:
        """Whether ``seat``'s stand-in decided its last ``clock.absent_after`` turns
        in a row (domain.timeouts): its player is away until it says it is back."""
        clock = self.clock
        return clock is not None and self.timeouts[seat] >= clock.absent_after

    def _timed_out(self, seat: int, facts: list[Event]) -> None:
        """Count one more timeout in a row; the one that makes the seat absent is a fact."""
        self.timeouts[seat] += 1
        clock = self.clock
        if clock is not None and self.timeouts[seat] == clock.absent_after:
            facts.append(SeatAbsent(seat))

    def everyone_absent(self) -> bool:
        """Whether every seated player is absent (nobody is there to be waited for)."""
        players = [s for s, o in enumerate(self.seats) if o is not None and o.kind == "player"]
        return bool(players) and all(self.absent(s) for s in players)

    def may_be_abandoned(self) -> bool:
        """Whether the next timeout abandons the game: two players or more, all absent.

        A lone player against bots is not abandoned: its stand-in keeps deciding
        for it, one decision a clock, to the end (docs/rules.md, turn clocks).
        """
        players = [s for s, o in enumerate(self.seats) if o is not None and o.kind == "player"]
        return len(players) >= 2 and self.everyone_absent()

    def legal_bids(self) -> tuple[Bid, ...]:
        if self.phase is not _BIDDING:
            return ()
        assert self.deal is not None
        return self.deal.auction.legal_bids()

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the seat whose turn it is may play."""
        if self.phase is not _PLAYING:
            return ()
        assert self.deal is not None
        return cards_of(self.deal.legal_mask())

    def check(self, event: Event) -> Event:
        """The decision as :meth:`apply` will apply it, or the refusal it would raise.

        A bid comes back in the form its auction records (a classic take names
        its suit), so a log written from this answer holds exactly the
        decision applied, never one the rules turned into another.
        """
        if type(event) is BidMade:
            deal = self._expect(event.seat, _BIDDING)
            bid = deal.auction.check(event.bid)
            return event if bid == event.bid else BidMade(event.seat, bid, event.stand_in)
        return event

    # -- changing --------------------------------------------------------------

    def apply(self, event: Event) -> list[Event]:
        """Apply one decision; returns the facts it produced, in order."""
        if type(event) is CardPlayed:
            deal = self.deal
            seat = event.seat
            if self.phase is not _PLAYING or deal is None or deal.turn != seat:
                deal = self._expect(seat, _PLAYING)  # raises the right error
            facts = deal.play(seat, event.card)
            # A deal ends with a trick won: there are facts then, and only then
            # is the count of tricks worth looking at.
            if facts and len(deal.tricks) == 8:
                facts += self._score(deal)
            self.decisions += 1
            if event.stand_in:
                self._timed_out(seat, facts)
            elif self.timeouts[seat]:
                self.timeouts[seat] = 0
        elif type(event) is BidMade:
            deal = self.deal
            seat = event.seat
            # The usual case checked inline: an int equal to the turn is a valid seat.
            if (
                type(seat) is not int
                or self.phase is not _BIDDING
                or deal is None
                or deal.turn != seat
            ):
                deal = self._expect(seat, _BIDDING)  # raises the right error
            over, _, facts = deal.bid(seat, event.bid)
            if deal.taker is not None:
                self.phase = _PLAYING
            elif over:
                facts.append(DealThrownIn(deal.index))
                self._start_deal(facts)
            self.decisions += 1
            if event.stand_in:
                self._timed_out(seat, facts)
            elif self.timeouts[seat]:
                self.timeouts[seat] = 0
        elif type(event) is Resigned:
            facts = self._resign(event.seat)
        elif type(event) is SeatTaken:
            facts = self._sit(event.seat, event.occupant)
        elif type(event) is SeatLeft:
            facts = self._leave(event.seat)
        elif type(event) is SeatReturned:
            facts = self._return(event.seat)
        elif type(event) is GameAbandoned:
            facts = self._abandon()
        elif type(event) is GameCreated:
            raise InvalidInput("invalid_event", "GameCreated can only be the first event")
        else:
            raise InvalidInput("invalid_event", f"{type(event).__name__} is not a decision")
        self.version += 1
        self._settle_turn()
        return facts

    def _settle_turn(self) -> None:
        deal = self.deal
        self.turn = None if deal is None or self.phase is _FINISHED else deal.turn

    def _expect(self, seat: int, phase: Phase) -> DealState:
        check_seat(seat)
        current = self.phase
        if current is _FINISHED:
            raise RuleViolation("game_over", "the game is over")
        if current is not phase:
            raise RuleViolation(
                "wrong_phase",
                f"the game is {current.value}, not {phase.value}",
                phase=current.value,
            )
        deal = self.deal
        assert deal is not None
        if deal.turn != seat:
            raise RuleViolation(
                "not_your_turn", f"it is seat {deal.turn}'s turn, not seat {seat}'s", turn=deal.turn
            )
        return deal

    def _resign(self, seat: int) -> list[Event]:
        """The seat's team concedes: the game ends, that team loses (docs/rules.md §9).

        The deal in progress is not scored and a waiting reserve is lost. The
        resigning team keeps its total; the other team's is raised to the
        target, and to one point above the resigning team's, if below them.
        The resigning team ranks as its worst loss playing on could have
        brought (:func:`resigned_ranking`); the other team from the totals.
        """
        check_seat(seat)
        if self.phase is _FINISHED:
            raise RuleViolation("game_over", "the game is over")
        if self.phase is _WAITING:
            raise RuleViolation(
                "wrong_phase", "the game has not started: nothing to resign", phase="waiting"
            )
        loser = seat & 1
        winner = 1 - loser
        scores = self.scores
        own, other = scores[loser], scores[winner]
        scores[winner] = max(other, self.rules.target, own + 1)
        self.winner = winner
        self.resigned = seat
        self.phase = _FINISHED
        ranking = [0, 0]
        ranking[loser] = resigned_ranking(own, other, self.reserve, self.rules)
        ranking[winner] = ranking_score(scores[winner], own)
        self.ranking = (ranking[0], ranking[1])
        s0, s1 = scores
        return [GameOver(winner, (s0, s1), self.ranking, self.seed)]

    def _sit(self, seat: int, occupant: Occupant) -> list[Event]:
        check_seat(seat)
        if self.deal is not None or self.winner is not None:
            raise SeatingError("game_started", "the game has started; seats are fixed")
        if self.seats[seat] is not None:
            raise SeatingError("seat_taken", f"seat {seat} is taken")
        if occupant.kind not in ("player", "bot"):
            raise InvalidInput("invalid_occupant", "a seat holds a 'player' or a 'bot'")
        self.seats[seat] = occupant
        return self.start() if all(self.seats) else []

    def _leave(self, seat: int) -> list[Event]:
        check_seat(seat)
        if self.deal is not None or self.winner is not None:
            raise SeatingError("game_started", "seats cannot be left once the game has started")
        if self.seats[seat] is None:
            raise SeatingError("seat_empty", f"seat {seat} is empty")
        self.seats[seat] = None
        return []

    def _return(self, seat: int) -> list[Event]:
        check_seat(seat)
        clock = self.clock
        if self.phase is _FINISHED:
            raise RuleViolation("game_over", "the game is over")
        if clock is None or self.timeouts[seat] < clock.absent_after:
            raise SeatingError("not_absent", f"seat {seat} is not absent")
        self.timeouts[seat] = 0
        return []

    def _abandon(self) -> list[Event]:
        if self.phase is _FINISHED:
            raise RuleViolation("game_over", "the game is over")
        if self.phase is _WAITING:
            raise RuleViolation("wrong_phase", "the game has not started", phase="waiting")
        if not self.everyone_absent():
            raise RuleViolation(
                "players_present", "a game is abandoned only when every player is absent"
            )
        self.phase = _FINISHED
        self.abandoned = True
        return []

    def start(self) -> list[Event]:
        """Deal 0, once all four seats are filled (called by replay/_sit)."""
        facts: list[Event] = [GameStarted()]
        self._start_deal(facts)
        self._settle_turn()
        return facts

    def _start_deal(self, facts: list[Event]) -> None:
        previous = self.deal
        index = 0 if previous is None else previous.index + 1
        dealer = None if previous is None else (previous.dealer + 1) % 4
        mode = mode_of(self.rules)
        dealt = mode.deal(self.seed, index, dealer, self.rules)
        self.deal = DealState(dealt, self.rules, mode)
        self.deals.append(self.deal)
        self.phase = _BIDDING
        facts.append(DealStarted(index, dealt.dealer, dealt.retourne))

    def _score(self, deal: DealState) -> list[Event]:
        score = deal.finish(self.reserve)
        self.reserve = score.reserve_after
        self.scores[0] += score.scores[0]
        self.scores[1] += score.scores[1]
        s0, s1 = self.scores
        facts: list[Event] = [
            DealScored(
                deal.index,
                score.outcome.value,
                score.totals,
                score.scores,
                (s0, s1),
                self.reserve,
                (deal.card_points[0], deal.card_points[1]),
                deal.belote_seat,
            )
        ]
        target = self.rules.target
        if (s0 >= target or s1 >= target) and s0 != s1:
            self.winner = 0 if s0 > s1 else 1
            self.phase = _FINISHED
            self.ranking = (ranking_score(s0, s1), ranking_score(s1, s0))
            facts.append(GameOver(self.winner, (s0, s1), self.ranking, self.seed))
        else:
            self._start_deal(facts)
        return facts


def check_seat(seat: int) -> None:
    """Raise ``invalid_seat`` unless ``seat`` is 0, 1, 2 or 3."""
    if type(seat) is not int or not 0 <= seat <= 3:
        raise InvalidInput("invalid_seat", f"seat must be 0, 1, 2 or 3, not {seat!r}")


def new_game(created: GameCreated) -> tuple[GameState, list[Event]]:
    """The state right after ``GameCreated``, with its facts."""
    state = GameState(created)
    facts = state.start() if all(state.seats) else []
    return state, facts


def replay(events: Iterable[Event]) -> GameState:
    """Fold a game's decisions into its state. The first must be GameCreated."""
    state, _ = replay_with_facts(events)
    return state


def replay_with_facts(events: Iterable[Event]) -> tuple[GameState, list[list[Event]]]:
    """Like :func:`replay`, also returning the facts each event produced."""
    it = iter(events)
    first = next(it, None)
    if not isinstance(first, GameCreated):
        raise InvalidInput("invalid_event", "a game's log starts with GameCreated")
    state, facts = new_game(first)
    produced = [facts]
    for event in it:
        produced.append(state.apply(event))
    return state, produced

"""Use cases: what a request asks of the game, without HTTP.

Each write loads the game (a replay of its log), authorises the caller's seat,
applies the decision through the domain, lets built-in bots take their turns,
and appends every new decision in one optimistic transaction. Handlers only
parse, call one of these and shape the answer.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import Connection

from api.services.errors import (
    Conflict,
    Forbidden,
    Invalid,
    NotFound,
    PreconditionFailed,
    Unauthorized,
    no_game,
)
from api.services.seats import check_holds_seat, holds_seat
from domain.bidding import Bid
from domain.bots import bot_turn as next_bot
from domain.bots import decide, get_strategy
from domain.cards import Card
from domain.clocks import Clock
from domain.deal import DealState
from domain.events import (
    BidMade,
    CardPlayed,
    Event,
    GameCreated,
    Occupant,
    Resigned,
    SeatLeft,
    SeatReturned,
    SeatTaken,
    decision_from_dict,
)
from domain.game import GameState, Phase, check_seat, new_game, replay, replay_with_facts
from domain.notation import replay_text
from domain.records import GameRecord, game_record, replay_record, replayed_game
from domain.rules import Rules
from domain.timeouts import deadline, stand_in_decision, stand_in_turn, timeout
from persistence.queries import GameFilter, HistoryQueries, PlayerStats, Position
from persistence.store import (
    GameStore,
    GameSummary,
    Player,
    StaleVersion,
    StoredEvent,
)
from persistence.store import NotFound as UnknownGame

MAX_BOT_DECISIONS = 5000  # a whole game of bots is about 300: this only stops runaway loops
MAX_BOT_ONLY_TARGET = 1001
"""The highest target of a table of four bots. Such a game is played to its end
inside the request that fills its last seat: to 1001 points that is about 420
decisions (some 25 ms of CPU, plus their writes); to 5000, some 2,100, more than
one request may cost. A table with a human plays in many requests."""


class Dealt(Protocol):
    """Anything dealt from a seed to four seats: a game, its summary, its record."""

    @property
    def seed(self) -> str: ...

    @property
    def seats(self) -> Sequence[Occupant | None]: ...


@dataclass(frozen=True, slots=True)
class SeatRequest:
    """What to put in a seat: the caller (``bot`` None) or a built-in bot."""

    bot: str | None = None


class Feed(Protocol):
    """News of one game, for a long-poll (:class:`api.live.waiting.Feed` is one)."""

    def wait(self, seen: int, timeout: float) -> bool:
        """Wait up to ``timeout`` s for news after version ``seen``; False if none came."""


class ChallengeSecrets(Protocol):
    """What games must keep secret for the daily challenge (its calendar,
    :class:`~api.services.challenges.ChallengeCalendar`)."""

    def secret_day(self) -> str | None:
        """The day whose challenge games stay out of history listings, if any."""

    def embargoes(self, seed: str) -> bool:
        """Whether ``seed`` is that of a challenge day still running."""


class NoChallenge:
    """No daily challenge: nothing to keep secret."""

    def secret_day(self) -> str | None:
        return None

    def embargoes(self, seed: str) -> bool:
        return False


class GameService:
    def __init__(self, store: GameStore, challenge: ChallengeSecrets | None = None) -> None:
        self.store = store
        self.history = HistoryQueries(store.engine)
        self.challenge = challenge or NoChallenge()

    # -- players ------------------------------------------------------------

    def create_player(self, name: str, kind: str = "human") -> tuple[Player, str]:
        return self.store.create_player(name, kind)

    def authenticate(self, token: str | None) -> Player:
        player = self.store.player_by_token(token) if token else None
        if player is None:
            raise Unauthorized(
                "unauthorized",
                "unknown or revoked bearer token"
                if token
                else "a valid 'Authorization: Bearer <token>' header is required",
            )
        return player

    # -- games --------------------------------------------------------------

    def load(self, game_id: str) -> GameState:
        try:
            return self.store.load(game_id)
        except UnknownGame:
            raise no_game(game_id) from None

    def create_game(
        self,
        creator: Player,
        rules: dict[str, Any],
        seed: str | None,
        seats: list[SeatRequest | None],
        *,
        challenge_day: str | None = None,
        clock: dict[str, Any] | None = None,
        also: Callable[[Connection, str], None] | None = None,
    ) -> tuple[str, GameState]:
        occupants = tuple(self._occupant(creator, s) if s is not None else None for s in seats)
        created = GameCreated(
            Rules.from_dict(rules),
            seed or server_seed(),
            occupants,
            Clock.from_dict(clock) if clock is not None else None,
        )
        # The challenge's seed is the server's (derived from its secret), not the caller's.
        chosen_by = "server" if seed is None or challenge_day is not None else "creator"
        return self.start_game(
            created,
            challenge_day=challenge_day,
            also=also,
            creator_id=creator.id,
            seed_chosen_by=chosen_by,
        )

    def start_game(
        self,
        created: GameCreated,
        *,
        challenge_day: str | None = None,
        also: Callable[[Connection, str], None] | None = None,
        creator_id: str | None = None,
        seed_chosen_by: str = "server",
    ) -> tuple[str, GameState]:
        """Store a new game whose first event is ``created``, its bots' turns played;
        ``also`` writes more in the same transaction (GameStore.create_game)."""
        _bound_cost(created.rules, created.seats)
        state, _ = new_game(created)
        decisions = _run_bots(state)
        return self.store.create_game(
            created,
            decisions,
            challenge_day=challenge_day,
            also=also,
            creator_id=creator_id,
            seed_chosen_by=seed_chosen_by,
        )

    def sit(
        self, game_id: str, player: Player, seat: int, request: SeatRequest, if_match: int | None
    ) -> GameState:
        check_seat(seat)  # a request refused anyway ignores If-Match (RFC 9110 §13.2.1)
        state, version = self._load_for_write(game_id, if_match)
        occupant = self._occupant(player, request)
        if occupant.kind == "bot":
            self._authorise_table(game_id, state, player, "seat a bot")
            _bound_cost(state.rules, [*state.seats[:seat], occupant, *state.seats[seat + 1 :]])
        return self._commit(game_id, state, version, SeatTaken(seat, occupant))

    def leave(self, game_id: str, player: Player, seat: int, if_match: int | None) -> GameState:
        check_seat(seat)  # a request refused anyway ignores If-Match (RFC 9110 §13.2.1)
        state, version = self._load_for_write(game_id, if_match)
        occupant = state.seats[seat]
        human = occupant is not None and occupant.kind == "player"
        if human and not holds_seat(occupant, player.id):
            raise Forbidden("not_your_seat", f"seat {seat} belongs to another player")
        if occupant is not None and occupant.kind == "bot":
            self._authorise_table(game_id, state, player, "remove a bot")
        return self._commit(game_id, state, version, SeatLeft(seat))

    def bid(
        self,
        game_id: str,
        player: Player,
        deal_index: int,
        seat: int,
        bid: Bid,
        if_match: int | None,
    ) -> GameState:
        return self._move(game_id, player, deal_index, BidMade(seat, bid), if_match)

    def play(
        self,
        game_id: str,
        player: Player,
        deal_index: int,
        seat: int,
        card: Card,
        if_match: int | None,
    ) -> GameState:
        return self._move(game_id, player, deal_index, CardPlayed(seat, card), if_match)

    def return_to_seat(
        self, game_id: str, player: Player, seat: int, if_match: int | None
    ) -> GameState:
        """An absent seat's player is back: its own clock runs again at its turns."""
        check_seat(seat)  # a request refused anyway ignores If-Match (RFC 9110 §13.2.1)
        state, version = self._load_for_write(game_id, if_match)
        check_holds_seat(state, player, seat)
        return self._commit(game_id, state, version, SeatReturned(seat))

    # -- turn clocks --------------------------------------------------------------

    def now(self) -> datetime:
        return self.store.clock()

    def clock_started(self, game_id: str) -> datetime:
        """When the game's last append was (its running turn clock started then).

        Call it right after loading or writing the game: it reads the log
        this process holds, without a query.
        """
        return self.store.last_append_at(game_id)

    def deadline(self, game_id: str, state: GameState) -> datetime | None:
        """When the running turn clock of ``state`` (just loaded or written) runs out."""
        if state.clock is None:
            return None
        return deadline(state, self.clock_started(game_id))

    def enforce_clock(self, game_id: str) -> bool:
        """If the game's turn clock ran out, append what its end brings; True if this call did.

        Any process may call it at any time: the append is optimistic, so when
        several notice the same deadline exactly one writes the stand-in's
        decision (or the abandonment) and the others find the game moved on.
        """
        try:
            state = self.store.load(game_id)
        except UnknownGame:
            return False
        deadline = self.deadline(game_id, state)
        if deadline is None or self.now() < deadline:
            return False
        decision = timeout(state)
        assert decision is not None  # timed_seat found a running clock
        version = state.version
        state.apply(decision)
        try:
            self.store.append(game_id, version, [decision, *_run_bots(state)], state)
        except StaleVersion:
            return False  # a move or another process got there first
        return True

    def enforce_due_clocks(self, limit: int = 100) -> int:
        """One sweep: every game whose clock ran out by now, oldest first. Returns how many."""
        return sum(
            self.enforce_clock(game_id) for game_id in self.store.due_games(self.now(), limit)
        )

    def resign(self, game_id: str, player: Player, seat: int, if_match: int | None) -> GameState:
        """The player concedes the game for its seat's team (domain: ``Resigned``)."""
        check_seat(seat)  # a request refused anyway ignores If-Match (RFC 9110 §13.2.1)
        state, version = self._load_for_write(game_id, if_match)
        check_holds_seat(state, player, seat)
        return self._commit(game_id, state, version, Resigned(seat))

    # -- reading ----------------------------------------------------------------

    def authorise_read(self, game: Dealt, token: str | None) -> None:
        """Raise unless the bearer of ``token`` may read anything of ``game``.

        Every read of a game's resources goes through here. Any game may be
        read by anyone, except one dealt from the seed of a daily challenge
        whose day still runs: everyone plays the same deals that day, so only
        the player who plays it may read it until the day is over.
        """
        if not self.challenge.embargoes(game.seed):
            return
        player = self.store.player_by_token(token) if token else None
        if player is None or not any(holds_seat(o, player.id) for o in game.seats):
            raise Forbidden(
                "challenge_game_private",
                "this game is dealt from today's daily challenge: only its player may "
                "read it until the day (UTC) is over",
            )

    def game(self, game_id: str) -> tuple[GameSummary, GameState]:
        return self.summary(game_id), self.load(game_id)

    def summary(self, game_id: str) -> GameSummary:
        try:
            return self.store.summary(game_id)
        except UnknownGame:
            raise no_game(game_id) from None

    # -- history ------------------------------------------------------------

    def history_page(
        self,
        where: GameFilter,
        *,
        offset: int,
        limit: int,
        after: Position | None = None,
        before: Position | None = None,
    ) -> tuple[list[tuple[GameSummary, Position]], int]:
        """One page of the games ``where`` selects (each with its position, for cursors),
        and how many there are in all; ``after``/``before`` continue from a position."""
        where = self._listable(where)
        total = self.history.count_games(where)
        listed = self.history.list_positioned(
            where, limit=limit, offset=offset, after=after, before=before
        )
        return listed, total

    def history_export(
        self, where: GameFilter
    ) -> tuple[int, Iterator[tuple[GameSummary, GameState]]]:
        """How many finished games ``where`` selects, and each of them replayed, in order.

        Only a finished game has a record: asking to export others is a 422.
        """
        if where.status not in (None, "finished"):
            raise Invalid(
                "export_needs_finished",
                f"only finished games have a record to export, not {where.status!r} ones",
            )
        where = self._listable(replace(where, status="finished"))
        game_ids = self.history.game_ids(where)

        def replayed() -> Iterator[tuple[GameSummary, GameState]]:
            for summary, log in self.history.iter_logs(game_ids):
                yield summary, replay(log)

        return len(game_ids), replayed()

    def _listable(self, where: GameFilter) -> GameFilter:
        return replace(where, hidden_challenge_day=self.challenge.secret_day())

    def known_player(self, player_id: str) -> Player:
        player = self.store.get_player(player_id)
        if player is None:
            raise NotFound("not_found", f"no player {player_id!r}")
        return player

    def player_stats(self, player_id: str) -> PlayerStats:
        self.known_player(player_id)
        return self.history.player_stats(player_id)

    def game_at(self, game_id: str, seq: int) -> tuple[GameSummary, GameState]:
        """The game right after its event ``seq`` (1 is ``GameCreated``)."""
        summary = self.summary(game_id)
        # Bounded: a huge at_seq would overflow SQL's LIMIT (a 500); past the end is a 404.
        stored = self.store.events(game_id, 0, min(seq, summary.version + 1))
        if len(stored) < seq:
            raise NotFound(
                "seq_out_of_range",
                f"game {game_id!r} has {summary.version} events; at_seq must be 1 to "
                f"{summary.version}",
                last_seq=summary.version,
            )
        return summary, replay(s.event for s in stored)

    def seat_state(
        self,
        game_id: str,
        player: Player,
        seat: int,
        wait: float | None,
        after_version: int | None,
        feed: Feed | None = None,
    ) -> GameState:
        """The state for a seat's private view, long-polling on ``feed`` when ``wait`` is given.

        The poll ends as soon as it is the seat's turn or the game moved past
        ``after_version`` (woken by the game's announcements: no query while
        nothing happens), or when ``wait`` runs out or the client hangs up.
        The seat is checked on every state it looks at, so on the one answered:
        a caller who left during the poll must not get the next occupant's hand.
        """
        state = self.load(game_id)
        check_holds_seat(state, player, seat)
        if not wait or feed is None:
            return state
        deadline = time.monotonic() + wait
        known = state.version if after_version is None else after_version
        while state.turn != seat and state.version <= known:
            if not feed.wait(state.version, deadline - time.monotonic()):
                break  # out of time, or nobody to answer
            state = self.load(game_id)
            check_holds_seat(state, player, seat)
        return state

    def _overdue(self, game_id: str, state: GameState) -> bool:
        deadline = self.deadline(game_id, state)
        return deadline is not None and self.now() >= deadline

    @staticmethod
    def deal(state: GameState, deal_index: int) -> DealState:
        if not 0 <= deal_index < len(state.deals):
            raise NotFound(
                "not_found", f"no deal {deal_index}; this game has {len(state.deals)} so far"
            )
        return state.deals[deal_index]

    def event_log(self, game_id: str) -> tuple[GameState, list[tuple[StoredEvent, list[Event]]]]:
        """The whole log, each decision with the facts it caused, and the state."""
        stored = self.store.log(game_id)  # the cached log, like load()
        if not stored:
            raise no_game(game_id)
        state, facts = replay_with_facts(s.event for s in stored)
        return state, list(zip(stored, facts, strict=True))

    # -- records and replays -------------------------------------------------

    def record(self, game_id: str) -> tuple[GameSummary, GameRecord]:
        """A finished game's record (``game_not_finished`` before its end)."""
        summary, state = self.game(game_id)
        return summary, game_record(state)

    def replay(
        self,
        rules: dict[str, Any],
        seed: str,
        seats: list[dict[str, str] | None] | None,
        decisions: list[dict[str, Any]],
    ) -> GameRecord:
        """Replay a game sent by a client (nothing stored): its derived record."""
        occupants = None if seats is None else [Occupant.from_dict(o) if o else None for o in seats]
        created = replayed_game(Rules.from_dict(rules), seed, occupants)
        self.authorise_read(created, None)
        return replay_record(created, [decision_from_dict(d) for d in decisions])

    def replay_notation(self, text: str) -> GameRecord:
        """Replay a record in Belote notation, checking its claims (nothing stored)."""
        record = replay_text(text)
        self.authorise_read(record, None)
        return record

    # -- inside ------------------------------------------------------------

    def _load_for_write(self, game_id: str, if_match: int | None) -> tuple[GameState, int]:
        state = self.load(game_id)
        if self._overdue(game_id, state) and self.enforce_clock(game_id):
            state = self.load(game_id)  # time ran out before this request: the stand-in acted
        if if_match is not None and if_match != state.version:
            raise PreconditionFailed(
                "precondition_failed",
                f"the game is at version {state.version}, not {if_match}",
                version=state.version,
            )
        return state, state.version

    def _move(
        self,
        game_id: str,
        player: Player,
        deal_index: int,
        decision: BidMade | CardPlayed,
        if_match: int | None,
    ) -> GameState:
        """A bid or a card from the player's seat, in the deal the URL names."""
        state, version = self._load_for_write(game_id, if_match)
        check_holds_seat(state, player, decision.seat)
        _check_deal(state, deal_index)
        return self._commit(game_id, state, version, decision)

    def _commit(self, game_id: str, state: GameState, version: int, decision: Event) -> GameState:
        state.apply(decision)  # raises, before anything is written, if refused
        decisions = [decision, *_run_bots(state)]
        try:
            self.store.append(game_id, version, decisions, state)
        except UnknownGame:
            raise no_game(game_id) from None
        return state

    @staticmethod
    def _occupant(player: Player, request: SeatRequest) -> Occupant:
        if request.bot is not None:
            get_strategy(request.bot)  # unknown bot -> InvalidInput
            return Occupant("bot", request.bot)
        return Occupant("player", player.id)

    def _authorise_table(self, game_id: str, state: GameState, player: Player, what: str) -> None:
        """Only the game's creator or a player seated at it may ``what``: a stranger
        must not fill someone else's table with bots and start it."""
        seated = any(holds_seat(o, player.id) for o in state.seats)
        if not seated and self.summary(game_id).creator_id != player.id:
            raise Forbidden(
                "not_at_table", f"only the game's creator or a player seated at it may {what}"
            )


SERVER_SEED_BYTES = 32
"""Random bytes of a seed the server chooses: 256 bits, far past brute force from
the public commitment (at least 128 are needed)."""


def server_seed() -> str:
    """A fresh secret seed, for a game whose creator did not choose one."""
    return secrets.token_hex(SERVER_SEED_BYTES)


def _run_bots(state: GameState) -> list[Event]:
    """Let built-in bots, and the stand-ins of absent players, decide until a
    present human must act or the game ends."""
    decisions: list[Event] = []
    while len(decisions) < MAX_BOT_DECISIONS:
        turn = next_bot(state)
        decision: Event
        if turn is not None:
            decision = decide(get_strategy(turn[1]), state, turn[0])
        elif (absent := stand_in_turn(state)) is not None:
            decision = stand_in_decision(state, absent)
        else:
            break
        state.apply(decision)
        decisions.append(decision)
    return decisions


def _bound_cost(rules: Rules, seats: Sequence[Occupant | None]) -> None:
    """Refuse to fill a table with four bots when their game would be too long to
    play inside one request (see :data:`MAX_BOT_ONLY_TARGET`)."""
    only_bots = all(o is not None and o.kind == "bot" for o in seats)
    if only_bots and rules.target > MAX_BOT_ONLY_TARGET:
        raise Invalid(
            "bot_game_too_long",
            f"a table of four bots is played within one request, so its target is at most "
            f"{MAX_BOT_ONLY_TARGET}, not {rules.target}; seat a human to play longer games",
            max_target=MAX_BOT_ONLY_TARGET,
        )


def _check_deal(state: GameState, deal_index: int) -> None:
    if state.phase is Phase.WAITING or state.deal is None:
        raise Conflict("wrong_phase", "the game has not started: seats are still empty")
    if deal_index != state.deal.index:
        if 0 <= deal_index < state.deal.index:
            raise Conflict(
                "wrong_deal",
                f"deal {deal_index} is over; the current deal is {state.deal.index}",
            )
        raise NotFound(
            "not_found", f"no deal {deal_index} yet; the current deal is {state.deal.index}"
        )

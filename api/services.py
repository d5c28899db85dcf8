"""Use cases: what a request asks of the game, without HTTP.

Each write loads the game (a replay of its log), authorises the caller's seat,
applies the decision through the domain, lets built-in bots take their turns,
and appends every new decision in one optimistic transaction. Handlers only
parse, call one of these and shape the answer.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from api.problems import ApiError, forbidden, not_found, unauthorized
from api.waiting import Feed
from domain.bidding import Bid
from domain.bots import bot_turn as next_bot
from domain.bots import decide, get_strategy
from domain.cards import Card
from domain.deal import DealState
from domain.events import (
    BidMade,
    CardPlayed,
    Event,
    GameCreated,
    Occupant,
    SeatLeft,
    SeatTaken,
    decision_from_dict,
)
from domain.game import GameState, Phase, check_seat, new_game, replay, replay_with_facts
from domain.notation import replay_text
from domain.records import GameRecord, game_record, replay_record, replayed_game
from domain.rules import Rules
from persistence.queries import GameFilter, HistoryQueries, PlayerStats
from persistence.store import GameStore, GameSummary, NotFound, Player, StoredEvent

MAX_BOT_DECISIONS = 5000  # a whole game of bots is about 300: this only stops runaway loops


@dataclass(frozen=True, slots=True)
class SeatRequest:
    """What to put in a seat: the caller (``bot`` None) or a built-in bot."""

    bot: str | None = None


class GameService:
    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.history = HistoryQueries(store.engine)
        # The day whose challenge games stay out of history (api.challenges sets it).
        self.secret_challenge_day: Callable[[], str | None] = lambda: None

    # -- players ------------------------------------------------------------

    def create_player(self, name: str) -> tuple[Player, str]:
        return self.store.create_player(name)

    def authenticate(self, token: str | None) -> Player:
        player = self.store.player_by_token(token) if token else None
        if player is None:
            raise unauthorized() if not token else unauthorized("unknown or revoked bearer token")
        return player

    # -- games --------------------------------------------------------------

    def load(self, game_id: str) -> GameState:
        try:
            return self.store.load(game_id)
        except NotFound:
            raise not_found(f"no game {game_id!r}") from None

    def create_game(
        self,
        creator: Player,
        rules: dict[str, Any],
        seed: str | None,
        seats: list[SeatRequest | None],
        *,
        challenge_day: str | None = None,
    ) -> tuple[str, GameState]:
        occupants = tuple(self._occupant(creator, s) if s is not None else None for s in seats)
        created = GameCreated(Rules.from_dict(rules), seed or secrets.token_hex(16), occupants)
        state, _ = new_game(created)
        decisions = _run_bots(state)
        return self.store.create_game(created, decisions, challenge_day=challenge_day)

    def sit(
        self, game_id: str, player: Player, seat: int, request: SeatRequest, if_match: int | None
    ) -> GameState:
        state, version = self._load_for_write(game_id, if_match)
        occupant = self._occupant(player, request)
        return self._commit(game_id, state, version, SeatTaken(seat, occupant))

    def leave(self, game_id: str, player: Player, seat: int, if_match: int | None) -> GameState:
        state, version = self._load_for_write(game_id, if_match)
        check_seat(seat)
        occupant = state.seats[seat]
        if occupant is not None and occupant.kind == "player" and occupant.name != player.id:
            raise forbidden(f"seat {seat} belongs to another player")
        if occupant is not None and occupant.kind == "bot" and not _sits_at(state, player):
            raise forbidden("only a player seated at this table may remove a bot")
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

    def seat_of(self, state: GameState, player: Player, seat: int) -> None:
        """Raise unless ``player`` sits in ``seat`` (for private views and streams)."""
        self._authorise_seat(state, player, seat)

    # -- reading ----------------------------------------------------------------

    def game(self, game_id: str) -> tuple[GameSummary, GameState]:
        return self.summary(game_id), self.load(game_id)

    def summary(self, game_id: str) -> GameSummary:
        try:
            return self.store.summary(game_id)
        except NotFound:
            raise not_found(f"no game {game_id!r}") from None

    # -- history ------------------------------------------------------------

    def history_page(
        self, where: GameFilter, *, offset: int, limit: int
    ) -> tuple[list[GameSummary], int]:
        """One page of the games ``where`` selects, and how many there are in all."""
        where = self._listable(where)
        total = self.history.count_games(where)
        return self.history.list_games(where, limit=limit, offset=offset), total

    def history_export(
        self, where: GameFilter
    ) -> tuple[int, Iterator[tuple[GameSummary, GameState]]]:
        """How many finished games ``where`` selects, and each of them replayed, in order.

        Only a finished game has a record: asking to export others is a 422.
        """
        if where.status not in (None, "finished"):
            raise ApiError(
                422,
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
        return replace(where, hidden_challenge_day=self.secret_challenge_day())

    def known_player(self, player_id: str) -> Player:
        player = self.store.get_player(player_id)
        if player is None:
            raise not_found(f"no player {player_id!r}")
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
            raise ApiError(
                404,
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
        self._authorise_seat(state, player, seat)
        if not wait or feed is None:
            return state
        deadline = time.monotonic() + wait
        known = state.version if after_version is None else after_version
        while state.turn != seat and state.version <= known:
            if not feed.wait(state.version, deadline - time.monotonic()):
                break  # out of time, or nobody to answer
            state = self.load(game_id)
            self._authorise_seat(state, player, seat)
        return state

    @staticmethod
    def deal(state: GameState, deal_index: int) -> DealState:
        if not 0 <= deal_index < len(state.deals):
            raise not_found(f"no deal {deal_index}; this game has {len(state.deals)} so far")
        return state.deals[deal_index]

    def event_log(self, game_id: str) -> tuple[GameState, list[tuple[StoredEvent, list[Event]]]]:
        """The whole log, each decision with the facts it caused, and the state."""
        stored = self.store.log(game_id)  # the cached log, like load()
        if not stored:
            raise not_found(f"no game {game_id!r}")
        state, facts = replay_with_facts(s.event for s in stored)
        return state, list(zip(stored, facts, strict=True))

    # -- records and replays -------------------------------------------------

    def record(self, game_id: str) -> tuple[GameSummary, GameRecord]:
        """A finished game's record (``game_not_finished`` before its end)."""
        summary, state = self.game(game_id)
        return summary, game_record(state)

    @staticmethod
    def replay(
        rules: dict[str, Any],
        seed: str,
        seats: list[dict[str, str] | None] | None,
        decisions: list[dict[str, Any]],
    ) -> GameRecord:
        """Replay a game sent by a client (nothing stored): its derived record."""
        occupants = None if seats is None else [Occupant.from_dict(o) if o else None for o in seats]
        created = replayed_game(Rules.from_dict(rules), seed, occupants)
        return replay_record(created, [decision_from_dict(d) for d in decisions])

    @staticmethod
    def replay_notation(text: str) -> GameRecord:
        """Replay a record in Belote notation, checking its claims (nothing stored)."""
        return replay_text(text)

    # -- inside ------------------------------------------------------------

    def _load_for_write(self, game_id: str, if_match: int | None) -> tuple[GameState, int]:
        state = self.load(game_id)
        if if_match is not None and if_match != state.version:
            raise ApiError(
                412,
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
        self._authorise_seat(state, player, decision.seat)
        _check_deal(state, deal_index)
        return self._commit(game_id, state, version, decision)

    def _commit(self, game_id: str, state: GameState, version: int, decision: Event) -> GameState:
        state.apply(decision)  # raises, before anything is written, if refused
        decisions = [decision, *_run_bots(state)]
        try:
            self.store.append(game_id, version, decisions, state)
        except NotFound:
            raise not_found(f"no game {game_id!r}") from None
        return state

    @staticmethod
    def _occupant(player: Player, request: SeatRequest) -> Occupant:
        if request.bot is not None:
            get_strategy(request.bot)  # unknown bot -> InvalidInput
            return Occupant("bot", request.bot)
        return Occupant("player", player.id)

    @staticmethod
    def _authorise_seat(state: GameState, player: Player, seat: int) -> None:
        check_seat(seat)
        if not holds_seat(state, player.id, seat):
            raise forbidden(f"you do not sit in seat {seat}")


def _run_bots(state: GameState) -> list[Event]:
    """Let built-in bots decide until a human must act or the game ends."""
    decisions: list[Event] = []
    while (turn := next_bot(state)) is not None and len(decisions) < MAX_BOT_DECISIONS:
        seat, name = turn
        decision = decide(get_strategy(name), state, seat)
        state.apply(decision)
        decisions.append(decision)
    return decisions


def holds_seat(state: GameState, player_id: str | None, seat: int) -> bool:
    """Whether the player ``player_id`` sits in ``seat`` in ``state``.

    The one check behind every seat's private view (plain read, long-poll and
    each message of a seat's stream), made on the state being answered.
    """
    occupant = state.seats[seat]
    return occupant is not None and occupant.kind == "player" and occupant.name == player_id


def _sits_at(state: GameState, player: Player) -> bool:
    return any(o is not None and o.kind == "player" and o.name == player.id for o in state.seats)


def _check_deal(state: GameState, deal_index: int) -> None:
    if state.phase is Phase.WAITING or state.deal is None:
        raise ApiError(409, "wrong_phase", "the game has not started: seats are still empty")
    if deal_index != state.deal.index:
        if 0 <= deal_index < state.deal.index:
            raise ApiError(
                409,
                "wrong_deal",
                f"deal {deal_index} is over; the current deal is {state.deal.index}",
            )
        raise not_found(f"no deal {deal_index} yet; the current deal is {state.deal.index}")

"""The event store: players, games' append-only logs and their projection.

A game is its log of decisions (``events``). :class:`GameStore` writes a
game's new decisions, its ``games`` row and the rows of every registered
projector (persistence/projectors.py) in one unit of work
(persistence/unit_of_work.py), guarded by the version the writer read
(optimistic concurrency):

- ``UPDATE games ... WHERE id = :id AND version = :expected`` matches no row
  if another writer got there first -> :class:`StaleVersion`;
- the primary key ``(game_id, seq)`` refuses a duplicate position even if the
  projection were ever out of step -> :class:`StaleVersion` too.

So the log never has a gap, a duplicate or a half-written game. Reading a game
replays its log through the domain; the projection is only for queries.
"""

from __future__ import annotations

import functools
import hashlib
import secrets
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    Engine,
    bindparam,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError

from domain.dealing import seed_commitment
from domain.errors import BeloteError
from domain.events import Event, GameCreated, Occupant, decision_from_dict
from domain.game import GameState, Phase, new_game, replay
from domain.rules import Rules
from persistence.cache import LRUCache
from persistence.db import one_statement_reads, write_transaction
from persistence.idempotency import IdempotencyKeys
from persistence.models import (
    ChallengeGameRow,
    EventRow,
    GameRow,
    PlayerRow,
    UTCDateTime,
)
from persistence.names import normalise_name
from persistence.notifications import notifier_for
from persistence.projections import player_games, projection, rule_columns
from persistence.projectors import Appended, Projectors, default_projectors
from persistence.rate_limits import RateLimits
from persistence.time_source import SYSTEM_TIME, TimeSource
from persistence.unit_of_work import UnitOfWork, Writes

_ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"  # no 0/o, 1/l: easy to read aloud
_ID_SIZE = 12  # 60 random bits
_GAMES = GameRow.__table__


class StaleVersion(BeloteError):
    """Someone appended to the game since the writer read it (HTTP 409)."""

    code = "stale_version"


class NotFound(BeloteError):
    """No such game or player."""

    code = "not_found"


@dataclass(frozen=True, slots=True)
class Player:
    """A player as of when it was read: ``name`` may have changed since (see
    :mod:`persistence.players`, which reads names fresh for showing them)."""

    id: str
    name: str
    created_at: datetime
    kind: str = "human"  # or "bot": see persistence.models.PlayerRow


PLAYER_KINDS = ("human", "bot")
"""A person's account, or a program's (a bot account: docs/bots.md)."""


@dataclass(frozen=True, slots=True)
class StoredEvent:
    """A decision of a game's log with its position and recording time."""

    seq: int
    event: Event
    recorded_at: datetime


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A game's projection row. ``seed`` is secret: the API decides when to show it."""

    id: str
    status: str
    rules: Rules
    seats: tuple[Occupant | None, ...]
    score_0: int
    score_1: int
    deal_index: int
    version: int
    seed: str
    seed_commitment: str
    winner: int | None
    ranking_0: int | None
    ranking_1: int | None
    created_at: datetime
    finished_at: datetime | None
    updated_at: datetime
    creator_id: str | None = None  # None: created before migration 0005
    seed_chosen_by: str = "creator"  # or "server"; see persistence.models.GameRow

    @property
    def scores(self) -> tuple[int, int]:
        return (self.score_0, self.score_1)


def new_id() -> str:
    """A short random identifier, safe in URLs and unambiguous to read."""
    return "".join(secrets.choice(_ID_ALPHABET) for _ in range(_ID_SIZE))


def hash_token(token: str) -> str:
    """``hex(sha256(utf8(token)))``: what is stored instead of a bearer token."""
    return hashlib.sha256(token.encode()).hexdigest()


class GameStore:
    """Players and games on one SQLAlchemy :class:`~sqlalchemy.Engine`.

    Thread-safe and process-safe. Between calls it keeps, per process, recent
    games' logs and states. The log is append-only, so a cached prefix never
    goes stale: loading a game reads only the events after it and applies them
    to a copy of the cached state instead of replaying the whole game. Cached
    states are never handed out, only copies, so no caller can change one.
    """

    def __init__(
        self,
        engine: Engine,
        cached_games: int = 256,
        time: TimeSource = SYSTEM_TIME,
        projectors: Projectors | None = None,
    ) -> None:
        self.engine = engine
        # Reads of one statement need no transaction (persistence.db.one_statement_reads).
        self._reads = one_statement_reads(engine)
        self._logs: LRUCache[str, tuple[StoredEvent, ...]] = LRUCache(cached_games)
        self._states: LRUCache[str, GameState] = LRUCache(cached_games)
        self._players: LRUCache[str, Player] = LRUCache(4 * cached_games)
        self.idempotency = IdempotencyKeys(engine)
        self.rate_limits = RateLimits(engine)
        # The read models every append writes (persistence/projectors.py).
        self.projectors = projectors if projectors is not None else default_projectors()
        # What a unit of work announces goes to every process (persistence/notifications.py)
        # and, at once, to this process's own listeners (api/live/waiting.py).
        # Its time is the store's: "now" for recorded_at and turn-clock deadlines.
        self.writes = Writes(engine, time, notifier_for(engine))
        self.notifier = self.writes.notifier
        self.local_listeners = self.writes.local_listeners

    # -- players ------------------------------------------------------------------

    def create_player(self, name: str, kind: str = "human") -> tuple[Player, str]:
        """A new player and its bearer token (returned once, never stored)."""
        name = normalise_name(name)
        if kind not in PLAYER_KINDS:
            raise ValueError(f"a player's kind is one of {PLAYER_KINDS}, not {kind!r}")
        token = secrets.token_urlsafe(32)
        player = Player(new_id(), name, self.time.now(), kind)
        with write_transaction(self.engine) as conn:
            conn.execute(
                insert(PlayerRow).values(
                    id=player.id,
                    name=player.name,
                    token_hash=hash_token(token),
                    created_at=player.created_at,
                    kind=kind,
                )
            )
        return player, token

    def player_by_token(self, token: str) -> Player | None:
        # A player's id and token never change and tokens are never reassigned,
        # so a hit can be cached; a miss is not (the player may be created a
        # moment later). Its name may change (PATCH /me): the cached Player's
        # ``name`` is for no one to show; names are read fresh (persistence.players).
        token_hash = hash_token(token)
        player = self._players.get(token_hash)
        if player is None:
            player = self._player(PlayerRow.token_hash == token_hash)
            if player is not None:
                self._players.put(token_hash, player)
        return player

    def get_player(self, player_id: str) -> Player | None:
        return self._player(PlayerRow.id == player_id)

    def _player(self, where: Any) -> Player | None:
        query = select(PlayerRow.id, PlayerRow.name, PlayerRow.created_at, PlayerRow.kind)
        with self._reads.connect() as conn:
            row = conn.execute(query.where(where)).first()
        return Player(row.id, row.name, row.created_at, row.kind) if row else None

    # -- writing games ------------------------------------------------------------

    @property
    def time(self) -> TimeSource:
        """What "now" is for every write (the units of work read it too)."""
        return self.writes.time

    @time.setter
    def time(self, time: TimeSource) -> None:
        self.writes.time = time

    def unit_of_work(self) -> AbstractContextManager[UnitOfWork]:
        """A write transaction for writes spanning stores (persistence/unit_of_work.py)."""
        return self.writes.unit_of_work()

    @contextmanager
    def within(self, uow: UnitOfWork | None) -> Iterator[UnitOfWork]:
        """``uow`` (a writer's unit spanning more), or a unit of work of its own when None."""
        if uow is not None:
            yield uow
            return
        with self.unit_of_work() as own:
            yield own

    def create_game(
        self,
        created: GameCreated,
        following: Sequence[Event] = (),
        *,
        uow: UnitOfWork | None = None,
        challenge_day: str | None = None,
        creator_id: str | None = None,
        seed_chosen_by: str = "creator",
    ) -> tuple[str, GameState]:
        """Store a new game: ``created`` then ``following`` decisions (seq 1..n).

        ``creator_id`` is the player who asked for it; ``seed_chosen_by`` says
        whether that player (``creator``) or the server (``server``) chose the
        seed.

        The decisions are applied first, so a refused one raises the domain's
        error and nothing is written. With ``challenge_day`` the game is also
        that day's challenge game of its (only) seated player, in the same
        transaction; a second one for the same player and day raises
        :class:`~sqlalchemy.exc.IntegrityError` and writes nothing. In
        ``uow`` (else in a unit of work of its own) with the rest of that
        unit: if any of it fails, nothing is written.
        """
        state, _ = new_game(created)
        for event in following:
            state.apply(event)
        with self.within(uow) as uow:
            return self._write_game(
                uow, created, following, state, challenge_day, creator_id, seed_chosen_by
            )

    def _write_game(
        self,
        uow: UnitOfWork,
        created: GameCreated,
        following: Sequence[Event],
        state: GameState,
        challenge_day: str | None,
        creator_id: str | None,
        seed_chosen_by: str,
    ) -> tuple[str, GameState]:
        logged = [created, *following]
        game_id = new_id()
        now = uow.now
        appended = Appended(game_id, 1, logged, state)
        row = {
            "id": game_id,
            "seed": created.seed,
            "seed_commitment": seed_commitment(created.seed),
            "creator_id": creator_id,
            "seed_chosen_by": seed_chosen_by,
            "created_at": now,
            "updated_at": now,
            "finished_at": now if state.phase is Phase.FINISHED else None,
            **projection(state),
            **rule_columns(created.rules),
        }
        uow.conn.execute(insert(GameRow).values(row | self.projectors.columns(appended, now)))
        if challenge_day is not None:
            uow.conn.execute(
                insert(ChallengeGameRow).values(
                    game_id=game_id,
                    day=challenge_day,
                    player_id=next(iter(player_games(state))),
                    created_at=now,
                )
            )
        self._write_events(uow, appended)
        remembered = state.copy()
        uow.after_commit(lambda: self._remember(game_id, 0, logged, now, remembered))
        return game_id, state

    def append(
        self,
        game_id: str,
        expected_version: int,
        decisions: Sequence[Event],
        state: GameState,
        *,
        uow: UnitOfWork | None = None,
    ) -> None:
        """Append ``decisions`` after position ``expected_version``, with every
        registered projector's rows, in ``uow`` (else in a unit of work of its own).

        ``state`` is the caller's state already advanced by ``decisions``. Raises
        :class:`StaleVersion` if the game is no longer at ``expected_version``
        and :class:`NotFound` if there is no such game. Whatever else ``uow``
        writes after it comes once the game's row is locked (every writer of a
        game takes that row first, so they never deadlock).
        """
        if state.version != expected_version + len(decisions):
            raise ValueError(
                f"state.version {state.version} != expected_version {expected_version}"
                f" + {len(decisions)} decisions"
            )
        if not decisions:  # nothing to write, but the caller's view must be current
            current = self.last_seq(game_id)
            if current != expected_version:
                raise self._stale(game_id, expected_version, current)
            return
        with self.within(uow) as uow:
            self._append(uow, game_id, expected_version, decisions, state)

    def _append(
        self,
        uow: UnitOfWork,
        game_id: str,
        expected_version: int,
        decisions: Sequence[Event],
        state: GameState,
    ) -> None:
        now = uow.now
        appended = Appended(game_id, expected_version + 1, decisions, state)
        finished = state.phase is Phase.FINISHED
        columns = self._changed_columns(game_id, expected_version, projection(state))
        columns.update(self.projectors.columns(appended, now))
        params = {f"p_{column}": value for column, value in columns.items()}
        params.update(p_id=game_id, p_expected=expected_version, p_updated_at=now)
        if finished:
            params["p_finished_at"] = now
        conn = uow.conn
        result = conn.execute(_advance_game(tuple(columns), finished), params)
        if result.rowcount != 1:
            found = conn.execute(
                select(GameRow.version).where(GameRow.id == game_id)
            ).scalar_one_or_none()
            if found is None:
                raise NotFound("not_found", f"no game {game_id!r}", game_id=game_id)
            raise self._stale(game_id, expected_version, found)
        self._write_events(uow, appended)
        remembered = state.copy()
        uow.after_commit(
            lambda: self._remember(game_id, expected_version, decisions, now, remembered)
        )

    def _write_events(self, uow: UnitOfWork, appended: Appended) -> None:
        """The log's new rows, then every projector's (the primary key ``(game_id,
        seq)`` refuses a position already taken: :class:`StaleVersion`)."""
        rows = [
            {
                "game_id": appended.game_id,
                "seq": appended.first_seq + i,
                "type": event.type,
                "payload": event.to_dict(),
                "recorded_at": uow.now,
            }
            for i, event in enumerate(appended.decisions)
        ]
        try:
            uow.conn.execute(_INSERT_EVENTS, rows)
        except IntegrityError as e:
            after = appended.first_seq - 1
            raise StaleVersion(
                "stale_version",
                f"game {appended.game_id!r} already has an event after version {after}",
                game_id=appended.game_id,
                expected_version=after,
            ) from e
        self.projectors.write(uow, appended)

    def forget(self, game_id: str) -> None:
        """Drop a deleted game from this process's caches."""
        self._logs.pop(game_id)
        self._states.pop(game_id)

    def _remember(
        self,
        game_id: str,
        after: int,
        written: Sequence[Event],
        recorded_at: datetime,
        state: GameState,
    ) -> None:
        """Cache what a committed write stored, so the next load need not read it back.

        ``state`` is the cache's own (a copy taken when it was written)."""
        log = self._logs.get(game_id) or ()
        if len(log) == after:
            stored = (StoredEvent(after + i, e, recorded_at) for i, e in enumerate(written, 1))
            self._logs.put(game_id, (*log, *stored))
        self._states.put(game_id, state)

    def _changed_columns(
        self, game_id: str, expected_version: int, after: dict[str, Any]
    ) -> dict[str, Any]:
        """The projection columns that differ from the row at ``expected_version``.

        That row is the projection of the game at that version, which the
        state cache usually holds. Setting only what changed matters: on
        SQLite every index on a column named in ``SET`` is rewritten, even to
        the same value, and ``games`` has many (a move then writes one page
        instead of about seventeen).
        """
        cached = self._states.get(game_id)
        if cached is None or cached.version != expected_version:
            return after
        before = projection(cached)
        return {column: value for column, value in after.items() if before[column] != value}

    @staticmethod
    def _stale(game_id: str, expected: int, current: int) -> StaleVersion:
        return StaleVersion(
            "stale_version",
            f"game {game_id!r} is at version {current}, not {expected}; reload and retry",
            game_id=game_id,
            expected_version=expected,
            current_version=current,
        )

    # -- reading games ------------------------------------------------------------

    def load(self, game_id: str) -> GameState:
        """The game's current state: the caller's own, free to change."""
        state = self._load(game_id)
        if state.phase is Phase.WAITING:
            # Only a waiting game can be deleted, and another process's delete does
            # not reach this one's caches: a cached log must still be in the table.
            try:
                self.last_seq(game_id)
            except NotFound:
                self.forget(game_id)
                raise
        return state

    def _load(self, game_id: str) -> GameState:
        stored = self.log(game_id)
        if not stored:
            raise NotFound("not_found", f"no game {game_id!r}", game_id=game_id)
        cached = self._states.get(game_id)
        if cached is not None and cached.version <= len(stored):
            state = cached.copy()
            for item in stored[cached.version :]:
                state.apply(item.event)
            if state.version == cached.version:
                return state
        else:
            for expected, item in enumerate(stored, start=1):
                if item.seq != expected:  # cannot happen through GameStore
                    raise RuntimeError(f"game {game_id!r}: event {expected} is missing")
            state = replay(item.event for item in stored)
        self._states.put(game_id, state.copy())
        return state

    def last_append_at(self, game_id: str) -> datetime:
        """When the game's last event was recorded (its turn clock starts there).

        Read from the log this process last loaded or wrote, so call it right
        after :meth:`load` or a write to get the current answer without a query.
        """
        stored = self._logs.get(game_id) or self.log(game_id)
        if not stored:
            raise NotFound("not_found", f"no game {game_id!r}", game_id=game_id)
        return stored[-1].recorded_at

    def due_games(self, now: datetime, limit: int = 100) -> list[str]:
        """Games whose turn clock ran out by ``now``, the longest overdue first."""
        query = (
            select(GameRow.id)
            .where(GameRow.deadline_at <= now)
            .order_by(GameRow.deadline_at)
            .limit(limit)
        )
        with self._reads.connect() as conn:
            return list(conn.execute(query).scalars())

    def log(self, game_id: str) -> tuple[StoredEvent, ...]:
        """Every decision of the game, in order (empty for an unknown game)."""
        cached = self._logs.get(game_id) or ()
        newer = self._read_events(game_id, after=len(cached), limit=None)
        if not newer:
            return cached
        stored = (*cached, *newer)
        self._logs.put(game_id, stored)
        return stored

    def events(self, game_id: str, after: int = 0, limit: int = 100) -> list[StoredEvent]:
        """Up to ``limit`` decisions with ``seq > after``, in order."""
        if limit < 1:
            raise ValueError("limit must be at least 1")
        stored = self._read_events(game_id, after=after, limit=limit)
        if not stored:
            self.last_seq(game_id)  # NotFound for a missing game
        return stored

    def _read_events(self, game_id: str, after: int, limit: int | None) -> list[StoredEvent]:
        params = {"game_id": game_id, "after": after}
        query = _READ_EVENTS
        if limit is not None:
            query = _READ_EVENTS.limit(limit)
        with self._reads.connect() as conn:
            rows = conn.execute(query, params).all()
        return [StoredEvent(r.seq, decision_from_dict(r.payload), r.recorded_at) for r in rows]

    def last_seq(self, game_id: str) -> int:
        """The position of the game's last event (its version)."""
        with self._reads.connect() as conn:
            seq = conn.execute(
                select(func.max(EventRow.seq)).where(EventRow.game_id == game_id)
            ).scalar_one()
        if seq is None:
            raise NotFound("not_found", f"no game {game_id!r}", game_id=game_id)
        return int(seq)

    def heads(self, game_ids: Sequence[str]) -> dict[str, int]:
        """The last seq of each of ``game_ids`` that exists, in one query per 500 games."""
        ids = list(game_ids)
        found: dict[str, int] = {}
        with self.engine.connect() as conn:
            for start in range(0, len(ids), 500):
                query = (
                    select(EventRow.game_id, func.max(EventRow.seq))
                    .where(EventRow.game_id.in_(ids[start : start + 500]))
                    .group_by(EventRow.game_id)
                )
                found.update({game_id: int(seq) for game_id, seq in conn.execute(query)})
        return found

    def summary(self, game_id: str) -> GameSummary:
        """The game's projection row."""
        with self._reads.connect() as conn:
            row = conn.execute(select(*_GAMES.c).where(GameRow.id == game_id)).first()
        if row is None:
            raise NotFound("not_found", f"no game {game_id!r}", game_id=game_id)
        return _summary(row._mapping)

    def ping(self) -> None:
        """Raise if the database cannot be reached (readiness checks)."""
        with self.engine.connect() as conn:
            conn.execute(select(1)).scalar_one()

    # -- daily challenges ---------------------------------------------------------

    def record_challenge_result(
        self,
        game_id: str,
        result_: tuple[int, int, int] | None,
        finished_at: datetime | None,
    ) -> None:
        """Record the check of a finished challenge game (once).

        ``result_`` (the challenger's team's score, the other's, and the
        challenger's ranking score, as the server's own replay found them)
        enters the day's leaderboard; None records a game that failed the
        check, which never ranks.
        """
        row = ChallengeGameRow
        result: dict[str, Any] = {"finished_at": finished_at, "verified_at": self.time.now()}
        if result_ is not None:
            own, other, ranking = result_
            result.update(ranking=ranking, own_score=own, other_score=other)
        with write_transaction(self.engine) as conn:
            conn.execute(
                update(row).where(row.game_id == game_id, row.verified_at.is_(None)).values(result)
            )


def _summary(m: Any) -> GameSummary:
    return GameSummary(
        id=m["id"],
        status=m["status"],
        rules=Rules.from_dict(m["rules"]),
        seats=tuple(Occupant.from_dict(o) if o else None for o in m["seats"]),
        score_0=m["score_0"],
        score_1=m["score_1"],
        deal_index=m["deal_index"],
        version=m["version"],
        seed=m["seed"],
        seed_commitment=m["seed_commitment"],
        winner=m["winner"],
        ranking_0=m["ranking_0"],
        ranking_1=m["ranking_1"],
        created_at=m["created_at"],
        finished_at=m["finished_at"],
        updated_at=m["updated_at"],
        creator_id=m["creator_id"],
        seed_chosen_by=m["seed_chosen_by"] or "creator",
    )


@functools.cache
def _advance_game(columns: tuple[str, ...], finished: bool) -> Any:
    """``UPDATE games`` of ``columns`` (and the version guard), built once per shape.

    Building a statement costs a measurable share of a move's CPU time
    (bench/api.py); a game only ever changes a handful of column sets.
    finished_at is set once, when the game finishes (a finished game takes no
    decision).
    """
    statement = (
        update(GameRow)
        .where(GameRow.id == bindparam("p_id"), GameRow.version == bindparam("p_expected"))
        .values({column: bindparam(f"p_{column}") for column in (*columns, "updated_at")})
    )
    if finished:
        statement = statement.values(
            finished_at=func.coalesce(
                GameRow.finished_at, bindparam("p_finished_at", type_=UTCDateTime())
            )
        )
    return statement


_INSERT_EVENTS = insert(EventRow)

# Every load reads a game's new events: built once, like _advance_game's statements.
_READ_EVENTS = (
    select(EventRow.seq, EventRow.payload, EventRow.recorded_at)
    .where(EventRow.game_id == bindparam("game_id"), EventRow.seq > bindparam("after"))
    .order_by(EventRow.seq)
)

"""Read-side queries over the projections: game history, player stats, leaderboards.

Everything here reads the tables :class:`~persistence.store.GameStore` keeps
in step with the log (``games``, ``player_games``, ``challenge_games``) and
never replays a game. A page of history is two queries, the page and its
total, each meant to be answered from one index (migrations 0003 and
0013_history; ``tests/history/test_query_plans.py`` reads their plans on both
databases):

- one of status, winner, creation or end time, or one table option
  (``games.rule_<option>``, whose index also holds the end and the winner):
  the page, in creation order, and its count come from that index;
- the target with other options: the target's index holds every option, so
  the count reads that index alone and the page reads only matching rows;
- a player's games are read from ``player_games`` through its own indexes (by
  creation, end, ranking); what only ``games`` knows is checked per row;
- ``sort=ranking`` orders games by :func:`~persistence.models.ranking_key`
  (the winner's ranking score), a player's games by its own team's ranking;
  games whose creator chose the seed (``games.seed_chosen_by``) come last,
  unranked. That order has an index alone and after the status and the
  target; with another filter the selected rows are read, then sorted.

Besides page numbers, a listing can continue from a :class:`Position` (the
sort key of one listed game: the API's opaque cursors): the games after it,
or before it, in the same order. Unlike an offset, a position stays put when
games are created or finish meanwhile: nothing is skipped or shown twice; and
the index seeks to it rather than reading the games ahead of it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, Select, and_, case, exists, false, func, or_, select, true
from sqlalchemy.orm import aliased

from domain.events import Event, decision_from_dict
from domain.rules import OPTIONS
from persistence.models import (
    GAMES_RANKING,
    TARGET_HISTORY_INDEX,
    TARGET_RANKING_INDEX,
    UNRANKED,
    ChallengeGameRow,
    EventRow,
    GameRow,
    PlayerGameRow,
    PlayerRow,
)
from persistence.store import GameSummary, _summary

STATUSES: dict[str, tuple[str, ...]] = {
    "waiting": ("waiting",),
    "playing": ("bidding", "playing"),  # started and not over
    "bidding": ("bidding",),
    "finished": ("finished",),
}
"""A status filter's value -> the stored statuses it matches."""

SORTS = ("newest", "oldest", "ranking")

_GAMES = GameRow.__table__


@dataclass(frozen=True, slots=True)
class GameFilter:
    """Which games a history query selects, and in what order.

    Times are inclusive ``_from`` and exclusive ``_to``; ``rules`` maps table
    options to the value a game must have been created with. The games of
    ``hidden_challenge_day``'s daily challenge are left out (that day is not
    over: its games would show its deals).
    """

    player: str | None = None
    status: str | None = None
    created_from: datetime | None = None
    created_to: datetime | None = None
    finished_from: datetime | None = None
    finished_to: datetime | None = None
    winner: int | None = None
    rules: Mapping[str, Any] = field(default_factory=dict)
    sort: str = "newest"
    hidden_challenge_day: str | None = None

    def __post_init__(self) -> None:
        if self.status is not None and self.status not in STATUSES:
            raise ValueError(f"unknown status {self.status!r}")
        if self.sort not in SORTS:
            raise ValueError(f"unknown sort {self.sort!r}")
        unknown = set(self.rules) - set(OPTIONS)
        if unknown:
            raise ValueError(f"unknown rule options {sorted(unknown)}")


@dataclass(frozen=True, slots=True)
class Position:
    """A listed game's place in a sort order: its values of :func:`_sort_keys`.

    ``key`` is ``(created_at, game_id)`` for ``newest`` and ``oldest``, and
    ``(ranking, created_at, game_id)`` for ``ranking``; a game that does not
    rank has the ranking :data:`~persistence.models.UNRANKED` among all games,
    null among a player's. Listing ``after`` or ``before`` it needs the same
    sort.
    """

    sort: str
    key: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's totals over its finished games (an unfinished game never counts)."""

    games: int
    wins: int
    losses: int
    deals_taken: int
    deals_made: int
    dedans: int
    capots: int
    belotes: int
    average_ranking: float | None
    # docs/rules.md §10: contracts by kind, coinches and surcoinches said.
    contracts_suit: int = 0
    contracts_sa: int = 0
    contracts_ta: int = 0
    coinches: int = 0
    surcoinches: int = 0


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    player_id: str
    player_name: str
    game_id: str
    ranking: int
    own_score: int
    other_score: int
    finished_at: datetime
    player_kind: str = "human"


class HistoryQueries:
    """Read-only queries on one engine; holds nothing else."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # -- games ----------------------------------------------------------------------

    def list_games(self, where: GameFilter, *, limit: int, offset: int = 0) -> list[GameSummary]:
        """One page of the games ``where`` selects, in its order."""
        return [summary for summary, _ in self.list_positioned(where, limit=limit, offset=offset)]

    def list_positioned(
        self,
        where: GameFilter,
        *,
        limit: int,
        offset: int = 0,
        after: Position | None = None,
        before: Position | None = None,
    ) -> list[tuple[GameSummary, Position]]:
        """Up to ``limit`` selected games in order, each with its position.

        With ``after``: the first games past that position (``offset`` still
        applies); with ``before``: the last games ahead of it, still in order.
        A position of another sort is a ``ValueError``.
        """
        keys = _sort_keys(where)
        for position in (after, before):
            if position is not None and (
                position.sort != where.sort or len(position.key) != len(keys)
            ):
                raise ValueError(f"a position in the {where.sort!r} order is needed")
        after, before = (_unranked_as_key(where, p) for p in (after, before))
        labelled = [column.label(f"sort_key_{i}") for i, (column, _, _) in enumerate(keys)]
        query = _page_query([*_GAMES.c, *labelled], where)
        if after is not None:
            query = query.where(_beyond(keys, after.key, forward=True))
        if before is not None:
            query = query.where(_beyond(keys, before.key, forward=False))
        backwards = before is not None and after is None
        if backwards:  # the games nearest the position, read from it backwards
            query = query.order_by(None).order_by(*_ordering(keys, reverse=True))
        query = query.limit(limit).offset(offset)
        with self.engine.connect() as conn:
            rows = list(conn.execute(query))
        if backwards:
            rows.reverse()
        return [
            (
                _summary(row._mapping),
                Position(where.sort, tuple(row._mapping[label.name] for label in labelled)),
            )
            for row in rows
        ]

    def count_games(self, where: GameFilter) -> int:
        """How many games ``where`` selects (the total of its pages)."""
        everything, hidden = _count_queries(where)
        with self.engine.connect() as conn:  # one transaction: both counts agree
            total = int(conn.execute(everything).scalar_one())
            if hidden is not None:
                total -= int(conn.execute(hidden).scalar_one())
        return total

    def game_ids(self, where: GameFilter) -> list[str]:
        """Every selected game's id, in order: a snapshot to export page by page."""
        with self.engine.connect() as conn:
            return list(conn.execute(_page_query([GameRow.id], where)).scalars())

    def summaries(self, game_ids: Sequence[str]) -> list[GameSummary]:
        """The projection rows of ``game_ids``, in that order (missing ones left out)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(*_GAMES.c).where(GameRow.id.in_(game_ids))).all()
        by_id = {row.id: _summary(row._mapping) for row in rows}
        return [by_id[game_id] for game_id in game_ids if game_id in by_id]

    def logs(self, game_ids: Sequence[str]) -> dict[str, list[Event]]:
        """The decisions of several games at once, each log in order."""
        query = (
            select(EventRow.game_id, EventRow.payload)
            .where(EventRow.game_id.in_(game_ids))
            .order_by(EventRow.game_id, EventRow.seq)
        )
        logs: dict[str, list[Event]] = {game_id: [] for game_id in game_ids}
        with self.engine.connect() as conn:
            for game_id, payload in conn.execute(query):
                logs[game_id].append(decision_from_dict(payload))
        return logs

    def iter_logs(
        self, game_ids: Sequence[str], batch: int = 200
    ) -> Iterator[tuple[GameSummary, list[Event]]]:
        """Each game's projection row and decisions, reading ``batch`` games at a time."""
        for start in range(0, len(game_ids), batch):
            chunk = game_ids[start : start + batch]
            logs = self.logs(chunk)
            for summary in self.summaries(chunk):
                yield summary, logs[summary.id]

    # -- players --------------------------------------------------------------------

    def player_stats(self, player_id: str, hidden_challenge_day: str | None = None) -> PlayerStats:
        """The player's totals over its finished games; the games of
        ``hidden_challenge_day``'s challenge left out (that day still runs: its
        contracts would tell what the day's deals hold)."""
        row = PlayerGameRow

        def count(condition: Any) -> Any:
            return func.coalesce(func.sum(case((condition, 1), else_=0)), 0)

        def total(column: Any) -> Any:
            return func.coalesce(func.sum(column), 0)

        query = select(
            func.count(),
            count(row.won.is_(True)),
            count(row.won.is_(False)),
            total(row.deals_taken),
            total(row.deals_made),
            total(row.dedans),
            total(row.capots),
            total(row.belotes),
            func.avg(row.ranking),
            total(row.contracts_suit),
            total(row.contracts_sa),
            total(row.contracts_ta),
            total(row.coinches),
            total(row.surcoinches),
        )
        # A creator who chose the seed could know every hand: such games are practice.
        query = (
            query.select_from(row)
            .join(GameRow, GameRow.id == row.game_id)
            .where(
                row.player_id == player_id,
                row.finished_at.is_not(None),
                GameRow.seed_chosen_by == "server",
            )
        )
        if hidden_challenge_day is not None:
            query = query.where(
                row.game_id.not_in(
                    select(ChallengeGameRow.game_id).where(
                        ChallengeGameRow.day == hidden_challenge_day,
                        ChallengeGameRow.player_id == player_id,
                    )
                )
            )
        with self.engine.connect() as conn:
            (games, wins, losses, taken, made, dedans, capots, belotes, average, *kinds) = (
                conn.execute(query).one()
            )
        suit, sa, ta, coinches, surcoinches = (int(k) for k in kinds)
        return PlayerStats(
            games=int(games),
            wins=int(wins),
            losses=int(losses),
            deals_taken=int(taken),
            deals_made=int(made),
            dedans=int(dedans),
            capots=int(capots),
            belotes=int(belotes),
            average_ranking=None if average is None else round(float(average), 2),
            contracts_suit=suit,
            contracts_sa=sa,
            contracts_ta=ta,
            coinches=coinches,
            surcoinches=surcoinches,
        )

    # -- daily challenges -----------------------------------------------------------

    def challenge_game(self, day: str, player_id: str) -> str | None:
        """The id of the game ``player_id`` started for ``day``'s challenge, if any."""
        row = ChallengeGameRow
        query = select(row.game_id).where(row.day == day, row.player_id == player_id)
        with self.engine.connect() as conn:
            return conn.execute(query).scalar_one_or_none()

    def challengers(self, day: str) -> int:
        """How many players started ``day``'s challenge."""
        query = select(func.count()).where(ChallengeGameRow.day == day)
        with self.engine.connect() as conn:
            return int(conn.execute(query).scalar_one())

    def unverified_finished(self, day: str) -> list[str]:
        """``day``'s challenge games that are over but not yet verified."""
        row = ChallengeGameRow
        query = (
            select(row.game_id)
            .join(GameRow, GameRow.id == row.game_id)
            .where(row.day == day, row.verified_at.is_(None), GameRow.status == "finished")
        )
        with self.engine.connect() as conn:
            return list(conn.execute(query).scalars())

    def leaderboard(self, day: str, *, limit: int, offset: int = 0) -> list[LeaderboardEntry]:
        """Verified results of ``day``, best first; equal scores: who finished first."""
        row = ChallengeGameRow
        query = (
            select(
                row.player_id,
                PlayerRow.name,
                row.game_id,
                row.ranking,
                row.own_score,
                row.other_score,
                row.finished_at,
                PlayerRow.kind,
            )
            .join(PlayerRow, PlayerRow.id == row.player_id)
            .where(row.day == day, row.ranking.is_not(None))
            .order_by(row.ranking.desc(), row.finished_at, row.game_id)
            .limit(limit)
            .offset(offset)
        )
        with self.engine.connect() as conn:
            return [LeaderboardEntry(*r) for r in conn.execute(query)]

    def count_leaderboard(self, day: str) -> int:
        row = ChallengeGameRow
        query = select(func.count()).where(row.day == day, row.ranking.is_not(None))
        with self.engine.connect() as conn:
            return int(conn.execute(query).scalar_one())


def _games_conditions(where: GameFilter, games: Any, on_games: bool) -> list[Any]:
    """The conditions of ``where`` on a ``games`` table (or alias).

    With ``on_games`` False (a player's games), those that ``player_games``
    answers itself are left to :func:`_selection`.
    """
    conditions = []
    if where.status == "finished" and not on_games:
        pass  # player_games.finished_at says it
    elif where.status == "finished" and where.rules:
        # The same games (``finished_at`` is set when, and only when, a game
        # ends), but a column the table options' indexes hold.
        conditions.append(games.finished_at.is_not(None))
    elif where.status is not None:
        statuses = STATUSES[where.status]
        conditions.append(
            games.status == statuses[0] if len(statuses) == 1 else games.status.in_(statuses)
        )
    if on_games:
        conditions += _time_conditions(where, games.created_at, games.finished_at)
    if where.winner is not None:
        conditions.append(games.winner == where.winner)
    conditions += [getattr(games, f"rule_{k}") == v for k, v in where.rules.items()]
    return conditions


def _time_conditions(where: GameFilter, created: Any, finished: Any) -> list[Any]:
    bounds = [
        (created, where.created_from, where.created_to),
        (finished, where.finished_from, where.finished_to),
    ]
    conditions = []
    for column, start, end in bounds:
        if start is not None:
            conditions.append(column >= start)
        if end is not None:
            conditions.append(column < end)
    return conditions


def _selection(where: GameFilter) -> tuple[Any, Any, list[Any]]:
    """(the table the query reads first, its game id column, the conditions).

    A player's games are read from ``player_games`` in the order of its index;
    what only ``games`` knows is checked per row with ``EXISTS``, so that the
    player's few rows drive the query, never a scan of every game of a status
    or rule (SQLite plans without statistics).
    """
    if where.player is None:
        return GameRow, GameRow.id, _games_conditions(where, GameRow, on_games=True)
    mine = PlayerGameRow
    conditions = [mine.player_id == where.player]
    conditions += _time_conditions(where, mine.created_at, mine.finished_at)
    if where.status == "finished":
        conditions.append(mine.finished_at.is_not(None))  # set when, and only when, it ends
    games = aliased(GameRow)
    on_games = _games_conditions(where, games, on_games=False)
    if on_games:
        conditions.append(exists().where(games.id == mine.game_id, *on_games))
    return mine, mine.game_id, conditions


def _running(where: GameFilter) -> Any:
    """The ids of the hidden day's challenge games."""
    return select(ChallengeGameRow.game_id).where(
        ChallengeGameRow.day == where.hidden_challenge_day
    )


def _page_query(columns: Sequence[Any], where: GameFilter) -> Select[Any]:
    """The selected games' ``columns``, in order, hidden challenge games left out."""
    table, game_id, conditions = _selection(where)
    query = select(*columns).where(*conditions)
    if table is not GameRow:
        query = query.select_from(table).join(GameRow, GameRow.id == game_id)
    if where.hidden_challenge_day is not None:
        query = query.where(game_id.not_in(_running(where)))
    ordered = where.sort == "ranking"
    return _on_target_index(query, where, ordered).order_by(*_ordering(_sort_keys(where)))


def _on_target_index(query: Select[Any], where: GameFilter, ranking: bool) -> Select[Any]:
    """``query`` read, on SQLite, from an index of the target when it filters on one.

    With several table options SQLite, which plans without statistics, takes
    any of their indexes; the target's serves best: its history index holds
    every other option (rows are only read once they match) and its ranking
    index gives that order. PostgreSQL weighs its statistics and needs no hint.
    """
    if where.player is not None or "target" not in where.rules:
        return query
    index = TARGET_RANKING_INDEX if ranking else TARGET_HISTORY_INDEX
    return query.with_hint(GameRow, f"INDEXED BY {index}", "sqlite")


def _sort_keys(where: GameFilter) -> list[tuple[Any, bool, bool]]:
    """``where``'s order as (column, descending, nullable) keys, the game id last."""
    mine = where.player is not None
    created = PlayerGameRow.created_at if mine else GameRow.created_at
    if where.sort == "oldest":
        return [(created, False, False), (GameRow.id, False, False)]
    if where.sort == "ranking" and not mine:
        return [(GAMES_RANKING, True, False), (created, True, False), (GameRow.id, False, False)]
    if where.sort == "ranking":
        # A game whose creator chose the seed never ranks: its creator could know every hand.
        # A player's own ranking may be below UNRANKED: null, sorted last, marks those.
        ranked = case((GameRow.seed_chosen_by == "server", PlayerGameRow.ranking))
        return [(ranked, True, True), (created, True, False), (GameRow.id, False, False)]
    return [(created, True, False), (GameRow.id, False, False)]


def _unranked_as_key(where: GameFilter, position: Position | None) -> Position | None:
    """``position`` with a null ranking (a game that does not rank, as a cursor
    may spell it) read as UNRANKED among all games, whose ranking key is never null."""
    if position is None or where.player is not None or where.sort != "ranking":
        return position
    ranking, *rest = position.key
    return Position(position.sort, (UNRANKED if ranking is None else ranking, *rest))


def _ordering(keys: list[tuple[Any, bool, bool]], reverse: bool = False) -> list[Any]:
    """ORDER BY terms for ``keys`` (nulls last), or for the exact reverse order."""
    terms = []
    for column, descending, nullable in keys:
        term = column.desc() if descending != reverse else column.asc()
        if nullable:
            term = term.nulls_first() if reverse else term.nulls_last()
        terms.append(term)
    return terms


def _beyond(keys: list[tuple[Any, bool, bool]], values: Sequence[Any], forward: bool) -> Any:
    """Rows strictly after (``forward``) or before ``values`` in the order of ``keys``.

    Lexicographic: equal on the first keys, then past on the next one. Nulls
    come last, so past a null there is only another null (then the later
    keys decide), and ahead of a value there is no null. The first key is
    also bounded on its own (at or past its value), so that the index in this
    order seeks to the position instead of reading every row ahead of it.
    """
    column, descending, nullable = keys[0]
    if values[0] is None:
        bound = column.is_(None) if forward else true()
    elif nullable:
        bound = true()  # past a value are the nulls too: no range of the index
    else:
        bound = (column <= values[0]) if descending == forward else (column >= values[0])
    alternatives = []
    for i, (column, descending, nullable) in enumerate(keys):
        value = values[i]
        equal_so_far = [
            c.is_(None) if v is None else c == v
            for (c, _, _), v in zip(keys[:i], values[:i], strict=True)
        ]
        if value is None:
            past = false() if forward else column.is_not(None)
        else:
            past = (column < value) if descending == forward else (column > value)
            if nullable and forward:
                past = or_(past, column.is_(None))
        alternatives.append(and_(*equal_so_far, past))
    return and_(bound, or_(*alternatives))


def _count_queries(where: GameFilter) -> tuple[Select[Any], Select[Any] | None]:
    """(count the selected games, count those of them hidden or None).

    The hidden ones are counted apart and taken off: a ``NOT IN`` would make
    the count read every row instead of an index only. They are counted from
    the day's ``challenge_games``, checking each against the filter.
    """
    table, game_id, conditions = _selection(where)
    everything = _on_target_index(
        select(func.count()).select_from(table).where(*conditions), where, ranking=False
    )
    if where.hidden_challenge_day is None:
        return everything, None
    running = ChallengeGameRow
    selected = select(game_id).where(game_id == running.game_id, *conditions)
    hidden = select(func.count()).where(
        running.day == where.hidden_challenge_day, selected.exists()
    )
    return everything, hidden

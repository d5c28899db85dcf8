"""``belote verify``: replay stored games and check every projection against them.

The event log is the truth; ``games``, ``game_seats`` and ``player_games``
are projections written beside it. Verification reads the raw rows (not the
store's cache), replays each log with :func:`domain.records.replay_decisions`
(the same replay ``POST /replays`` uses) and compares every projected column
with what the store would write for the replayed state
(:func:`persistence.projections.projection` and friends), so a new projected column
is verified as soon as the store writes it.

A log that cannot be replayed (an edited payload, a gap) is reported with the
sequence number at fault; its projections are then not compared.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, select

from domain.dealing import seed_commitment
from domain.errors import BeloteError
from domain.events import Event, GameCreated, decision_from_dict
from domain.game import GameState, Phase
from domain.records import replay_decisions
from persistence.models import EventRow, GameRow, GameSeatRow, PlayerGameRow
from persistence.projections import player_games, projection


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One way a stored game disagrees with its own log."""

    game_id: str
    what: str  # the column or table at fault, or "events"
    message: str

    def __str__(self) -> str:
        return f"game {self.game_id}: {self.what}: {self.message}"


def differs(game_id: str, what: str, stored: Any, derived: Any) -> Mismatch:
    return Mismatch(game_id, what, f"stored {stored!r}, the log gives {derived!r}")


def verify_games(engine: Engine, game_ids: Iterable[str] | None = None) -> Iterator[list[Mismatch]]:
    """The mismatches of each game (every game, oldest first, when ``game_ids`` is None)."""
    with engine.connect() as conn:
        if game_ids is None:
            query = select(GameRow.id).order_by(GameRow.created_at, GameRow.id)
            game_ids = list(conn.execute(query).scalars())
        for game_id in game_ids:
            yield verify_game(conn, game_id)


def verify_game(conn: Connection, game_id: str) -> list[Mismatch]:
    """Every disagreement between one game's log and its projections."""
    row = conn.execute(select(*GameRow.__table__.c).where(GameRow.id == game_id)).first()
    if row is None:
        return [Mismatch(game_id, "games", "no such game")]
    state, found = _replay_log(conn, game_id)
    if state is None:
        return found
    found += [
        differs(game_id, column, getattr(row, column), value)
        for column, value in projection(state).items()
        if getattr(row, column) != value
    ]
    finished = state.phase is Phase.FINISHED
    if (row.finished_at is not None) != finished:
        found.append(differs(game_id, "finished_at", row.finished_at, "set" if finished else None))
    if row.seed != state.seed:
        found.append(differs(game_id, "seed", row.seed, state.seed))
    if row.seed_commitment != seed_commitment(state.seed):
        found.append(differs(game_id, "seed_commitment", row.seed_commitment, "sha256 of seed"))
    found += _check_seats(conn, game_id, state)
    found += _check_player_games(conn, game_id, state)
    return found


def _replay_log(conn: Connection, game_id: str) -> tuple[GameState | None, list[Mismatch]]:
    """The replayed state, or None with the reason the log cannot be replayed."""
    rows = conn.execute(
        select(EventRow.seq, EventRow.type, EventRow.payload)
        .where(EventRow.game_id == game_id)
        .order_by(EventRow.seq)
    ).all()
    events: list[Event] = []
    for expected, row in enumerate(rows, start=1):
        if row.seq != expected:
            return None, [Mismatch(game_id, "events", f"seq {expected} is missing")]
        try:
            event = decision_from_dict(row.payload)
        except BeloteError as e:
            return None, [Mismatch(game_id, "events", f"seq {row.seq} cannot be read: {e}")]
        if event.type != row.type:
            return None, [differs(game_id, f"events seq {row.seq} type", row.type, event.type)]
        events.append(event)
    if not events or not isinstance(events[0], GameCreated):
        return None, [Mismatch(game_id, "events", "the log does not start with GameCreated")]
    try:
        return replay_decisions(events[0], events[1:]), []
    except BeloteError as e:
        index = e.details.get("index")
        seq = index + 2 if isinstance(index, int) else 1  # decision 0 follows GameCreated
        rule = e.details.get("rule", e.code)
        return None, [Mismatch(game_id, "events", f"seq {seq} does not replay: {rule}: {e}")]


def _check_seats(conn: Connection, game_id: str, state: GameState) -> list[Mismatch]:
    query = select(GameSeatRow.seat, GameSeatRow.kind, GameSeatRow.name).where(
        GameSeatRow.game_id == game_id
    )
    stored = {r.seat: {"kind": r.kind, "name": r.name} for r in conn.execute(query)}
    derived = {s: o.to_dict() for s, o in enumerate(state.seats) if o is not None}
    return [] if stored == derived else [differs(game_id, "game_seats", stored, derived)]


def _check_player_games(conn: Connection, game_id: str, state: GameState) -> list[Mismatch]:
    derived = player_games(state)
    query = select(*PlayerGameRow.__table__.c).where(PlayerGameRow.game_id == game_id)
    stored = {row.player_id: row for row in conn.execute(query)}
    if set(stored) != set(derived):
        return [differs(game_id, "player_games players", sorted(stored), sorted(derived))]
    return [
        differs(game_id, f"player_games[{player_id}].{column}", getattr(row, column), value)
        for player_id, row in stored.items()
        for column, value in derived[player_id].items()
        if getattr(row, column) != value
    ]

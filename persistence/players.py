"""Players' public side: display names, renaming and profiles.

Names can change (``PATCH /me``), so they are always read from the database,
never from a per-process cache: several processes, on several machines, share
one database, and a rename must be seen by all of them at once. A response
that names players reads all their names in one query (:meth:`names`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Engine, bindparam, func, select, update

from persistence.db import one_statement_reads, write_transaction
from persistence.models import PlayerGameRow, PlayerRow
from persistence.names import normalise_name


@dataclass(frozen=True, slots=True)
class Profile:
    """A player's public profile: who it is and how many games it sat at."""

    id: str
    name: str
    created_at: datetime
    kind: str  # "human" or "bot" (a bot account)
    games: int  # every game the player holds a seat in, whatever its status
    finished_games: int


_NAMES = select(PlayerRow.id, PlayerRow.name, PlayerRow.kind).where(
    PlayerRow.id.in_(bindparam("ids", expanding=True))
)
# A table's four seats name at most four players: a statement per count, compiled
# once, spares the expanding IN's compilation on every view.
_SEATED_NAMES = {
    n: select(PlayerRow.id, PlayerRow.name, PlayerRow.kind).where(
        PlayerRow.id.in_([bindparam(f"id{i}") for i in range(n)])
    )
    for n in range(1, 5)
}


class Players:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._reads = one_statement_reads(engine)  # every view names its seats: no BEGIN

    def names(self, player_ids: Iterable[str]) -> dict[str, str]:
        """The current display name of each known id among ``player_ids`` (one query)."""
        return {i: name for i, (name, _) in self.directory(player_ids).items()}

    def directory(self, player_ids: Iterable[str]) -> dict[str, tuple[str, str]]:
        """``(name, kind)`` of each known id among ``player_ids`` (one query)."""
        ids = sorted(set(player_ids))
        if not ids:
            return {}
        if len(ids) in _SEATED_NAMES:
            query, params = _SEATED_NAMES[len(ids)], {f"id{i}": id_ for i, id_ in enumerate(ids)}
        else:
            query, params = _NAMES, {"ids": ids}
        with self._reads.connect() as conn:
            return {row.id: (row.name, row.kind) for row in conn.execute(query, params)}

    def rename(self, player_id: str, raw_name: object) -> str:
        """Set the player's display name; returns it as stored (trimmed, NFC)."""
        name = normalise_name(raw_name)
        with write_transaction(self.engine) as conn:
            conn.execute(update(PlayerRow).where(PlayerRow.id == player_id).values(name=name))
        return name

    def profile(self, player_id: str) -> Profile | None:
        mine = PlayerGameRow.player_id == player_id
        games = select(func.count()).where(mine).scalar_subquery()
        finished = select(func.count()).where(mine, PlayerGameRow.finished_at.is_not(None))
        query = select(
            PlayerRow.id,
            PlayerRow.name,
            PlayerRow.created_at,
            PlayerRow.kind,
            games,
            finished.scalar_subquery(),
        ).where(PlayerRow.id == player_id)
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        if row is None:
            return None
        return Profile(*row)

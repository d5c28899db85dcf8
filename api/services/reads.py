"""What responses show beside a game's log, read for the presenters in one go.

A body that shows seats (``table.seats`` of a game or a seat view, ``seats``
of a list item or a record) also carries ``seat_names``: the four seats'
display names in seat order, null for an empty seat, a bot's strategy for a
bot; and ``seat_kinds``: who sits there, ``human`` or ``bot`` (a bot
account, or a built-in bot: ``seats[i].kind`` tells these two apart), null
for an empty seat. Beside the seats, not inside them: a seat (``kind``, ``name`` = the
player's id) and the whole ``table`` stay exactly what the public event log
replays to, which clients can check, while a name is not in the log and
changes (``PATCH /me``). So each response reads the names it shows in one
query, never from a per-process cache (see :mod:`persistence.players`).

The game resource also shows its table (visibility, creator, expiry,
rematches) and its seed once it may be shown: :class:`GameRead` holds all
of it, so that the presenters only shape what they are given.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from api.services.games import GameService
from api.services.tables import Tables
from domain.events import Occupant
from domain.game import GameState, Phase
from persistence.players import Players
from persistence.store import GameSummary

Labels = list[str | None]
SeatLabels = tuple[Labels, Labels]
"""The display names and the kinds of a game's four seats, in seat order."""

Seats = Sequence[Occupant | None]


@dataclass(frozen=True, slots=True)
class TableRead:
    """What the game resource says of its table (:mod:`api.services.tables`)."""

    visibility: str | None
    creator_id: str | None
    expires_at: datetime | None
    rematch_of: str | None
    rematch: str | None
    rematch_requests: list[int]


@dataclass(frozen=True, slots=True)
class GameRead:
    """A game as its resource shows it; ``state`` may be an earlier point (``?at_seq``)."""

    summary: GameSummary
    state: GameState
    seed: str | None  # once it may be shown
    table: TableRead
    labels: SeatLabels


class Reads:
    """The read models of responses: games with their tables, seat names, seeds."""

    def __init__(self, games: GameService, tables: Tables) -> None:
        self.games, self.tables = games, tables
        self.players = Players(games.store.engine)

    def game(self, summary: GameSummary, state: GameState) -> GameRead:
        finished = state.phase is Phase.FINISHED or summary.status == Phase.FINISHED
        return GameRead(
            summary,
            state,
            self.public_seed(summary.seed, finished),
            self._table(summary),
            self.labels(state.seats)[0],
        )

    def public_seed(self, seed: str, finished: bool) -> str | None:
        """A game's seed once it may be shown: the game is over and no running
        daily challenge uses it."""
        return seed if finished and not self.games.challenge.embargoes(seed) else None

    def labels(self, *seat_lists: Seats) -> list[SeatLabels]:
        """The display names and kinds of each of ``seat_lists`` (one query for all)."""
        found = self.players.directory(
            o.name for seats in seat_lists for o in seats if o is not None and o.kind == "player"
        )
        return [
            ([_label(o, found)[0] for o in seats], [_label(o, found)[1] for o in seats])
            for seats in seat_lists
        ]

    def display_names(self, player_ids: Iterable[str]) -> dict[str, str]:
        """Each id's current display name (the id itself for an unknown one)."""
        ids = list(player_ids)
        names = self.players.names(ids)
        return {player_id: names.get(player_id, player_id) for player_id in ids}

    def player(self, player_id: str) -> tuple[str, str]:
        """A player's display name and kind (its id and ``human`` if unknown)."""
        return self.players.directory([player_id]).get(player_id, (player_id, "human"))

    def _table(self, summary: GameSummary) -> TableRead:
        table = self.tables.table(summary.id)
        finished = summary.status == Phase.FINISHED
        return TableRead(
            visibility=table.visibility.value if table is not None else None,
            creator_id=summary.creator_id,
            expires_at=self.tables.expires_at(summary),
            rematch_of=table.rematch_of if table is not None else None,
            rematch=table.rematch if table is not None else None,
            rematch_requests=self.tables.rematches.requests(summary.id) if finished else [],
        )


def _label(
    occupant: Occupant | None, found: dict[str, tuple[str, str]]
) -> tuple[str | None, str | None]:
    if occupant is None:
        return None, None
    if occupant.kind != "player":
        return occupant.name, "bot"  # a built-in bot: its strategy
    return found.get(occupant.name, (occupant.name, "human"))

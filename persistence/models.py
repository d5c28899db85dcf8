"""The tables: players, the append-only event log and the games projection.

``events`` is the source of truth: one row per decision, gap-free ``seq`` per
game, primary key ``(game_id, seq)`` so a second writer at the same position
fails. ``games`` and ``game_seats`` are projections of the log, updated in the
same transaction, for listing and filtering without replaying; so are
``player_games`` (each player's history and stats) and ``challenge_games``
(daily-challenge games and their verified results).

Schema changes go through Alembic (``alembic/versions``); the migrations must
build exactly these tables (``tests/persistence`` checks it).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

ID_LENGTH = 32
NAME_LENGTH = 200


class UTCDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC datetime on every backend.

    PostgreSQL stores ``timestamptz``; SQLite has no time zones, so the value
    is stored as naive UTC and given back its UTC ``tzinfo`` when read.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"naive datetime {value!r}; use an aware UTC datetime")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {
        datetime: UTCDateTime(),
        dict[str, Any]: JSON(),
        list[Any]: JSON(),
    }


class PlayerRow(Base):
    """A player; only the sha256 of its bearer token is kept."""

    __tablename__ = "players"

    id: Mapped[str] = mapped_column(String(ID_LENGTH), primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime]
    # Migration 0012: "human" or "bot" (a bot account, set at creation, never
    # changed), and the seq of the player's last event (PlayerEventRow).
    kind: Mapped[str] = mapped_column(String(16), server_default=text("'human'"))
    event_seq: Mapped[int] = mapped_column(Integer, server_default=text("0"))


class PlayerEventRow(Base):
    """One event of a player's own stream (migration 0012). Append-only.

    Written in the transaction of what causes it (a game's append, an
    invitation, a rematch request), with a gap-free ``seq`` per player taken
    from ``players.event_seq``: the update of that counter locks the player's
    row, so two transactions for one player number their events one after
    the other and a reader resuming after ``seq`` misses none.
    """

    __tablename__ = "player_events"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    type: Mapped[str] = mapped_column(String(32))
    payload: Mapped[dict[str, Any]]
    recorded_at: Mapped[datetime]


RULE_OPTIONS = (
    "mode",
    "direction",
    "first_packet",
    "no_taker",
    "overtrump_partner",
    "belote_on_failed_contract",
    "belote_counts_for_contract",
    "announcements",
    "capot_points",
    "target",
    "moderne",
    "undertrump",
    "coinche_packets",
    "surcoinche_multiplier",
)
"""The table options (domain.rules.OPTIONS) that ``games`` holds as ``rule_<option>``."""
RULE_INDEX_TAIL = ("created_at", "finished_at", "winner")
"""What each ``rule_<option>`` index holds after the option (columns set once)."""


class GameRow(Base):
    """The games projection: one row per game, current as of ``version``."""

    __tablename__ = "games"
    __table_args__ = (
        Index("ix_games_status_created_at", "status", "created_at"),
        Index("ix_games_created_at", "created_at"),
        Index("ix_games_finished_at", "finished_at"),
        # History (migration 0003): a page of one filter in creation order, and
        # its total, from an index alone; a table option also with the game's
        # end and winner (see persistence/queries.py).
        Index("ix_games_status", "status"),
        Index("ix_games_status_best_ranking", "status", "best_ranking"),
        Index("ix_games_winner_created_at", "winner", "created_at"),
        Index("ix_games_best_ranking", "best_ranking"),
        Index("ix_games_rule_target_best_ranking", "rule_target", "best_ranking"),  # the usual one
        # Turn clocks (migration 0010): the sweeper's "whose time is up?" is a range scan.
        Index("ix_games_deadline_at", "deadline_at"),
        *(
            Index(f"ix_games_rule_{name}_history", f"rule_{name}", *RULE_INDEX_TAIL)
            for name in RULE_OPTIONS
        ),
    )

    id: Mapped[str] = mapped_column(String(ID_LENGTH), primary_key=True)
    status: Mapped[str] = mapped_column(String(16))  # waiting|bidding|playing|finished
    rules: Mapped[dict[str, Any]]
    seats: Mapped[list[Any]]  # four occupant dicts or nulls
    score_0: Mapped[int] = mapped_column(Integer)
    score_1: Mapped[int] = mapped_column(Integer)
    deal_index: Mapped[int] = mapped_column(Integer)
    version: Mapped[int] = mapped_column(Integer)  # events in the log
    seed: Mapped[str] = mapped_column(Text)  # secret until the game is over
    seed_commitment: Mapped[str] = mapped_column(String(64))
    winner: Mapped[int | None] = mapped_column(Integer)
    ranking_0: Mapped[int | None] = mapped_column(Integer)
    ranking_1: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime]
    finished_at: Mapped[datetime | None]
    updated_at: Mapped[datetime]
    # The rule options, one column each (migration 0003), so that history can
    # be filtered on any of them with an index; ``rules`` stays the source.
    # Nullable only so that 0003 could add them to a filled table on SQLite;
    # GameStore.create_game sets them (persistence.store.rule_columns).
    rule_mode: Mapped[str | None] = mapped_column(String(16))
    rule_direction: Mapped[str | None] = mapped_column(String(16))
    rule_first_packet: Mapped[int | None] = mapped_column(Integer)
    rule_no_taker: Mapped[str | None] = mapped_column(String(16))
    rule_overtrump_partner: Mapped[bool | None] = mapped_column(Boolean)
    rule_belote_on_failed_contract: Mapped[str | None] = mapped_column(String(16))
    rule_belote_counts_for_contract: Mapped[bool | None] = mapped_column(Boolean)
    rule_announcements: Mapped[bool | None] = mapped_column(Boolean)
    rule_capot_points: Mapped[int | None] = mapped_column(Integer)
    rule_target: Mapped[int | None] = mapped_column(Integer)
    # Migration 0006 (docs/rules.md §10); an option of the other mode stays NULL.
    rule_moderne: Mapped[bool | None] = mapped_column(Boolean)
    rule_undertrump: Mapped[str | None] = mapped_column(String(16))
    rule_coinche_packets: Mapped[str | None] = mapped_column(String(16))
    rule_surcoinche_multiplier: Mapped[int | None] = mapped_column(Integer)
    best_ranking: Mapped[int | None] = mapped_column(Integer)  # the winner's, to sort by
    # When the running turn clock runs out (domain.timeouts.timed_seat), else null.
    deadline_at: Mapped[datetime | None]
    # Migration 0005. The player of the POST that created the game (None for
    # games created before it): with the seated players, who may seat bots; the
    # one who may invite to, or delete, a waiting table (api/services/tables.py). A
    # rematch's creator is its game's.
    creator_id: Mapped[str | None] = mapped_column(String(ID_LENGTH))
    # "creator" (a seed sent by the creator, who then knows every hand: such
    # games never rank) or "server" (secret random seed, or the challenge's).
    seed_chosen_by: Mapped[str | None] = mapped_column(String(16))


class GameSeatRow(Base):
    """Who occupies each seat (occupied seats only), to find a player's games."""

    __tablename__ = "game_seats"
    __table_args__ = (Index("ix_game_seats_kind_name", "kind", "name"),)

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    kind: Mapped[str] = mapped_column(String(16))  # player|bot
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))  # player id or bot strategy


class EventRow(Base):
    """One decision of one game's log. Append-only: never updated or deleted."""

    __tablename__ = "events"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    type: Mapped[str] = mapped_column(String(32))
    payload: Mapped[dict[str, Any]]
    recorded_at: Mapped[datetime]


class IdempotencyRow(Base):
    """A state-changing POST's first response, replayed for a repeated ``Idempotency-Key``.

    Keys are scoped to the player whose token sent them; ``request_hash``
    (method, path and body) tells a true retry from a reused key.
    """

    __tablename__ = "idempotency_keys"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id"), primary_key=True)
    key: Mapped[str] = mapped_column(String(NAME_LENGTH), primary_key=True)
    request_hash: Mapped[str] = mapped_column(String(64))
    status_code: Mapped[int] = mapped_column(Integer)
    response_body: Mapped[str] = mapped_column(Text)
    response_headers: Mapped[dict[str, Any]]
    created_at: Mapped[datetime]


class PlayerGameRow(Base):
    """One player's part in one game (migration 0003): their history and stats.

    Written with the game's seats, and completed in the transaction of the
    append that finishes the game: the result and the player's deal counts.
    ``team`` is None when the player holds seats on both teams (one device
    passed around the table); such a game has no win or ranking of its own.
    """

    __tablename__ = "player_games"
    __table_args__ = (
        Index("ix_player_games_player_id_created_at", "player_id", "created_at"),
        Index("ix_player_games_player_id_finished_at", "player_id", "finished_at"),
        Index("ix_player_games_player_id_ranking", "player_id", "ranking"),
    )

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    # No foreign key: like ``game_seats.name``, the occupant's id as the log has it.
    player_id: Mapped[str] = mapped_column(String(NAME_LENGTH), primary_key=True)
    team: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime]  # the game's, to list a player's games in order
    finished_at: Mapped[datetime | None]
    won: Mapped[bool | None] = mapped_column(Boolean)
    ranking: Mapped[int | None] = mapped_column(Integer)  # the player's team's
    deals_taken: Mapped[int] = mapped_column(Integer)
    deals_made: Mapped[int] = mapped_column(Integer)
    dedans: Mapped[int] = mapped_column(Integer)
    capots: Mapped[int] = mapped_column(Integer)
    belotes: Mapped[int] = mapped_column(Integer)
    # Migration 0006 (docs/rules.md §10): the player's contracts by kind, and the
    # coinches and surcoinches it said (0 for the games stored before).
    contracts_suit: Mapped[int] = mapped_column(Integer, server_default=text("0"))
    contracts_sa: Mapped[int] = mapped_column(Integer, server_default=text("0"))
    contracts_ta: Mapped[int] = mapped_column(Integer, server_default=text("0"))
    coinches: Mapped[int] = mapped_column(Integer, server_default=text("0"))
    surcoinches: Mapped[int] = mapped_column(Integer, server_default=text("0"))


class ChallengeGameRow(Base):
    """A daily-challenge game (migration 0003): one per player and day.

    ``ranking`` and ``verified_at`` are set once the server has replayed the
    finished game from the day's seed and its decisions and found the same
    result; only such rows enter the day's leaderboard.
    """

    __tablename__ = "challenge_games"
    __table_args__ = (
        UniqueConstraint("day", "player_id"),
        Index("ix_challenge_games_day_ranking", "day", "ranking"),
    )

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    day: Mapped[str] = mapped_column(String(10))  # ISO date, UTC
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id"))
    created_at: Mapped[datetime]
    ranking: Mapped[int | None] = mapped_column(Integer)
    own_score: Mapped[int | None] = mapped_column(Integer)
    other_score: Mapped[int | None] = mapped_column(Integer)
    finished_at: Mapped[datetime | None]
    verified_at: Mapped[datetime | None]


class RateLimitRow(Base):
    """One client's request count in its current fixed window, shared by every process.

    ``scope`` names the client (``token:<sha256>`` or ``ip:<address>``);
    ``resets_at`` (epoch milliseconds) is when the window closes and the count
    starts again. Rows whose window is over are deleted from time to time.
    """

    __tablename__ = "rate_limits"
    __table_args__ = (Index("ix_rate_limits_resets_at", "resets_at"),)

    scope: Mapped[str] = mapped_column(String(100), primary_key=True)
    hits: Mapped[int] = mapped_column(Integer)
    resets_at: Mapped[int] = mapped_column(BigInteger)


class GameTableRow(Base):
    """A game's table beyond its log (migration 0009): whether the lobby lists it
    while seats are free, and its rematch links. Its creator is ``games.creator_id``
    (migration 0011 dropped the copy this row held).

    A game without a row is joined as a public one (anyone may sit); its
    creator, if recorded, may delete it while it waits.
    """

    __tablename__ = "game_tables"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    visibility: Mapped[str] = mapped_column(String(16))  # public|private
    rematch_of: Mapped[str | None] = mapped_column(String(ID_LENGTH), unique=True)
    rematch: Mapped[str | None] = mapped_column(String(ID_LENGTH), unique=True)


class InvitationRow(Base):
    """A single-use code that lets one player sit at a private table (migration 0009)."""

    __tablename__ = "invitations"
    __table_args__ = (Index("ix_invitations_game_id", "game_id"),)

    code: Mapped[str] = mapped_column(String(64), primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"))
    created_at: Mapped[datetime]
    used_by: Mapped[str | None] = mapped_column(String(ID_LENGTH))
    used_at: Mapped[datetime | None]


class RematchRequestRow(Base):
    """A seat of a finished game asking for a rematch (migration 0009)."""

    __tablename__ = "rematch_requests"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    player_id: Mapped[str] = mapped_column(String(ID_LENGTH))
    created_at: Mapped[datetime]

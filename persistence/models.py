"""The tables: players, the append-only event log and the games projection.

``events`` is the source of truth: one row per decision, gap-free ``seq`` per
game, primary key ``(game_id, seq)`` so a second writer at the same position
fails. ``games`` and ``game_seats`` are projections of the log, updated in the
same transaction, for listing and filtering without replaying.

Schema changes go through Alembic (``alembic/versions``); the migrations must
build exactly these tables (``tests/persistence`` checks it).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    TypeDecorator,
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


class GameRow(Base):
    """The games projection: one row per game, current as of ``version``."""

    __tablename__ = "games"
    __table_args__ = (
        Index("ix_games_status_created_at", "status", "created_at"),
        Index("ix_games_created_at", "created_at"),
        Index("ix_games_finished_at", "finished_at"),
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

"""Engine settings per backend and the database URL."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from persistence_support import bots_game
from sqlalchemy import Engine, text

from persistence.db import (
    BUSY_TIMEOUT_MS,
    DEFAULT_DATABASE_URL,
    database_url,
    make_engine,
    upgrade,
    write_transaction,
)
from persistence.store import GameStore


def test_database_url_from_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BELOTE_DATABASE_URL", raising=False)
    assert database_url() == DEFAULT_DATABASE_URL == "sqlite:///belote.db"
    monkeypatch.setenv("BELOTE_DATABASE_URL", "postgresql+psycopg://u@h/db")
    assert database_url() == "postgresql+psycopg://u@h/db"


def test_sqlite_pragmas(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'p.db'}")
    try:
        with engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == BUSY_TIMEOUT_MS
    finally:
        engine.dispose()


def test_sqlite_foreign_keys_are_enforced(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'fk.db'}")
    try:
        upgrade(engine)
        with pytest.raises(Exception, match="FOREIGN KEY"), write_transaction(engine) as conn:
            conn.execute(
                text(
                    "INSERT INTO events (game_id, seq, type, payload, recorded_at)"
                    " VALUES ('nope', 1, 'SeatLeft', '{}', '2024-01-01 00:00:00')"
                )
            )
    finally:
        engine.dispose()


def test_sqlite_writers_wait_for_each_other(tmp_path: Path) -> None:
    # A second writer queues on BEGIN IMMEDIATE instead of failing at once.
    engine = make_engine(f"sqlite:///{tmp_path / 'w.db'}")
    try:
        with engine.begin() as conn:
            conn.exec_driver_sql("CREATE TABLE t (x INTEGER)")
        order: list[str] = []
        holding = threading.Event()

        def first() -> None:
            with write_transaction(engine) as conn:
                holding.set()
                conn.exec_driver_sql("INSERT INTO t VALUES (1)")
                time.sleep(0.5)
                order.append("first")

        thread = threading.Thread(target=first)
        thread.start()
        assert holding.wait(5)
        with write_transaction(engine) as conn:
            order.append("second")
            assert conn.exec_driver_sql("SELECT count(*) FROM t").scalar() == 1
        thread.join()
        assert order == ["first", "second"]
    finally:
        engine.dispose()


def test_sqlite_transactions_are_real(tmp_path: Path) -> None:
    # With the driver's own transaction handling off, a rollback must undo DDL and DML.
    engine = make_engine(f"sqlite:///{tmp_path / 'tx.db'}")
    try:
        with pytest.raises(RuntimeError), write_transaction(engine) as conn:
            conn.exec_driver_sql("CREATE TABLE t (x INTEGER)")
            raise RuntimeError
        with engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT name FROM sqlite_master").all() == []
    finally:
        engine.dispose()


def test_postgresql_engine_pings(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        assert engine.pool._pre_ping is (engine.dialect.name == "postgresql")
        with engine.connect() as conn:
            assert conn.execute(text("SELECT 1")).scalar() == 1
    finally:
        engine.dispose()


def test_in_memory_sqlite() -> None:
    engine: Engine = make_engine("sqlite://")
    try:
        upgrade(engine)
        store = GameStore(engine)
        game_id, state = store.create_game(bots_game())
        assert store.load(game_id).version == state.version == 1
    finally:
        engine.dispose()

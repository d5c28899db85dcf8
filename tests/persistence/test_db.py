"""Engine settings per backend and the database URL."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from persistence_support import bots_game
from sqlalchemy import Engine, event, text

from persistence.db import (
    BUSY_TIMEOUT_MS,
    make_engine,
    one_statement_reads,
    ride_next_write,
    unridden_writes,
    upgrade,
    write_transaction,
)
from persistence.store import GameStore


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


# -- riders: bookkeeping that shares the next write transaction -----------------------


def _table(tmp_path: Path, name: str) -> Engine:
    engine = make_engine(f"sqlite:///{tmp_path / name}")
    with write_transaction(engine) as conn:
        conn.exec_driver_sql("CREATE TABLE t (x TEXT)")
    return engine


def _rows(engine: Engine) -> list[str]:
    with engine.connect() as conn:
        return [x for (x,) in conn.exec_driver_sql("SELECT x FROM t ORDER BY rowid")]


def _insert(x: str):  # a rider step
    return lambda conn: conn.exec_driver_sql("INSERT INTO t VALUES (?)", (x,))


def test_a_rider_runs_first_in_the_next_write_and_only_there(tmp_path: Path) -> None:
    engine = _table(tmp_path, "riders.db")
    try:
        ride_next_write(engine, _insert("rider"))
        with write_transaction(engine) as conn:
            conn.exec_driver_sql("INSERT INTO t VALUES ('own')")
        with write_transaction(engine) as conn:
            conn.exec_driver_sql("INSERT INTO t VALUES ('next')")
        assert _rows(engine) == ["rider", "own", "next"]
        assert unridden_writes(engine) == []
    finally:
        engine.dispose()


def test_a_rolled_back_write_hands_its_riders_on(tmp_path: Path) -> None:
    engine = _table(tmp_path, "rollback.db")
    try:
        step = _insert("rider")
        ride_next_write(engine, step)
        with pytest.raises(RuntimeError), write_transaction(engine):
            raise RuntimeError("the write fails")
        assert _rows(engine) == []  # undone with the write...
        assert unridden_writes(engine) == [step]  # ...so still waiting
        assert unridden_writes(engine) == []  # and withdrawn now
    finally:
        engine.dispose()


def test_riders_wait_for_a_write_on_their_own_engine_and_thread(tmp_path: Path) -> None:
    mine, other = _table(tmp_path, "mine.db"), _table(tmp_path, "other.db")
    try:
        step = _insert("rider")
        ride_next_write(mine, step)
        with write_transaction(other) as conn:
            conn.exec_driver_sql("INSERT INTO t VALUES ('other')")

        def elsewhere() -> None:  # another request, on another thread
            with write_transaction(mine) as conn:
                conn.exec_driver_sql("INSERT INTO t VALUES ('elsewhere')")

        thread = threading.Thread(target=elsewhere)
        thread.start()
        thread.join()
        assert (_rows(mine), _rows(other)) == (["elsewhere"], ["other"])
        assert unridden_writes(mine) == [step]
    finally:
        mine.dispose()
        other.dispose()


def test_one_statement_reads_open_no_transaction_on_sqlite(tmp_path: Path) -> None:
    engine = _table(tmp_path, "reads.db")
    sent: list[str] = []
    event.listen(engine, "before_cursor_execute", lambda *args: sent.append(args[2]))
    try:
        with one_statement_reads(engine).connect() as conn:
            assert conn.exec_driver_sql("SELECT count(*) FROM t").scalar() == 0
        assert sent == ["SELECT count(*) FROM t"]
        sent.clear()
        with engine.connect() as conn:  # other reads still see one snapshot
            conn.exec_driver_sql("SELECT count(*) FROM t")
        assert sent == ["BEGIN", "SELECT count(*) FROM t"]
    finally:
        engine.dispose()

"""Engines, transactions and migrations.

- :func:`make_engine` builds an :class:`~sqlalchemy.engine.Engine` for any URL.
  On SQLite it turns on WAL, foreign keys and a busy timeout, and takes over
  transaction control from the ``sqlite3`` driver (the recipe of SQLAlchemy's
  "Transactions with SQLite and the sqlite3 driver"): every transaction starts
  with an explicit ``BEGIN``, and :func:`write_transaction` starts with
  ``BEGIN IMMEDIATE`` so that concurrent writers (several gunicorn workers on
  one file) queue on the write lock instead of failing with "database is
  locked" when a read lock would have to be upgraded.
- :func:`upgrade` / :func:`downgrade` run Alembic programmatically on an engine
  or URL, inside one write transaction (on PostgreSQL also under an advisory
  lock), so several processes starting at once migrate exactly once. Within a
  process they are serialized by a lock, Alembic's runtime context being
  global.
"""

from __future__ import annotations

import random
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # not on Windows: there SQLite's own busy handler is the only queue
    fcntl = None  # type: ignore[assignment]

from alembic.config import Config
from sqlalchemy import Column, Connection, Engine, create_engine, event, make_url, text
from sqlalchemy.dialects.sqlite.base import SQLiteCompiler

from alembic import command

DEFAULT_DATABASE_URL = "sqlite:///belote.db"
"""A file ``belote.db`` in the working directory: zero set-up."""

ALEMBIC_DIR = Path(__file__).resolve().parents[1] / "alembic"
"""The top-level ``alembic/`` directory (it must not be a Python package)."""

BUSY_TIMEOUT_MS = 10_000
_WRITE = "belote_write"  # execution option: this transaction will write
_ONE_STATEMENT = "belote_one_statement"  # execution option: see one_statement_reads
_MIGRATION_LOCK = 0x62656C6F7465  # pg_advisory_xact_lock key ("belote")
_ALEMBIC_LOCK = threading.Lock()  # Alembic's `context` is module-global state


def make_engine(url: str, **kwargs: Any) -> Engine:
    """An engine for ``url``, tuned per backend.

    Extra keyword arguments go to :func:`sqlalchemy.create_engine`.
    """
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        connect_args = kwargs.pop("connect_args", {})
        connect_args.setdefault("timeout", BUSY_TIMEOUT_MS / 1000)
        engine = create_engine(parsed, connect_args=connect_args, **kwargs)
        _configure_sqlite(engine)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    return create_engine(parsed, **kwargs)


class _SQLiteCompiler(SQLiteCompiler):
    """SQLite's compiler, also writing ``with_hint(table, "INDEXED BY ...", "sqlite")``
    after the table (SQLAlchemy leaves a hint out on SQLite): the way to name the
    index a query must read where SQLite, planning without statistics, would
    take a worse one (persistence/queries.py)."""

    def get_from_hint_text(self, table: Any, text: str | None) -> str | None:
        return text


def _configure_sqlite(engine: Engine) -> None:
    engine.dialect.statement_compiler = _SQLiteCompiler

    @event.listens_for(engine, "connect")
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy emit BEGIN itself (see on_begin); this also makes DDL
        # transactional, which migrations rely on.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            cursor.execute("PRAGMA foreign_keys = ON")
            _enable_wal(cursor)
            # In WAL mode NORMAL still survives any process crash (SIGKILL
            # included); only an OS crash or power cut may lose the last
            # commits, and it never corrupts the file. It saves an fsync a move.
            cursor.execute("PRAGMA synchronous = NORMAL")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def on_begin(conn: Connection) -> None:
        # A deferred BEGIN that later writes must upgrade its read lock, which
        # SQLite refuses at once ("database is locked") when another writer is
        # active; BEGIN IMMEDIATE takes the write lock up front and waits for
        # it for up to busy_timeout.
        options = conn.get_execution_options()
        if options.get(_WRITE, False):
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        elif not options.get(_ONE_STATEMENT, False):
            conn.exec_driver_sql("BEGIN")


def _enable_wal(cursor: Any) -> None:
    """Switch the file to WAL (a persistent setting) unless it already is.

    Switching needs an exclusive lock and SQLite may report "database is
    locked" at once, without waiting, when several processes open a new file
    together; so only switch when needed, and retry for up to busy_timeout.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            (mode,) = cursor.execute("PRAGMA journal_mode").fetchone()
            if mode.lower() not in ("wal", "memory"):  # 'memory' for :memory:
                cursor.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or time.monotonic() > deadline:
                raise
            time.sleep(0.01 + random.random() * 0.04)


def one_statement_reads(engine: Engine) -> Engine:
    """``engine`` for reads of a single statement: no explicit transaction.

    One statement is atomic on its own; on SQLite this saves a ``BEGIN`` and
    its ``ROLLBACK`` (and their locking) on the hottest read, a game's new
    events. Do not run two statements that must agree through it.
    """
    return engine.execution_options(**{_ONE_STATEMENT: True})


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"


@contextmanager
def write_transaction(engine: Engine) -> Iterator[Connection]:
    """A transaction that will write: committed on success, rolled back on error.

    On SQLite it starts with ``BEGIN IMMEDIATE`` so writers serialize, and
    writers to a database file first queue on a lock of their own (see
    :class:`_WriterQueue`). Steps given to :func:`ride_next_write` for this
    engine run first, inside it.
    """
    riders = unridden_writes(engine)
    try:
        with _writer_queue(engine), engine.execution_options(**{_WRITE: True}).begin() as conn:
            for step in riders:
                step(conn)
            yield conn
    except BaseException:
        for step in riders:  # rolled back, so not done: they wait for the next write
            ride_next_write(engine, step)
        raise


Step = Callable[[Connection], None]
_riders: ContextVar[tuple[tuple[Engine, Step], ...]] = ContextVar("belote_riders", default=())


def ride_next_write(engine: Engine, step: Step) -> None:
    """Run ``step(conn)`` first in this context's next write transaction on ``engine``.

    A request's bookkeeping (its rate-limit count) so shares the transaction
    of what the request writes rather than paying for one of its own: on
    SQLite every write transaction is a turn of the database's one write
    lock. A transaction that fails hands its riders on to the next one;
    :func:`unridden_writes` withdraws those that no transaction ran.
    """
    _riders.set((*_riders.get(), (engine, step)))


def unridden_writes(engine: Engine) -> list[Step]:
    """Withdraw (and return) the steps waiting for a write transaction on ``engine``."""
    riders = _riders.get()
    if not riders:
        return []
    _riders.set(tuple(r for r in riders if r[0] is not engine))
    return [step for e, step in riders if e is engine]


class _WriterQueue:
    """Writers of one SQLite file, across threads and processes, in turn.

    A writer that finds the file locked is put to sleep by SQLite's busy
    handler for growing intervals (up to 100 ms), which makes tail latency
    under concurrent writes poor. Queuing on a thread lock and an ``flock``
    on a file beside the database wakes the next writer as soon as the lock
    is released. ``BEGIN IMMEDIATE`` still guarantees correctness alone.
    """

    def __init__(self, path: str) -> None:
        self._thread_lock = threading.Lock()
        self._file = open(path + ".writers", "a")  # noqa: SIM115 - lives with the engine

    @contextmanager
    def __call__(self) -> Iterator[None]:
        with self._thread_lock:
            self._lock_file()
            try:
                yield
            finally:
                fcntl.flock(self._file, fcntl.LOCK_UN)

    def _lock_file(self) -> None:
        """Take the ``flock``; under gevent without blocking the process meanwhile.

        A blocking ``flock`` is a plain system call that gevent cannot make
        cooperative: a gevent worker waiting there while another process
        writes would stop all its streams and requests. There the lock is
        tried without blocking, with short cooperative sleeps in between.
        """
        if not _cooperative():
            fcntl.flock(self._file, fcntl.LOCK_EX)
            return
        pause = _FIRST_PAUSE
        while True:
            try:
                fcntl.flock(self._file, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                time.sleep(pause)  # gevent's sleep: other greenlets run
                pause = min(pause * 2, _LAST_PAUSE)


_FIRST_PAUSE, _LAST_PAUSE = 0.0005, 0.004  # seconds between tries of a cooperative flock


def _cooperative() -> bool:
    """Whether gevent patched this process (``time.sleep`` then lets other greenlets run)."""
    monkey = sys.modules.get("gevent.monkey")
    return monkey is not None and bool(monkey.is_module_patched("time"))


_QUEUES: dict[str, _WriterQueue] = {}
_QUEUES_LOCK = threading.Lock()


@contextmanager
def _writer_queue(engine: Engine) -> Iterator[None]:
    path = engine.url.database if engine.dialect.name == "sqlite" else None
    if not path or path == ":memory:" or fcntl is None:
        yield
        return
    with _QUEUES_LOCK:
        queue = _QUEUES.get(path) or _QUEUES.setdefault(path, _WriterQueue(path))
    with queue():
        yield


@contextmanager
def migration_transaction(engine: Engine) -> Iterator[Connection]:
    """A write transaction that also excludes any concurrent migration."""
    with write_transaction(engine) as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK})
        yield conn


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic config built in code, independent of the working directory."""
    config = Config()
    config.set_main_option("script_location", str(ALEMBIC_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def compared_by_autogenerate(
    obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any
) -> bool:
    """Alembic's ``include_object``: leave out indexes on expressions.

    Autogenerate cannot compare them: SQLite's cannot be read back, and
    PostgreSQL gives back its own rewriting of the expression, never the
    model's text. Their names are checked instead (tests/persistence).
    """
    if type_ != "index":
        return True
    return not any(not isinstance(e, Column) for e in getattr(obj, "expressions", ()))


def upgrade(engine_or_url: Engine | str, revision: str = "head") -> None:
    """``alembic upgrade <revision>`` on an engine or URL."""
    _run(engine_or_url, lambda cfg: command.upgrade(cfg, revision))


def downgrade(engine_or_url: Engine | str, revision: str) -> None:
    """``alembic downgrade <revision>`` (``"base"`` drops every table)."""
    _run(engine_or_url, lambda cfg: command.downgrade(cfg, revision))


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None if it was never migrated."""
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def _run(engine_or_url: Engine | str, action: Any) -> None:
    if isinstance(engine_or_url, Engine):
        engine, owned = engine_or_url, False
    else:
        engine, owned = make_engine(engine_or_url), True
    try:
        with _ALEMBIC_LOCK, migration_transaction(engine) as conn:
            action(alembic_config(conn))
    finally:
        if owned:
            engine.dispose()

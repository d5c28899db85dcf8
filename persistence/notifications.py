"""Announcing committed appends to every process that serves the database.

A game's log is the only shared truth; an *announcement* ``(game_id, seq)``
only says "this game's log now reaches ``seq``", so that waiters read what is
new instead of asking the database again and again. An announcement may be
lost, duplicated or late: waiters then read the log anyway (see
``api/live/waiting.py``, which also re-reads the heads of followed games now and
then), so a lost one delays a delivery and never loses it.

- **PostgreSQL**: ``NOTIFY`` on the channel :data:`CHANNEL`, sent inside the
  append's transaction (PostgreSQL delivers it at commit, and never for a
  rolled-back write) to every connection that ``LISTEN``\\ s: one per process,
  on every machine sharing the database.
- **SQLite** (one machine): a Unix datagram to each process that listens on
  the same database file. Each listener binds a socket in a directory named
  after the file (:func:`_socket_dir`); an announcer sends to every socket
  found there and removes those nobody holds any more. Sending never waits:
  a full socket buffer drops the datagram (see above: it only delays).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import logging
import os
import socket
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, text

CHANNEL = "belote_events"
"""The PostgreSQL ``LISTEN``/``NOTIFY`` channel of appended events."""

RECONNECT_SECONDS = 1.0  # after a lost listening connection or socket

Announced = Callable[[str, int], None]
"""``(game_id, seq)``: a game's log reaches ``seq`` (at least)."""

log = logging.getLogger(__name__)


def payload(game_id: str, seq: int) -> str:
    return f"{game_id}:{seq}"


def parse(text_: str) -> tuple[str, int] | None:
    """``(game_id, seq)`` of an announcement's payload, or None if it is not one."""
    game_id, sep, seq = text_.rpartition(":")
    if not sep or not game_id or not seq.isdigit() or len(seq) > 18:
        return None
    return game_id, int(seq)


class Notifier:
    """No announcement at all (an in-memory database: one process, see ``api/live/waiting.py``)."""

    def in_transaction(self, conn: Connection, game_id: str, seq: int) -> None:
        """Called inside the append's transaction."""

    def after_commit(self, game_id: str, seq: int) -> None:
        """Called once the append committed."""

    def listen(self, announced: Announced, reconnected: Callable[[], None]) -> None:
        """Call ``announced`` for every announcement, forever (run it in a thread).

        ``reconnected`` is called whenever listening (re)starts: announcements
        made meanwhile are lost, so waiters should read the log again.
        """
        threading.Event().wait()


class PostgresNotifier(Notifier):
    """``NOTIFY`` in the append's transaction; one ``LISTEN`` connection per process."""

    def __init__(self, engine: Engine) -> None:
        # psycopg takes a libpq URL: the same one without SQLAlchemy's "+psycopg".
        self._conninfo = engine.url.set(drivername="postgresql").render_as_string(
            hide_password=False
        )

    def in_transaction(self, conn: Connection, game_id: str, seq: int) -> None:
        conn.execute(
            text("SELECT pg_notify(:channel, :payload)"),
            {"channel": CHANNEL, "payload": payload(game_id, seq)},
        )

    def listen(self, announced: Announced, reconnected: Callable[[], None]) -> None:
        import psycopg

        while True:
            try:
                with psycopg.connect(self._conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    reconnected()
                    for notify in conn.notifies():
                        parsed = parse(notify.payload)
                        if parsed is not None:
                            announced(*parsed)
            except Exception as e:  # the database went away: waiters fall back on re-reads
                # One line, no traceback: formatting one in this thread calls ast.parse,
                # which races with the main thread's on CPython 3.11 (gh-106905).
                log.warning("listening for %s failed; retrying: %r", CHANNEL, e)
            time.sleep(RECONNECT_SECONDS)


class LocalNotifier(Notifier):
    """Unix datagrams between the processes serving one SQLite file."""

    def __init__(self, database: str) -> None:
        self._dir = _socket_dir(database)
        self._sender: socket.socket | None = None
        self._lock = threading.Lock()

    def after_commit(self, game_id: str, seq: int) -> None:
        data = payload(game_id, seq).encode()
        try:
            names = os.listdir(self._dir)
        except FileNotFoundError:
            return  # nobody listens
        with self._lock:
            if self._sender is None:
                self._sender = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            for name in names:
                path = os.path.join(self._dir, name)
                try:
                    self._sender.sendto(data, socket.MSG_DONTWAIT, path)
                except (ConnectionRefusedError, FileNotFoundError):
                    with contextlib.suppress(OSError):
                        os.unlink(path)  # its process is gone
                except OSError as e:
                    if e.errno not in (errno.EAGAIN, errno.ENOBUFS):
                        log.warning("announcing to %s failed: %s", path, e)

    def listen(self, announced: Announced, reconnected: Callable[[], None]) -> None:
        while True:
            os.makedirs(self._dir, mode=0o700, exist_ok=True)
            path = os.path.join(self._dir, f"{os.getpid()}-{os.urandom(4).hex()}")
            try:
                with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
                    sock.bind(path)
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 20)
                    reconnected()
                    while True:
                        parsed = parse(sock.recv(512).decode(errors="replace"))
                        if parsed is not None:
                            announced(*parsed)
            except Exception as e:
                log.warning("listening on %s failed; retrying: %r", path, e)
            finally:
                with contextlib.suppress(OSError):
                    os.unlink(path)
            time.sleep(RECONNECT_SECONDS)


def _socket_dir(database: str) -> str:
    """A short directory per database file (socket paths are limited to ~100 bytes)."""
    key = hashlib.sha256(str(Path(database).resolve()).encode()).hexdigest()[:16]
    return os.path.join(tempfile.gettempdir(), f"belote-{os.getuid()}-{key}")


def notifier_for(engine: Engine) -> Notifier:
    """The announcement mechanism for ``engine``'s database."""
    if engine.dialect.name == "postgresql":
        return PostgresNotifier(engine)
    database: Any = engine.url.database
    local = engine.dialect.name == "sqlite" and database and database != ":memory:"
    if local and hasattr(socket, "AF_UNIX"):
        return LocalNotifier(database)
    return Notifier()

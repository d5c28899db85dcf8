"""Crashes lose nothing that was acknowledged and half-write nothing.

Games are played by several client threads against a real server; then the
server is killed with SIGKILL (no shutdown, no flush) and restarted on the
same database. What a crash can be held to, and what is checked:

- every move answered 201 is in its game's log, at the position it was
  chosen at (acknowledged ⊆ log);
- every player decision in a log was sent by a client, at that position; one
  that never got its 201 must be a request that was in flight when the
  process died (its commit may or may not have happened: both are correct);
- every log is gap-free and replays through the domain, and every
  projection equals that replay: ``belote verify --all`` exits 0 (no
  half-written game);
- the games go on to their end afterwards.

On PostgreSQL a gunicorn worker is also killed inside a write transaction,
which it entered and where it waits at a test-only pause point
(``persistence/faults.py``) for as long as the test holds a lock: the
transaction must be rolled back whole.
"""

from __future__ import annotations

import fcntl
import os
import random
import signal
import threading
import time
from collections import defaultdict
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import pytest
import requests
from sqlalchemy import Connection, Engine, create_engine, make_url, text

from domain.events import BidMade, CardPlayed, Event
from persistence.faults import PAUSE_IN_WRITE as PAUSE_ENV
from production.live_support import (
    ON_POSTGRESQL,
    ONE_HUMAN,
    Client,
    Move,
    check_stored_games,
    choose_move,
    database,
    kill_server,
    play_to_the_end,
    start_server,
    stop_server,
    stored_log,
)

pytestmark = pytest.mark.slow  # a live server, whole games

GAMES = 4
WORKERS = 2


@dataclass
class Journal:
    """What one client sent to one game, and what it was told."""

    game_id: str
    acknowledged: list[Move] = field(default_factory=list)  # answered 201
    cut: list[Move] = field(default_factory=list)  # connection lost: outcome unknown

    def check_against(self, log: list[Event], seat: int = 0) -> int:
        """Acknowledged ⊆ log, and the log holds no decision of ``seat`` nobody sent.

        Returns how many cut (unacknowledged) moves were committed anyway.
        """
        for move in self.acknowledged:
            assert move.version < len(log), f"{self.game_id}: acknowledged {move} is not logged"
            assert move.matches(log[move.version]), (self.game_id, move, log[move.version])
        sent: dict[int, list[Move]] = defaultdict(list)
        for move in self.acknowledged + self.cut:
            sent[move.version].append(move)
        committed_cuts = 0
        for seq, event in enumerate(log, start=1):
            if isinstance(event, BidMade | CardPlayed) and event.seat == seat:
                senders = [m for m in sent[seq - 1] if m.matches(event)]
                assert senders, f"{self.game_id} seq {seq}: {event} was never sent"
                committed_cuts += all(m in self.cut for m in senders)
        return committed_cuts


def play(client: Client, journal: Journal, rng: random.Random, stop: threading.Event) -> None:
    """Play seat 0 until the game ends or ``stop``; survive a lost connection by re-reading."""
    while not stop.is_set():
        try:
            view = client.view(journal.game_id, 0)
        except requests.RequestException:
            time.sleep(0.05)  # the server (or this worker) is down: try again
            continue
        if view["table"]["status"] == "finished":
            return
        move = choose_move(journal.game_id, view, rng)
        try:
            resp = client.post(move.path, json=move.body)
        except requests.RequestException:
            journal.cut.append(move)
            continue
        assert resp.status_code == 201, resp.text
        journal.acknowledged.append(move)


class Players:
    """One thread per journal, playing its game while the block runs.

    Leaving the block stops and joins them (even on failure, so nothing keeps
    playing against a dead server); :meth:`check` then raises what they raised.
    """

    def __init__(self, clients: list[Client], journals: list[Journal]) -> None:
        self.journals = journals
        self.failures: list[BaseException] = []
        self._stop = threading.Event()
        self._threads = [
            threading.Thread(target=self._run, args=(c, j, i), daemon=True)
            for i, (c, j) in enumerate(zip(clients, journals, strict=True))
        ]

    def __enter__(self) -> Players:
        for t in self._threads:
            t.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(timeout=60)

    def _run(self, client: Client, journal: Journal, seed: int) -> None:
        try:
            play(client, journal, random.Random(seed), self._stop)
        except BaseException as e:  # raised again by check(), in the test's thread
            self.failures.append(e)

    def acknowledged(self) -> int:
        return sum(len(j.acknowledged) for j in self.journals)

    def check(self) -> None:
        assert not self.failures, self.failures


def check_journals(url: str, journals: list[Journal]) -> int:
    check_stored_games(url)
    with database(url) as engine:
        return sum(j.check_against(stored_log(engine, j.game_id)) for j in journals)


def crash_seed() -> int:
    """The seed of a crash test's random choices: ``BELOTE_CRASH_SEED`` to rerun one,
    else a fresh one. Printed, so that pytest shows it with a failure."""
    seed = int(os.environ.get("BELOTE_CRASH_SEED") or random.SystemRandom().randrange(2**32))
    print(f"\ncrash seed: BELOTE_CRASH_SEED={seed}")
    return seed


def test_a_killed_server_loses_no_acknowledged_move(database_url: str, tmp_path: Path) -> None:
    rng = random.Random(crash_seed())
    log = tmp_path / "server.log"
    server = start_server(database_url, WORKERS, log)
    try:
        clients = [Client(server.url, f"crash-{i}") for i in range(GAMES)]
        journals = [
            Journal(c.create_game(ONE_HUMAN, seed=f"crash-{i}")) for i, c in enumerate(clients)
        ]
        with Players(clients, journals) as players:
            deadline = time.monotonic() + 60
            while players.acknowledged() < 12 * GAMES and time.monotonic() < deadline:
                time.sleep(0.05)
            time.sleep(rng.uniform(0, 0.5))  # then strike at any moment of a move
            kill_server(server)
    finally:
        kill_server(server)
    players.check()
    acknowledged = players.acknowledged()
    assert acknowledged >= 12 * GAMES, "past a deal or so of each game"
    committed_cuts = check_journals(database_url, journals)
    print(f"\n{acknowledged} acknowledged moves; {committed_cuts} in-flight moves committed")

    server = start_server(database_url, WORKERS, log)  # same database
    try:
        for i, (client, journal) in enumerate(zip(clients, journals, strict=True)):
            client.base = server.url
            play_to_the_end(client, journal.game_id, 0, random.Random(100 + i))
    finally:
        stop_server(server)
    states = check_stored_games(database_url)
    assert all(states[j.game_id].winner is not None for j in journals)


# -- one worker killed inside a write transaction (PostgreSQL) ------------------------

WRITING = """
    SELECT pid, client_port, backend_xid::text AS xid FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND backend_xid IS NOT NULL AND state IN ('active', 'idle in transaction')
"""
KILLS = 2


def local_ports(pid: int) -> set[int]:
    """The local TCP ports of a process's sockets (its database connections among them)."""
    return {c.laddr.port for c in psutil.Process(pid).net_connections(kind="tcp")}


def paused_worker(pause: Path, deadline: float) -> int:
    """The pid of a worker stopped at the pause point (persistence/faults.py).

    Called while the test holds the gate: every marker then names a thread
    blocked inside an open write transaction. Waits for the first one.
    """
    while time.monotonic() < deadline:
        for marker in pause.glob("in-write-*"):
            with suppress(FileNotFoundError, ValueError):
                return int(marker.read_text())
        time.sleep(0.01)
    raise AssertionError("no write reached the pause point within the deadline")


def kill_inside_transaction(pid: int, pause: Path, probe: Engine) -> str:
    """SIGKILL worker ``pid``, paused inside its write transaction; that transaction's fate."""
    ports = local_ports(pid)
    with probe.connect() as conn:
        open_here = [(b, x) for b, port, x in conn.execute(text(WRITING)).all() if port in ports]
        assert open_here, f"worker {pid} is paused but holds no open write transaction"
        os.kill(pid, signal.SIGKILL)
        for marker in pause.glob(f"in-write-{pid}-*"):  # the dead threads' markers
            marker.unlink(missing_ok=True)
        backend, xid = open_here[0]
        return transaction_fate(conn, backend, int(xid))


def transaction_fate(conn: Connection, backend: int, xid: int) -> str:
    gone = "SELECT count(*) FROM pg_stat_activity WHERE pid = :pid"
    for _ in range(500):
        if conn.execute(text(gone), {"pid": backend}).scalar_one() == 0:
            break
        time.sleep(0.01)
    # backend_xid is 32 bits; widen it with the current epoch (pg_xact_status takes xid8).
    fate = """
        SELECT pg_xact_status(((pg_snapshot_xmax(pg_current_snapshot())::text::bigint >> 32 << 32)
                               | :xid)::text::xid8)
    """
    return str(conn.execute(text(fate), {"xid": xid}).scalar_one())


@ON_POSTGRESQL
def test_a_worker_killed_mid_transaction_half_writes_no_game(
    database_url: str, tmp_path: Path
) -> None:
    """Workers stop inside their write transaction at a test-only pause point while
    the test holds a lock; the test kills one there, KILLS times, deterministically."""
    pause = tmp_path / "pause"
    pause.mkdir()
    (pause / "gate").touch()
    server = start_server(
        database_url, WORKERS, tmp_path / "server.log", env={PAUSE_ENV: str(pause)}
    )
    probe = create_engine(make_url(database_url), isolation_level="AUTOCOMMIT")
    fates: list[str] = []
    try:
        clients = [Client(server.url, f"worker-kill-{i}") for i in range(GAMES)]
        journals = [
            Journal(c.create_game(ONE_HUMAN, seed=f"worker-kill-{i}", rules={"target": 701}))
            for i, c in enumerate(clients)
        ]
        with Players(clients, journals) as players, open(pause / "gate", "rb") as gate:
            deadline = time.monotonic() + 120
            for _ in range(KILLS):
                fcntl.flock(gate, fcntl.LOCK_EX)  # from now on, every write stops inside
                try:
                    worker = paused_worker(pause, deadline)
                    fates.append(kill_inside_transaction(worker, pause, probe))
                finally:
                    fcntl.flock(gate, fcntl.LOCK_UN)  # the other paused writes commit
    finally:
        stop_server(server)
        probe.dispose()
    players.check()
    print(f"\nkilled workers' write transactions: {fates}")
    assert fates == ["aborted"] * KILLS, "a killed worker's write transaction was not undone"
    assert sum(len(j.cut) for j in journals) > 0, "no request was in flight at a kill"
    check_journals(database_url, journals)  # no half-written game, nothing lost

    server = start_server(database_url, WORKERS, tmp_path / "server.log")
    try:
        for i, (client, journal) in enumerate(zip(clients, journals, strict=True)):
            client.base = server.url
            play_to_the_end(client, journal.game_id, 0, random.Random(200 + i))
    finally:
        stop_server(server)
    states = check_stored_games(database_url)
    assert all(states[j.game_id].winner is not None for j in journals)

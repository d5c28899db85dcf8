"""What each pytest-xdist worker keeps to itself, and what workers share one at a time.

The suite runs in parallel processes (``-n``, see ``pyproject.toml``). Each
worker has its own databases (``tests/db_backends.py``), temporary
directories (pytest's, per worker) and ports (:func:`free_port`: a range of
its own, below the kernel's ephemeral ports); set-ups that write into the
repository tree (``npm ci``, installing the generated Python client) take a
lock (:func:`one_at_a_time`) so that only one worker does them.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import random
import socket
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PORTS_PER_WORKER = 1000
REPO = Path(__file__).resolve().parents[1]
FIRST_PORT = 20000  # below Linux's ephemeral range (32768 and up): no client socket takes them


def worker_id() -> str:
    """The pytest-xdist worker running this process (``gw0``, …), or ``main`` without xdist."""
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


def worker_index() -> int:
    """0 for ``gw0`` (or without xdist), 1 for ``gw1``, …"""
    worker = worker_id()
    return int(worker[2:]) if worker.startswith("gw") else 0


def free_port() -> int:
    """A port nothing listens on, from this worker's own range.

    ``bind(0)`` would pick from the kernel's ephemeral ports, where another
    worker may be given the same port between this check and the server's
    own bind; with ``reuse_port`` both servers would then share it silently.
    A server started earlier by this worker holds its port (the check's
    socket sets neither ``SO_REUSEADDR`` nor ``SO_REUSEPORT``, so it fails
    on any port in use or in ``TIME_WAIT``).
    """
    first = FIRST_PORT + worker_index() % 12 * PORTS_PER_WORKER
    ports = list(range(first, first + PORTS_PER_WORKER))
    random.shuffle(ports)
    for port in ports:
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {first}..{first + PORTS_PER_WORKER - 1}")


@contextmanager
def one_at_a_time(name: str) -> Iterator[None]:
    """Hold a lock named ``name`` shared by every worker of every session on this checkout.

    For set-ups that write into the repository tree: the first worker does
    them, the others wait and then find them done.
    """
    checkout = hashlib.sha256(str(REPO).encode()).hexdigest()[:12]
    path = Path(tempfile.gettempdir()) / f"belote-tests-{checkout}-{name}.lock"
    with open(path, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)

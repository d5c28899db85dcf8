"""A test-only pause point inside the write transaction of a move.

Crash tests must kill a worker *while* it holds an open write transaction,
not when a timer happens to fire (issue 10). With the environment variable
``BELOTE_TEST_PAUSE_IN_WRITE`` naming a directory that holds a file ``gate``,
every append stops after writing its rows and before committing:

1. it writes ``<directory>/in-write-<pid>-<thread>`` (holding its pid): the
   signal that a worker is inside an open transaction;
2. it takes a shared ``flock`` on ``gate``, which blocks for as long as the
   test holds an exclusive one;
3. once through, it removes its file (before letting the lock go) and commits.

Without the variable (always, outside tests) this costs one dictionary look-up
per write, made when the module is imported.
"""

from __future__ import annotations

import fcntl
import os
import threading
from pathlib import Path

ENV = "BELOTE_TEST_PAUSE_IN_WRITE"
_DIRECTORY = os.environ.get(ENV)


def pause_point() -> None:
    """Wait at the gate if the tests set one up (see the module's docstring)."""
    if not _DIRECTORY:
        return
    directory = Path(_DIRECTORY)
    marker = directory / f"in-write-{os.getpid()}-{threading.get_ident()}"
    with open(directory / "gate", "rb") as gate:
        marker.write_text(str(os.getpid()))
        try:
            fcntl.flock(gate, fcntl.LOCK_SH)
        finally:
            # Gone before the lock is let go: once the test holds the gate, every
            # marker left is a thread blocked (or about to block) in here.
            marker.unlink(missing_ok=True)
        fcntl.flock(gate, fcntl.LOCK_UN)

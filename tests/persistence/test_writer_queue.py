"""persistence/db.py's writer queue under gevent: a worker waiting for the SQLite
writers' ``flock`` (held by another process) keeps serving its other greenlets."""

from __future__ import annotations

import fcntl
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A gevent process: one greenlet waits for the writers' lock (held by the test),
# another ticks every 10 ms meanwhile. Prints the ticks seen while waiting.
SCRIPT = textwrap.dedent(
    """
    from gevent import monkey
    monkey.patch_all()
    import sys, time, gevent
    from sqlalchemy import text
    from persistence.db import make_engine, write_transaction

    engine = make_engine(f"sqlite:///{sys.argv[1]}")
    ticks = []

    def tick():
        while True:
            ticks.append(time.monotonic())
            gevent.sleep(0.01)

    def write():
        with write_transaction(engine) as conn:
            conn.execute(text("CREATE TABLE IF NOT EXISTS t (x INTEGER)"))
        return len(ticks)

    ticker = gevent.spawn(tick)
    print("waiting", flush=True)
    writer = gevent.spawn(write)
    print(writer.get(timeout=30), flush=True)
    ticker.kill()
    """
)


def test_a_gevent_worker_keeps_running_while_it_waits_for_the_writers_lock(
    tmp_path: Path,
) -> None:
    database = tmp_path / "queue.db"
    with open(f"{database}.writers", "a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # another process is writing
        child = subprocess.Popen(
            [sys.executable, "-c", SCRIPT, str(database)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "waiting"
        time.sleep(1)
        fcntl.flock(held, fcntl.LOCK_UN)
        out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    # A second of waiting: a blocked process ticks once at most (before the wait).
    assert int(out.strip()) >= 3

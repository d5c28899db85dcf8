"""What the benchmarks share: a ``belote serve`` process, a scratch PostgreSQL
database, and a description of the machine (benchmarks never import ``tests/``).

A server started here may count the SQL statements its processes run
(``count_queries=True``): the process runs ``belote serve`` through a small
boot script that listens to every SQLAlchemy engine's ``before_cursor_execute``
and, in each forked worker, writes its running count to a file every 0.2 s.
"""

from __future__ import annotations

import os
import platform
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil
import requests
from sqlalchemy import create_engine, make_url, text

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from persistence.db import upgrade  # noqa: E402

ADMIN_URL = os.environ.get(
    "BELOTE_BENCH_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)
UNLIMITED = {"BELOTE_RATE_LIMIT_WRITES": "off", "BELOTE_RATE_LIMIT_ANONYMOUS": "off"}

_COUNTING_BOOT = """
import collections, os, sys, threading, time
from sqlalchemy import event
from sqlalchemy.engine import Engine

count = [0]
profiling = [None]
gc_pauses = collections.deque()  # (generation, seconds) of each collection in this worker

def _gc_timer():
    import gc
    started = [0.0]

    def timed(phase, info):
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            gc_pauses.append((info["generation"], time.perf_counter() - started[0]))

    gc.callbacks.append(timed)

@event.listens_for(Engine, "before_cursor_execute")
def _count(*_args):
    count[0] += 1

def _report(directory):
    path = os.path.join(directory, str(os.getpid()))
    while True:
        with open(path + ".tmp", "w") as out:
            out.write(str(count[0]))
        os.replace(path + ".tmp", path)
        if gc_pauses:
            pauses = [gc_pauses.popleft() for _ in range(len(gc_pauses))]
            with open(path + ".gc", "a") as out:
                out.write("".join(f"{g} {s:.6f}\\n" for g, s in pauses))
        if os.path.exists(path + ".collect-please"):  # cyclic garbage, found by a full collection
            import gc
            os.unlink(path + ".collect-please")
            found = gc.collect()
            with open(path + ".collected", "w") as out:
                out.write(str(found))
        if os.path.exists(path + ".census-please"):  # objects the collector tracks, by type
            import gc
            os.unlink(path + ".census-please")
            kinds = collections.Counter(type(o).__qualname__ for o in gc.get_objects())
            with open(path + ".census", "w") as out:
                out.write(f"total {sum(kinds.values())}\\n")
                out.write("".join(f"{n} {k}\\n" for k, n in kinds.most_common(60)))
        if profiling[0] is not None and int(time.time() * 5) % 25 == 0:
            profiling[0].dump_stats(os.environ["BELOTE_BENCH_PROFILE"] + "." + str(os.getpid()))
        time.sleep(0.2)

def _in_child():
    count[0] = 0
    _gc_timer()
    profile = os.environ.get("BELOTE_BENCH_PROFILE")
    if profile:  # a worker's CPU profile, written when it exits
        import cProfile
        profiler = cProfile.Profile()
        profiler.enable()
        profiling[0] = profiler
    # A real thread, started before gevent patches the worker: it only writes a file.
    threading.Thread(target=_report, args=(sys.argv[1],), daemon=True).start()

os.register_at_fork(after_in_child=_in_child)
from api.cli.main import main
sys.exit(main(sys.argv[2:]))
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``belote serve --workers N`` in a process group of its own."""

    def __init__(
        self,
        database_url: str,
        workers: int = 1,
        env: dict[str, str] | None = None,
        count_queries: Path | None = None,
    ) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.counts = count_queries
        serve = ["serve", "--port", str(self.port), "--workers", str(workers)]
        if count_queries is not None:
            count_queries.mkdir(parents=True, exist_ok=True)
            command = [sys.executable, "-c", _COUNTING_BOOT, str(count_queries), *serve]
        else:
            command = [str(Path(sys.executable).with_name("belote")), *serve]
        full_env = {
            **os.environ,
            **UNLIMITED,
            "BELOTE_DATABASE_URL": database_url,
            "PYTHONPATH": str(ROOT),
            **(env or {}),
        }
        # The server's log goes to a file: an unread pipe would stall it once full.
        self.log = Path(tempfile.mkstemp(prefix="belote-bench-", suffix=".log")[1])
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                command,
                env=full_env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + 120
        while True:
            if self.process.poll() is not None:
                err = self.log.read_text(errors="replace")[-2000:]
                raise RuntimeError(f"belote serve exited: {err}")
            try:
                if requests.get(f"{self.url}/ready", timeout=5).status_code == 200:
                    break
            except requests.RequestException:
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("belote serve did not answer within 120 s")
            time.sleep(0.1)
        while len(self.workers()) < workers and time.monotonic() < deadline:
            time.sleep(0.1)

    def workers(self) -> list[psutil.Process]:
        """The gunicorn workers (the master's children)."""
        return psutil.Process(self.process.pid).children()

    def settle(self, busy: float = 0.1, window: float = 1.0, timeout: float = 120.0) -> float:
        """Wait until the workers use under ``busy`` of a core for ``window`` s; seconds waited.

        A client's requests are sent long before the server has taken them
        all: what is measured next must not queue behind that backlog.
        """
        started = time.monotonic()
        workers = self.workers()
        while time.monotonic() - started < timeout:
            before = sum(sum(w.cpu_times()[:2]) for w in workers)
            time.sleep(window)
            if sum(sum(w.cpu_times()[:2]) for w in workers) - before < busy * window:
                break
        return time.monotonic() - started

    def cpu_seconds(self) -> float:
        """CPU time (user and system) the workers used so far."""
        return sum(sum(w.cpu_times()[:2]) for w in self.workers())

    def rss_mb(self) -> float:
        """Resident memory of the workers, in MB."""
        return sum(p.memory_info().rss for p in self.workers()) / 1e6

    def queries(self) -> int:
        """SQL statements run by the workers so far (with ``count_queries``)."""
        assert self.counts is not None
        return sum(int(f.read_text() or 0) for f in self.counts.iterdir() if f.name.isdigit())

    def gc_pauses(self) -> list[tuple[int, float]]:
        """Every garbage collection the workers ran so far: (generation, seconds)."""
        assert self.counts is not None
        pauses = []
        for f in sorted(self.counts.glob("*.gc")):
            for line in f.read_text().splitlines():
                generation, seconds = line.split()
                pauses.append((int(generation), float(seconds)))
        return pauses

    def stop(self) -> None:
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()


class Database:
    """A fresh PostgreSQL database for one run, dropped on exit."""

    def __init__(self, tag: str) -> None:
        self.admin = create_engine(ADMIN_URL, isolation_level="AUTOCOMMIT")
        self.name = f"belote_bench_{tag}_{os.getpid()}"
        self.url = make_url(ADMIN_URL).set(database=self.name).render_as_string(False)

    def __enter__(self) -> str:
        with self.admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)'))
            conn.execute(text(f'CREATE DATABASE "{self.name}"'))
        upgrade(self.url)
        return self.url

    def __exit__(self, *_: object) -> None:
        with self.admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)'))
        self.admin.dispose()


def machine() -> dict[str, str]:
    model = next(
        (
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        ),
        platform.processor() or "unknown",
    )
    mem_kib = next(
        int(line.split()[1])
        for line in Path("/proc/meminfo").read_text().splitlines()
        if line.startswith("MemTotal")
    )
    return {
        "cpu_model": model,
        "cores": str(os.cpu_count()),
        "memory_gib": f"{mem_kib / 2**20:.1f}",
        "python": platform.python_version(),
    }


def load_average() -> str:
    return "/".join(f"{x:.2f}" for x in os.getloadavg())


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]

"""Scale: games per second and move latency with 1, 2 and 4 workers on PostgreSQL.

    .venv/bin/python bench/scale.py [--workers 1,2,4] [--clients 16] [--seconds 30]

For each worker count: a fresh PostgreSQL database (created on the server of
``BELOTE_BENCH_POSTGRES_URL``, default the test server's maintenance URL,
dropped afterwards), migrated, and served by gunicorn gthread with that many
workers of 8 threads, as ``belote serve --workers N`` runs it (for N = 1 too,
where ``belote serve`` would use Flask's development server). ``--clients``
threads then each play their own games, one after the other, as one human
against three heuristic bots: create a game, then bid or play from each 201
answer until the game is over. A move's latency includes the bots' replies
and the write. Rate limits are off: this measures the service, not its quotas.

Prints ``name=value`` lines: the machine, then per worker count
``workers_N_games_per_second`` (games finished in the window / its length),
``workers_N_moves_per_second``, ``workers_N_p50_move_ms``,
``workers_N_p99_move_ms`` and ``workers_N_errors``. The clients run on the
same machine as the server and the database, and share its cores.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import requests
from sqlalchemy import create_engine, make_url, text

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from persistence.db import upgrade  # noqa: E402

ADMIN_URL = os.environ.get(
    "BELOTE_BENCH_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)
UNLIMITED = {"BELOTE_RATE_LIMIT_WRITES": "off", "BELOTE_RATE_LIMIT_ANONYMOUS": "off"}
THREADS_PER_WORKER = 8
BOTS = [{}, {"bot": "heuristic"}, {"bot": "heuristic"}, {"bot": "heuristic"}]


@dataclass
class Tally:
    """What the clients measured; each client appends, the main thread reads at the end."""

    latencies: list[float] = field(default_factory=list)  # seconds, one per move
    games: int = 0
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


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


def serve(url: str, workers: int) -> tuple[subprocess.Popen[bytes], str]:
    """gunicorn gthread on ``url``, as ``belote serve --workers N`` starts it."""
    port = free_port()
    code = (
        "from api.server import run_gunicorn; "
        f"run_gunicorn('127.0.0.1', {port}, {workers}, {THREADS_PER_WORKER})"
    )
    env = {**os.environ, **UNLIMITED, "BELOTE_DATABASE_URL": url, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"gunicorn exited: {process.stderr.read().decode()[-2000:]}")  # type: ignore[union-attr]
        try:
            if requests.get(f"{base}/ready", timeout=5).status_code == 200:
                return process, base
        except requests.RequestException:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("gunicorn did not answer within 90 s")


def client(base: str, index: int, deadline: float, tally: Tally) -> None:
    """Play whole games, one after another, until ``deadline``; record every move."""
    session = requests.Session()
    rng = random.Random(index)
    token = session.post(f"{base}/players", json={"name": f"bench-{index}"}, timeout=60)
    session.headers["Authorization"] = f"Bearer {token.json()['token']}"
    game = 0
    while time.monotonic() < deadline:
        created = session.post(
            f"{base}/games", json={"seats": BOTS, "seed": f"scale:{index}:{game}"}, timeout=60
        )
        game_id = created.json()["id"]
        view = session.get(f"{base}/games/{game_id}/seats/0/view", timeout=60).json()
        while view["table"]["status"] != "finished" and time.monotonic() < deadline:
            prefix = f"{base}/games/{game_id}/deals/{view['table']['deal']['deal_index']}"
            if view["legal_cards"]:
                url, body = f"{prefix}/plays", {"seat": 0, "card": rng.choice(view["legal_cards"])}
            else:
                url, body = f"{prefix}/bids", {"seat": 0, **rng.choice(view["legal_bids"])}
            started = time.perf_counter()
            resp = session.post(url, json=body, timeout=60)
            elapsed = time.perf_counter() - started
            if resp.status_code != 201:
                with tally.lock:
                    tally.errors.append(f"{resp.status_code} {resp.text[:200]}")
                view = session.get(f"{base}/games/{game_id}/seats/0/view", timeout=60).json()
                continue
            with tally.lock:
                tally.latencies.append(elapsed)
            view = resp.json()
        if view["table"]["status"] == "finished":
            with tally.lock:
                tally.games += 1
        game += 1


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def run(workers: int, clients: int, seconds: float) -> dict[str, str]:
    with Database(f"w{workers}") as url:
        process, base = serve(url, workers)
        try:
            tally = Tally()
            load_before = load_average()
            started = time.monotonic()
            deadline = started + seconds
            threads = [
                threading.Thread(target=client, args=(base, i, deadline, tally))
                for i in range(clients)
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            elapsed = time.monotonic() - started
        finally:
            process.terminate()
            process.wait(timeout=30)
    key = f"workers_{workers}"
    lat = tally.latencies
    return {
        f"{key}_games": str(tally.games),
        f"{key}_games_per_second": f"{tally.games / elapsed:.2f}",
        f"{key}_moves_per_second": f"{len(lat) / elapsed:.1f}",
        f"{key}_p50_move_ms": f"{percentile(lat, 50) * 1000:.1f}" if lat else "nan",
        f"{key}_p99_move_ms": f"{percentile(lat, 99) * 1000:.1f}" if lat else "nan",
        f"{key}_errors": str(len(tally.errors)),
        f"{key}_load_average_before": load_before,
        f"{key}_load_average_after": load_average(),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", default="1,2,4", help="comma-separated worker counts")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=30.0, help="measured window per run")
    args = parser.parse_args()
    for name, value in machine().items():
        print(f"{name}={value}", flush=True)
    print(f"clients={args.clients}\nseconds={args.seconds:g}", flush=True)
    for workers in (int(w) for w in args.workers.split(",")):
        for name, value in run(workers, args.clients, args.seconds).items():
            print(f"{name}={value}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

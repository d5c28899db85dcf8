"""HTTP speed: whole games through ``belote serve`` (its default workers) on SQLite.

    .venv/bin/python bench/api.py [--clients 4] [--games 6] [--seconds 5] [--workers N]

Each client plays games as one human against three heuristic bots, posting
its bids and cards (a move's latency includes the bots' replies). Then the
same clients hammer ``GET /health`` for ``--seconds`` on the same server.
Prints ``name=value`` lines ending with ``moves_per_second``, ``p99_move_ms``
and ``move_vs_trivial_ratio`` (moves per second / trivial requests per second).

``server_cpu_ms_per_move`` is the CPU time (user and system) the server's
processes used during the moves phase, per move: far less disturbed than
latency when the machine is shared. ``BELOTE_BENCH_PROFILE=path`` writes each
worker's cProfile to ``path.<pid>`` (read it with ``python -m pstats``).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serving import Server, load_average

from api.cli.main import DEFAULT_WORKERS


def play_games(base: str, games: int, seed: str, latencies: list[float]) -> int:
    session = requests.Session()
    token = session.post(f"{base}/players", json={"name": "bench"}).json()["token"]
    session.headers["Authorization"] = f"Bearer {token}"
    rng = random.Random(seed)
    moves = 0
    for g in range(games):
        game = session.post(f"{base}/games", json={"seed": f"{seed}:{g}"}).json()
        view = session.get(f"{base}/games/{game['id']}/seats/0/view").json()
        while view["table"]["status"] != "finished":
            deal = view["table"]["deal"]["deal_index"]
            if view["legal_cards"]:
                url = f"{base}/games/{game['id']}/deals/{deal}/plays"
                body = {"seat": 0, "card": rng.choice(view["legal_cards"])}
            else:
                url = f"{base}/games/{game['id']}/deals/{deal}/bids"
                body = {"seat": 0, **rng.choice(view["legal_bids"])}
            t0 = time.perf_counter()
            r = session.post(url, json=body)
            latencies.append(time.perf_counter() - t0)
            if r.status_code != 201:
                raise RuntimeError(f"{url}: {r.status_code} {r.text}")
            view = r.json()
            moves += 1
    return moves


def hammer(base: str, seconds: float, counts: list[int]) -> None:
    session = requests.Session()
    deadline = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < deadline:
        session.get(f"{base}/health").raise_for_status()
        n += 1
    counts.append(n)


def run_threads(target, args_per_thread) -> float:  # type: ignore[no-untyped-def]
    threads = [threading.Thread(target=target, args=a) for a in args_per_thread]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--games", type=int, default=6, help="games per client")
    parser.add_argument("--seconds", type=float, default=5.0, help="trivial-endpoint phase")
    parser.add_argument(
        "--workers", type=int, default=None, help="default: belote serve's own default"
    )
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        # The default rate limits, as a user's `belote serve` has them.
        limits = {
            "BELOTE_RATE_LIMIT_WRITES": "600/minute",
            "BELOTE_RATE_LIMIT_ANONYMOUS": "60/minute",
        }
        workers = args.workers or DEFAULT_WORKERS
        profile = Path(tmp) / "counts" if os.environ.get("BELOTE_BENCH_PROFILE") else None
        server = Server(f"sqlite:///{tmp}/bench.db", workers, limits, count_queries=profile)
        try:
            latencies: list[float] = []
            moves: list[int] = []
            cpu_before = server.cpu_seconds()
            elapsed = run_threads(
                lambda i: moves.append(play_games(server.url, args.games, f"bench{i}", latencies)),
                [(i,) for i in range(args.clients)],
            )
            # Each move's answer came back: every request of the phase is done.
            cpu_per_move = (server.cpu_seconds() - cpu_before) / sum(moves)
            counts: list[int] = []
            trivial_elapsed = run_threads(
                hammer, [(server.url, args.seconds, counts) for _ in range(args.clients)]
            )
        finally:
            server.stop()

    moves_per_second = sum(moves) / elapsed
    trivial_per_second = sum(counts) / trivial_elapsed
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
    print(f"workers={workers}")
    print(f"load_average={load_average()}")
    print(f"clients={args.clients}")
    print(f"moves={sum(moves)}")
    print(f"median_move_ms={statistics.median(latencies) * 1000:.2f}")
    print(f"trivial_requests_per_second={trivial_per_second:.0f}")
    print(f"moves_per_second={moves_per_second:.0f}")
    print(f"p99_move_ms={p99:.2f}")
    print(f"server_cpu_ms_per_move={cpu_per_move * 1000:.3f}")
    print(f"move_vs_trivial_ratio={moves_per_second / trivial_per_second:.3f}")


if __name__ == "__main__":
    main()

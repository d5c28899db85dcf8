"""Scale: games per second and move latency with 1, 2 and 4 workers on PostgreSQL.

    .venv/bin/python bench/scale.py [--workers 1,2,4] [--clients 16] [--seconds 30]

For each worker count: a fresh PostgreSQL database (created on the server of
``BELOTE_BENCH_POSTGRES_URL``, default the test server's maintenance URL,
dropped afterwards), migrated, and served by ``belote serve --workers N``
(gunicorn, gevent workers); then by ``--instances`` one-worker servers on
different ports sharing one database, as machines behind a load balancer
would (the clients take turns between them). ``--clients``
threads then each play their own games, one after the other, as one human
against three heuristic bots: create a game, then bid or play from each 201
answer until the game is over. A move's latency includes the bots' replies
and the write. Rate limits are off: this measures the service, not its quotas.

Prints ``name=value`` lines: the machine, then per worker count
``workers_N_games_per_second`` (games finished in the window / its length),
``workers_N_moves_per_second``, ``workers_N_p50_move_ms``,
``workers_N_p99_move_ms`` and ``workers_N_errors`` (``instances_2_x_workers_1_…``
for the instances). The clients run on the
same machine as the server and the database, and share its cores.
"""

from __future__ import annotations

import argparse
import random
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serving import Database, Server, load_average, machine, percentile

BOTS = [{}, {"bot": "heuristic"}, {"bot": "heuristic"}, {"bot": "heuristic"}]


@dataclass
class Tally:
    """What the clients measured; each client appends, the main thread reads at the end."""

    latencies: list[float] = field(default_factory=list)  # seconds, one per move
    games: int = 0
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


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


def run(workers: int, instances: int, clients: int, seconds: float) -> dict[str, str]:
    """``instances`` servers of ``workers`` workers on one database; clients spread over them."""
    with Database(f"w{workers}i{instances}") as url:
        servers = [Server(url, workers) for _ in range(instances)]
        try:
            tally = Tally()
            load_before = load_average()
            started = time.monotonic()
            deadline = started + seconds
            threads = [
                threading.Thread(
                    target=client, args=(servers[i % instances].url, i, deadline, tally)
                )
                for i in range(clients)
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            elapsed = time.monotonic() - started
        finally:
            for server in servers:
                server.stop()
    key = f"workers_{workers}" if instances == 1 else f"instances_{instances}_x_workers_{workers}"
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
    parser.add_argument(
        "--instances", type=int, default=2, help="then this many one-worker servers (0: skip)"
    )
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=30.0, help="measured window per run")
    args = parser.parse_args()
    for name, value in machine().items():
        print(f"{name}={value}", flush=True)
    print(f"clients={args.clients}\nseconds={args.seconds:g}", flush=True)
    runs = [(int(w), 1) for w in args.workers.split(",") if w]
    if args.instances > 1:
        runs.append((1, args.instances))
    for workers, instances in runs:
        for name, value in run(workers, instances, args.clients, args.seconds).items():
            print(f"{name}={value}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

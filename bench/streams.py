"""Live delivery at scale: thousands of open event streams and long-polls on one process.

    .venv/bin/python bench/streams.py [--database sqlite,postgresql] [--streams 5000]
        [--polls 5000] [--tables 250] [--playing 25] [--move-interval 1] [--seconds 30]
        [--idle-seconds 30] [--workers 1]

For each database: ``belote serve --workers 1`` with ``BELOTE_MAX_WAITS_PER_CLIENT=0``
(every connection comes from this one address) and rate limits off. ``--tables``
games of one human (seat 0) against three heuristic bots; ``--streams`` event
streams spread over them (every fifth one seat 0's private stream, with its
token; the others public), all held by one asyncio client in this process.

1. Once all streams are open: the workers' memory growth per 1,000 streams
   (``rss_mb_per_1000_streams``), then ``--idle-seconds`` with nothing
   happening, counting every SQL statement the server runs
   (``db_queries_per_idle_stream_per_minute``, 0 is the goal).
2. ``--polls`` long-polls of seat 0 (``wait=55``) on other tables, still
   waiting for players: they must all still be pending at the end
   (``pending_long_polls``). Then it waits until the server is idle (it has
   taken them all), so that the moves do not queue behind that work.
3. ``--seconds`` of play: the human of ``--playing`` tables moves every
   ``--move-interval`` s (``move_ms_p99``: the POST's latency, bots' replies
   included). Every message that reaches a stream is timed from its event's
   ``recorded_at`` (set by the server just before the commit) to its arrival:
   ``delivery_ms_p50`` and ``delivery_ms_p99``, over every (stream, event).
   Also the workers' CPU time per move (``server_cpu_ms_per_move``, deliveries
   included: steadier than latencies on a shared machine) and the garbage
   collector's pauses in the workers (``gc_pause_ms_max``, ``gc_pause_ms_total``).

Client and server share the machine's cores, so the client's own parsing is
part of the measured delivery time. Prints ``name=value`` lines per database.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import resource
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serving import Database, Server, load_average, machine, percentile

BOTS = [{}, {"bot": "heuristic"}, {"bot": "heuristic"}, {"bot": "heuristic"}]
NEVER = 10**9
RECORDED_AT = re.compile(rb'"recorded_at":"([^"]+)"')


@dataclass
class Table:
    game_id: str
    token: str


@dataclass
class Tally:
    delivery: list[float] = field(default_factory=list)  # seconds
    moves: list[float] = field(default_factory=list)  # seconds
    open_streams: int = 0
    failed_streams: int = 0
    pending_polls: int = 0
    answered_polls: int = 0
    failed_polls: int = 0
    measuring_since: float = float("inf")  # time.time(): deliveries of events after it count
    move_errors: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def progress(text: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def raise_open_files() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def setup_tables(base: str, count: int, seats: list[dict[str, str] | None] = BOTS) -> list[Table]:
    session = requests.Session()
    tables = []
    for i in range(count):
        token = session.post(f"{base}/players", json={"name": f"s{i}"}, timeout=60).json()["token"]
        r = session.post(
            f"{base}/games",
            json={"seats": seats, "seed": f"streams:{i}", "rules": {"target": 1001}},
            headers={"Authorization": f"Bearer {token}"},
            timeout=60,
        )
        r.raise_for_status()
        tables.append(Table(r.json()["id"], token))
    return tables


async def request(
    port: int, path: str, token: str | None, sent: Callable[[], None] = lambda: None
) -> tuple[asyncio.StreamReader, bytes]:
    """Send a GET (then call ``sent``); return the reader once the headers are in."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 20)
    auth = f"Authorization: Bearer {token}\r\n" if token else ""
    writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\n{auth}\r\n".encode())
    await writer.drain()
    sent()
    head = await reader.readuntil(b"\r\n\r\n")
    reader._belote_writer = writer  # type: ignore[attr-defined]  # keep the socket alive
    return reader, head


async def stream(port: int, table: Table, seat_stream: bool, tally: Tally) -> None:
    path = f"/games/{table.game_id}/events/stream" + ("?seat=0" if seat_stream else "")
    try:
        reader, head = await request(port, path, table.token if seat_stream else None)
    except (OSError, asyncio.IncompleteReadError) as e:
        tally.failed_streams += 1
        progress(f"stream failed to open: {e!r}")
        return
    if not head.startswith(b"HTTP/1.1 200"):
        tally.failed_streams += 1
        body = await reader.read(300)
        progress(f"stream refused: {head[:40]!r} {body!r}")
        return
    tally.open_streams += 1
    try:
        buffer = b""
        while True:  # chunked transfer encoding around the SSE text
            size = int((await reader.readline()).strip() or b"0", 16)
            if size == 0:
                break
            buffer += (await reader.readexactly(size + 2))[:-2]
            while b"\n\n" in buffer:
                block, buffer = buffer.split(b"\n\n", 1)
                found = RECORDED_AT.search(block)
                if found is None:
                    continue
                arrived = time.time()
                recorded = datetime.fromisoformat(found.group(1).decode()).timestamp()
                if recorded >= tally.measuring_since:
                    tally.delivery.append(arrived - recorded)
    except (OSError, asyncio.IncompleteReadError, ValueError) as e:
        progress(f"stream broken: {e!r}")
    tally.open_streams -= 1
    tally.failed_streams += 1  # no stream should end while its game goes on


async def long_poll(port: int, table: Table, version: int, tally: Tally) -> None:
    path = f"/games/{table.game_id}/seats/0/view?wait=55&after_version={version}"
    sent = False

    def on_sent() -> None:
        nonlocal sent
        sent = True
        tally.pending_polls += 1

    try:
        _, head = await request(port, path, table.token, on_sent)
        if head.startswith(b"HTTP/1.1 200"):
            tally.answered_polls += 1
        else:
            tally.failed_polls += 1
            print(f"long-poll answered {head[:40]!r}", file=sys.stderr)
    except (OSError, asyncio.IncompleteReadError) as e:
        tally.failed_polls += 1
        print(f"long-poll failed: {e!r}", file=sys.stderr)
    if sent:
        tally.pending_polls -= 1


def play(base: str, table: Table, interval: float, stop: threading.Event, tally: Tally) -> None:
    """The human of one table: a random legal move every ``interval`` s."""
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {table.token}"
    rng = random.Random(table.game_id)
    view = session.get(f"{base}/games/{table.game_id}/seats/0/view", timeout=60).json()
    while not stop.wait(interval * rng.uniform(0.5, 1.5)):
        if view["table"]["status"] == "finished":
            return
        prefix = f"{base}/games/{table.game_id}/deals/{view['table']['deal']['deal_index']}"
        if view["legal_cards"]:
            url, body = f"{prefix}/plays", {"seat": 0, "card": rng.choice(view["legal_cards"])}
        else:
            url, body = f"{prefix}/bids", {"seat": 0, **rng.choice(view["legal_bids"])}
        started = time.perf_counter()
        r = session.post(url, json=body, timeout=60)
        elapsed = time.perf_counter() - started
        if r.status_code == 201:
            with tally.lock:
                tally.moves.append(elapsed)
            view = r.json()
        else:
            with tally.lock:
                tally.move_errors += 1
            view = session.get(f"{base}/games/{table.game_id}/seats/0/view", timeout=60).json()


async def run(args: argparse.Namespace, database_url: str, counts: Path) -> dict[str, str]:
    env = {"BELOTE_MAX_WAITS_PER_CLIENT": "0"}
    server = Server(database_url, args.workers, env, count_queries=counts)
    tally = Tally()
    tasks: list[asyncio.Task[None]] = []
    try:
        progress(f"server up at {server.url}")
        tables = setup_tables(server.url, args.tables)
        # Long-polls wait on tables still filling up: nothing happens there.
        waiting_tables = setup_tables(server.url, max(1, args.tables // 5), [{}, None, None, None])
        await asyncio.sleep(1)
        rss_before = server.rss_mb()
        for start in range(0, args.streams, 500):  # in waves: the listen backlog is finite
            batch = range(start, min(args.streams, start + 500))
            tasks += [
                asyncio.create_task(stream(server.port, tables[i % len(tables)], i % 5 == 0, tally))
                for i in batch
            ]
            while tally.open_streams + tally.failed_streams < batch[-1] + 1:
                await asyncio.sleep(0.05)
        progress(f"{tally.open_streams} streams open, {tally.failed_streams} failed")
        await asyncio.sleep(2)  # let the first replays of each log settle
        await asyncio.to_thread(server.settle)
        rss_streams = server.rss_mb()
        queries_before, idle_started = server.queries(), time.monotonic()
        await asyncio.sleep(args.idle_seconds)
        idle_queries = server.queries() - queries_before
        idle_minutes = (time.monotonic() - idle_started) / 60
        progress(f"idle: {idle_queries} queries")

        for start in range(0, args.polls, 500):
            batch = range(start, min(args.polls, start + 500))
            for i in batch:
                table = waiting_tables[i % len(waiting_tables)]
                tasks.append(asyncio.create_task(long_poll(server.port, table, NEVER, tally)))
            while tally.pending_polls + tally.failed_polls < batch[-1] + 1:
                await asyncio.sleep(0.05)
        progress(f"{tally.pending_polls} long-polls pending, {tally.failed_polls} failed")
        await asyncio.sleep(2)
        settled = await asyncio.to_thread(server.settle)
        progress(f"server idle after {settled:.1f} s")
        rss_all = server.rss_mb()

        stop = threading.Event()
        tally.measuring_since = time.time()
        players = [
            threading.Thread(
                target=play, args=(server.url, t, args.move_interval, stop, tally), daemon=True
            )
            for t in tables[: args.playing]
        ]
        load_before = load_average()
        collections_before = len(server.gc_pauses())
        cpu_before = server.cpu_seconds()
        for p in players:
            p.start()
        await asyncio.sleep(args.seconds)
        stop.set()
        for p in players:
            await asyncio.to_thread(p.join, 60)
        await asyncio.sleep(1)  # the last deliveries
        cpu_moving = server.cpu_seconds() - cpu_before
        progress(f"{len(tally.moves)} moves, {len(tally.delivery)} deliveries")
        collections = server.gc_pauses()[collections_before:]
        pauses = [s for _, s in collections]
        for generation in range(3):
            mine = [s for g, s in collections if g == generation]
            progress(
                f"gc generation {generation}: {len(mine)} collections, "
                f"max {max(mine, default=0) * 1000:.1f} ms, total {sum(mine) * 1000:.1f} ms"
            )
        pending = tally.pending_polls
        polls_ok = tally.failed_polls == 0 and tally.answered_polls == 0
    finally:
        for task in tasks:
            task.cancel()
        server.stop()
    n = max(1, args.streams)
    return {
        "open_streams": str(tally.open_streams),
        "failed_streams": str(tally.failed_streams),
        "pending_long_polls": str(pending),
        "failed_long_polls": str(tally.failed_polls + (0 if polls_ok else tally.answered_polls)),
        "deliveries": str(len(tally.delivery)),
        "delivery_ms_p50": f"{percentile(tally.delivery, 50) * 1000:.1f}",
        "delivery_ms_p99": f"{percentile(tally.delivery, 99) * 1000:.1f}",
        "rss_mb_per_1000_streams": f"{(rss_streams - rss_before) / n * 1000:.1f}",
        "rss_mb_per_1000_long_polls": f"{(rss_all - rss_streams) / max(1, args.polls) * 1000:.1f}",
        "db_queries_idle": str(idle_queries),
        "db_queries_per_idle_stream_per_minute": f"{idle_queries / n / idle_minutes:.4f}",
        "moves": str(len(tally.moves)),
        "move_errors": str(tally.move_errors),
        "move_ms_p50": f"{percentile(tally.moves, 50) * 1000:.1f}",
        "move_ms_p99": f"{percentile(tally.moves, 99) * 1000:.1f}",
        # CPU time rather than latency: steadier while other work shares the machine.
        "server_cpu_ms_per_move": f"{cpu_moving / max(1, len(tally.moves)) * 1000:.1f}",
        "gc_collections_while_moving": str(len(pauses)),
        "gc_pause_ms_max": f"{max(pauses, default=0) * 1000:.1f}",
        "gc_pause_ms_total": f"{sum(pauses) * 1000:.1f}",
        "load_average_before_moves": load_before,
        "load_average_after_moves": load_average(),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", default="sqlite,postgresql")
    parser.add_argument("--streams", type=int, default=5000)
    parser.add_argument("--polls", type=int, default=5000)
    parser.add_argument("--tables", type=int, default=250)
    parser.add_argument("--playing", type=int, default=25, help="tables whose human moves")
    parser.add_argument("--move-interval", type=float, default=1.0, help="seconds, per table")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--idle-seconds", type=float, default=30.0)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    raise_open_files()
    for name, value in machine().items():
        print(f"{name}={value}", flush=True)
    print(f"streams={args.streams}\npolls={args.polls}\nworkers={args.workers}", flush=True)
    for database in args.database.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            if database == "sqlite":
                results = asyncio.run(run(args, f"sqlite:///{tmp}/bench.db", Path(tmp) / "q"))
            else:
                with Database("streams") as url:
                    results = asyncio.run(run(args, url, Path(tmp) / "q"))
        for name, value in results.items():
            print(f"{database}_{name}={value}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

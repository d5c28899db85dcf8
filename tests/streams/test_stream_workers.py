"""Streams under ``belote serve --workers 2`` (gunicorn gthread, 8 threads a worker):
moves taken by one worker reach streams held by the other, and held streams
do not starve ordinary requests.

Which worker holds a connection is read with psutil (the worker whose socket
is the server side of the TCP connection).
"""

from __future__ import annotations

import random
import threading
import time
from typing import Any

import httpx
import requests
from streams_support import (
    Recorder,
    Server,
    client_port,
    create_game,
    events,
    hold_stream,
    new_player,
    play_to_the_end,
    server_port,
    serving_worker,
    sit,
    worker_pids,
)

HEURISTIC = {"bot": "heuristic"}


def test_moves_through_one_worker_reach_streams_held_by_the_other(
    server_factory: Any, database_url: str
) -> None:
    server: Server = server_factory(workers=2, database_url=database_url)
    master, port = server.process.pid, server_port(server)
    assert len(worker_pids(master)) == 2
    a, b = new_player(server.url, "a"), new_player(server.url, "b")
    game_id = create_game(server.url, a, [{}, HEURISTIC, None, HEURISTIC], {"target": 100}, "x")
    sit(server.url, b, game_id, 2)  # the game starts; most of it is still to be played
    streams = [
        Recorder(server.url, game_id),
        Recorder(server.url, game_id),
        Recorder(server.url, game_id, seat=0, player=a),
        Recorder(server.url, game_id, seat=2, player=b),
    ]
    for r in streams:
        r.start()
        assert r.ready.wait(10) and r.error is None, r.error
    stream_worker = {id(r): serving_worker(master, port, r.client_port or 0) for r in streams}

    move_workers: list[int] = []

    def seen(response: httpx.Response) -> None:
        move_workers.append(serving_worker(master, port, client_port(response)))

    rng = random.Random(3)
    moves = list(play_to_the_end(server.url, game_id, {0: a, 2: b}, rng, seen))
    assert len(moves) == len(move_workers) > 10
    log = events(server.url, game_id)
    for r in streams:
        messages = r.finish()
        assert [int(m.id or 0) for m in messages] == list(range(1, len(log) + 1))
        assert [m.event for m in messages] == [e["type"] for e in log]
        # Some of the moves this stream saw were written by the other worker.
        assert any(w != stream_worker[id(r)] for w in move_workers), (stream_worker, move_workers)
    assert len(set(move_workers)) == 2, "both workers took moves"


def test_six_held_streams_do_not_starve_other_requests(server2: Server) -> None:
    owner = new_player(server2.url)
    game_id = create_game(server2.url, owner, [{}, None, None, None], {"target": 100}, "held")
    held = [hold_stream(server2, f"/games/{game_id}/events/stream") for _ in range(6)]
    try:
        master, port = server2.process.pid, server_port(server2)
        holders = [serving_worker(master, port, s.getsockname()[1]) for s in held]
        assert len(holders) == 6  # each held by a worker thread, wherever it landed

        slowest = 0.0
        for _ in range(12):  # one at a time, each on a new connection (any worker)
            start = time.monotonic()
            r = requests.get(f"{server2.url}/games/{game_id}", timeout=10)
            slowest = max(slowest, time.monotonic() - start)
            assert r.status_code == 200
        assert slowest < 3, f"a plain GET took {slowest:.1f} s beside 6 held streams"

        times: list[float] = []

        def timed_get() -> None:
            start = time.monotonic()
            if requests.get(f"{server2.url}/games/{game_id}", timeout=10).status_code == 200:
                times.append(time.monotonic() - start)

        threads = [threading.Thread(target=timed_get) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(15)
        assert len(times) == 8 and max(times) < 5, times
        sit(server2.url, new_player(server2.url), game_id, 1)  # a write gets through too
    finally:
        for s in held:
            s.close()

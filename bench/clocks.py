"""Turn clocks at scale: how long one sweep takes among many running clocks.

    .venv/bin/python bench/clocks.py [--games 10000] [--due 100] [--runs 25]
                                     [--database-url URL]

Creates ``--games`` games through the store, each a player against three
heuristic bots with a 30 s turn clock, so each has a running clock
(``games.deadline_at``); ``--due`` of them were created 31 s before "now" and
have run out. Then measures, ``--runs`` times, the sweeper's question "whose
time is up?" (:meth:`persistence.store.GameStore.due_games`, an index range
scan), and once a whole sweep pass that appends every due game's stand-in
decision (:meth:`api.services.games.GameService.enforce_due_clocks`).

Prints ``name=value`` lines: ``running_clocks``, ``due_clocks``,
``due_query_ms_p50`` and ``due_query_ms_max`` (the target: a pass over 10,000
running clocks under 100 ms), ``sweep_pass_ms`` (finding and enforcing the due
ones), ``enforced``, ``seed_seconds``. Default database: a fresh SQLite file
in a temporary directory; ``--database-url`` for PostgreSQL (an empty
database).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from api.services.games import GameService
from domain.bots import bot_turn, decide, get_strategy
from domain.clocks import Clock
from domain.events import GameCreated, Occupant
from domain.game import new_game
from domain.rules import Rules
from persistence.db import make_engine, upgrade
from persistence.store import GameStore

NOW = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)
CLOCK = Clock(30)


class MovableClock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def seed(store: GameStore, clock: MovableClock, games: int, due: int) -> None:
    bot = Occupant("bot", "heuristic")
    for i in range(games):
        # The due ones started their clock 31 s ago, the others just now.
        clock.now = NOW - timedelta(seconds=31) if i < due else NOW
        created = GameCreated(
            Rules(), f"clocks-{i}", (Occupant("player", "p"), bot, bot, bot), CLOCK
        )
        state, _ = new_game(created)
        following = []
        while (turn := bot_turn(state)) is not None:
            decision = decide(get_strategy(turn[1]), state, turn[0])
            state.apply(decision)
            following.append(decision)
        store.create_game(created, following)
    clock.now = NOW


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--due", type=int, default=100)
    parser.add_argument("--runs", type=int, default=25)
    parser.add_argument("--database-url")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="belote-clocks-") as tmp:
        url = args.database_url or f"sqlite:///{Path(tmp) / 'clocks.db'}"
        engine = make_engine(url)
        upgrade(engine)
        clock = MovableClock(NOW)
        store = GameStore(engine, clock=clock)
        started = time.perf_counter()
        seed(store, clock, args.games, args.due)
        seeded = time.perf_counter() - started

        timings = []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            found = store.due_games(NOW, limit=args.due)
            timings.append((time.perf_counter() - t0) * 1000)
        assert len(found) == args.due, f"{len(found)} due clocks found, not {args.due}"

        service = GameService(store)
        t0 = time.perf_counter()
        enforced = service.enforce_due_clocks(limit=args.due)
        sweep_ms = (time.perf_counter() - t0) * 1000
        engine.dispose()

    print(f"running_clocks={args.games}")
    print(f"due_clocks={args.due}")
    print(f"due_query_ms_p50={statistics.median(timings):.2f}")
    print(f"due_query_ms_max={max(timings):.2f}")
    print(f"sweep_pass_ms={sweep_ms:.1f}")
    print(f"enforced={enforced}")
    print(f"seed_seconds={seeded:.1f}")


if __name__ == "__main__":
    main()

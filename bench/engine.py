"""Engine speed through the public domain API. Prints ``name=value`` lines.

    .venv/bin/python bench/engine.py [--seconds 5]

``random_deals_per_second``: deals dealt, bid and played to the score with
uniformly random legal decisions, on one core. ``replay_game_ms``: the median
time to rebuild a whole 501-point game from its decisions with ``replay``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domain.events import BidMade, CardPlayed, Event, GameCreated, Occupant
from domain.game import Phase, new_game, replay
from domain.rules import Rules

SEATS = tuple(Occupant("bot", "random") for _ in range(4))


def random_game(seed: str, rng: random.Random) -> tuple[list[Event], int, int]:
    """Play one game with random legal decisions: (events, deals, played deals)."""
    created = GameCreated(Rules(), seed, SEATS)
    state, _ = new_game(created)
    events: list[Event] = [created]
    choice = rng.choice
    while True:
        phase = state.phase
        if phase is Phase.PLAYING:
            event: Event = CardPlayed(state.turn, choice(state.legal_cards()))  # type: ignore[arg-type]
        elif phase is Phase.BIDDING:
            event = BidMade(state.turn, choice(state.legal_bids()))  # type: ignore[arg-type]
        else:
            break
        state.apply(event)
        events.append(event)
    played = sum(1 for d in state.deals if d.score is not None)
    return events, len(state.deals), played


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    rng = random.Random(2026)

    deals = played = games = 0
    start = time.perf_counter()
    longest: list[Event] = []
    while time.perf_counter() - start < args.seconds:
        events, n, p = random_game(f"bench:{games}", rng)
        deals += n
        played += p
        games += 1
        if len(events) > len(longest):
            longest = events
    elapsed = time.perf_counter() - start

    typical, _, _ = random_game("bench:replay", random.Random(7))
    timings = []
    for _ in range(200):
        t0 = time.perf_counter()
        replay(typical)
        timings.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    replay(longest)
    longest_ms = (time.perf_counter() - t0) * 1000

    print(f"python={sys.version.split()[0]}")
    print(f"games={games}")
    print(f"deals={deals}")
    print(f"played_deals={played}")
    print(f"seconds={elapsed:.2f}")
    print(f"replay_game_events={len(typical)}")
    print(f"replay_longest_game_events={len(longest)}")
    print(f"replay_longest_game_ms={longest_ms:.3f}")
    print(f"random_deals_per_second={deals / elapsed:.0f}")
    print(f"replay_game_ms={statistics.median(timings) * 1000:.3f}")


if __name__ == "__main__":
    main()

"""Engine speed through the public domain API. Prints ``name=value`` lines.

    .venv/bin/python bench/engine.py [--seconds 5]

``random_deals_per_second``: deals dealt, bid and played to the score with
uniformly random legal decisions, on one core, in classic with the default
rules. ``random_deals_per_second_moderne`` is the same with ``moderne``
(SA/TA in round two) and ``random_deals_per_second_coinche`` in coinche with
``moderne`` (docs/rules.md §10). ``replay_game_ms``: the median
time to rebuild a whole 501-point game from its decisions with ``replay``.

Both are measured in CPU time of this (single-threaded) process, so other
work on the machine does not skew them; ``wall_deals_per_second`` is given
too. Each figure is the best of several rounds, the usual way to take noise
out of a micro-benchmark.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domain.events import BidMade, Event, GameCreated, Occupant, card_played
from domain.game import Phase, new_game, replay
from domain.rules import Rules

SEATS = tuple(Occupant("bot", "random") for _ in range(4))


CLASSIC = Rules()
MODES = {
    "": CLASSIC,
    "_moderne": Rules(moderne=True),
    "_coinche": Rules(mode="coinche", moderne=True),
}


def random_game(
    seed: str, rng: random.Random, rules: Rules = CLASSIC
) -> tuple[list[Event], int, int]:
    """Play one game with random legal decisions: (events, deals, played deals)."""
    created = GameCreated(rules, seed, SEATS)
    state, _ = new_game(created)
    events: list[Event] = [created]
    pick = rng.getrandbits
    playing, bidding = Phase.PLAYING, Phase.BIDDING
    while True:
        phase = state.phase
        if phase is playing:
            cards = state.legal_cards()
            event: Event = card_played(state.turn, cards[pick(32) % len(cards)])  # type: ignore[arg-type]
        elif phase is bidding:
            bids = state.legal_bids()
            event = BidMade(state.turn, bids[pick(32) % len(bids)])  # type: ignore[arg-type]
        else:
            break
        state.apply(event)
        events.append(event)
    played = sum(1 for d in state.deals if d.score is not None)
    return events, len(state.deals), played


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0, help="total CPU time")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(2026)

    deals = played = games = 0
    best = 0.0
    cpu_total = wall_total = 0.0
    longest: list[Event] = []
    for _ in range(args.rounds):
        round_deals = 0
        cpu0, wall0 = time.process_time(), time.perf_counter()
        while time.process_time() - cpu0 < args.seconds / args.rounds:
            events, n, p = random_game(f"bench:{games}", rng)
            round_deals += n
            played += p
            games += 1
            if len(events) > len(longest):
                longest = events
        cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
        best = max(best, round_deals / cpu)
        deals += round_deals
        cpu_total += cpu
        wall_total += wall

    # The §10 modes, each measured the same way (best round of CPU time).
    by_mode: dict[str, float] = {}
    for suffix, rules in list(MODES.items())[1:]:
        mode_best = 0.0
        for r in range(args.rounds):
            round_deals = 0
            cpu0 = time.process_time()
            n_games = 0
            while time.process_time() - cpu0 < args.seconds / args.rounds:
                _, n, _ = random_game(f"bench{suffix}:{r}:{n_games}", rng, rules)
                round_deals += n
                n_games += 1
            mode_best = max(mode_best, round_deals / (time.process_time() - cpu0))
        by_mode[suffix] = mode_best

    typical, _, _ = random_game("bench:replay", random.Random(7))
    timings = []
    for _ in range(200):
        t0 = time.process_time()
        replay(typical)
        timings.append(time.process_time() - t0)
    t0 = time.process_time()
    for _ in range(20):
        replay(longest)
    longest_ms = (time.process_time() - t0) * 1000 / 20

    print(f"python={sys.version.split()[0]}")
    print(f"games={games}")
    print(f"deals={deals}")
    print(f"played_deals={played}")
    print(f"cpu_seconds={cpu_total:.2f}")
    print(f"wall_deals_per_second={deals / wall_total:.0f}")
    print(f"replay_game_events={len(typical)}")
    print(f"replay_longest_game_events={len(longest)}")
    print(f"replay_longest_game_ms={longest_ms:.3f}")
    print(f"random_deals_per_second={best:.0f}")
    for suffix, figure in by_mode.items():
        print(f"random_deals_per_second{suffix}={figure:.0f}")
    print(f"replay_game_ms={statistics.median(timings) * 1000:.3f}")


if __name__ == "__main__":
    main()

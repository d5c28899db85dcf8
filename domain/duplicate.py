"""Duplicate matches between two bots: the luck of the deal cancels out.

A *match* plays a set of deals twice with the same cards (the same seed
gives the same deals, §3), the second time with the two bots' seats swapped.
Bot A wins the match when its score difference over both tables is
positive; a tied match counts half. :func:`summarise` gives the share of
matches won with its 95 % Wilson interval, the mean score difference per
deal with its 95 % interval, and each bot's decision times (CPU time of the
deciding thread) per kind of decision.

A deal here is everything from a game's start to its first scored deal:
thrown-in deals before it are part of it, on both tables alike.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass, field

from domain.bidding import Bid
from domain.bots import Strategy, decide, get_strategy
from domain.cards import Card
from domain.events import DealScored, GameCreated, Occupant
from domain.game import new_game
from domain.rules import Rules
from domain.views import SeatView

Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class MatchResult:
    """One match: A's score minus B's on each deal of each table."""

    seed: str
    diffs: tuple[int, ...]
    times: dict[tuple[str, str], list[float]] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.diffs)

    @property
    def points(self) -> float:
        """1 for a match A won, 0.5 for a tie, 0 for a loss."""
        return 1.0 if self.total > 0 else 0.5 if self.total == 0 else 0.0


def _timed(name: str, strategy: Strategy, times: dict[tuple[str, str], list[float]]) -> Strategy:
    def timed(view: SeatView, entropy: str) -> Bid | Card:
        start = time.thread_time()
        action = strategy(view, entropy)
        kind = "bid" if isinstance(action, Bid) else "card"
        times.setdefault((name, kind), []).append(time.thread_time() - start)
        return action

    return timed


def play_deal(
    seed: str, lineup: tuple[str, str, str, str], rules: Rules, seats: list[Strategy]
) -> tuple[int, int]:
    """The two teams' scores of the first scored deal of a game with ``seed``."""
    created = GameCreated(rules, seed, tuple(Occupant("bot", name) for name in lineup))
    state, _ = new_game(created)
    while True:
        seat = state.turn
        assert seat is not None
        for fact in state.apply(decide(seats[seat], state, seat)):
            if type(fact) is DealScored:
                return fact.scores


def play_match(
    seed: str,
    a: str,
    b: str,
    rules: Rules,
    deals: int = 1,
    bots: dict[str, Strategy] | None = None,
) -> MatchResult:
    """``deals`` deal pairs of A against B; ``bots`` overrides built-in names."""
    times: dict[tuple[str, str], list[float]] = {}

    def strategy(name: str) -> Strategy:
        found = (bots or {}).get(name) or get_strategy(name)
        return _timed(name, found, times)

    sa, sb = strategy(a), strategy(b)
    diffs = []
    for j in range(deals):
        deal_seed = f"{seed}:{j}"
        s0, s1 = play_deal(deal_seed, (a, b, a, b), rules, [sa, sb, sa, sb])
        diffs.append(s0 - s1)
        s0, s1 = play_deal(deal_seed, (b, a, b, a), rules, [sb, sa, sb, sa])
        diffs.append(s1 - s0)
    return MatchResult(seed, tuple(diffs), times)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class TimeSummary:
    decisions: int
    median: float
    p99: float
    max: float


@dataclass(frozen=True, slots=True)
class Summary:
    """A against B over ``matches`` matches."""

    matches: int
    won: float  # matches won, ties counting half
    share: float
    share_interval: tuple[float, float]
    mean_diff: float  # per deal
    diff_interval: tuple[float, float]
    times: dict[tuple[str, str], TimeSummary]


def percentile(sorted_values: list[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0-100) of sorted values."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def summarise(results: list[MatchResult]) -> Summary:
    n = len(results)
    won = sum(r.points for r in results)
    per_deal = [r.total / len(r.diffs) for r in results]
    mean = statistics.fmean(per_deal) if per_deal else 0.0
    half = Z95 * statistics.stdev(per_deal) / math.sqrt(n) if n > 1 else math.inf
    pooled: dict[tuple[str, str], list[float]] = {}
    for r in results:
        for key, values in r.times.items():
            pooled.setdefault(key, []).extend(values)
    times = {}
    for key, values in sorted(pooled.items()):
        values.sort()
        times[key] = TimeSummary(
            len(values), statistics.median(values), percentile(values, 99), values[-1]
        )
    return Summary(
        n,
        won,
        won / n if n else 0.0,
        wilson(won, n),
        mean,
        (mean - half, mean + half),
        times,
    )

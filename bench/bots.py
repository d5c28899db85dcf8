"""Duplicate matches between two built-in bots. Prints ``name=value`` lines.

    .venv/bin/python bench/bots.py [--a expert] [--b heuristic] [--matches 1000]
        [--deals 1] [--mode classic|coinche|both] [--processes 2] [--seed bench]
        [--samples N] [--bid-samples N]

A match is ``--deals`` deals played twice with the same cards, the second
time with the bots' seats swapped (see ``domain/duplicate.py``). Per mode:
``share_won`` (ties count half) with its 95 % Wilson interval, the mean
score difference per deal (A minus B) with its 95 % interval, and for each
bot and kind of decision (``bid``, ``card``) the decision time in CPU
seconds of the deciding thread: median, p99, max. ``--samples`` and
``--bid-samples`` change the expert's budget (default: its own).
``estimated_full_run_cpu_s``: the CPU time 1,000 matches of this mode
would take at this run's speed (decisions only, which is nearly all of it);
on an idle machine divide it by ``--processes`` for the wall time.
"""

from __future__ import annotations

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domain.bots import Strategy
from domain.bots.expert import DEFAULT_BUDGET, Budget, expert_bot
from domain.duplicate import MatchResult, play_match, summarise
from domain.rules import Rules

MODES = {"classic": Rules(), "coinche": Rules(mode="coinche")}


def _bots(samples: int | None, bid_samples: int | None) -> dict[str, Strategy]:
    budget = Budget(
        samples=samples or DEFAULT_BUDGET.samples,
        bid_samples=bid_samples or DEFAULT_BUDGET.bid_samples,
    )
    return {"expert": expert_bot(budget)}


def _one(job: tuple[str, str, str, str, int, int | None, int | None]) -> MatchResult:
    seed, a, b, mode, deals, samples, bid_samples = job
    return play_match(seed, a, b, MODES[mode], deals, _bots(samples, bid_samples))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="heuristic")
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--deals", type=int, default=1, help="deal pairs per match")
    parser.add_argument("--mode", choices=(*MODES, "both"), default="both")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--samples", type=int, default=None)
    parser.add_argument("--bid-samples", type=int, default=None)
    args = parser.parse_args()
    modes = list(MODES) if args.mode == "both" else [args.mode]
    print(f"a={args.a} b={args.b} matches={args.matches} deals_per_match={args.deals}")
    for mode in modes:
        jobs = [
            (
                f"{args.seed}:{mode}:{i}",
                args.a,
                args.b,
                mode,
                args.deals,
                args.samples,
                args.bid_samples,
            )
            for i in range(args.matches)
        ]
        start = time.perf_counter()
        if args.processes > 1:
            with Pool(args.processes) as pool:
                results = pool.map(_one, jobs, chunksize=4)
        else:
            results = [_one(job) for job in jobs]
        wall = time.perf_counter() - start
        s = summarise(results)
        print(f"mode={mode}")
        print(f"{mode}_matches={s.matches}")
        print(f"{mode}_share_won={s.share:.3f}")
        print(f"{mode}_share_won_low={s.share_interval[0]:.3f}")
        print(f"{mode}_share_won_high={s.share_interval[1]:.3f}")
        print(f"{mode}_mean_diff_per_deal={s.mean_diff:+.1f}")
        print(f"{mode}_mean_diff_low={s.diff_interval[0]:+.1f}")
        print(f"{mode}_mean_diff_high={s.diff_interval[1]:+.1f}")
        for (bot, kind), t in s.times.items():
            prefix = f"{mode}_{bot}_{kind}"
            print(f"{prefix}_decisions={t.decisions}")
            print(f"{prefix}_median_ms={t.median * 1000:.1f}")
            print(f"{prefix}_p99_ms={t.p99 * 1000:.1f}")
            print(f"{prefix}_max_ms={t.max * 1000:.1f}")
        thinking = sum(sum(v) for r in results for v in r.times.values())
        print(f"{mode}_wall_s={wall:.1f}")
        print(f"{mode}_decision_cpu_s={thinking:.1f}")
        print(f"{mode}_estimated_full_run_cpu_s={thinking * 1000 / max(1, s.matches):.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

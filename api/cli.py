"""The ``belote`` command: ``serve``, ``simulate`` and friends.

Heavy imports happen inside each sub-command so ``belote simulate`` does not
load Flask or SQLAlchemy.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from domain.simulation import Totals


def parse_rule_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``["target=1001", "announcements=true"]`` as a rules mapping."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep:
            raise SystemExit(f"--rules takes key=value, not {pair!r}")
        value: Any = raw
        if raw.lower() in ("true", "false"):
            value = raw.lower() == "true"
        elif raw.lstrip("-").isdigit():
            value = int(raw)
        options[key.strip()] = value
    return options


def cmd_simulate(args: argparse.Namespace) -> int:
    from rich.progress import Progress

    from domain.errors import BeloteError
    from domain.rules import Rules
    from domain.simulation import Totals, lineup_for, play_game

    try:
        rules = Rules.from_dict(parse_rule_options(args.rules))
        names = [n.strip() for n in args.bots.split(",") if n.strip()]
        lineups = [lineup_for(i, names, args.swap) for i in range(args.games)]
    except (BeloteError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    totals = Totals()
    with Progress(transient=True, disable=args.games < 20 or not sys.stderr.isatty()) as progress:
        task = progress.add_task("playing", total=args.games)
        for i, lineup in enumerate(lineups):
            try:
                _, result = play_game(f"{args.seed}:{i}", lineup, rules)
            except BeloteError as e:
                print(f"error: {e}", file=sys.stderr)
                return 2
            totals.add(result)
            if not args.quiet:
                print(
                    f"game {i:>4}  {','.join(lineup):<40} "
                    f"{result.scores[0]:>4} - {result.scores[1]:<4} winner team {result.winner}"
                )
            progress.advance(task)
    _print_totals(totals)
    return 0


def _print_totals(t: Totals) -> None:
    o = t.outcomes
    made = o["made"] + o["capot"]
    failed = o["dedans"] + o["litige"] + o["capot_defence"]
    print(f"games={t.games}")
    print(f"team0_wins={t.team_wins[0]} team1_wins={t.team_wins[1]}")
    print(
        f"contracts_made={made} contracts_failed={failed} litiges={o['litige']} "
        f"capots={o['capot'] + o['capot_defence']}"
    )
    for name in sorted(t.strategy_games):
        games = t.strategy_games[name]
        print(
            f"strategy={name} games={games} wins={t.strategy_wins[name]} "
            f"win_rate={t.strategy_wins[name] / games:.3f} "
            f"mean_score_diff={t.ranking_diff[name] / games:+.1f}"
        )


def cmd_serve(args: argparse.Namespace) -> int:
    from persistence.db import database_url, upgrade

    url = database_url()
    upgrade(url)  # once, before any worker starts (and its engine closed before the fork)
    print(
        f"belote: serving on http://{args.host}:{args.port} (database {_redacted(url)})", flush=True
    )
    if args.workers > 1:
        from api.server import run_gunicorn

        run_gunicorn(args.host, args.port, args.workers, args.threads)
    else:
        from api.app import create_app

        create_app({"MIGRATE": False}).run(args.host, args.port, threaded=True)
    return 0


def cmd_openapi(args: argparse.Namespace) -> int:
    from api.spec import spec_json

    text = spec_json()
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as out:
            out.write(text)
        print(f"wrote {args.output}")
    return 0


def _redacted(url: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="belote", description="The Belote service.")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the HTTP service")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--workers", type=int, default=1, help="processes (gunicorn when > 1)")
    serve.add_argument("--threads", type=int, default=8, help="threads per gunicorn worker")
    serve.set_defaults(func=cmd_serve)

    spec = sub.add_parser("openapi", help="write the OpenAPI spec")
    spec.add_argument("--output", default="openapi/openapi.json", help="a path, or - for stdout")
    spec.set_defaults(func=cmd_openapi)

    sim = sub.add_parser("simulate", help="let built-in bots play whole games")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", default="simulate", help="base seed; game i uses SEED:i")
    sim.add_argument(
        "--bots",
        default="heuristic,random",
        help="1 name (all seats), 2 (team 0, team 1) or 4 (seats 0-3): random, heuristic",
    )
    sim.add_argument("--rules", nargs="*", default=[], metavar="KEY=VALUE")
    sim.add_argument("--swap", action="store_true", help="rotate seats every other game")
    sim.add_argument("--quiet", action="store_true", help="totals only")
    sim.set_defaults(func=cmd_simulate)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())

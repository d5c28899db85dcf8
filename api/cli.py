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
    """gunicorn with gevent workers (``api/server.py`` says why), one worker by default."""
    from api.server import raise_open_file_limit, run_gunicorn
    from persistence.db import database_url, upgrade

    url = database_url()
    upgrade(url)  # once, before any worker starts (and its engine closed before the fork)
    files = raise_open_file_limit()
    print(
        f"belote: serving on http://{args.host}:{args.port} (database {_redacted(url)}, "
        f"{args.workers} worker(s), open-file limit {files})",
        flush=True,
    )
    run_gunicorn(args.host, args.port, args.workers)
    return 0


def cmd_openapi(args: argparse.Namespace) -> int:
    from api.spec import spec_json

    if args.clients and args.output == "-":
        raise SystemExit("--clients writes beside the spec: give --output a file path")
    text = spec_json()
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as out:
            out.write(text)
        print(f"wrote {args.output}")
        if args.clients:
            return _write_clients(args.output)
    return 0


def _write_clients(spec_path: str) -> int:
    """Regenerate openapi/clients/* from the spec just written (see api/codegen.py)."""
    from pathlib import Path

    from api.codegen import ClientPaths, CodegenError, generate_clients

    try:
        written = generate_clients(ClientPaths(Path(spec_path).parent))
    except CodegenError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    for path in written:
        print(f"wrote {path}")
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    """Replay stored games and compare their projections: 0 if all match, else 1."""
    from sqlalchemy.exc import SQLAlchemyError

    from persistence.db import database_url, make_engine
    from persistence.verify import verify_games

    engine = make_engine(database_url())
    games = bad = 0
    try:
        for found in verify_games(engine, None if args.all else [args.game_id]):
            games += 1
            bad += bool(found)
            for mismatch in found:
                print(mismatch)
    except SQLAlchemyError as e:
        print(f"error: cannot read {_redacted(database_url())}: {e}", file=sys.stderr)
        return 1
    finally:
        engine.dispose()
    verdict = f"{bad} with mismatches" if bad else "all match their logs"
    print(f"verified {games} game{'s' * (games != 1)}: {verdict}")
    return 1 if bad else 0


def cmd_bot(args: argparse.Namespace) -> int:
    """An external bot playing one seat over HTTP (api/bots, docs/bots.md)."""
    try:
        from api.bots.runner import run_bot
    except ImportError as e:  # belote_client is generated, not a dependency of the service
        print(
            f"error: belote bot needs the generated client ({e}); "
            "install it with: pip install -e openapi/clients/python",
            file=sys.stderr,
        )
        return 2
    import os

    token = args.token or os.environ.get("BELOTE_TOKEN") or None  # env: not shown by ps
    return run_bot(args.url, args.game, args.seat, args.strategy, token, args.name)


def _redacted(url: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="belote", description="The Belote service.")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the HTTP service")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--workers",
        type=int,
        default=1,
        help="gunicorn gevent worker processes; each holds thousands of open streams",
    )
    serve.set_defaults(func=cmd_serve)

    spec = sub.add_parser("openapi", help="write the OpenAPI spec")
    spec.add_argument("--output", default="openapi/openapi.json", help="a path, or - for stdout")
    spec.add_argument(
        "--clients",
        action="store_true",
        help="also regenerate the Python and TypeScript clients in clients/ beside the spec",
    )
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

    verify = sub.add_parser(
        "verify", help="replay stored games and check their projections (BELOTE_DATABASE_URL)"
    )
    which = verify.add_mutually_exclusive_group(required=True)
    which.add_argument("game_id", nargs="?", help="the game to verify")
    which.add_argument("--all", action="store_true", help="verify every game")
    verify.set_defaults(func=cmd_verify)

    bot = sub.add_parser("bot", help="play one seat of a game over HTTP (docs/bots.md)")
    bot.add_argument("--url", default="http://127.0.0.1:8000", help="the service's base URL")
    bot.add_argument("--game", required=True, help="the game id")
    bot.add_argument("--seat", type=int, required=True, choices=range(4))
    bot.add_argument("--strategy", default="heuristic", help="heuristic, random or module:function")
    who = bot.add_mutually_exclusive_group()
    who.add_argument(
        "--token",
        help="an existing player's token (default: $BELOTE_TOKEN); else a player is created",
    )
    who.add_argument("--name", default="bot", help="name of the player to create")
    bot.set_defaults(func=cmd_bot)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())

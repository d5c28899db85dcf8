"""The ``belote`` command: ``serve``, ``simulate`` and friends.

Heavy imports happen inside each sub-command so ``belote simulate`` does not
load Flask or SQLAlchemy.

Exit codes, the same for every command: 0 done (for ``verify``: every game
matches its log), 1 it failed (``verify``: a mismatch, an unknown game id, a
database that is missing, not migrated or unreachable; ``serve``: the
database), 2 usage (a bad option, argument or ``BELOTE_*`` setting), 130
interrupted (Ctrl-C), 141 the reader of the output went away (``| head``).
Every error is one line on stderr, ``belote COMMAND: error: ...``, as
argparse writes its own; no traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.progress import Progress
    from sqlalchemy import Engine

    from domain.errors import BeloteError
    from domain.simulation import Totals

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report it
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: what `yes | head` reports for `yes`


class CommandFailed(Exception):
    """The command cannot do its work; the message is the one line shown."""

    def __init__(self, message: str, exit_code: int = EXIT_FAILED, usage: bool = False) -> None:
        super().__init__(message)
        self.exit_code = exit_code
        self.usage = usage  # show the command's usage line first, as argparse does


def usage_error(message: str) -> CommandFailed:
    """A bad option or argument (exit 2, after the usage line)."""
    return CommandFailed(message, EXIT_USAGE, usage=True)


def setting_error(message: str) -> CommandFailed:
    """A bad ``BELOTE_*`` setting (exit 2, like a bad option; the usage would not help)."""
    return CommandFailed(message, EXIT_USAGE)


def parse_rule_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``["target=1001", "announcements=true"]`` as a rules mapping."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key.strip():
            raise usage_error(f"argument --rules: takes KEY=VALUE, not {pair!r}")
        value: Any = raw
        if raw.lower() in ("true", "false"):
            value = raw.lower() == "true"
        elif raw.lstrip("-").isdigit():
            value = int(raw)
        options[key.strip()] = value
    return options


def rules_error(error: BeloteError) -> CommandFailed:
    """A refused ``--rules`` as a usage error, values spelt as typed (``true``, not ``True``)."""
    option, allowed = error.details.get("option"), error.details.get("allowed")
    if error.code == "invalid_rule_value" and isinstance(allowed, dict):
        need = f"a whole number from {allowed['min']} to {allowed['max']}"
        return usage_error(f"argument --rules: {option} must be {need}")
    if error.code == "invalid_rule_value" and isinstance(allowed, list):
        need = ", ".join(_typed(value) for value in allowed)
        return usage_error(f"argument --rules: {option} must be one of {need}")
    if error.code == "unknown_rule_option":
        known = ", ".join(str(name) for name in allowed or [])
        return usage_error(f"argument --rules: unknown option {option!r} (choose from {known})")
    return usage_error(f"argument --rules: {error.message}")


def _typed(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    if not text.strip().isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of at least 1, not {text!r}")
    return int(text)


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 0 to 65535."""
    if not text.strip().isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"must be a port number from 0 to 65535, not {text!r}")
    return int(text)


def progress_bar() -> Progress:
    """A rich progress bar on stderr, shown only on a terminal (never in a pipe or a log)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    console = Console(stderr=True)
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,
    )


def cmd_simulate(args: argparse.Namespace) -> int:
    from domain.bots import get_strategy
    from domain.errors import BeloteError
    from domain.rules import Rules
    from domain.simulation import Totals, lineup_for, play_game

    try:
        rules = Rules.from_dict(parse_rule_options(args.rules))
    except BeloteError as e:
        raise rules_error(e) from None
    names = [n.strip() for n in args.bots.split(",") if n.strip()]
    try:
        for name in names:
            get_strategy(name)
        lineups = [lineup_for(i, names, args.swap) for i in range(args.games)]
    except (BeloteError, ValueError) as e:
        raise usage_error(f"argument --bots: {e}") from None
    totals = Totals()
    with progress_bar() as progress:
        task = progress.add_task("playing", total=args.games)
        for i, lineup in enumerate(lineups):
            _, result = play_game(f"{args.seed}:{i}", lineup, rules)
            totals.add(result)
            if not args.quiet:
                print(
                    f"game {i:>4}  {','.join(lineup):<40} "
                    f"{result.scores[0]:>4} - {result.scores[1]:<4} winner team {result.winner}"
                )
            progress.advance(task)
    _print_totals(totals)
    return EXIT_OK


def _print_totals(t: Totals) -> None:
    o = t.outcomes
    made = o["made"] + o["capot"]
    failed = o["dedans"] + o["litige"] + o["capot_defence"] + o["failed"]  # failed: coinche
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
    """gunicorn with gevent workers (``api/cli/server.py`` says why), one worker by default."""
    from api.cli.server import raise_open_file_limit, run_gunicorn
    from persistence.db import database_url, upgrade

    url = database_url()
    shown = _redacted(url)
    check_settings(url)
    with database_errors(url):
        upgrade(url)  # once, before any worker starts (and its engine closed before the fork)
    files = raise_open_file_limit()
    print(
        f"belote: serving on http://{args.host}:{args.port} (database {shown}, "
        f"{args.workers} worker(s), open-file limit {files})",
        flush=True,
    )
    run_gunicorn(args.host, args.port, args.workers)
    return 0


def check_settings(url: str) -> None:
    """Build the app once, so that a bad ``BELOTE_*`` setting stops ``serve`` with its reason.

    Every worker builds its own app later; a bad value found there would only
    show as workers dying over and over.
    """
    from api.http.app import create_app

    try:
        # The secret is only checked elsewhere: this keeps its warning to the real app.
        app = create_app({"MIGRATE": False, "DATABASE_URL": url, "CHALLENGE_SECRET": "check"})
    except ValueError as e:
        raise setting_error(str(e)) from None
    app.extensions["belote"].store.engine.dispose()


@contextmanager
def database_errors(url: str) -> Iterator[None]:
    """Turn a database that cannot be reached or read into one line (exit 1)."""
    from sqlalchemy.exc import SQLAlchemyError

    shown = _redacted(url)
    try:
        yield
    except ModuleNotFoundError as e:
        raise CommandFailed(
            f"cannot open {shown}: its driver {e.name!r} is not installed "
            "(PostgreSQL: pip install -e '.[postgres]')"
        ) from None
    except SQLAlchemyError as e:
        reason = str(getattr(e, "orig", None) or e).strip().splitlines() or [type(e).__name__]
        raise CommandFailed(f"cannot use the database {shown}: {reason[0]}") from None


def open_existing_database(url: str) -> Engine:
    """An engine on a Belote database that exists and is migrated, or :class:`CommandFailed`.

    Never creates anything: an SQLite file that is not there is reported as
    such (opening it would create an empty one).
    """
    from pathlib import Path

    from sqlalchemy import inspect
    from sqlalchemy.engine import make_url

    from persistence.db import make_engine

    parsed = make_url(url)
    database = parsed.database or ""
    if parsed.get_backend_name() == "sqlite" and database not in ("", ":memory:"):
        path = Path(database)
        if not database.startswith("file:") and not path.is_file():
            raise CommandFailed(
                f"no database at {path.resolve()} (BELOTE_DATABASE_URL={_redacted(url)}); "
                "run belote where `belote serve` runs, or set BELOTE_DATABASE_URL"
            )
    engine = make_engine(url)
    try:
        with database_errors(url), engine.connect() as conn:
            migrated = inspect(conn).has_table("games")
    except CommandFailed:
        engine.dispose()
        raise
    if not migrated:
        engine.dispose()
        raise CommandFailed(
            f"{_redacted(url)} is not a Belote database yet (no games table); "
            "`belote serve` creates and migrates it"
        )
    return engine


def cmd_openapi(args: argparse.Namespace) -> int:
    from api.http.spec import spec_json

    if args.clients and args.output == "-":
        raise usage_error("argument --clients: writes beside the spec: give --output a file path")
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
    """Regenerate openapi/clients/* from the spec just written (see api/cli/codegen.py)."""
    from pathlib import Path

    from api.cli.codegen import ClientPaths, CodegenError, generate_clients

    try:
        written = generate_clients(ClientPaths(Path(spec_path).parent))
    except CodegenError as e:
        raise CommandFailed(str(e)) from None
    for path in written:
        print(f"wrote {path}")
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    """Replay stored games and compare their projections: 0 if all match, else 1."""
    from sqlalchemy import func, select

    from persistence.db import database_url
    from persistence.models import GameRow
    from persistence.verify import verify_games

    url = database_url()
    engine = open_existing_database(url)
    games = bad = 0
    try:
        with database_errors(url):
            with engine.connect() as conn:
                if args.all:
                    total = conn.execute(select(func.count()).select_from(GameRow)).scalar_one()
                elif conn.execute(select(GameRow.id).where(GameRow.id == args.game_id)).first():
                    total = 1
                else:
                    raise CommandFailed(f"no game {args.game_id!r} in {_redacted(url)}")
            with progress_bar() as progress:
                task = progress.add_task("verifying", total=total)
                for found in verify_games(engine, None if args.all else [args.game_id]):
                    games += 1
                    bad += bool(found)
                    for mismatch in found:
                        print(mismatch)
                    progress.advance(task)
    finally:
        engine.dispose()
    verdict = f"{bad} with mismatches" if bad else "all match their logs"
    print(f"verified {games} game{'s' * (games != 1)}: {verdict}")
    return EXIT_FAILED if bad else EXIT_OK


def _redacted(url: str) -> str:
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        raise setting_error(f"BELOTE_DATABASE_URL is not a database URL: {url!r}") from None


def _command(
    sub: Any, name: str, func: Callable[[argparse.Namespace], int], help: str, example: str
) -> argparse.ArgumentParser:
    """A sub-command whose ``--help`` ends with an example."""
    parser: argparse.ArgumentParser = sub.add_parser(
        name,
        help=help,
        description=help[0].upper() + help[1:] + ".",
        epilog=f"example:\n{example}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.set_defaults(func=func, parser=parser)
    return parser


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="belote",
        description="The Belote service.",
        epilog="example:\n  belote serve                # http://127.0.0.1:8000, docs at /docs\n"
        "  belote simulate --games 20  # let the built-in bots play\n\n"
        "exit codes: 0 done, 1 failed, 2 usage (a bad option or setting), 130 interrupted,\n"
        "  141 the reader of the output left (| head)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    serve = _command(
        sub,
        "serve",
        cmd_serve,
        "run the HTTP service (database: BELOTE_DATABASE_URL, default sqlite:///belote.db)",
        "  belote serve --port 8000\n"
        "  BELOTE_DATABASE_URL=postgresql+psycopg://user@host/db belote serve --workers 4",
    )
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=port_number, default=8000)
    serve.add_argument(
        "--workers",
        type=positive_int,
        default=1,
        help="gunicorn gevent worker processes; each holds thousands of open streams",
    )

    spec = _command(
        sub,
        "openapi",
        cmd_openapi,
        "write the OpenAPI spec",
        "  belote openapi --output - | head\n  belote openapi --clients  # spec and both clients",
    )
    spec.add_argument("--output", default="openapi/openapi.json", help="a path, or - for stdout")
    spec.add_argument(
        "--clients",
        action="store_true",
        help="also regenerate the Python and TypeScript clients in clients/ beside the spec",
    )

    sim = _command(
        sub,
        "simulate",
        cmd_simulate,
        "let built-in bots play whole games",
        "  belote simulate --games 200 --bots heuristic,random --swap --quiet\n"
        "  belote simulate --games 10 --rules target=1001 announcements=true",
    )
    sim.add_argument("--games", type=positive_int, default=100, help="how many (at least 1)")
    sim.add_argument("--seed", default="simulate", help="base seed; game i uses SEED:i")
    sim.add_argument(
        "--bots",
        default="heuristic,random",
        help="1 name (all seats), 2 (team 0, team 1) or 4 (seats 0-3): random, heuristic",
    )
    sim.add_argument(
        "--rules", nargs="*", default=[], metavar="KEY=VALUE", help="table options (docs/rules.md)"
    )
    sim.add_argument("--swap", action="store_true", help="rotate seats every other game")
    sim.add_argument("--quiet", action="store_true", help="totals only")

    verify = _command(
        sub,
        "verify",
        cmd_verify,
        "replay stored games and check their projections (BELOTE_DATABASE_URL)",
        "  belote verify --all\n  belote verify 3f2b9c0e41a7\n\n"
        "exit codes: 0 all match, 1 a mismatch, an unknown game or no usable database, 2 usage",
    )
    which = verify.add_mutually_exclusive_group(required=True)
    which.add_argument("game_id", nargs="?", help="the game to verify")
    which.add_argument("--all", action="store_true", help="verify every game")

    for command in entry_points(group="belote.commands"):
        command.load()(sub)  # another package's command (the bot client's `belote bot`)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    command: argparse.ArgumentParser = args.parser
    try:
        result: int = args.func(args)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
    except CommandFailed as e:
        if e.usage:
            command.print_usage(sys.stderr)
        _fail(command, str(e))
        return e.exit_code
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (``belote simulate | head``): stop quietly, and
        # point stdout at /dev/null so the interpreter's last flush is silent.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    return result


def _fail(command: argparse.ArgumentParser, message: str) -> None:
    print(f"{command.prog}: error: {message}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())

"""``belote bot``: the command the bot client adds to ``belote``.

It is registered under the ``belote.commands`` entry point group, so the
server's command line offers it without importing this package.
"""

from __future__ import annotations

import argparse
import os
from typing import Any


def add_command(sub: Any) -> None:
    """Add ``bot`` to the sub-commands ``sub`` of ``belote``."""
    about = "play one seat of a game over HTTP, or every game of a bot account (docs/bots.md)"
    bot: argparse.ArgumentParser = sub.add_parser(
        "bot",
        help=about,
        description=about[0].upper() + about[1:] + ".",
        epilog="example:\n"
        "  belote bot --game GAME_ID --seat 1 --strategy examples.my_bot:choose\n"
        "  BELOTE_TOKEN=... belote bot --serve  # accept invitations, play every game",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    bot.set_defaults(func=run, parser=bot)
    bot.add_argument("--url", default="http://127.0.0.1:8000", help="the service's base URL")
    bot.add_argument("--game", help="the game id (one seat of one game)")
    bot.add_argument("--seat", type=_seat, metavar="{0,1,2,3}")
    bot.add_argument(
        "--serve",
        action="store_true",
        help="keep running: follow the account's own events (GET /me/events/stream), "
        "accept its invitations and play every game it sits at, several at once",
    )
    bot.add_argument("--strategy", default="heuristic", help="heuristic, random or module:function")
    who = bot.add_mutually_exclusive_group()
    who.add_argument(
        "--token",
        help="an existing player's token (default: $BELOTE_TOKEN); else a player is created",
    )
    who.add_argument("--name", default="bot", help="name of the player to create")


def run(args: argparse.Namespace) -> int:
    """An external bot playing one seat over HTTP, or with ``--serve`` every game
    of its account (docs/bots.md)."""
    parser: argparse.ArgumentParser = args.parser
    token = args.token or os.environ.get("BELOTE_TOKEN") or None  # env: not shown by ps
    if args.serve:
        if args.game is not None or args.seat is not None:
            parser.error("--serve plays every game of the account: no --game or --seat")
        if token is None:
            parser.error("--serve needs the account's token: --token or $BELOTE_TOKEN")
    elif args.game is None or args.seat is None:
        parser.error("the arguments --game and --seat are required (or --serve)")
    try:
        from botclient.daemon import run_daemon
        from botclient.runner import run_bot
    except ImportError as e:  # belote_client is generated, not a dependency of the service
        parser.error(
            f"belote bot needs the generated client ({e}); "
            "install it with: pip install -e openapi/clients/python"
        )
    if args.serve:
        assert token is not None
        return run_daemon(args.url, token, args.strategy)
    assert args.game is not None and args.seat is not None  # checked above
    return run_bot(args.url, args.game, args.seat, args.strategy, token, args.name)


def _seat(text: str) -> int:
    if text.strip() not in ("0", "1", "2", "3"):
        raise argparse.ArgumentTypeError(f"must be a seat: 0, 1, 2 or 3, not {text!r}")
    return int(text)

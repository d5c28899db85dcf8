"""``belote bot --serve``: a bot account's daemon, playing every game it is asked to.

It follows the account's own stream (``GET /me/events/stream``,
persistence/player_events.py) and:

- accepts each ``invited``: sits at the first free seat of that game with the
  invitation's code (a game that started meanwhile, or whose seats are all
  taken, is let go);
- plays each game it sits at, on ``game_started`` or ``your_turn``, with one
  :class:`~botclient.runner.ExternalBot` per seat in a thread of its own: several
  games at once, each following its seat's stream as ``belote bot`` does.

When it starts it reads the whole log once (``GET /me/events``) to find the
games still running and the invitations still open, then follows the stream
from the last event read, resuming with ``Last-Event-ID`` after a dropped
connection, so no event is missed or seen twice. SIGINT or SIGTERM stop it
(exit 0); a game interrupted so is taken up again at the next start, its
moves being idempotent.
"""

from __future__ import annotations

import logging
import signal
import sys
import threading
import uuid
from functools import partial
from typing import Any

from belote_client import AuthenticatedClient
from belote_client.api.games import get_game
from belote_client.api.me import get_me
from belote_client.api.player_events import list_my_events
from belote_client.api.seats import take_seat
from belote_client.models import SeatSpec

from botclient.runner import (
    REQUEST_TIMEOUT,
    BotError,
    ExternalBot,
    follow,
    problem_of,
    request,
)
from botclient.sse import Message, Parser
from botclient.strategies import StrategyNotFound, load_strategy
from domain.bots import Strategy

log = logging.getLogger("belote.bot")

Json = dict[str, Any]


class Stopped(BaseException):
    """SIGTERM or SIGINT, turned into an exception of the main thread (a BaseException,
    as KeyboardInterrupt is, so that no `except Exception` on the way swallows a stop)."""


class Daemon:
    """One bot account: its invitations accepted, its games played."""

    def __init__(self, url: str, token: str, strategy: Strategy) -> None:
        self.url = url.rstrip("/")
        self.token = token
        self.strategy = strategy
        self.auth = AuthenticatedClient(base_url=self.url, token=token, timeout=REQUEST_TIMEOUT)
        self.lock = threading.Lock()
        self.playing: dict[tuple[str, int], threading.Thread] = {}
        self.over: set[str] = set()  # games finished: nothing more to do there

    def run(self) -> None:
        """Catch up with the account's log, then follow its stream forever."""
        r = request(self.url, "read the account", lambda: get_me.sync_detailed(client=self.auth))
        if r.status_code != 200:
            raise BotError(f"cannot read the account: {problem_of(r)}")
        me = _json(r)
        if me["kind"] != "bot":
            log.warning(
                "%s (%s) is a human account: make bot accounts for bots", me["name"], me["id"]
            )
        log.info("serving %s %r (id %s)", me["kind"], me["name"], me["id"])
        last = self._catch_up()
        log.info("caught up at event %d; following the account's stream", last)
        follow(self.auth.get_httpx_client(), "/me/events/stream", {}, Parser(str(last)), self._on)

    # -- events ------------------------------------------------------------------------

    def _catch_up(self) -> int:
        """Read the whole log; act on what is still open. The last event's seq."""
        running: dict[str, set[int]] = {}
        invited: dict[str, str] = {}
        after = 0
        while True:
            page = self._page(after)
            for event in page["events"]:
                data, kind = event["data"], event["type"]
                game = data["game_id"]
                if kind == "invited":
                    invited[game] = data["invitation"]
                elif kind in ("game_started", "your_turn"):
                    invited.pop(game, None)
                    running.setdefault(game, set()).update(data.get("seats", [data.get("seat")]))
                elif kind == "game_finished":
                    invited.pop(game, None)
                    running.pop(game, None)
                    self.over.add(game)
            if page["next_after"] is None:
                break
            after = page["next_after"]
        for game, code in invited.items():
            self._accept(game, code)
        for game, seats in running.items():
            for seat in seats:
                self._play(game, seat)
        return int(page["last_seq"])

    def _page(self, after: int) -> Json:
        r = request(
            self.url,
            "read the account's events",
            lambda: list_my_events.sync_detailed(client=self.auth, after=after, limit=1000),
        )
        if r.status_code != 200:
            raise BotError(f"cannot read the account's events: {problem_of(r)}")
        return _json(r)

    def _on(self, message: Message) -> bool:
        """One event of the stream; never the last (the daemon runs until stopped)."""
        event = message.json()
        data, kind = event["data"], event["type"]
        game = data["game_id"]
        if kind == "invited":
            self._accept(game, data["invitation"])
        elif kind == "game_started":
            for seat in data["seats"]:
                self._play(game, seat)
        elif kind == "your_turn":
            self._play(game, data["seat"])
        elif kind == "game_finished":
            self.over.add(game)
        return False

    # -- acting --------------------------------------------------------------------------

    def _accept(self, game_id: str, code: str) -> None:
        """Sit at the first free seat of ``game_id`` with the invitation ``code``."""
        r = request(
            self.url, "read the game", lambda: get_game.sync_detailed(game_id, client=self.auth)
        )
        if r.status_code != 200:
            log.info("invitation to %s: the game cannot be read (%s)", game_id, problem_of(r))
            return
        table = _json(r)["table"]
        free = [seat for seat, occupant in enumerate(table["seats"]) if occupant is None]
        for seat in free:
            sit = partial(
                take_seat.sync_detailed,
                game_id,
                seat,
                client=self.auth,
                body=SeatSpec(),
                invitation=code,
                idempotency_key=uuid.uuid4().hex,
            )
            r = request(self.url, "accept an invitation", sit)
            if r.status_code == 200:
                log.info("accepted the invitation to %s: seat %d", game_id, seat)
                return  # the game's own events (game_started, your_turn) say when to play
            if problem_of(r).code != "seat_taken":
                break
        log.info("invitation to %s let go: %s", game_id, problem_of(r) if free else "no free seat")

    def _play(self, game_id: str, seat: int) -> None:
        """Play ``seat`` of ``game_id`` in a thread of its own, unless one already does."""
        with self.lock:
            if game_id in self.over:
                return
            thread = self.playing.get((game_id, seat))
            if thread is not None and thread.is_alive():
                return
            thread = threading.Thread(
                target=self._play_game,
                args=(game_id, seat),
                name=f"game-{game_id}-{seat}",
                daemon=True,  # a stop leaves games mid-way: the next start takes them up
            )
            self.playing[(game_id, seat)] = thread
        thread.start()

    def _play_game(self, game_id: str, seat: int) -> None:
        bot = ExternalBot(self.url, game_id, seat, self.strategy, token=self.token)
        try:
            final = bot.run()
        except BotError as e:
            log.warning("game %s seat %d: %s", game_id, seat, e)
            return
        except Exception as e:  # one game's failure must not stop the others
            log.warning("game %s seat %d failed: %r", game_id, seat, e)
            return
        scores = final["table"]["scores"]
        log.info("game %s over: team 0 %d - team 1 %d (seat %d)", game_id, *scores, seat)


def _json(r: Any) -> Json:
    """A parsed answer as JSON again."""
    assert r.parsed is not None
    body: Json = r.parsed.to_dict()
    return body


def run_daemon(url: str, token: str, strategy: str) -> int:
    """``belote bot --serve``: the exit code (0 after SIGINT or SIGTERM)."""
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s bot daemon: %(message)s", stream=sys.stderr
    )
    logging.getLogger("httpx").setLevel(logging.WARNING)
    try:
        decide = load_strategy(strategy)
    except StrategyNotFound as e:
        print(f"error: {e}", file=sys.stderr)
        return 2

    def stop(signum: int, frame: Any) -> None:
        raise Stopped

    # SIGINT explicitly too: started with it ignored (``nohup belote bot --serve &``
    # from a script), Python would keep ignoring it, and the documented stop would not stop.
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        Daemon(url, token, decide).run()
    except BotError as e:
        print(f"error: {e}", file=sys.stderr)
        return e.exit_code
    except Stopped:
        log.info("stopped; games under way are taken up again at the next start")
        return 0
    return 0

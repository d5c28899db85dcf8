"""Waiting for games to move: event streams and long-polls, pushed, not polled.

A waiter (an SSE stream, a pending ``?wait=`` long-poll) costs no database
query while nothing happens. Each process keeps, for every game someone here
follows, its log as read so far and the highest ``seq`` it knows of; an
announcement ``(game_id, seq)`` (``persistence/notifications.py``: PostgreSQL
``NOTIFY``, or datagrams between the processes on one SQLite file, and at once
within the process that wrote) wakes that game's waiters, and the first of
them reads the new events for all (one query per game and announcement, not
one per waiter).

An announcement only says where to look, so losing one only delays: every
``BELOTE_STREAM_RESYNC_SECONDS`` the process reads the heads of all the games
it follows in one query and wakes those that moved, and it does so too
whenever its listening connection (re)starts. Waiters always read the log
itself, in order, so ``Last-Event-ID`` resume stays exact whatever the
announcements do.

Fairness: each client (its address, see ``BELOTE_PROXY_HOPS``) may hold at most
``BELOTE_MAX_WAITS_PER_CLIENT`` open streams plus pending long-polls in a
process (429 ``too_many_waits`` past it), and a client that hangs up frees
its slot at once: under gevent (``belote serve``) a small greenlet per waiter
watches its socket for the end of the connection, so nobody waits for the
next keepalive to notice.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from flask import Flask, Response, current_app

from api.http.problems import problem
from domain.events import Event, GameCreated, Occupant
from domain.game import GameState, Phase, new_game
from persistence.player_events import KEY_PREFIX, PlayerEvents, stream_key
from persistence.store import GameStore, StoredEvent

MAX_STREAMS = 10_000
"""Default of ``BELOTE_MAX_STREAMS``: open streams per process (a socket and a few kB each)."""

MAX_WAITS_PER_CLIENT = 16
"""Default of ``BELOTE_MAX_WAITS_PER_CLIENT``: streams plus long-polls one client may hold."""

RESYNC_SECONDS = 20.0
"""Default of ``BELOTE_STREAM_RESYNC_SECONDS``: how often lost announcements are looked for."""

_READ_BATCH = 1000

log = logging.getLogger(__name__)


Render = Callable[[StoredEvent, list[Event], GameState], str]
"""An event, the facts it caused and the state right after it, as one message."""

RenderSeat = Callable[[StoredEvent, list[Event], GameState, int], str]
"""The same message with the private view of a seat (the last argument) added."""

SEAT_VIEW_WINDOW = 64
"""Seat messages a followed game keeps per seat: a seat stream further behind
(reconnecting with an old Last-Event-ID, or a slow reader) renders its own."""

SeatMessage = tuple[Occupant | None, str | None]
"""Who sat in the seat right after an event, and the message with that seat's
view (None when no player sat there: nobody may read it)."""


class _Game:
    """One game followed in this process: its log as read so far, and who waits on it.

    Public messages are the same for every reader of a game, so the game's
    state is folded and each message rendered once here, not once a stream;
    so is the message with a seat's view, for the seats streamed here (each
    stream checks its reader sat there before sending it).
    """

    __slots__ = (
        "followers",
        "head",
        "log",
        "public",
        "read_lock",
        "seat_messages",
        "seat_streams",
        "state",
        "waiters",
    )

    def __init__(self) -> None:
        self.log: tuple[StoredEvent, ...] = ()
        self.head = 0  # the highest seq announced or found; may be ahead of log
        self.followers = 0
        self.waiters: set[Feed] = set()
        self.read_lock = threading.Lock()  # one reader of new events at a time
        self.state: GameState | None = None  # the log folded up to len(public)
        self.public: list[str] = []  # the public message of each event, in order
        self.seat_streams = [0, 0, 0, 0]  # open seat streams here, per seat
        # Per seat with a stream here: seq -> its seat message (the last SEAT_VIEW_WINDOW).
        self.seat_messages: list[dict[int, SeatMessage]] = [{}, {}, {}, {}]


class Feed:
    """One waiter's handle on a followed game (one stream or one long-poll)."""

    def __init__(self, hub: Waiting, game_id: str, game: _Game) -> None:
        self._hub, self.game_id, self._game = hub, game_id, game
        self._event = threading.Event()
        self._woken_at = 0  # the head this feed last woke for: each announcement wakes it once
        self.gone = False  # the client hung up

    def events_after(self, seq: int) -> list[StoredEvent]:
        """The game's events after ``seq``, reading only what this process lacks."""
        game = self._game
        if game.head > len(game.log) or not game.log:
            with game.read_lock:  # others queue here, then find the log already read
                while game.head > len(game.log) or not game.log:
                    new = self._hub.store.events(self.game_id, len(game.log), _READ_BATCH)
                    game.log = (*game.log, *new)
                    game.head = max(game.head, len(game.log))
                    if len(new) < _READ_BATCH:
                        break
        return list(game.log[seq:])

    def public_after(
        self, seq: int, render: Render, render_seat: RenderSeat | None = None
    ) -> tuple[list[str], bool]:
        """The public messages after ``seq``, and whether the log is over (game finished).

        Each new event is folded and rendered once for the process: its
        public message, and with ``render_seat`` the message with each seat's
        view for the seats that a stream here follows (:meth:`seat_message`).
        """
        game = self._game
        self.events_after(len(game.public))
        with game.read_lock:
            for item in game.log[len(game.public) :]:
                if game.state is None:
                    assert isinstance(item.event, GameCreated)
                    game.state, facts = new_game(item.event)
                else:
                    facts = game.state.apply(item.event)
                game.public.append(render(item, facts, game.state))
                if render_seat is not None:
                    self._render_seats(game, item, facts, game.state, render_seat)
            over = game.state is not None and game.state.phase is Phase.FINISHED
            return game.public[seq:], over and len(game.public) == len(game.log)

    @staticmethod
    def _render_seats(
        game: _Game, item: StoredEvent, facts: list[Event], state: GameState, render: RenderSeat
    ) -> None:
        for seat, streams in enumerate(game.seat_streams):
            messages = game.seat_messages[seat]
            if not streams:
                messages.clear()
                continue
            occupant = state.seats[seat]
            wanted = occupant is not None and occupant.kind == "player"
            messages[item.seq] = (occupant, render(item, facts, state, seat) if wanted else None)
            messages.pop(item.seq - SEAT_VIEW_WINDOW, None)

    def seat_message(self, seat: int, seq: int) -> SeatMessage | None:
        """Event ``seq``'s message with ``seat``'s view, if this process rendered it.

        Whoever sends it must first check that its reader is the occupant
        returned: a player who left must not see the next occupant's hand.
        """
        return self._game.seat_messages[seat].get(seq)

    def wait(self, seen: int, timeout: float) -> bool:
        """Wait up to ``timeout`` s for news after ``seen``; False on timeout or hang-up."""
        hub, game = self._hub, self._game
        deadline = time.monotonic() + timeout
        while True:
            with hub.lock:
                if self.gone:
                    return False
                if game.head > max(seen, self._woken_at):
                    self._woken_at = game.head
                    return True
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self._event.clear()
                game.waiters.add(self)
            try:
                self._event.wait(remaining)
            finally:
                with hub.lock:
                    game.waiters.discard(self)

    def hang_up(self) -> None:
        self.gone = True
        self._event.set()

    def _wake(self) -> None:
        self._event.set()


class ClientSlots:
    """Open streams plus pending long-polls per client, at most ``limit`` (0: no limit)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._held: dict[str, int] = {}
        self._lock = threading.Lock()

    def acquire(self, client: str) -> bool:
        with self._lock:
            held = self._held.get(client, 0)
            if self.limit and held >= self.limit:
                return False
            self._held[client] = held + 1
            return True

    def release(self, client: str) -> None:
        with self._lock:
            held = self._held.get(client, 0) - 1
            if held > 0:
                self._held[client] = held
            else:
                self._held.pop(client, None)


class Waiting:
    """This process's followed games, the listener of announcements, and the slots."""

    def __init__(
        self,
        store: GameStore,
        *,
        max_streams: int = MAX_STREAMS,
        max_waits_per_client: int = MAX_WAITS_PER_CLIENT,
        resync_seconds: float = RESYNC_SECONDS,
        drop_every: int = 0,
    ) -> None:
        self.store = store
        self.lock = threading.Lock()
        self.streams = threading.BoundedSemaphore(max_streams)
        self.slots = ClientSlots(max_waits_per_client)
        self.resync_seconds = resync_seconds
        self._drop_every = drop_every  # tests only: lose every Nth announcement on purpose
        self._heard = 0
        self._games: dict[str, _Game] = {}
        self._started = False
        store.local_listeners.append(self.announced)

    # -- following games ----------------------------------------------------------

    @contextlib.contextmanager
    def follow(self, game_id: str, seat: int | None = None) -> Iterator[Feed]:
        """A feed of ``game_id`` for as long as the block runs.

        With ``seat`` (a seat's stream), the game's new events are also
        rendered with that seat's view, once for all its streams here. A
        player's own stream is followed the same way under its
        :func:`~persistence.player_events.stream_key` (its waiter only uses
        :meth:`Feed.wait`: it reads its events itself).
        """
        self._start()
        with self.lock:
            game = self._games.get(game_id)
            if game is None:
                game = self._games[game_id] = _Game()
            game.followers += 1
            if seat is not None:
                game.seat_streams[seat] += 1
        try:
            yield Feed(self, game_id, game)
        finally:
            with self.lock:
                game.followers -= 1
                if seat is not None:
                    game.seat_streams[seat] -= 1
                if game.followers == 0:
                    del self._games[game_id]

    def announced(self, game_id: str, seq: int) -> None:
        """An announcement arrived: ``game_id``'s log reaches ``seq``."""
        if self._drop_every:
            self._heard += 1
            if self._heard % self._drop_every == 0:
                return
        self._advance(game_id, seq)

    def _advance(self, game_id: str, seq: int) -> None:
        with self.lock:
            game = self._games.get(game_id)
            if game is None or seq <= game.head:
                return
            game.head = seq
            waiters = list(game.waiters)
        for feed in waiters:
            feed._wake()

    def resync(self) -> None:
        """Read the heads of every followed game (one query) and wake those that moved."""
        with self.lock:
            followed = list(self._games)
        if not followed:
            return
        games = [key for key in followed if not key.startswith(KEY_PREFIX)]
        players = [key.removeprefix(KEY_PREFIX) for key in followed if key not in games]
        try:
            heads = self.store.heads(games) if games else {}
            for player_id, seq in PlayerEvents(self.store.engine).heads(players).items():
                heads[stream_key(player_id)] = seq
        except Exception as e:  # the database is down: try again next time
            log.warning("re-reading followed games' heads failed: %r", e)
            return
        for game_id, seq in heads.items():
            self._advance(game_id, seq)

    # -- background: listening and re-reading -----------------------------------

    def _start(self) -> None:
        if self._started:
            return
        with self.lock:
            if self._started:
                return
            self._started = True
        # Threads, or greenlets under gevent (threading is patched then): both
        # spend their time blocked on a socket or a sleep.
        listener = threading.Thread(
            target=self.store.notifier.listen,
            args=(self.announced, self.resync),
            name="belote-announcements",
            daemon=True,
        )
        listener.start()
        threading.Thread(target=self._resync_forever, name="belote-resync", daemon=True).start()

    def _resync_forever(self) -> None:
        while True:
            time.sleep(self.resync_seconds)
            self.resync()

    # -- slots and hang-ups --------------------------------------------------------

    def claim(self, client: str) -> Response | None:
        """Take one of ``client``'s wait slots, or the 429 answer when it holds them all."""
        if self.slots.acquire(client):
            return None
        return problem(
            429,
            "too_many_waits",
            f"this client already holds {self.slots.limit} open streams and pending "
            "long-polls (BELOTE_MAX_WAITS_PER_CLIENT); close one first",
            {"Retry-After": "5"},
        )

    @staticmethod
    def watch_hang_up(environ: dict[str, Any], feed: Feed) -> Callable[[], None]:
        """Hang ``feed`` up as soon as its client closes the connection; returns a stop.

        Under gevent a greenlet peeks at the request's socket: a closed
        connection reads as end-of-file at once, without waiting for the next
        write to fail. Elsewhere (tests' in-process client) nothing watches.
        """
        sock = environ.get("gunicorn.socket")
        monkey = sys.modules.get("gevent.monkey")
        if sock is None or monkey is None or not monkey.is_module_patched("socket"):
            return lambda: None
        import gevent

        def watch() -> None:
            try:
                data = sock.recv(1, socket.MSG_PEEK)
            except OSError:
                data = b""
            if not data:  # end of file: the client is gone (data would be a next request)
                feed.hang_up()

        watcher = gevent.spawn(watch)
        return lambda: watcher.kill(block=True)


def waiting() -> Waiting:
    hub: Waiting = current_app.extensions["belote_waiting"]
    return hub


def install(app: Flask, store: GameStore) -> Waiting:
    """The process's :class:`Waiting`, from the app's settings."""
    config = app.config
    hub = Waiting(
        store,
        max_streams=int(config["MAX_STREAMS"]),
        max_waits_per_client=int(config["MAX_WAITS_PER_CLIENT"]),
        resync_seconds=float(config["STREAM_RESYNC_SECONDS"]),
        drop_every=int(config["DROP_NOTIFICATIONS_EVERY"]),
    )
    app.extensions["belote_waiting"] = hub
    return hub

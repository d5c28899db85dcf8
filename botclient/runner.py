"""The external bot's loop: sit down, follow the seat's stream, act on its turns.

Everything goes through the generated client ``belote_client`` except the
stream itself, read with :mod:`botclient.sse` on the client's own httpx
connection pool (the generated function would wait for the whole body).

Failures it survives, because a bot left running for an hour meets them all:

- a dropped stream (server restart, proxy, network): it reconnects with
  ``Last-Event-ID`` after a growing pause and carries on where it stopped;
- a dropped request: every move carries an ``Idempotency-Key``, so sending it
  again cannot play twice; 5xx, 429 and unreadable answers are retried too;
- races (another client of the same seat, a message older than what it
  knows): each move is sent with ``If-Match`` set to the version of the view
  it was decided on, so a move decided on an old view is refused (412
  ``precondition_failed``, or 409 ``stale_version``/``not_your_turn``) instead
  of landing in a later position; it then re-reads the seat's view and acts
  on that.

It exits 0 when the game is over (printing the final score), 2 when the
service refuses it for good (bad token, someone else's seat, unknown game)
and 3 when its strategy misbehaves (an action the rules refuse).
"""

from __future__ import annotations

import json
import logging
import random
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any
from urllib.parse import quote

import httpx
from belote_client import AuthenticatedClient, Client
from belote_client.api.deals import post_bid, post_play
from belote_client.api.players import create_player
from belote_client.api.seats import get_seat_view, take_seat
from belote_client.models import (
    CoincheBidIn,
    PassBidIn,
    PlayerCreate,
    PlayerCreated,
    PlayIn,
    SeatSpec,
    SurcoincheBidIn,
    TakeBidIn,
    ValueBidIn,
)
from belote_client.types import Response

from botclient.sse import Message, Parser, open_stream
from botclient.strategies import StrategyNotFound, external_entropy, load_strategy
from botclient.views import action_body, seat_view_from_json
from domain.bidding import Bid
from domain.bots import Strategy
from domain.cards import Card

# The request body of post_bid is a discriminated union: one class per action.
BID_CLASSES: dict[str, Any] = {
    "pass": PassBidIn,
    "take": TakeBidIn,
    "bid": ValueBidIn,
    "coinche": CoincheBidIn,
    "surcoinche": SurcoincheBidIn,
}

log = logging.getLogger("belote.bot")

Json = dict[str, Any]

REQUEST_TIMEOUT = httpx.Timeout(30.0)
STREAM_TIMEOUT = httpx.Timeout(10.0, read=45.0)
"""Three keepalive periods of silence (15 s by default) mean a dead connection."""
MAX_ATTEMPTS = 20  # per request: with the 10 s cap, about two and a half minutes
MAX_CONFLICTS = 10  # refused moves in the same position before giving up
RACES = frozenset(
    {
        "precondition_failed",  # 412: the game is no longer at the version of the view
        "stale_version",
        "not_your_turn",
        "wrong_deal",
        "wrong_phase",
        "idempotency_key_in_progress",
    }
)
"""Refusals that mean "the game moved under you": re-read the view and try again."""


class BotError(Exception):
    """The bot cannot go on; ``exit_code`` says whose fault (2 the service's, 3 the strategy's)."""

    def __init__(self, message: str, exit_code: int = 2) -> None:
        super().__init__(message)
        self.exit_code = exit_code


@dataclass
class Backoff:
    """Pauses that double from ``first`` up to ``cap``, with a little jitter."""

    first: float = 0.5
    cap: float = 10.0
    current: float = 0.0

    def wait(self, at_least: float = 0.0) -> None:
        self.current = min(self.cap, self.current * 2 if self.current else self.first)
        time.sleep(max(at_least, self.current * random.uniform(0.8, 1.2)))

    def reset(self) -> None:
        self.current = 0.0


class ExternalBot:
    """One seat of one game, played by ``strategy`` over HTTP."""

    def __init__(
        self,
        url: str,
        game_id: str,
        seat: int,
        strategy: Strategy,
        *,
        token: str | None = None,
        name: str = "bot",
    ) -> None:
        self.url = url.rstrip("/")
        self.game_id = game_id
        self.seat = seat
        self.strategy = strategy
        self.entropy = external_entropy(game_id, seat)
        self.token = token
        self.name = name
        self.known = 0  # the newest game version seen
        self.acted_at = -1  # the version of the last view this bot acted on
        self.refused: tuple[int, int] = (-1, 0)  # (version, refusals there in a row)
        self.final: Json | None = None  # the view once the game is over
        self.auth: AuthenticatedClient | None = None

    # -- the whole run -----------------------------------------------------------------

    def run(self) -> Json:
        """Play until the game is over; the final view."""
        self.auth = self._authenticate()
        self._on_view(self._sit_down())
        self._follow()
        assert self.final is not None
        return self.final

    def _authenticate(self) -> AuthenticatedClient:
        token = self.token
        if token is None:
            anonymous = Client(base_url=self.url, timeout=REQUEST_TIMEOUT)
            # A bot account: everyone at the table sees that a program plays this seat.
            body = PlayerCreate(name=self.name, kind="bot")
            r = self._request(
                "create a player", lambda: create_player.sync_detailed(client=anonymous, body=body)
            )
            created = r.parsed
            if r.status_code != 201 or not isinstance(created, PlayerCreated):
                raise BotError(f"cannot create a player: {problem_of(r)}")
            token = created.token
            log.info(
                "created player %r (id %s); to resume this bot later pass its token "
                "with --token or BELOTE_TOKEN: %s",
                self.name,
                created.id,
                token,
            )
        return AuthenticatedClient(base_url=self.url, token=token, timeout=REQUEST_TIMEOUT)

    def _sit_down(self) -> Json:
        """The seat's view once this bot's player sits there (sitting down if needed)."""
        backoff = Backoff(first=0.1, cap=2.0)
        for _ in range(MAX_CONFLICTS):
            view = self._view_if_seated()
            if view is not None:
                log.info("already sitting in seat %d of game %s", self.seat, self.game_id)
                return view
            # A refusal is the kept answer of its Idempotency-Key: a new try needs a new key.
            r = self._request("sit down", partial(self._take_seat, uuid.uuid4().hex))
            if r.status_code == 200:
                log.info("sat down in seat %d of game %s", self.seat, self.game_id)
                return self._fetch_view()
            problem = problem_of(r)
            if r.status_code != 409:
                break
            if problem.code not in RACES:  # seat_taken, game_started: by this very player?
                view = self._view_if_seated()  # (another process with the same token)
                if view is not None:
                    return view
                break
            backoff.wait()  # another player sat down at the same moment: try again
        raise BotError(f"cannot sit in seat {self.seat}: {problem_of(r)}")

    def _view_if_seated(self) -> Json | None:
        r = self._request(
            "read the seat",
            lambda: get_seat_view.sync_detailed(self.game_id, self.seat, client=self._auth()),
        )
        if r.status_code == 200:
            return _body(r)
        if r.status_code != 403:  # 403: not (yet) this player's seat
            raise BotError(f"cannot read seat {self.seat} of game {self.game_id}: {problem_of(r)}")
        return None

    def _take_seat(self, key: str) -> Response[Any]:
        return take_seat.sync_detailed(
            self.game_id, self.seat, client=self._auth(), body=SeatSpec(), idempotency_key=key
        )

    def _follow(self) -> None:
        """Read the seat's stream until the game is over, reconnecting as needed."""
        if self.final is not None:
            return

        def on_message(message: Message) -> bool:
            self._on_message(message)
            return self.final is not None

        path = f"/games/{quote(self.game_id, safe='')}/events/stream"
        parser = Parser(last_id=str(self.known))
        follow(self._auth().get_httpx_client(), path, {"seat": self.seat}, parser, on_message)

    # -- deciding ----------------------------------------------------------------

    def _on_message(self, message: Message) -> None:
        body = message.json()
        view = body.get("view")
        self._on_view(view if view is not None else self._fetch_view())

    def _on_view(self, view: Json) -> None:
        """Act for as long as ``view`` (then each answer) says it is this seat's turn."""
        while True:
            table = view["table"]
            if table["version"] < self.known:
                return  # an older message than what an answer already showed
            self.known = table["version"]
            if table["status"] == "finished":
                self.final = view
                return
            if table["turn"] != self.seat or table["version"] == self.acted_at:
                return
            view = self._act(view)

    def _act(self, view: Json) -> Json:
        """Post the strategy's choice; the view after it (or a fresh one after a race)."""
        action = self.strategy(seat_view_from_json(view), self.entropy)
        if not isinstance(action, Card | Bid):
            raise BotError(
                f"the strategy returned {action!r}; it must return a Card or a Bid", exit_code=3
            )
        body = action_body(self.seat, action)
        deal = view["table"]["deal"]["deal_index"]
        key = uuid.uuid4().hex  # the same for every retry of this one move
        version = f'"{view["table"]["version"]}"'  # only in the position it was decided in
        shown = action.code if isinstance(action, Card) else _bid_text(action)

        def send() -> Response[Any]:
            if isinstance(action, Card):
                return post_play.sync_detailed(
                    self.game_id,
                    deal,
                    client=self._auth(),
                    body=PlayIn.from_dict(body),
                    if_match=version,
                    idempotency_key=key,
                )
            return post_bid.sync_detailed(
                self.game_id,
                deal,
                client=self._auth(),
                body=BID_CLASSES[body["action"]].from_dict(body),
                if_match=version,
                idempotency_key=key,
            )

        r = self._request(f"play {shown}", send)
        if r.status_code == 201:
            log.info("deal %d: seat %d %s", deal, self.seat, shown)
            self.acted_at = view["table"]["version"]
            return _body(r)
        problem = problem_of(r)
        at = view["table"]["version"]
        self.refused = (at, self.refused[1] + 1 if self.refused[0] == at else 1)
        if problem.code in RACES and self.refused[1] <= MAX_CONFLICTS:
            log.info("%s refused (%s): reading the view again", shown, problem.code)
            return self._fetch_view()
        raise BotError(f"the service refused {shown}: {problem}", exit_code=3)

    # -- requests -------------------------------------------------------------------

    def _auth(self) -> AuthenticatedClient:
        assert self.auth is not None
        return self.auth

    def _fetch_view(self) -> Json:
        r = self._request(
            "read the view",
            lambda: get_seat_view.sync_detailed(self.game_id, self.seat, client=self._auth()),
        )
        if r.status_code != 200:
            raise BotError(f"cannot read seat {self.seat}'s view: {problem_of(r)}")
        return _body(r)

    def _request(self, what: str, call: Callable[[], Response[Any]]) -> Response[Any]:
        return request(self.url, what, call)


def follow(
    client: httpx.Client,
    path: str,
    params: dict[str, Any],
    parser: Parser,
    on_message: Callable[[Message], bool],
) -> None:
    """Read an event stream until ``on_message`` returns True, reconnecting as needed
    (after a growing pause, with ``Last-Event-ID``: ``parser.last_id``)."""
    backoff = Backoff()
    while True:
        pause = 0.0
        try:
            with open_stream(
                client,
                path,
                params=params,
                last_event_id=parser.last_id,
                parser=parser,
                timeout=STREAM_TIMEOUT,
            ) as stream:
                backoff.reset()
                for item in stream:
                    if isinstance(item, Message) and on_message(item):
                        return
            log.info("the stream ended early; reconnecting")
        except httpx.HTTPStatusError as e:
            status = e.response.status_code
            if status < 500 and status != 429:
                raise BotError(f"the stream was refused: {problem_of(e.response)}") from None
            pause = retry_after(e.response.headers)
            log.warning("the stream answered %d; retrying", status)
        except httpx.TransportError as e:
            log.warning("stream connection lost (%s); resuming after event %s", e, parser.last_id)
        if parser.retry_ms is not None:
            pause = max(pause, parser.retry_ms / 1000)
        backoff.wait(pause)


def request(url: str, what: str, call: Callable[[], Response[Any]]) -> Response[Any]:
    """``call()``, again after dropped connections, 5xx, 429 or unreadable answers."""
    backoff = Backoff()
    for _ in range(MAX_ATTEMPTS):
        try:
            r = call()
        except httpx.TransportError as e:
            log.warning("%s: %s; retrying", what, e)
            backoff.wait()
            continue
        except ValueError as e:  # not JSON: a proxy's error page, say
            log.warning("%s: unreadable answer (%s); retrying", what, e)
            backoff.wait()
            continue
        if r.status_code >= 500 or r.status_code == 429:
            log.warning("%s: %d; retrying", what, r.status_code)
            backoff.wait(retry_after(r.headers))
            continue
        return r
    raise BotError(f"{what}: no answer from {url} after {MAX_ATTEMPTS} attempts")


@dataclass(frozen=True)
class ProblemText:
    status: int
    code: str
    detail: str

    def __str__(self) -> str:
        return f"{self.status} {self.code}: {self.detail}"


def problem_of(r: Response[Any] | httpx.Response) -> ProblemText:
    try:
        body = json.loads(r.content)
        return ProblemText(int(r.status_code), str(body["code"]), str(body["detail"]))
    except (ValueError, KeyError, TypeError):
        return ProblemText(int(r.status_code), "unknown", r.content[:200].decode(errors="replace"))


def _body(r: Response[Any]) -> Json:
    """The parsed model as JSON again, the form ``seat_view_from_json`` reads."""
    assert r.parsed is not None
    body: Json = r.parsed.to_dict()
    return body


def retry_after(headers: Any) -> float:
    value = str(headers.get("Retry-After", "")).strip()
    return float(value) if value.isdigit() else 0.0


def _bid_text(bid: Bid) -> str:
    return bid.action.value + (f" {bid.suit.name}" if bid.suit is not None else "")


def run_bot(url: str, game_id: str, seat: int, strategy: str, token: str | None, name: str) -> int:
    """``belote bot``: the exit code."""
    logging.basicConfig(
        level=logging.INFO,
        format=f"%(asctime)s bot seat {seat}: %(message)s",
        stream=sys.stderr,
    )
    logging.getLogger("httpx").setLevel(logging.WARNING)  # not a line per request
    try:
        decide = load_strategy(strategy)
    except StrategyNotFound as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    bot = ExternalBot(url, game_id, seat, decide, token=token, name=name)
    try:
        final = bot.run()
    except BotError as e:
        print(f"error: {e}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        return 130
    table = final["table"]
    team = seat % 2
    outcome = "wins" if table["winner"] == team else "loses"
    print(
        f"game {game_id} over: team 0 {table['scores'][0]} - team 1 {table['scores'][1]}; "
        f"seat {seat} (team {team}) {outcome}",
        flush=True,
    )
    return 0

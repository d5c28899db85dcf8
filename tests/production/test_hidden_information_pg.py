"""No card its caller could not see at the table, in any REST response or SSE message.

Whole games against a real ``belote serve --workers 2`` on PostgreSQL, read
all along by their players, an outsider and an anonymous spectator, through
the REST resources and the live event streams (the public one and each
seat's, which carries that seat's view). Every card code in every body is
checked against what the caller could see at that moment, computed here from
the stored log replayed through the domain's game state, not from
``domain.views`` (the code under test):

- its own seats' cards (first five, completed hand);
- the retourne, every card played, announcements once shown;
- every hand of a deal that is over (scored, or thrown in).

A card counts for the deal named by the nearest enclosing ``deal_index``;
in an event, for the deal in progress when it was logged; in a seat view,
for the view's current deal; in a table's ``previous_trick``, for the deal
that trick was played in. The seed of an unfinished game must not appear
anywhere either.
"""

from __future__ import annotations

import json
import random
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import requests

from domain.cards import CODES, cards_of
from domain.events import Event, GameCreated
from domain.game import GameState, new_game
from production.live_support import (
    HEURISTIC,
    ON_POSTGRESQL,
    TIMEOUT,
    Client,
    choose_move,
    database,
    start_server,
    stop_server,
    stored_log,
)

pytestmark = pytest.mark.slow  # a live server, whole games

CARD = re.compile(r"^[789TJQKA][SHDC]$")


# -- what a caller may see, from the replayed log ------------------------------------


def visible_by_deal(state: GameState, mine: set[int]) -> dict[int, set[str]]:
    """Deal by deal, the cards the holder of seats ``mine`` may see in ``state``."""
    visible: dict[int, set[str]] = {}
    for deal in state.deals:
        over = deal.over or deal is not state.deal  # scored, or thrown in for the next
        seen = {deal.dealt.retourne, *deal.trick}
        for trick in deal.tricks:
            seen.update(trick.cards)
        if deal.announcements_public:
            seen.update(c for anns in deal.announcements for a in anns for c in a.cards)
        for seat in range(4):
            if over or seat in mine:
                seen.update(deal.dealt.first_five[seat])
                seen.update(cards_of(deal.hands[seat]))
                if deal.full_hands is not None:
                    seen.update(cards_of(deal.full_hands[seat]))
        visible[deal.index] = {CODES[c] for c in seen}
    return visible


def seats_of(state: GameState, player_id: str | None) -> set[int]:
    return {
        i
        for i, o in enumerate(state.seats)
        if player_id is not None and o is not None and o.kind == "player" and o.name == player_id
    }


class Truth:
    """One game's log replayed seq by seq: what each seat may see after each seq.

    ``seen[seq - 1][seat]`` is :func:`visible_by_deal` for a holder of that one
    seat, ``seen[seq - 1][4]`` for a spectator; a caller holding several seats
    sees the union. ``taken_in[seq - 1]`` is the deal in progress when the
    decision at ``seq`` was taken.
    """

    def __init__(self) -> None:
        self.log: list[Event] = []
        self.seed = ""  # GameCreated's, once folded
        self.state: GameState | None = None
        self.seen: list[list[dict[int, set[str]]]] = []
        self.taken_in: list[int | None] = []

    def catch_up(self, log: list[Event]) -> Truth:
        """Fold the events of ``log`` not folded yet."""
        for event in log[len(self.log) :]:
            if self.state is None:
                assert isinstance(event, GameCreated)
                self.seed = event.seed
                self.taken_in.append(None)
                self.state, _ = new_game(event)
            else:
                self.taken_in.append(self.state.deal.index if self.state.deal else None)
                self.state.apply(event)
            self.log.append(event)
            state = self.state
            self.seen.append([visible_by_deal(state, {s}) for s in range(4)])
            self.seen[-1].append(visible_by_deal(state, set()))
        return self

    def allowed(self, seq: int, player_id: str | None) -> dict[int, set[str]]:
        """What ``player_id`` (None: a spectator) may see right after ``seq``."""
        assert self.state is not None
        seen = self.seen[seq - 1]
        allowed = {deal: set(cards) for deal, cards in seen[4].items()}
        for seat in seats_of(self.state, player_id):
            for deal, cards in seen[seat].items():
                allowed[deal] |= cards
        return allowed

    @property
    def finished_at(self) -> int | None:
        """The seq that ended the game, if it is over."""
        assert self.state is not None
        return len(self.log) if self.state.winner is not None else None


def shown_cards(value: Any, deal: int | None, truth: Truth) -> Iterator[tuple[str, int | None]]:
    """(card code, deal it belongs to) for every card code in a JSON value."""
    if isinstance(value, str):
        if CARD.match(value):
            yield value, deal
    elif isinstance(value, list):
        for item in value:
            yield from shown_cards(item, deal, truth)
    elif isinstance(value, dict):
        seq = value.get("seq")
        if isinstance(seq, int) and "type" in value and 0 < seq <= len(truth.taken_in):
            deal = truth.taken_in[seq - 1]
        if isinstance(value.get("deal_index"), int):
            deal = value["deal_index"]
        table = value.get("table")
        if "hand" in value and isinstance(table, dict) and table.get("deal"):
            deal = table["deal"]["deal_index"]  # a seat view: its hand is of the current deal
        current = value.get("deal")
        for k, v in value.items():
            if k == "previous_trick" and isinstance(current, dict):
                # A table's last completed trick: of its deal, or of the deal before
                # while the new one has no trick yet.
                previous = current["deal_index"] - (not current["tricks"])
                yield from shown_cards(v, previous, truth)
                continue
            yield from shown_cards(k, deal, truth)
            yield from shown_cards(v, deal, truth)


@dataclass
class Checker:
    """Checks bodies for one game; counts what it checked."""

    truth: Truth
    cards: int = 0
    bodies: int = 0

    def leaks(
        self, body: Any, raw: str, player_id: str | None, seq: int, deal: int | None
    ) -> list[tuple[str, int | None]]:
        """The cards of ``body`` that ``player_id`` could not see right after ``seq``."""
        allowed = self.truth.allowed(seq, player_id)
        shown = list(shown_cards(body, deal, self.truth))
        self.cards += len(shown)
        self.bodies += 1
        leaked = [(c, d) for c, d in shown if d is None or c not in allowed.get(d, set())]
        finished = self.truth.finished_at
        if (finished is None or seq < finished) and self.truth.seed in raw:
            leaked.append(("seed", None))
        return leaked

    def check(self, who: str, what: str, resp: requests.Response, player_id: str | None) -> None:
        """A REST response, read while the game is at the last seq folded."""
        assert resp.status_code < 500, f"{what}: {resp.status_code} {resp.text[:300]}"
        state = self.truth.state
        assert state is not None
        m = re.search(r"/deals/(\d+)", what)
        deal = int(m.group(1)) if m else (state.deal.index if state.deal else None)
        leaked = self.leaks(resp.json(), resp.text, player_id, len(self.truth.log), deal)
        assert not leaked, f"{what} shows {who} hidden (card, deal) {leaked}: {resp.text[:3000]}"


# -- the live event streams ----------------------------------------------------------


class StreamReader(threading.Thread):
    """Reads ``/games/{id}/events/stream`` to its end, keeping every message."""

    def __init__(self, base: str, game_id: str, token: str | None, seat: int | None) -> None:
        super().__init__(daemon=True)
        self.url = f"{base}/games/{game_id}/events/stream"
        self.params = {} if seat is None else {"seat": seat}
        self.headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.messages: list[tuple[int, str]] = []  # (id, data)
        self.error: BaseException | None = None
        self.opened = threading.Event()

    def run(self) -> None:
        try:
            with requests.get(
                self.url,
                params=self.params,
                headers=self.headers,
                stream=True,
                timeout=(TIMEOUT, 120),
            ) as resp:
                assert resp.status_code == 200, resp.text
                assert resp.headers["Content-Type"].startswith("text/event-stream")
                self.opened.set()
                fields: dict[str, str] = {}
                for line in resp.iter_lines(decode_unicode=True):
                    if line:
                        name, _, value = line.partition(":")
                        fields[name] = value.removeprefix(" ")
                    elif "data" in fields:
                        self.messages.append((int(fields["id"]), fields["data"]))
                        fields = {}
                    else:
                        fields = {}  # retry / keepalive comment
        except BaseException as e:
            self.error = e
        finally:
            self.opened.set()

    def check(self, checker: Checker, player_id: str | None) -> int:
        """Each message against the state right after its seq; returns the leaks found."""
        assert self.error is None, self.error
        truth = checker.truth
        assert [seq for seq, _ in self.messages] == list(range(1, len(truth.log) + 1))
        found = 0
        for seq, data in self.messages:
            body = json.loads(data)
            assert body["seq"] == seq
            found += len(checker.leaks(body, data, player_id, seq, truth.taken_in[seq - 1]))
        return found


# -- playing while everyone reads ------------------------------------------------------


def public_paths(game_id: str, deal: int, version: int) -> list[str]:
    return [
        f"/games/{game_id}",
        f"/games/{game_id}/deals",
        f"/games/{game_id}/deals/{deal}",
        f"/games/{game_id}/deals/{deal}/bids",
        f"/games/{game_id}/deals/{deal}/plays",
        f"/games/{game_id}/events?after={max(0, version - 15)}&limit=1000",
        "/games",
    ]


@dataclass
class Reader:
    name: str
    session: requests.Session
    player_id: str | None


def reader_of(client: Client | None) -> Reader:
    """A player reading with its token, or (None) an anonymous spectator."""
    if client is None:
        return Reader("a spectator", requests.Session(), None)
    return Reader(client.name, client.session, client.id)


def play_watched(
    base: str,
    game_id: str,
    owners: dict[int, Client],
    readers: list[Reader],
    url: str,
    rng: random.Random,
) -> Checker:
    """Play the game to its end; every reader reads along; every body is checked."""
    with database(url) as engine:
        checker = Checker(Truth().catch_up(stored_log(engine, game_id)))
        step = 0
        seen_deal = -1
        while checker.truth.finished_at is None:
            state = checker.truth.state
            assert state is not None
            deal = state.deal.index if state.deal else 0
            paths = public_paths(game_id, deal, state.version)
            chosen = paths if deal != seen_deal else paths[step % 3 :: 3]
            seen_deal = deal
            for reader in readers:
                for path in chosen:
                    resp = reader.session.get(base + path, timeout=TIMEOUT)
                    assert resp.status_code == 200, (path, resp.text)
                    checker.check(reader.name, path, resp, reader.player_id)
            for seat, owner in owners.items():
                path = f"/games/{game_id}/seats/{seat}/view"
                checker.check("owner", path, owner.get(path), owner.id)
            seat = state.turn
            assert seat in owners, "bots move inside the requests: the turn is a player's"
            owner = owners[seat]
            view = owner.view(game_id, seat)
            move = choose_move(game_id, view, rng)
            if view["legal_cards"] and rng.random() < 0.3:
                illegal = sorted(set(view["hand"]) - set(view["legal_cards"]))
                if illegal:
                    body = {"seat": seat, "card": rng.choice(illegal)}
                    refused = owner.post(move.path, json=body)
                    assert refused.status_code == 409, refused.text
                    checker.check("owner", move.path, refused, owner.id)
            resp = owner.post(move.path, json=move.body)
            assert resp.status_code == 201, resp.text
            checker.truth.catch_up(stored_log(engine, game_id))
            checker.check("owner", move.path, resp, owner.id)
            step += 1
            assert step < 2000
    return checker


def watch_streams(
    base: str, game_id: str, owners: dict[int, Client]
) -> list[tuple[StreamReader, str | None]]:
    streams = [(StreamReader(base, game_id, None, None), None)]
    streams += [(StreamReader(base, game_id, o.token, s), o.id) for s, o in owners.items()]
    for stream, _ in streams:
        stream.start()
        assert stream.opened.wait(TIMEOUT)
    return streams


def check_streams(streams: list[tuple[StreamReader, str | None]], checker: Checker) -> None:
    for stream, _ in streams:
        stream.join(TIMEOUT)
        assert not stream.is_alive(), "the stream must end after the game's last event"
    for stream, player_id in streams:
        assert stream.check(checker, player_id) == 0, f"{stream.url} {stream.params} leaked"
    # The checker is not vacuous: a seat's stream read by anyone else would leak.
    seat_streams = [s for s, player_id in streams if player_id is not None]
    assert all(s.check(checker, None) > 0 for s in seat_streams)


@ON_POSTGRESQL
def test_one_human_against_bots_watched_over_rest_and_streams(
    database_url: str, tmp_path: Path
) -> None:
    server = start_server(database_url, 2, tmp_path / "server.log")
    try:
        alice, bob = Client(server.url, "Alice"), Client(server.url, "Bob")
        seats = [HEURISTIC, {}, HEURISTIC, HEURISTIC]
        rules = {"announcements": True, "target": 501}
        game_id = alice.create_game(seats, rules=rules, seed="pg-hidden-1")
        owners = {1: alice}
        peek = bob.get(f"/games/{game_id}/events/stream", params={"seat": 1})
        assert peek.status_code == 403 and peek.json()["code"] == "not_your_seat"
        streams = watch_streams(server.url, game_id, owners)
        readers = [reader_of(alice), reader_of(bob), reader_of(None)]
        checker = play_watched(server.url, game_id, owners, readers, database_url, random.Random(5))
        check_streams(streams, checker)
    finally:
        stop_server(server)
    print(f"\n{checker.bodies} bodies, {checker.cards} cards checked")
    assert checker.cards > 2000


@ON_POSTGRESQL
def test_two_players_holding_two_seats_each_watched(database_url: str, tmp_path: Path) -> None:
    server = start_server(database_url, 2, tmp_path / "server.log")
    try:
        alice, bob, carol = (Client(server.url, n) for n in ("Alice", "Bob", "Carol"))
        rules = {"announcements": True, "first_packet": 2, "target": 300}
        game_id = alice.create_game([{}, None, {}, None], rules=rules, seed="pg-hidden-2")
        for seat in (1, 3):
            assert bob.put(f"/games/{game_id}/seats/{seat}", json={}).status_code == 200
        owners = {0: alice, 1: bob, 2: alice, 3: bob}
        streams = watch_streams(server.url, game_id, owners)
        readers = [reader_of(carol), reader_of(None)]
        checker = play_watched(server.url, game_id, owners, readers, database_url, random.Random(6))
        check_streams(streams, checker)
    finally:
        stop_server(server)
    print(f"\n{checker.bodies} bodies, {checker.cards} cards checked")
    assert checker.cards > 2000

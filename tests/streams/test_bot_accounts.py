"""Bot accounts and each player's own event stream, over HTTP against real
``belote serve --workers 2`` processes, on SQLite and PostgreSQL.

- ``kind`` (``human``/``bot``) is shown in seats, lists, profiles and stats;
- ``GET /me/events/stream`` resumes with ``Last-Event-ID`` with no gap and no
  duplicate, and is pushed across worker processes;
- ``belote bot --serve`` accepts the invitations of two humans (one sent
  while its connection is cut), plays both games at once to their end, stops
  cleanly on SIGTERM or SIGINT, and takes a running game up again when it
  starts anew.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest
import requests
from streams_support import Player, move, server_port, view
from tcp_proxy import CuttableProxy

from botclient.sse import Message, Parser, open_stream

BELOTE = Path(sys.executable).with_name("belote")
REPO = Path(__file__).resolve().parents[2]
TIMEOUT = 30
RULES = {"target": 100}  # a deal or two: a short whole game


def new_account(base: str, name: str, kind: str | None = None) -> Player:
    body = {"name": name} | ({"kind": kind} if kind else {})
    r = requests.post(f"{base}/players", json=body, timeout=TIMEOUT)
    assert r.status_code == 201, r.text
    assert r.json()["kind"] == (kind or "human")
    return Player(r.json()["id"], r.json()["token"])


def private_game(base: str, host: Player, seats: list[Any]) -> str:
    body = {"seats": seats, "rules": RULES, "visibility": "private"}
    r = requests.post(f"{base}/games", json=body, headers=host.auth, timeout=TIMEOUT)
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def invite(base: str, host: Player, game_id: str, invitee: str) -> requests.Response:
    return requests.post(
        f"{base}/games/{game_id}/invitations",
        json={"player": invitee},
        headers=host.auth,
        timeout=TIMEOUT,
    )


def my_events(base: str, player: Player, after: int = 0) -> list[dict[str, Any]]:
    r = requests.get(
        f"{base}/me/events", params={"after": after}, headers=player.auth, timeout=TIMEOUT
    )
    assert r.status_code == 200, r.text
    items: list[dict[str, Any]] = r.json()["events"]
    return items


def read_stream(
    base: str, player: Player, last_event_id: str | None, count: int
) -> tuple[list[Message], Parser]:
    """The first ``count`` messages of the player's stream, then hang up."""
    parser = Parser(last_id=last_event_id)
    got: list[Message] = []
    with (
        httpx.Client(base_url=base, headers=player.auth, timeout=TIMEOUT) as client,
        open_stream(client, "/me/events/stream", last_event_id=last_event_id, parser=parser) as s,
    ):
        for item in s:
            if isinstance(item, Message):
                got.append(item)
                if len(got) == count:
                    break
    return got, parser


@pytest.fixture
def server(server_factory: Any, database_url: str) -> Any:
    return server_factory(workers=2, database_url=database_url)


def test_kind_is_shown_in_seats_lists_profiles_and_stats(server: Any) -> None:
    base = server.url
    human, robot = new_account(base, "Mireille"), new_account(base, "Robo", "bot")
    game_id = private_game(base, human, [{}, None, {"bot": "heuristic"}, None])
    sit_with_invitation(base, human, robot, game_id, 1)

    game = requests.get(f"{base}/games/{game_id}", timeout=TIMEOUT).json()
    assert game["seat_kinds"] == ["human", "bot", "bot", None]
    assert game["seat_names"] == ["Mireille", "Robo", "heuristic", None]
    assert game["table"]["seats"][1] == {"kind": "player", "name": robot.id}  # the log's, as is
    seat_view = view(base, robot, game_id, 1)
    assert seat_view["seat_kinds"] == ["human", "bot", "bot", None]
    listed = requests.get(f"{base}/players/{robot.id}/games", timeout=TIMEOUT).json()
    assert [g["seat_kinds"] for g in listed] == [["human", "bot", "bot", None]]
    everyone = requests.get(f"{base}/games", timeout=TIMEOUT).json()
    assert {tuple(g["seat_kinds"]) for g in everyone} == {("human", "bot", "bot", None)}
    for player, kind in ((human, "human"), (robot, "bot")):
        profile = requests.get(f"{base}/players/{player.id}", timeout=TIMEOUT).json()
        assert profile["kind"] == kind
        assert (
            requests.get(f"{base}/me", headers=player.auth, timeout=TIMEOUT).json()["kind"] == kind
        )
        stats = requests.get(f"{base}/players/{player.id}/stats", timeout=TIMEOUT).json()
        assert stats["player_kind"] == kind


def sit_with_invitation(base: str, host: Player, guest: Player, game_id: str, seat: int) -> None:
    r = invite(base, host, game_id, guest.id)
    assert r.status_code == 201, r.text
    code = r.json()["code"]
    invited = [e for e in my_events(base, guest) if e["type"] == "invited"]
    assert invited[-1]["data"] == {
        "game_id": game_id,
        "invitation": code,
        "by": host.id,
        "seed_chosen_by": "server",
    }
    r = requests.put(
        f"{base}/games/{game_id}/seats/{seat}",
        params={"invitation": code},
        json={},
        headers=guest.auth,
        timeout=TIMEOUT,
    )
    assert r.status_code == 200, r.text


def test_a_players_stream_tells_of_its_games_and_rematches(server: Any) -> None:
    base = server.url
    ann, ben = new_account(base, "Ann"), new_account(base, "Ben")
    game_id = private_game(base, ann, [{}, {"bot": "heuristic"}, None, {"bot": "heuristic"}])
    sit_with_invitation(base, ann, ben, game_id, 2)
    r = requests.post(
        f"{base}/games/{game_id}/resignation", json={"seat": 2}, headers=ben.auth, timeout=TIMEOUT
    )
    assert r.status_code == 200, r.text
    r = requests.post(
        f"{base}/games/{game_id}/rematch", json={"seat": 0}, headers=ann.auth, timeout=TIMEOUT
    )
    assert r.status_code == 200, r.text

    ben_events = [(t, d) for t, d in my_events_typed(base, ben) if t != "your_turn"]
    assert ben_events[1:] == [
        ("game_started", {"game_id": game_id, "seats": [2]}),
        ("game_finished", {"game_id": game_id, "seats": [2]}),
        ("rematch_asked", {"game_id": game_id, "seat": 0, "by": ann.id}),
    ]
    assert "rematch_asked" not in [t for t, _ in my_events_typed(base, ann)]  # not to the asker
    seqs = [e["seq"] for e in my_events(base, ben)]
    assert seqs == list(range(1, len(seqs) + 1))

    r = requests.post(
        f"{base}/games/{game_id}/rematch", json={"seat": 2}, headers=ben.auth, timeout=TIMEOUT
    )
    rematch = r.json()["rematch"]
    assert rematch is not None
    started = [d for t, d in my_events_typed(base, ann) if t == "game_started"]
    assert started[-1] == {"game_id": rematch, "seats": [0]}


def my_events_typed(base: str, player: Player) -> list[tuple[str, dict[str, Any]]]:
    return [(e["type"], e["data"]) for e in my_events(base, player)]


def test_bad_input_gets_its_own_code(server: Any) -> None:
    base = server.url
    human = new_account(base, "Host")
    r = requests.post(f"{base}/players", json={"name": "x", "kind": "alien"}, timeout=TIMEOUT)
    assert (r.status_code, r.json()["code"]) == (422, "validation_error")
    assert "kind" in r.json()["errors"]["json"]
    game_id = private_game(base, human, [{}, None, None, None])
    r = invite(base, human, game_id, "nobody")
    assert (r.status_code, r.json()["code"]) == (422, "unknown_player")
    r = invite(base, human, game_id, human.id)
    assert (r.status_code, r.json()["code"]) == (422, "invite_yourself")
    r = requests.get(f"{base}/me/events", timeout=TIMEOUT)
    assert r.status_code == 401
    r = requests.get(f"{base}/me/events/stream", timeout=TIMEOUT)
    assert r.status_code == 401
    r = requests.get(f"{base}/me/events", params={"after": -1}, headers=human.auth, timeout=TIMEOUT)
    assert (r.status_code, r.json()["code"]) == (422, "validation_error")
    r = requests.get(  # past every event (found by Schemathesis: it overflowed SQLite)
        f"{base}/me/events", params={"after": 2**90}, headers=human.auth, timeout=TIMEOUT
    )
    assert (r.status_code, r.json()["events"]) == (200, [])
    r = requests.post(  # an invitation without a body: a code to share by hand
        f"{base}/games/{game_id}/invitations", headers=human.auth, timeout=TIMEOUT
    )
    assert r.status_code == 201, r.text


def test_player_stream_resumes_with_no_gap_and_no_duplicate(server: Any) -> None:
    base = server.url
    host, guest = new_account(base, "Host"), new_account(base, "Guest", "bot")
    games = [private_game(base, host, [{}, None, None, None]) for _ in range(3)]
    for game_id in games:
        for _ in range(2):
            assert invite(base, host, game_id, guest.id).status_code == 201

    first, parser = read_stream(base, guest, None, 4)
    assert [m.id for m in first] == ["1", "2", "3", "4"]
    # Cut after 4 of 6; meanwhile two more (made through either worker).
    for game_id in games[:2]:
        assert invite(base, host, game_id, guest.id).status_code == 201
    rest, _ = read_stream(base, guest, parser.last_id, 4)
    assert [m.id for m in rest] == ["5", "6", "7", "8"]
    assert {m.event for m in first + rest} == {"invited"}
    logged = my_events(base, guest)
    assert [m.json() for m in first + rest] == logged  # the stream is the log, exactly

    # Pushed: a stream already open receives an event made later, by another request.
    got: list[Message] = []
    reader = threading.Thread(target=lambda: got.extend(read_stream(base, guest, "8", 1)[0]))
    reader.start()
    time.sleep(0.5)
    assert invite(base, host, games[2], guest.id).status_code == 201
    reader.join(TIMEOUT)
    assert [m.id for m in got] == ["9"]
    assert got[0].json()["data"]["game_id"] == games[2]


# Starts the daemon with SIGINT ignored, as a script's ``nohup … &`` does: it must stop
# on SIGINT all the same, and the test must not depend on how pytest itself was started.
SIGINT_IGNORED = (
    "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_IGN); "
    "os.execv(sys.argv[1], sys.argv[1:])"
)


class Daemon:
    """``belote bot --serve`` for one account, its output in files."""

    def __init__(self, base: str, account: Player, tmp: Path) -> None:
        env = {**os.environ, "BELOTE_TOKEN": account.token}
        tmp.mkdir(parents=True, exist_ok=True)
        self.err = tmp / "daemon.err"
        command = [str(BELOTE), "bot", "--serve", "--url", base, "--strategy", "heuristic"]
        with self.err.open("wb") as err:
            self.process = subprocess.Popen(
                [sys.executable, "-c", SIGINT_IGNORED, *command],
                cwd=REPO,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )

    def log(self) -> str:
        return self.err.read_text()


@pytest.fixture
def daemons(belote_client_package: ModuleType) -> Iterator[list[Daemon]]:
    started: list[Daemon] = []
    yield started
    for daemon in started:
        if daemon.process.poll() is None:
            daemon.process.kill()
            daemon.process.wait()


def play_human(base: str, player: Player, game_id: str, seat: int, deadline: float) -> None:
    """The human seat's turns, with random legal moves, until the game is over."""
    rng = random.Random(seat)
    while time.monotonic() < deadline:
        seat_view = view(base, player, game_id, seat)
        table = seat_view["table"]
        if table["status"] == "finished":
            return
        if table["turn"] == seat:
            move(base, player, game_id, seat_view, rng)
        else:
            time.sleep(0.05)
    raise AssertionError(f"game {game_id} did not finish")


def test_daemon_plays_two_games_at_once(server: Any, daemons: list[Daemon], tmp_path: Path) -> None:
    base = server.url
    robot = new_account(base, "Robo", "bot")
    humans = [new_account(base, "Anne"), new_account(base, "Bruno")]
    proxy = CuttableProxy(server_port(server))  # the daemon's way in, to cut
    daemon = Daemon(proxy.url, robot, tmp_path)
    daemons.append(daemon)
    games = [
        private_game(base, human, [{}, None, {"bot": "heuristic"}, {"bot": "random"}])
        for human in humans
    ]
    try:
        assert invite(base, humans[0], games[0], robot.id).status_code == 201
        wait_until_started(base, games[0], daemon)
        # game_started always comes through the stream (it follows the accept, which
        # follows the catch-up's read): once the daemon plays game 0, its stream is open.
        wait_for_log(daemon, f"already sitting in seat 1 of game {games[0]}")
        # The second invitation comes while the daemon's connections are cut: it
        # must find it when it resumes its stream (Last-Event-ID).
        assert proxy.cut(refuse_for=1.5) >= 1, "the daemon's stream went through the proxy"
        assert invite(base, humans[1], games[1], robot.id).status_code == 201
        wait_until_started(base, games[1], daemon)
        play_both(base, humans, games, daemon)
    finally:
        proxy.close()
    assert "resuming after event" in daemon.log()
    # Resumed after what it had read: no invitation seen twice (a replay from the
    # start would try game 0's again, and let it go).
    assert daemon.log().count("accepted the invitation") == 2, daemon.log()
    assert "let go" not in daemon.log()

    check_games(base, robot, games)

    daemon.process.send_signal(signal.SIGTERM)
    assert daemon.process.wait(TIMEOUT) == 0, daemon.log()
    assert "stopped" in daemon.log()


def test_daemon_takes_up_its_games_after_a_restart(
    server: Any, daemons: list[Daemon], tmp_path: Path
) -> None:
    base = server.url
    robot, human = new_account(base, "Robo", "bot"), new_account(base, "Anne")
    first = Daemon(base, robot, tmp_path / "first")
    daemons.append(first)
    game_id = private_game(base, human, [{}, None, {"bot": "heuristic"}, {"bot": "heuristic"}])
    assert invite(base, human, game_id, robot.id).status_code == 201
    wait_until_started(base, game_id, first)
    first.process.send_signal(signal.SIGINT)
    assert first.process.wait(TIMEOUT) == 0, first.log()

    # A new daemon reads the account's log, finds the game still running and plays it.
    second = Daemon(base, robot, tmp_path / "second")
    daemons.append(second)
    play_both(base, [human], [game_id], second)
    assert table_status(base, game_id) == "finished"
    assert "accepted the invitation" not in second.log()  # spent: the game had started
    log = requests.get(f"{base}/games/{game_id}/events", params={"limit": 1000}, timeout=TIMEOUT)
    assert sum(e["data"].get("seat") == 1 for e in log.json()["events"]) >= 8
    second.process.send_signal(signal.SIGTERM)
    assert second.process.wait(TIMEOUT) == 0, second.log()


def wait_until_started(base: str, game_id: str, daemon: Daemon, timeout: float = 60) -> None:
    """Until the daemon accepted the invitation (the fourth seat: the game starts)."""
    deadline = time.monotonic() + timeout
    while table_status(base, game_id) == "waiting":
        assert time.monotonic() < deadline, daemon.log()
        assert daemon.process.poll() is None, daemon.log()
        time.sleep(0.1)


def wait_for_log(daemon: Daemon, line: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while line not in daemon.log():
        assert time.monotonic() < deadline, daemon.log()
        assert daemon.process.poll() is None, daemon.log()
        time.sleep(0.1)


def play_both(base: str, humans: list[Player], games: list[str], daemon: Daemon) -> None:
    """The humans' seats (0) of the games at once, to the end; the daemon plays seat 1."""
    deadline = time.monotonic() + 240
    players = [
        threading.Thread(target=play_human, args=(base, human, game_id, 0, deadline))
        for human, game_id in zip(humans, games, strict=True)
    ]
    for thread in players:
        thread.start()
    for thread in players:
        thread.join(max(1.0, deadline - time.monotonic()))
        assert not thread.is_alive(), daemon.log()


def check_games(base: str, robot: Player, games: list[str]) -> None:
    moved: list[list[str]] = []
    for game_id in games:
        game = requests.get(f"{base}/games/{game_id}", timeout=TIMEOUT).json()
        assert game["table"]["status"] == "finished"
        assert game["table"]["seats"][1] == {"kind": "player", "name": robot.id}
        assert game["seat_kinds"] == ["human", "bot", "bot", "bot"]
        log = requests.get(f"{base}/games/{game_id}/events", params={"limit": 1000}).json()
        own = [e["recorded_at"] for e in log["events"] if e["data"].get("seat") == 1]
        assert len(own) >= 8, "seat 1 bid and played a whole deal at least"
        moved.append(sorted(own))
    # At once: each game had a move of the bot account's before the other's last one.
    assert moved[0][0] < moved[1][-1] and moved[1][0] < moved[0][-1]

    # Its stream told it all, in order: invited, started, its turns, finished; never a card.
    kinds = [e["type"] for e in my_events(base, robot)]
    assert kinds.count("invited") == 2 and kinds.count("game_started") == 2
    assert kinds.count("game_finished") == 2 and kinds.count("your_turn") >= 16
    shown = {key for e in my_events(base, robot) for key in e["data"]}
    assert shown <= {"game_id", "invitation", "by", "seed_chosen_by", "seats", "seat", "version"}


def table_status(base: str, game_id: str) -> str:
    r = requests.get(f"{base}/games/{game_id}", timeout=TIMEOUT)
    assert r.status_code == 200, r.text
    return str(r.json()["table"]["status"])


def test_a_players_stream_messages_match_the_spec(server: Any) -> None:
    """Each message is what the spec declares for one message of the stream (as
    Schemathesis reads a text/event-stream schema), its ``data`` an event item."""
    import jsonschema

    from api.http.schemas.player_events import PlayerEventOut

    base = server.url
    spec = requests.get(f"{base}/openapi.json", timeout=TIMEOUT).json()
    stream = spec["paths"]["/me/events/stream"]["get"]["responses"]["200"]["content"]
    schema = stream["text/event-stream"]["schema"]
    host, guest = new_account(base, "Host"), new_account(base, "Guest")
    game_id = private_game(base, host, [{}, None, None, None])
    for _ in range(2):
        assert invite(base, host, game_id, guest.id).status_code == 201
    got, _ = read_stream(base, guest, None, 2)
    data_ref = schema["properties"]["data"]["contentSchema"]["$ref"]
    assert data_ref == "#/components/schemas/PlayerEventOut"
    for message in got:
        jsonschema.validate(
            {"id": message.id, "event": message.event, "data": message.data}, schema
        )
        item = PlayerEventOut().load(message.json())
        assert item["type"] == message.event == "invited"


def test_belote_bot_without_a_token_creates_a_bot_account(
    server: Any, belote_client_package: ModuleType
) -> None:
    """``belote bot`` with no token makes its own account: a bot's, for all to see."""
    from botclient.runner import ExternalBot
    from botclient.strategies import load_strategy

    base = server.url
    bot = ExternalBot(base, "no-game", 1, load_strategy("heuristic"), name="Robo")
    token = bot._authenticate().token
    me = requests.get(f"{base}/me", headers={"Authorization": f"Bearer {token}"}, timeout=10)
    assert me.status_code == 200
    assert me.json()["name"] == "Robo" and me.json()["kind"] == "bot"

"""``belote bot`` end to end: four bot processes play whole games against a real
``belote serve --workers 2``; one bot's connection is cut mid-game and another
is killed and started again, and the games still finish, equal to the replay
of their event logs.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import requests
from streams_support import Player, Server, create_game, new_player, server_port
from tcp_proxy import CuttableProxy

from domain.events import decision_from_dict
from domain.game import replay
from domain.views import table_view, to_jsonable

pytestmark = pytest.mark.slow  # whole games between processes: about 20 s each

REPO = Path(__file__).resolve().parents[2]
BELOTE = Path(sys.executable).with_name("belote")
RULES = {"target": 300}  # a whole game of three to six deals: under a minute with four bots


@dataclass
class Bot:
    seat: int
    process: subprocess.Popen[bytes]
    out: Path
    err: Path

    @property
    def stdout(self) -> str:
        return self.out.read_text()

    @property
    def stderr(self) -> str:
        return self.err.read_text()


class Bots:
    """Starts ``belote bot`` processes and kills whatever is left at the end."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.started: list[Bot] = []

    def start(
        self,
        url: str,
        game_id: str,
        seat: int,
        strategy: str = "heuristic",
        player: Player | None = None,
    ) -> Bot:
        command = [str(BELOTE), "bot", "--url", url, "--game", game_id, "--seat", str(seat)]
        command += ["--strategy", strategy]
        env = {k: v for k, v in os.environ.items() if k != "BELOTE_TOKEN"}
        if player is not None:
            env["BELOTE_TOKEN"] = player.token  # the environment, not argv: ps shows argv
        else:
            command += ["--name", f"bot-{seat}"]
        n = len(self.started)
        out, err = self.tmp / f"bot{seat}-{n}.out", self.tmp / f"bot{seat}-{n}.err"
        with out.open("wb") as stdout, err.open("wb") as stderr:
            process = subprocess.Popen(command, cwd=REPO, env=env, stdout=stdout, stderr=stderr)
        bot = Bot(seat, process, out, err)
        self.started.append(bot)
        return bot

    def finish(self, bots: list[Bot], timeout: float = 240) -> None:
        deadline = time.monotonic() + timeout
        for bot in bots:
            try:
                code = bot.process.wait(max(1.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pytest.fail(f"bot {bot.seat} still running:\n{bot.stderr[-3000:]}")
            assert code == 0, f"bot {bot.seat} exited {code}:\n{bot.stderr[-3000:]}"

    def kill_all(self) -> None:
        for bot in self.started:
            if bot.process.poll() is None:
                bot.process.kill()
                bot.process.wait()


@pytest.fixture
def bots(tmp_path: Path, belote_client_package: ModuleType) -> Iterator[Bots]:
    """``belote bot`` imports the generated client: installed first if missing."""
    started = Bots(tmp_path)
    yield started
    started.kill_all()


def table_of(url: str, game_id: str) -> dict[str, Any]:
    r = requests.get(f"{url}/games/{game_id}", timeout=10)
    assert r.status_code == 200, r.text
    table: dict[str, Any] = r.json()["table"]
    return table


def wait_for_version(url: str, game_id: str, version: int, timeout: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        table = table_of(url, game_id)
        if table["version"] >= version or table["status"] == "finished":
            return table
        time.sleep(0.1)
    raise AssertionError(f"game {game_id} did not reach version {version}")


def assert_final_state_is_the_replay(url: str, game_id: str) -> dict[str, Any]:
    game = requests.get(f"{url}/games/{game_id}", timeout=10).json()
    page = requests.get(f"{url}/games/{game_id}/events", params={"limit": 1000}, timeout=10)
    log = page.json()["events"]
    assert page.json()["next_after"] is None
    decisions = [decision_from_dict({"type": e["type"], **e["data"]}) for e in log]
    assert to_jsonable(table_view(replay(decisions))) == game["table"]
    assert game["table"]["status"] == "finished"
    assert max(game["table"]["scores"]) >= RULES["target"]
    table: dict[str, Any] = game["table"]
    return table


def score_line(game_id: str, table: dict[str, Any], seat: int) -> str:
    s0, s1 = table["scores"]
    team = seat % 2
    outcome = "wins" if table["winner"] == team else "loses"
    return f"game {game_id} over: team 0 {s0} - team 1 {s1}; seat {seat} (team {team}) {outcome}"


def test_four_bot_processes_play_a_whole_game(
    server_factory: Any, database_url: str, bots: Bots
) -> None:
    server: Server = server_factory(workers=2, database_url=database_url)
    host = new_player(server.url, "host")
    game_id = create_game(server.url, host, [None, None, None, None], RULES, "four-bots")
    known = {2: new_player(server.url, "two"), 3: new_player(server.url, "three")}
    playing = [
        bots.start(server.url, game_id, 0, "heuristic"),  # creates its player
        bots.start(server.url, game_id, 1, "random"),
        bots.start(server.url, game_id, 2, "heuristic", known[2]),  # an existing player
        bots.start(server.url, game_id, 3, "examples.my_bot:choose", known[3]),
        bots.start(server.url, game_id, 2, "heuristic", known[2]),  # seat 2 again: races
    ]
    bots.finish(playing)

    table = assert_final_state_is_the_replay(server.url, game_id)
    seats = table["seats"]
    assert all(o["kind"] == "player" for o in seats)
    assert seats[2]["name"] == known[2].id and seats[3]["name"] == known[3].id
    assert len({o["name"] for o in seats} | {host.id}) == 5, "four players, none the host"
    for bot in playing:
        assert bot.stdout.strip() == score_line(game_id, table, bot.seat)
    # Both seat-2 bots answer the same messages: one of them loses each race
    # (If-Match refuses a move decided on an old view) and carries on.
    races = sum(bot.stderr.count("reading the view again") for bot in playing if bot.seat == 2)
    assert races > 0


def test_bots_survive_a_cut_connection_and_a_restart(server_factory: Any, bots: Bots) -> None:
    server: Server = server_factory(workers=2)
    proxy = CuttableProxy(server_port(server))
    players = {seat: new_player(server.url, f"p{seat}") for seat in range(4)}
    game_id = create_game(server.url, players[0], [None, None, None, None], RULES, "cuts")
    try:
        playing = {
            seat: bots.start(
                proxy.url if seat == 1 else server.url, game_id, seat, "heuristic", players[seat]
            )
            for seat in range(4)
        }
        table = wait_for_version(server.url, game_id, 25)
        assert table["status"] != "finished"
        assert proxy.cut(refuse_for=1.5) >= 1, "seat 1's stream was open through the proxy"

        table = wait_for_version(server.url, game_id, 45)
        assert table["status"] != "finished"
        playing[2].process.kill()  # no goodbye: as if its machine lost power
        playing[2].process.wait()
        time.sleep(1.0)
        playing[2] = bots.start(server.url, game_id, 2, "heuristic", players[2])

        wait_for_version(server.url, game_id, 70)
        proxy.cut()
        bots.finish(list(playing.values()))
    finally:
        proxy.close()

    table = assert_final_state_is_the_replay(server.url, game_id)
    assert [o["name"] for o in table["seats"]] == [players[s].id for s in range(4)]
    for seat, bot in playing.items():
        assert bot.stdout.strip() == score_line(game_id, table, seat)
    assert "stream connection lost" in playing[1].stderr
    assert "resuming after event" in playing[1].stderr
    assert proxy.accepted > 2, "seat 1 reconnected through the proxy"
    assert "already sitting in seat 2" in playing[2].stderr  # the restarted bot resumed

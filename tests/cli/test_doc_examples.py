"""The examples of docs/frontends.md and docs/bots.md run against a real ``belote serve``.

Every ``sh`` block of docs/frontends.md (but the one starting a server) runs
in one bash session with ``set -euo pipefail`` (an undefined variable is a
failure): the curl session first, since it defines ``$B`` and ``$TOKEN``, then
the others in the order of the page. The URL they name is the test server's.
The Python client examples run with the variables the text says they use.
What each example says it prints is checked in its output.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import requests

from tests.clients.conftest import belote_client_package  # noqa: F401 (fixture)
from tests.e2e.conftest import Server, start_server, stop_server

DOCS = Path(__file__).resolve().parents[2] / "docs"
DOCUMENTED_URL = "http://127.0.0.1:8000"
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def blocks(page: str, language: str) -> list[str]:
    text = (DOCS / page).read_text()
    return [body for lang, body in BLOCK.findall(text) if lang == language]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    if shutil.which("curl") is None or shutil.which("jq") is None:
        pytest.fail("the documented examples need curl and jq on PATH")
    tmp = tmp_path_factory.mktemp("docs")
    started = start_server(f"sqlite:///{tmp / 'docs.db'}", 1, tmp / "server.log")
    yield started
    stop_server(started)


def run_sh(script: str, url: str, env: dict[str, str] | None = None) -> str:
    script = script.replace(DOCUMENTED_URL, url)
    result = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script],
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, f"{result.stderr}\n--- output:\n{result.stdout}"
    return result.stdout


def in_order(output: str, expected: list[str]) -> None:
    """Each of ``expected`` appears in ``output``, after the previous one."""
    at = 0
    for text in expected:
        found = output.find(text, at)
        assert found >= 0, f"{text!r} not found after position {at} in:\n{output}"
        at = found + len(text)


def test_the_shell_examples_of_the_front_end_guide(server: Server) -> None:
    sh = [b for b in blocks("frontends.md", "sh") if "belote serve" not in b]
    (session,) = [b for b in sh if f"B={DOCUMENTED_URL}" in b]
    script = "\n".join([session, *(b for b in sh if b is not session), 'echo "GAME=$GAME"'])
    output = run_sh(script, server.url)
    in_order(
        output,
        [
            '"not_absent"',  # turn clocks: only an absent seat returns
            '{"status":422,"code":"invalid_turn_seconds","field":"clock.turn_seconds",'
            '"min":10,"max":3600}',
            '["Mireille D.","heuristic","heuristic","heuristic"]',  # names
            '"invitation_required"',  # a private table
            '["Mireille D.","heuristic","Gaston","heuristic"]',  # sat with the invitation
            "204",  # a waiting game deleted
            '"not_found"',
            '"resigned": 0',
            '"rematch":null,"requests":[0]',
            "[2]\n[]\n",  # both asked
            '"seed_chosen_by":"server","seat_names":["Mireille D.","heuristic","Gaston",',
        ],
    )
    game = output.rsplit("GAME=", 1)[1].strip()
    body = requests.get(f"{server.url}/games/{game}", timeout=10).json()
    assert body["seat_names"] == ["Mireille D.", "heuristic", "Gaston", "heuristic"]
    assert body["resigned"] == 0 and body["rematch"] is not None
    new = requests.get(f"{server.url}/games/{body['rematch']}", timeout=10).json()
    assert new["rematch_of"] == game and new["visibility"] == "private"


def player(url: str, name: str) -> dict[str, Any]:
    r = requests.post(f"{url}/players", json={"name": name}, timeout=10)
    assert r.status_code == 201, r.text
    return dict(r.json())


def test_the_python_client_example_of_the_front_end_guide(
    server: Server,
    belote_client_package: ModuleType,  # noqa: F811
) -> None:
    me = player(server.url, "Mireille")
    (names,) = [b for b in blocks("frontends.md", "python") if "rename_me" in b]
    exec(names, {"B": server.url, "TOKEN": me["token"]})
    profile = requests.get(f"{server.url}/players/{me['id']}", timeout=10).json()
    assert profile["name"] == "Mireille D."


def test_the_table_examples_of_the_bot_guide(
    server: Server,
    belote_client_package: ModuleType,  # noqa: F811
) -> None:
    url = server.url
    host, bot = player(url, "host"), player(url, "bot")
    auth = {"Authorization": f"Bearer {host['token']}"}
    seats = [{}, {"bot": "heuristic"}, {"bot": "heuristic"}, None]
    created = requests.post(
        f"{url}/games", json={"seats": seats, "visibility": "private"}, headers=auth, timeout=10
    )
    game = created.json()["id"]
    code = requests.post(f"{url}/games/{game}/invitations", headers=auth, timeout=10).json()
    env = {"B": url, "BOT_TOKEN": bot["token"], "GAME": game, "CODE": code["code"]}
    (tables,) = [b for b in blocks("bots.md", "sh") if "invitation=" in b]
    run_sh(tables, url, env)
    body = requests.get(f"{url}/games/{game}", timeout=10).json()
    assert body["seat_names"] == ["host", "heuristic", "heuristic", "Robot Raymond"]
    assert body["table"]["status"] != "waiting"  # the bot's seat filled the table

    r = requests.post(f"{url}/games/{game}/resignation", json={"seat": 0}, headers=auth, timeout=10)
    assert r.status_code == 200, r.text
    (rematch,) = [b for b in blocks("bots.md", "python") if "ask_rematch" in b]
    exec(rematch, {"B": url, "BOT_TOKEN": bot["token"], "GAME": game})
    status = requests.get(f"{url}/games/{game}/rematch", timeout=10).json()
    assert status["requests"] == [3] and status["waiting_for"] == [0]

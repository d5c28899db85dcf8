"""The sweeper of a real ``belote serve``: a clock runs out while nobody calls the API.

The server reads "now" from a file the test writes (``BELOTE_CLOCK_FILE``), so
time moves when the test says, not by sleeping. Two worker processes sweep the
same database: the stand-in's decision is appended once.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import requests

from tests.e2e.conftest import Server, start_server, stop_server

START = datetime(2031, 6, 1, 9, 0, tzinfo=UTC)


def stand_ins(server: Server, game_id: str) -> list[dict[str, Any]]:
    events = requests.get(f"{server.url}/games/{game_id}/events?limit=1000", timeout=10).json()
    return [e for e in events["events"] if e["data"].get("stand_in")]


def wait_for_stand_ins(server: Server, game_id: str, count: int) -> list[dict[str, Any]]:
    """Until the log holds ``count`` stand-in decisions (60 s means the sweeper is broken)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = stand_ins(server, game_id)
        if len(found) >= count:
            return found
        time.sleep(0.05)  # polling an observable: the log
    raise AssertionError(f"no sweeper appended stand-in decision {count} within 60 s")


@pytest.mark.slow
def test_two_sweeping_workers_enforce_a_clock_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, database_url: str
) -> None:
    now = tmp_path / "now"
    now.write_text(START.isoformat())
    monkeypatch.setenv("BELOTE_CLOCK_FILE", str(now))
    monkeypatch.setenv("BELOTE_SWEEP_SECONDS", "0.05")
    server = start_server(database_url, workers=2, log=tmp_path / "server.log")
    try:
        player = requests.post(f"{server.url}/players", json={"name": "sleepy"}, timeout=10).json()
        auth = {"Authorization": f"Bearer {player['token']}"}
        body = {"seed": "sweeper", "clock": {"turn_seconds": 30, "absent_after": 3}}
        game = requests.post(f"{server.url}/games", json=body, headers=auth, timeout=10).json()
        game_id = game["id"]
        assert game["table"]["clock"]["deadline"] == (START + timedelta(seconds=30)).isoformat()

        now.write_text((START + timedelta(seconds=31)).isoformat())
        first = wait_for_stand_ins(server, game_id, 1)
        assert [e["data"]["seat"] for e in first] == [0]
        table = requests.get(f"{server.url}/games/{game_id}", timeout=10).json()["table"]
        assert table["clock"]["deadline"] == (START + timedelta(seconds=61)).isoformat()

        now.write_text((START + timedelta(seconds=62)).isoformat())
        second = wait_for_stand_ins(server, game_id, 2)
        # Each deadline was enforced once although both workers swept it.
        assert len(second) == 2 and second[1]["seq"] > first[0]["seq"]
        table = requests.get(f"{server.url}/games/{game_id}", timeout=10).json()["table"]
        assert table["absent"] == [False, False, False, False]  # 2 timeouts of 3
        assert table["clock"]["deadline"] == (START + timedelta(seconds=92)).isoformat()
    finally:
        stop_server(server)

"""``belote serve`` as a user runs it: a whole game over real HTTP."""

from __future__ import annotations

import hashlib
import os
import random
import subprocess
import sys

import pytest
import requests

from domain.events import decision_from_dict
from domain.game import replay
from domain.views import table_view, to_jsonable
from tests.e2e.conftest import listeners, worker_pids


def play_whole_game(base: str, seed: str) -> dict:
    token = requests.post(f"{base}/players", json={"name": "e2e"}, timeout=10).json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    created = requests.post(f"{base}/games", json={"seed": seed}, headers=auth, timeout=10)
    assert created.status_code == 201, created.text
    game_id = created.json()["id"]
    rng = random.Random(seed)
    moves = 0
    while True:
        view = requests.get(f"{base}/games/{game_id}/seats/0/view", headers=auth, timeout=10).json()
        table = view["table"]
        if table["status"] == "finished":
            break
        assert table["turn"] == 0, "bots must have moved before the response returned"
        deal = table["deal"]["deal_index"]
        if view["legal_cards"]:
            body = {"seat": 0, "card": rng.choice(view["legal_cards"])}
            r = requests.post(
                f"{base}/games/{game_id}/deals/{deal}/plays", json=body, headers=auth, timeout=10
            )
        else:
            bid = rng.choice(view["legal_bids"])
            body = {"seat": 0, "action": bid["action"], "suit": bid["suit"]}
            r = requests.post(
                f"{base}/games/{game_id}/deals/{deal}/bids", json=body, headers=auth, timeout=10
            )
        assert r.status_code == 201, r.text
        moves += 1
    assert moves > 8
    return requests.get(f"{base}/games/{game_id}", timeout=10).json()


def stored_state_matches_replay(base: str, game: dict) -> None:
    page = requests.get(
        f"{base}/games/{game['id']}/events", params={"limit": 1000}, timeout=10
    ).json()
    decisions = [decision_from_dict({"type": e["type"], **e["data"]}) for e in page["events"]]
    assert to_jsonable(table_view(replay(decisions))) == game["table"]


@pytest.mark.parametrize(
    ("workers", "kind"),
    [(1, "gevent"), (2, "gevent"), (2, "gthread")],
    ids=["1-worker", "2-workers", "2-gthread-workers"],
)
def test_a_whole_game_over_http(server_factory, database_url: str, workers: int, kind: str) -> None:
    env = {"BELOTE_WORKER": kind}
    server = server_factory(workers=workers, database_url=database_url, env=env)
    game = play_whole_game(server.url, f"e2e-{workers}")
    table = game["table"]
    assert table["status"] == "finished"
    assert max(table["scores"]) >= table["rules"]["target"]
    assert table["winner"] == (0 if table["scores"][0] > table["scores"][1] else 1)
    assert hashlib.sha256(game["seed"].encode()).hexdigest() == game["seed_commitment"]
    stored_state_matches_replay(server.url, game)


def test_bad_requests_get_problems_not_500(server_factory) -> None:
    base = server_factory().url
    r = requests.post(
        f"{base}/players", data="{nope", headers={"Content-Type": "application/json"}, timeout=10
    )
    assert r.status_code == 400 and r.headers["Content-Type"] == "application/problem+json"
    assert r.json()["code"] == "malformed_json"
    r = requests.post(f"{base}/games", json={}, timeout=10)
    assert r.status_code == 401 and r.json()["code"] == "unauthorized"
    r = requests.get(f"{base}/games/nope", timeout=10)
    assert r.status_code == 404 and r.json()["code"] == "not_found"
    r = requests.post(
        f"{base}/players",
        data="x" * 200_000,
        headers={"Content-Type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 413 and r.json()["code"] == "payload_too_large"


def _listening_sockets(pid: int, port: int) -> set[str]:
    """The kernel identities (``socket:[inode]``) of the sockets ``pid`` listens on at ``port``."""
    return {os.readlink(f"/proc/{pid}/fd/{c.fd}") for c in listeners(pid, port)}


@pytest.mark.skipif(sys.platform != "linux", reason="SO_REUSEPORT spreads connections on Linux")
def test_each_gunicorn_worker_listens_on_its_own_socket(server_factory) -> None:
    """Linux spreads connections over per-worker sockets; on one shared socket a
    busy worker may take every keep-alive connection and leave the others idle."""
    server = server_factory(workers=2)
    port = int(server.url.rsplit(":", 1)[1])
    workers = worker_pids(server.process.pid)
    sockets = [_listening_sockets(pid, port) for pid in workers]
    assert len(workers) == 2
    assert all(len(s) == 1 for s in sockets)
    assert sockets[0] != sockets[1]
    sessions = [requests.Session() for _ in range(16)]
    assert {s.get(f"{server.url}/health", timeout=10).status_code for s in sessions} == {200}


def test_an_unknown_worker_kind_stops_the_server_with_the_reason(tmp_path) -> None:
    belote = os.path.join(os.path.dirname(sys.executable), "belote")
    env = {**os.environ, "BELOTE_WORKER": "eventlet"}
    env["BELOTE_DATABASE_URL"] = f"sqlite:///{tmp_path / 'w.db'}"
    done = subprocess.run(
        [belote, "serve", "--port", "0"], env=env, capture_output=True, timeout=120
    )
    assert done.returncode != 0
    assert b"BELOTE_WORKER must be one of gevent, gthread" in done.stderr


def test_a_keep_alive_connection_is_closed_after_its_requests(
    server_factory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """So that the client reconnects, possibly to another worker (see api/cli/server.py)."""
    monkeypatch.setenv("BELOTE_REQUESTS_PER_CONNECTION", "3")
    server = server_factory(workers=2)
    with requests.Session() as session:
        answers = [session.get(f"{server.url}/health", timeout=10) for _ in range(4)]
    assert [a.status_code for a in answers] == [200] * 4
    assert [a.headers["Connection"].lower() for a in answers] == [
        "keep-alive",
        "keep-alive",
        "close",
        "keep-alive",  # a new connection
    ]

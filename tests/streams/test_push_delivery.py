"""Push delivery between real ``belote serve`` processes.

- Two instances on different ports sharing one database act as two machines
  behind a load balancer: a move taken through one reaches the streams and
  long-polls held by the other, pushed (PostgreSQL ``NOTIFY``; datagrams
  between the processes of one SQLite file). The fallback re-read is set to
  an hour, so only an announcement can deliver in time.
- Announcements lost on purpose (``BELOTE_TEST_DROP_NOTIFICATIONS_EVERY``)
  are recovered by the periodic re-read of the followed games' heads, and
  the streams stay exact: every event once, in order.
- A client holds at most ``BELOTE_MAX_WAITS_PER_CLIENT`` streams and polls
  (429 ``too_many_waits``), and one that hangs up frees its slot at once
  (keepalives an hour apart: only noticing the closed socket frees it).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

import httpx
import pytest
from streams_support import (
    Recorder,
    Server,
    create_game,
    events,
    hold_stream,
    new_player,
    play_to_the_end,
    replay_steps,
    secrets_shown,
    sit,
)

from tests.e2e.conftest import start_server, stop_server

HEURISTIC = {"bot": "heuristic"}
NO_FALLBACK = {"BELOTE_STREAM_RESYNC_SECONDS": "3600", "BELOTE_STREAM_KEEPALIVE_SECONDS": "3600"}


@pytest.fixture
def two_instances(database_url: str, tmp_path: Any) -> Any:
    """Two ``belote serve`` (one worker each) on different ports, one database."""
    started = [
        start_server(database_url, 1, tmp_path / f"instance-{i}.log", NO_FALLBACK) for i in range(2)
    ]
    yield started
    for server in started:
        stop_server(server)


def test_a_move_through_one_instance_reaches_streams_held_by_another(
    two_instances: list[Server],
) -> None:
    writer, reader = two_instances
    a, b = new_player(writer.url, "a"), new_player(writer.url, "b")
    game_id = create_game(writer.url, a, [{}, HEURISTIC, None, HEURISTIC], {"target": 100}, "2i")
    sit(writer.url, b, game_id, 2)
    streams = [
        Recorder(reader.url, game_id),
        Recorder(reader.url, game_id, seat=0, player=a),
        Recorder(reader.url, game_id, seat=2, player=b),
    ]
    for r in streams:
        r.start()
        assert r.ready.wait(30) and r.error is None, r.error
    delays: list[float] = []
    for response in play_to_the_end(writer.url, game_id, {0: a, 2: b}, random.Random(7)):
        version = int(response.headers["ETag"].strip('"'))
        answered = time.monotonic()
        for r in streams:
            # No fallback re-read for an hour: only the announcement can deliver this.
            assert r.wait_for(version, 30), f"seq {version} never reached the other instance"
        delays.append(time.monotonic() - answered)
    log = events(writer.url, game_id)
    for r in streams:
        messages = r.finish()
        assert [int(m.id or 0) for m in messages] == list(range(1, len(log) + 1))
    assert statistics.median(delays) < 1.0, sorted(delays)  # pushed, "within a second"
    leaked = check_seat_streams(streams[1:], log, {0: a.id, 2: b.id})
    assert not leaked, leaked


def check_seat_streams(
    streams: list[Recorder], log: list[dict[str, Any]], owners: dict[int, str]
) -> list[str]:
    """Every card a seat stream showed that its reader could not see at that point."""
    leaked = []
    for r in streams:
        assert r.seat is not None
        deal_before: int | None = None
        for message, (seq, state) in zip(r.messages, replay_steps(log), strict=True):
            shown = secrets_shown(message.json(), state, deal_before, owners[r.seat])
            leaked += [f"seat {r.seat} seq {seq}: {c}" for c in sorted(shown, key=str)]
            deal_before = state.deal.index if state.deal is not None else None
    return leaked


def test_a_long_poll_on_one_instance_is_woken_by_a_move_through_another(
    two_instances: list[Server],
) -> None:
    writer, reader = two_instances
    a, b = new_player(writer.url, "a"), new_player(writer.url, "b")
    game_id = create_game(writer.url, a, [{}, HEURISTIC, None, HEURISTIC], {"target": 100}, "lp")
    sit(writer.url, b, game_id, 2)
    moves = play_to_the_end(writer.url, game_id, {0: a, 2: b}, random.Random(3))
    first = next(moves)
    version = int(first.headers["ETag"].strip('"'))
    with httpx.Client(timeout=120) as client:
        # Each poll waits past the last version it saw; the other instance moves.
        poll_url = f"{reader.url}/games/{game_id}/seats/2/view"
        for response in moves:
            seen = version
            version = int(response.headers["ETag"].strip('"'))
            r = client.get(poll_url, params={"wait": 60, "after_version": seen}, headers=b.auth)
            assert r.status_code == 200, r.text
            assert r.json()["table"]["version"] > seen  # answered by the move, not by wait
            if version > 30:
                break


def test_lost_announcements_delay_but_never_lose_events(database_url: str, tmp_path: Any) -> None:
    """Every announcement is dropped: the re-read of heads (every 0.5 s here) delivers."""
    env = {
        "BELOTE_TEST_DROP_NOTIFICATIONS_EVERY": "1",
        "BELOTE_STREAM_RESYNC_SECONDS": "0.5",
        "BELOTE_STREAM_KEEPALIVE_SECONDS": "3600",
    }
    server = start_server(database_url, 2, tmp_path / "server.log", env)
    try:
        a, b = new_player(server.url, "a"), new_player(server.url, "b")
        game_id = create_game(
            server.url, a, [{}, HEURISTIC, None, HEURISTIC], {"target": 100}, "lost"
        )
        sit(server.url, b, game_id, 2)
        streams = [Recorder(server.url, game_id) for _ in range(3)]
        streams.append(Recorder(server.url, game_id, seat=2, player=b))
        for r in streams:
            r.start()
            assert r.ready.wait(30) and r.error is None, r.error
        for _ in play_to_the_end(server.url, game_id, {0: a, 2: b}, random.Random(11)):
            pass
        log = events(server.url, game_id)
        for r in streams:
            messages = r.finish(120)
            assert [int(m.id or 0) for m in messages] == list(range(1, len(log) + 1))
            assert [m.event for m in messages] == [e["type"] for e in log]
        assert not check_seat_streams(streams[3:], log, {2: b.id})
    finally:
        stop_server(server)


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_client_that_hangs_up_frees_its_stream_slot_at_once(
    database_url: str, tmp_path: Any
) -> None:
    env = {"BELOTE_MAX_WAITS_PER_CLIENT": "2", **NO_FALLBACK}
    server = start_server(database_url, 1, tmp_path / "server.log", env)
    try:
        owner = new_player(server.url)
        game_id = create_game(server.url, owner, [{}, None, None, None], {"target": 100}, "slot")
        path = f"/games/{game_id}/events/stream"
        held = [hold_stream(server, path) for _ in range(2)]
        refused = httpx.get(f"{server.url}{path}", timeout=30)
        assert refused.status_code == 429, refused.text
        assert refused.json()["code"] == "too_many_waits"
        assert refused.headers["Retry-After"].isdigit()
        held[0].close()
        # Keepalives are an hour apart: only seeing the socket close frees the slot.
        deadline = time.monotonic() + 60
        while True:
            with httpx.stream("GET", f"{server.url}{path}", timeout=30) as again:
                if again.status_code == 200:
                    break
                again.read()
                assert again.status_code == 429, again.text
            assert time.monotonic() < deadline, "the closed stream kept its slot"
        held[1].close()
    finally:
        stop_server(server)

"""``GET /games/{id}/events/stream`` through a real ``belote serve --workers 2``:
one message per event, in order, without gaps; exact resumption; keepalives.
"""

from __future__ import annotations

import itertools
import random
import time
from typing import Any

import httpx
import pytest
from streams_support import (
    Recorder,
    Server,
    create_game,
    events,
    new_player,
    play_to_the_end,
    replay_steps,
)

from botclient.sse import Comment, Message, open_stream
from domain.views import seat_view, to_jsonable

BOTS = [{}, {"bot": "heuristic"}, {"bot": "heuristic"}, {"bot": "heuristic"}]
SHORT = {"target": 100}  # one to three deals: a whole game in a few seconds


def as_log_item(message: Message) -> dict[str, Any]:
    body: dict[str, Any] = message.json()
    body.pop("view", None)
    return body


def finished_game(server: Server, seed: str) -> str:
    owner = new_player(server.url)
    game_id = create_game(server.url, owner, BOTS, SHORT, seed)
    for _ in play_to_the_end(server.url, game_id, {0: owner}, random.Random(seed)):
        pass
    return game_id


def read_all(server: Server, game_id: str, **kw: Any) -> list[Message]:
    recorder = Recorder(server.url, game_id, **kw)
    recorder.start()
    return recorder.finish()


def test_one_message_per_event_in_order_while_the_game_is_played(server2: Server) -> None:
    owner = new_player(server2.url)
    game_id = create_game(server2.url, owner, BOTS, SHORT, "delivery")
    public = Recorder(server2.url, game_id)
    private = Recorder(server2.url, game_id, seat=0, player=owner)
    for r in (public, private):
        r.start()
        assert r.ready.wait(10)
    moves = len(list(play_to_the_end(server2.url, game_id, {0: owner}, random.Random(1))))
    log = events(server2.url, game_id)
    assert moves >= 8 and len(log) >= 34  # at least one whole deal

    for recorder in (public, private):
        messages = recorder.finish()
        assert recorder.ended, "the server ends the stream after the game's last event"
        assert [m.id for m in messages] == [str(i) for i in range(1, len(log) + 1)]
        assert [m.event for m in messages] == [item["type"] for item in log]
        bodies = [as_log_item(m) for m in messages]
        log[0]["data"]["seed"] = None  # shown in the log once finished; secret when streamed
        assert bodies == log
    assert all("view" not in m.json() for m in public.messages)
    steps = replay_steps(events(server2.url, game_id))
    for message, (seq, state) in zip(private.messages, steps, strict=True):
        assert message.json()["seq"] == seq
        expected = to_jsonable(seat_view(state, 0))
        labels = {"seat_names": ["p", *["heuristic"] * 3], "seat_kinds": ["human", *["bot"] * 3]}
        assert message.json()["view"] == {**expected, **labels}


def test_resuming_a_finished_game_loses_and_repeats_nothing(server2: Server) -> None:
    game_id = finished_game(server2, "resume-finished")
    full = read_all(server2, game_id)
    n = len(full)
    for k in (0, 1, 2, n // 2, n - 1, n):
        by_header = read_all(server2, game_id, last_event_id=str(k))
        by_query = read_all(server2, game_id, params={"after": k})
        assert by_header == full[k:], k
        assert by_query == full[k:], k
    # The header is what the client really received: it wins over ?after=.
    assert read_all(server2, game_id, last_event_id="5", params={"after": 2}) == full[5:]
    assert read_all(server2, game_id, params={"after": n + 10}) == []


def test_reconnecting_mid_game_with_last_event_id_gives_the_exact_stream(server2: Server) -> None:
    owner = new_player(server2.url)
    game_id = create_game(server2.url, owner, BOTS, SHORT, "resume-live")
    rng = random.Random(7)
    pieces: list[list[Message]] = []
    last_id: str | None = None
    game = play_to_the_end(server2.url, game_id, {0: owner}, rng)
    while (moved := next(game, None)) is not None:
        table = httpx.get(f"{server2.url}/games/{game_id}", timeout=10).json()["table"]
        unread = table["version"] - int(last_id or 0)
        if unread:  # read some of what is new, then hang up
            piece = read_all(
                server2, game_id, last_event_id=last_id, stop_after=rng.randint(1, unread)
            )
            pieces.append(piece)
            last_id = piece[-1].id
        assert moved.status_code == 201
    pieces.append(read_all(server2, game_id, last_event_id=last_id))  # the rest, to the end
    assert len(pieces) > 5, "the stream was cut and resumed several times"
    resumed = [m for piece in pieces for m in piece]
    assert resumed == read_all(server2, game_id)


def test_bad_resume_points_are_problems(server2: Server) -> None:
    owner = new_player(server2.url)
    game_id = create_game(server2.url, owner, BOTS, SHORT, "bad-after")
    for params, status, code in (
        ({"after": -1}, 422, "validation_error"),
        ({"after": "x"}, 422, "validation_error"),
        ({"seat": 4}, 422, "validation_error"),
        ({"seat": -1}, 422, "validation_error"),
    ):
        r = httpx.get(f"{server2.url}/games/{game_id}/events/stream", params=params, timeout=10)
        assert r.status_code == status, r.text
        assert r.headers["Content-Type"] == "application/problem+json"
        assert r.json()["code"] == code
    r = httpx.get(f"{server2.url}/games/nope/events/stream", timeout=10)
    assert r.status_code == 404 and r.json()["code"] == "not_found"


def test_keepalive_comments_arrive_while_nothing_happens(
    server_factory: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BELOTE_STREAM_KEEPALIVE_SECONDS", "0.3")
    server = server_factory(workers=2)
    owner = new_player(server.url)
    game_id = create_game(server.url, owner, [{}, None, None, None], SHORT, "idle")
    seen: list[tuple[float, Message | Comment]] = []
    with (
        httpx.Client(base_url=server.url, timeout=httpx.Timeout(10, read=5)) as client,
        open_stream(client, f"/games/{game_id}/events/stream") as stream,
    ):
        assert stream.response.headers["Content-Type"].startswith("text/event-stream")
        assert stream.response.headers["Cache-Control"] == "no-cache"
        for item in stream:
            seen.append((time.monotonic(), item))
            if sum(isinstance(i, Comment) for _, i in seen) == 4:
                break
    assert isinstance(seen[0][1], Message) and seen[0][1].event == "GameCreated"
    comments = [(t, i) for t, i in seen if isinstance(i, Comment)]
    assert [i.text for _, i in comments] == ["keepalive"] * 4
    assert len(seen) == 5, "nothing but keepalives while the game waits"
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(comments)]
    assert all(0.2 < gap < 3 for gap in gaps), gaps


def test_seat_streams_resumed_mid_game_match_the_one_held_from_the_start(
    server_factory: Any,
) -> None:
    """One process renders each event's seat view once for all the seat's streams
    (api/live/waiting.py) and keeps the last 64; a seat stream resumed further back
    renders the older ones itself. Both kinds of resume, taken while another
    stream of the seat is held in the same (only) worker, give exactly the
    messages of the stream held from the start: views included."""
    server = server_factory(1)
    owner = new_player(server.url)
    game_id = create_game(server.url, owner, BOTS, {"target": 300}, "seat-resume")
    held = Recorder(server.url, game_id, seat=0, player=owner)
    held.start()
    assert held.ready.wait(10)
    resumed: list[tuple[int, list[Message]]] = []
    backs = (2, 30, 90)  # within and beyond the 64 messages the process keeps
    moves = play_to_the_end(server.url, game_id, {0: owner}, random.Random(3))
    for i, moved in enumerate(moves):
        assert moved.status_code == 201
        version, back = moved.json()["table"]["version"], backs[i % len(backs)]
        if version >= back:
            after = version - back
            piece = read_all(
                server, game_id, seat=0, player=owner, last_event_id=str(after), stop_after=back
            )
            resumed.append((after, piece))
    full = held.finish()
    assert {len(piece) for _, piece in resumed} == set(backs)
    for after, piece in resumed:
        assert piece == full[after : after + len(piece)], after
    assert all("view" in m.json() for m in full)

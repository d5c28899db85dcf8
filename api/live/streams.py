"""Server-Sent Events streams: opening one, where it resumes, and its one loop.

A stream holds a process stream slot and one of the client's wait slots
while it runs. Its loop sends what its source reads after the last event
sent, then waits on the feed for news (an idle stream costs no query),
sending a keep-alive comment when it has been quiet for ``keepalive`` seconds.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from flask import Response, request, stream_with_context

from api.http.input_guards import ascii_number
from api.http.problems import problem
from api.live.waiting import Feed, waiting

Read = Callable[[int], Iterator[tuple[str, int, bool]]]
"""A stream's source: from the last seq sent, the messages that follow, each chunk
with the seq it reaches and whether the log is over then."""


def open_stream(
    key: str, messages: Callable[[Feed], Iterator[str]], seat: int | None = None
) -> Response:
    """The open stream of ``key`` (a game's id, or a player's stream key), holding a
    process stream slot and one of the client's wait slots while ``messages`` runs;
    ``seat`` for a seat's stream of a game (see :meth:`~api.live.waiting.Waiting.follow`)."""
    hub, client = waiting(), request.remote_addr or ""
    refused = hub.claim(client)
    if refused is not None:
        return refused
    if not hub.streams.acquire(blocking=False):
        hub.slots.release(client)
        return problem(
            503,
            "too_many_streams",
            "this server process holds as many streams as it may; retry shortly, "
            "or long-poll the seat view with ?wait=",
            {"Retry-After": "5"},
        )
    following = hub.follow(key, seat)
    feed = following.__enter__()
    stop_watching = hub.watch_hang_up(request.environ, feed)

    def close() -> None:  # runs even if the body is never read
        stop_watching()
        following.__exit__(None, None, None)
        hub.streams.release()
        hub.slots.release(client)

    response = Response(
        stream_with_context(messages(feed)),
        mimetype="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )
    response.call_on_close(close)
    return response


def resume_point(after: int | None) -> int:
    """Where a stream starts: after ``Last-Event-ID`` if sent, else ``?after=``, else 0."""
    last_id = ascii_number(request.headers.get("Last-Event-ID", ""))
    if last_id is not None:
        return last_id  # the header wins: it is what the client really received
    return after or 0


def event_stream(feed: Feed, after: int, keepalive: float, read: Read) -> Iterator[str]:
    """The stream's text: everything ``read`` finds after ``after``, then each new
    event as it comes, until the log is over or the client hangs up."""
    seq = after  # the last event sent
    last_sent = time.monotonic()
    yield "retry: 1000\n\n"
    while True:
        over = False
        for text, reached, ended in read(seq):
            seq, over = reached, ended
            if text:
                yield text  # one write for all that is new
                last_sent = time.monotonic()
        if over:
            return
        if not feed.wait(seq, last_sent + keepalive - time.monotonic()):
            if feed.gone:
                return  # the client hung up: free its slots now
            if time.monotonic() - last_sent >= keepalive:
                yield ": keepalive\n\n"
                last_sent = time.monotonic()

"""A Server-Sent Events reader: the text/event-stream format, line by line.

``GET /games/{id}/events/stream`` is plain SSE (WHATWG HTML, "Server-sent
events"): ``field: value`` lines, a blank line ends a message, lines starting
with ``:`` are comments (the server's keepalives). The parser is separate from
the HTTP so it is tested on text; :func:`open_stream` feeds it from httpx, the
HTTP library the generated client already uses.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx


@dataclass(frozen=True, slots=True)
class Message:
    """One dispatched event: ``id`` is the last id seen (sticky, as in browsers)."""

    id: str | None
    event: str
    data: str

    def json(self) -> Any:
        return json.loads(self.data)


@dataclass(frozen=True, slots=True)
class Comment:
    """A ``:`` line; the service sends ``: keepalive`` while nothing happens."""

    text: str


@dataclass
class Parser:
    """Incremental parser; :attr:`last_id` and :attr:`retry_ms` survive reconnections.

    As in browsers, ``last_id`` (what to send as ``Last-Event-ID``) only moves
    when a block ends: an ``id:`` line of a message cut off mid-way does not count.
    """

    last_id: str | None = None
    retry_ms: int | None = None
    _id: str | None = None
    _event: str = ""
    _data: list[str] | None = None

    def __post_init__(self) -> None:
        self._id = self.last_id

    def reconnected(self) -> None:
        """Forget a message left incomplete by a dropped connection."""
        self._id, self._event, self._data = self.last_id, "", None

    def feed(self, line: str) -> Message | Comment | None:
        """One line without its end-of-line; a Message when it completes one."""
        if line == "":
            return self._dispatch()
        if line.startswith(":"):
            return Comment(line[1:].removeprefix(" "))
        name, colon, value = line.partition(":")
        if colon:
            value = value.removeprefix(" ")
        if name == "event":
            self._event = value
        elif name == "data":
            self._data = [*(self._data or []), value]
        elif name == "id" and "\0" not in value:
            self._id = value
        elif name == "retry" and value.isdigit():
            self.retry_ms = int(value)
        return None  # unknown fields are ignored, as the format requires

    def _dispatch(self) -> Message | None:
        self.last_id = self._id
        data, event = self._data, self._event
        self._data, self._event = None, ""
        if data is None:
            return None  # a block without data (e.g. only "retry:") is not a message
        return Message(self.last_id, event or "message", "\n".join(data))


def parse(lines: Iterable[str], parser: Parser | None = None) -> Iterator[Message | Comment]:
    """Messages and comments of a stream of lines, in order."""
    parser = parser or Parser()
    for line in lines:
        item = parser.feed(line)
        if item is not None:
            yield item


class EventStream:
    """An open stream: iterate it for messages and comments, in order."""

    def __init__(self, response: httpx.Response, parser: Parser) -> None:
        self.response = response
        self.parser = parser

    def __iter__(self) -> Iterator[Message | Comment]:
        return parse(self.response.iter_lines(), self.parser)


@contextmanager
def open_stream(
    client: httpx.Client,
    url: str,
    *,
    headers: dict[str, str] | None = None,
    params: dict[str, Any] | None = None,
    last_event_id: str | None = None,
    parser: Parser | None = None,
    timeout: Any = httpx.USE_CLIENT_DEFAULT,
) -> Iterator[EventStream]:
    """GET ``url`` as an event stream; raises httpx.HTTPStatusError unless 200.

    The caller owns ``client`` (its base URL, auth and timeouts: the read
    timeout should exceed the server's keepalive period so a silent dead
    connection is noticed; ``timeout`` overrides the client's for this
    request). Pass the previous ``parser`` to keep its ``last_id`` across
    reconnections.
    """
    sent = {"Accept": "text/event-stream", **(headers or {})}
    if last_event_id is not None:
        sent["Last-Event-ID"] = last_event_id
    if parser is not None:
        parser.reconnected()
    with client.stream("GET", url, headers=sent, params=params, timeout=timeout) as response:
        if response.status_code != 200:
            response.read()  # the problem+json body, for the caller's message
            raise httpx.HTTPStatusError(
                f"{response.status_code} from {url}", request=response.request, response=response
            )
        yield EventStream(response, parser or Parser())

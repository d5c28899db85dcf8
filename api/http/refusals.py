"""What gunicorn answers, before the app sees a request, as a problem like any other.

gunicorn refuses some requests itself: a request line over its limit (414),
headers over theirs (431), a malformed request (400). It writes an HTML page
for them; a client of this API should get the same ``application/problem+json``
as for every other refusal, with a stable ``code``. :func:`install` replaces
gunicorn's writer of those answers (``gunicorn.util.write_error``, which its
workers call from ``handle_error``) with :func:`write_problem`.
"""

from __future__ import annotations

import json
from http import HTTPStatus
from typing import Any

from gunicorn import util

from api.http.problems import PROBLEM_CONTENT_TYPE, TYPE_BASE

CODES = {
    400: "malformed_request",
    414: "request_line_too_long",
    431: "request_headers_too_large",
}
"""The codes of gunicorn's own refusals; any other status gets its phrase's."""


def write_problem(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    status = HTTPStatus(status_int)
    code = CODES.get(status_int, status.phrase.lower().replace(" ", "_").replace("-", "_"))
    body = json.dumps(
        {
            "type": TYPE_BASE + code,
            "title": status.phrase,
            "status": status_int,
            "detail": mesg or status.phrase,
            "code": code,
        }
    ).encode()
    head = (
        f"HTTP/1.1 {status_int} {reason}\r\n"
        "Connection: close\r\n"
        f"Content-Type: {PROBLEM_CONTENT_TYPE}\r\n"
        f"Content-Length: {len(body)}\r\n"
        "\r\n"
    )
    util.write_nonblock(sock, head.encode("latin-1") + body)


def install() -> None:
    """Make gunicorn's own refusals problems (before workers fork)."""
    util.write_error = write_problem

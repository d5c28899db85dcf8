"""Guards on what a request carries, before any handler reads it.

Every bad input must get a clear 4xx problem, never a 500. Some
inputs are refused here, once for every operation, because what would trip
on them lies below the handlers:

- a NUL character anywhere in the path or the query string: PostgreSQL text
  cannot hold one (the driver raises), and no resource name has one;
- a JSON body that Python cannot read as JSON, including an integer of more
  than 4,300 digits (CPython's limit on converting text to int raises
  ``ValueError``, not a JSON error), a nesting too deep, a lone UTF-16
  surrogate (``"\\ud800"``: no UTF-8 spelling) or a NUL character in a string;
- a chunked body that reaches the size limit (413, as with ``Content-Length``);
- a body sent with another content type (or none) to an operation that reads
  JSON: ignoring it would act on an empty body (a ``PUT …/seats/N`` meant to
  seat a bot would seat the caller), so 415 ``unsupported_media_type``.

Headers that carry numbers (``If-Match``, ``Last-Event-ID``) are parsed with
:func:`ascii_number`: only ASCII digits, and a bound on their length.
"""

from __future__ import annotations

import json
import re
from typing import Any

from flask import Flask, Response, current_app, request

from api.http.problems import problem

NUL = "\x00"
_DIGITS = re.compile(r"[0-9]+")
MAX_NUMBER = 2**63 - 1
"""Larger numbers than any version or seq (SQL's BIGINT), so they are capped to this."""


def ascii_number(text: str) -> int | None:
    """``text`` as a whole number if it is ASCII digits only, else None.

    ``str.isdigit`` also accepts superscripts and other scripts' digits, which
    ``int`` then refuses; and ``int`` refuses more than 4,300 digits. Any
    number past :data:`MAX_NUMBER` is that number: nothing is numbered so far.
    """
    text = text.strip()
    if not _DIGITS.fullmatch(text):
        return None
    return min(int(text), MAX_NUMBER) if len(text) <= 19 else MAX_NUMBER


def install(app: Flask) -> None:
    """Check every request before its handler (see the module's docstring)."""
    app.before_request(_check_request)


def _check_request() -> Response | None:
    if NUL in request.path:
        return problem(404, "not_found", "no resource has a NUL character in its path")
    for name, values in request.args.lists():
        if NUL in name or any(NUL in value for value in values):
            return problem(
                422,
                "validation_error",
                "query parameters must not contain NUL characters",
                errors={"query": {name.replace(NUL, "\\x00"): ["NUL character"]}},
            )
    if not _has_body():
        return None
    if _chunked() and _over_the_limit():
        return problem(
            413,
            "payload_too_large",
            f"the body is larger than {current_app.config['MAX_CONTENT_LENGTH']} bytes",
        )
    if request.is_json:
        return _check_json()
    if _reads_json():
        return problem(
            415,
            "unsupported_media_type",
            f"this operation reads a JSON body: send it with Content-Type: application/json, "
            f"not {request.mimetype or 'no Content-Type'}",
        )
    return None


def _has_body() -> bool:
    return _chunked() or bool(request.content_length)


def _chunked() -> bool:
    return "chunked" in request.headers.get("Transfer-Encoding", "").lower()


def _over_the_limit() -> bool:
    """Whether a chunked body reaches ``MAX_CONTENT_LENGTH``.

    With a ``Content-Length`` Werkzeug refuses a large body itself (413); a
    chunked one it only cuts at the limit, and the handler would read a
    truncated body (malformed JSON, or worse, a valid prefix). A body that
    fills the limit exactly is refused too: nothing tells it from a longer one.
    """
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    return limit is not None and len(request.get_data(cache=True)) >= limit


def _reads_json() -> bool:
    """Whether the operation of this request takes a JSON body (``@blp.arguments``)."""
    view = current_app.view_functions.get(request.endpoint or "")
    method = getattr(getattr(view, "view_class", None), request.method.lower(), None)
    arguments = getattr(method, "_apidoc", {}).get("arguments", {}).get("parameters", [])
    return any(p.get("in") == "json" for p in arguments)


def _check_json() -> Response | None:
    try:
        body = json.loads(request.get_data(cache=True))
    except (ValueError, RecursionError) as e:  # JSONDecodeError, int digits, bad UTF-8
        reason = "nested too deeply" if isinstance(e, RecursionError) else "not valid JSON"
        if isinstance(e, ValueError) and "digits" in str(e):
            reason = "a number with more than 4300 digits"
        return problem(400, "malformed_json", f"the request body is {reason}")
    try:
        bad = _bad_string(body)
    except RecursionError:
        return problem(400, "malformed_json", "the JSON body is nested too deeply")
    if bad is not None:
        return problem(
            422,
            "validation_error",
            f"JSON strings must be valid Unicode without NUL characters: {bad}",
        )
    return None


def _bad_string(value: Any) -> str | None:
    """Why a string of ``value`` (keys included) cannot be stored, or None."""
    if isinstance(value, str):
        if NUL in value:
            return "a NUL character (\\u0000)"
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return "a lone surrogate such as \\ud800"
        return None
    if isinstance(value, dict):
        items: list[Any] = [*value.keys(), *value.values()]
    elif isinstance(value, list):
        items = value
    else:
        return None
    for item in items:
        if (why := _bad_string(item)) is not None:
            return why
    return None

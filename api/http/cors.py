"""CORS (the Fetch standard's cross-origin protocol): browsers on other origins may call the API.

A front end served from another origin (a Vite dev server on ``:5173``, a
static site) may only read an answer, send ``Authorization`` or a JSON body,
or open an ``EventSource`` if the service says so in ``Access-Control-*``
headers. ``BELOTE_CORS_ORIGINS`` says which origins may:

- ``*`` (the default): any origin. Safe here because the API authenticates
  with a bearer token the page must hold and send itself, never with cookies
  or HTTP authentication the browser would attach on its own: a hostile page
  cannot act as a player it has no token for. ``Access-Control-Allow-
  Credentials`` is never sent, so browsers never attach cookies either.
- a comma-separated list of origins (``https://belote.example,
  http://localhost:5173``): only those, each answered with its own origin and
  ``Vary: Origin`` so that caches keep the answers apart.
- empty: no CORS headers at all (same-origin front ends only).

Preflights (``OPTIONS`` with ``Origin`` and ``Access-Control-Request-Method``)
are answered here, before routing, authentication or rate limits, with every
method and request header the API uses; every other answer (problem+json
errors and the event stream included) gets the ``Access-Control-Allow-Origin``
and ``Access-Control-Expose-Headers`` that let scripts read it.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import Flask, Response, request

METHODS = ("GET", "HEAD", "POST", "PUT", "DELETE")
"""Every method a route of the API answers."""

REQUEST_HEADERS = (
    "Authorization",
    "Content-Type",  # application/json and text/x-belote are not "simple" types
    "If-Match",
    "If-None-Match",
    "Idempotency-Key",
    "Last-Event-ID",  # EventSource sends it when it reconnects
)
"""Request headers a client of the API sends beyond the CORS-safelisted ones."""

EXPOSED_HEADERS = (
    "ETag",
    "X-Pagination",
    "Retry-After",
    "Idempotent-Replayed",
    "Location",
    "WWW-Authenticate",
)
"""Response headers scripts may read (besides the safelisted Content-Type and the like)."""

PREFLIGHT_MAX_AGE_SECONDS = 600  # browsers cache a preflight this long (Chromium caps it at 2 h)


class CorsConfigError(ValueError):
    """``BELOTE_CORS_ORIGINS`` holds something that is not an origin."""


@dataclass(frozen=True, slots=True)
class CorsPolicy:
    """Which origins may read the API's answers: all of them, some, or none."""

    any_origin: bool
    origins: frozenset[str]

    @classmethod
    def parse(cls, setting: str) -> CorsPolicy:
        """``*``, a comma list of ``scheme://host[:port]`` origins, or empty (none)."""
        items = [item.strip() for item in setting.split(",") if item.strip()]
        if "*" in items:
            if len(items) > 1:
                raise CorsConfigError(
                    f"BELOTE_CORS_ORIGINS: '*' cannot be listed with origins: {setting!r}"
                )
            return cls(any_origin=True, origins=frozenset())
        for origin in items:
            scheme, sep, rest = origin.partition("://")
            if not sep or scheme not in ("http", "https") or not rest or "/" in rest:
                raise CorsConfigError(
                    f"BELOTE_CORS_ORIGINS: {origin!r} is not an origin such as https://example.org"
                    " (scheme, host and optional port, no path)"
                )
        return cls(any_origin=False, origins=frozenset(o.lower() for o in items))

    def allowed(self, origin: str | None) -> str | None:
        """The ``Access-Control-Allow-Origin`` value for a request from ``origin``, or None."""
        if self.any_origin:
            return "*"
        if origin is not None and origin.lower() in self.origins:
            return origin
        return None


def install(app: Flask) -> None:
    """Answer preflights and label every response, per ``app.config["CORS_ORIGINS"]``."""
    policy = CorsPolicy.parse(app.config["CORS_ORIGINS"])
    if not policy.any_origin and not policy.origins:
        return
    app.extensions["belote_cors"] = policy

    def preflight() -> Response | None:
        origin = request.headers.get("Origin")
        if (
            request.method != "OPTIONS"
            or origin is None
            or "Access-Control-Request-Method" not in request.headers
        ):
            return None
        allow = policy.allowed(origin)
        if allow is None:
            return None  # Flask's own OPTIONS answer, without CORS headers: the browser refuses
        response = Response(status=204)
        response.headers["Access-Control-Allow-Origin"] = allow
        response.headers["Access-Control-Allow-Methods"] = ", ".join(METHODS)
        # Listed, not "*": a wildcard never covers Authorization (Fetch standard).
        response.headers["Access-Control-Allow-Headers"] = ", ".join(REQUEST_HEADERS)
        response.headers["Access-Control-Max-Age"] = str(PREFLIGHT_MAX_AGE_SECONDS)
        if not policy.any_origin:
            response.vary.add("Origin")
        return response

    def label(response: Response) -> Response:
        if "Access-Control-Allow-Origin" in response.headers:
            return response  # a preflight answered above
        if not policy.any_origin:
            response.vary.add("Origin")  # the answer depends on Origin, even when refused
        allow = policy.allowed(request.headers.get("Origin"))
        if allow is not None:
            response.headers["Access-Control-Allow-Origin"] = allow
            response.headers["Access-Control-Expose-Headers"] = ", ".join(EXPOSED_HEADERS)
        return response

    # before_request functions run in the order they were added: install this
    # first, so that a preflight never reaches the rate limits or idempotency.
    app.before_request(preflight)
    app.after_request(label)

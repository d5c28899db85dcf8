"""The reference web table (``web/``), served at ``/`` by ``belote serve``.

The table is a static front end built from ``web/src`` into ``web/dist`` (the
built files are committed, so no Node is needed to serve it). It talks to the
service only through the public API, like any third-party front end; this
module only hands out its files. The API routes, ``/docs`` and
``/openapi.json`` stay where they are.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, send_from_directory

WEB_DIST = Path(__file__).resolve().parents[2] / "web" / "dist"

blp = Blueprint("web", __name__)


# The page's own addresses (web/src/lib/route.ts): each answers the page, so a
# reload or a shared link opens that screen. None of them is an API path.
@blp.get("/")
@blp.get("/play/<game_id>")
@blp.get("/join/<game_id>/<int:seat>")
@blp.get("/tables")
@blp.get("/daily")
@blp.get("/daily/<day>")
@blp.get("/help")
def index(**_: object) -> Response:
    return _send("index.html")


@blp.get("/web/<path:name>")
def asset(name: str) -> Response:
    return _send(name)


def _send(name: str) -> Response:
    # max_age=0: browsers revalidate (ETag), so a new build is picked up at once.
    response = send_from_directory(WEB_DIST, name, max_age=0)
    response.headers["X-Content-Type-Options"] = "nosniff"
    # No site may frame the table (clickjacking a seated player's clicks);
    # X-Frame-Options for browsers that predate frame-ancestors.
    response.headers["Content-Security-Policy"] = "frame-ancestors 'none'"
    response.headers["X-Frame-Options"] = "DENY"
    # Said by Cache-Control already, or of no use to a page's own files: fewer bytes.
    for redundant in ("Content-Disposition", "Expires"):
        response.headers.pop(redundant, None)
    return response

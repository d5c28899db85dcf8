"""Running the app under gunicorn from ``belote serve --workers N``."""

from __future__ import annotations

import sys
from typing import Any

from gunicorn.app.base import BaseApplication
from gunicorn.workers import gthread

from api.app import env_int

REQUESTS_PER_CONNECTION = 100
"""Default of ``BELOTE_REQUESTS_PER_CONNECTION``: requests a keep-alive connection serves."""


class ThreadWorker(gthread.ThreadWorker):  # type: ignore[misc]
    """gunicorn's gthread worker, closing a connection after ``requests_per_connection``.

    A keep-alive connection stays with the worker that accepted it, so a few
    busy clients can end up on one worker while another idles. Closing it
    now and then (``Connection: close``, as Apache does after 100 requests)
    makes the client reconnect, and the kernel deals the new connection to
    any worker's socket.
    """

    requests_per_connection = REQUESTS_PER_CONNECTION

    def handle_request(self, req: Any, conn: Any) -> Any:
        conn.belote_served = getattr(conn, "belote_served", 0) + 1
        if conn.belote_served >= self.requests_per_connection:
            req.must_close = True
        return super().handle_request(req, conn)


class _Gunicorn(BaseApplication):  # type: ignore[misc]
    def __init__(self, options: dict[str, Any]) -> None:
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        # Each worker builds its own app (and database pool) after the fork.
        from api.app import create_app, serve_config

        return create_app(serve_config())


def run_gunicorn(host: str, port: int, workers: int, threads: int) -> None:
    """gthread workers: a held long-poll or stream ties up a thread, not a process."""
    # Read before the fork: a malformed value stops the server, not each worker.
    # 0 keeps connections open for as long as the client wants.
    limit = env_int("BELOTE_REQUESTS_PER_CONNECTION", REQUESTS_PER_CONNECTION)
    ThreadWorker.requests_per_connection = limit or sys.maxsize
    _Gunicorn(
        {
            "bind": f"{host}:{port}",
            "workers": workers,
            "worker_class": "api.server.ThreadWorker",
            "threads": threads,
            "timeout": 120,
            "graceful_timeout": 10,
            "accesslog": None,
            # One listening socket per worker: Linux then spreads connections
            # evenly, where a shared socket lets one worker take them all.
            "reuse_port": sys.platform == "linux",
        }
    ).run()

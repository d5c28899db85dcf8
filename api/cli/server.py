"""How ``belote serve`` runs the app: gunicorn with gevent workers.

The serving model. A live table is four players plus spectators and bots,
each holding an event stream (or a long-poll) for the whole game, idle
nearly all the time. What an idle connection costs decides capacity:

- gunicorn's ``sync`` worker serves one request at a time: it cannot stream.
- ``gthread`` ties a thread to each open
  stream: 32 threads a worker meant a few dozen streams a process.
- **gevent** (chosen): every connection is a greenlet, a few kilobytes; a
  waiting stream or long-poll is parked on an event (``api/live/waiting.py``) and
  its socket, costing no thread, no CPU and no query. One process holds
  thousands of them. ``monkey.patch_all()`` (run by the worker before the app
  is imported) makes ``threading``, ``socket``, ``select`` and ``time.sleep``
  cooperative, so Flask, SQLAlchemy's pool (its queue and locks become gevent
  ones) and psycopg 3 (its waits go through the patched ``select.poll``, see
  :func:`_green_psycopg`) need no change. SQLite calls are C and do not yield,
  but each takes well under a millisecond. Plain requests are as fast as
  under gthread on a quiet machine, but degrade faster when the machine is
  loaded (README "API speed": about 2x; a worker starved of CPU stalls as
  a whole; waiting for the SQLite writers' lock does not, see
  ``persistence/db.py``). Holding live tables is what this service is for,
  so gevent is the default; ``BELOTE_WORKER=gthread`` keeps the threaded
  worker (32 threads) for a deployment that serves plain requests above
  all, where each open stream or long-poll holds a thread again.

Each worker listens on its own ``SO_REUSEPORT`` socket (Linux) and closes a
keep-alive connection after ``BELOTE_REQUESTS_PER_CONNECTION`` requests, so
connections spread over the workers. A worker accepts up to
``BELOTE_MAX_STREAMS`` + 1,000 connections; the open-file limit is raised to
its hard limit by ``belote serve`` (each connection is a file descriptor).
Each worker also keeps its thousands of long-lived waiters out of the
garbage collector's full passes (``api/live/collector.py``).
"""

from __future__ import annotations

import os
import resource
import sys
import weakref
from typing import Any

import gevent
from gunicorn.app.base import BaseApplication
from gunicorn.workers import ggevent, gthread

from api.http import refusals
from api.http.app import env_int
from api.live import collector
from api.live.waiting import MAX_STREAMS

REQUESTS_PER_CONNECTION = 100
"""Default of ``BELOTE_REQUESTS_PER_CONNECTION``: requests a keep-alive connection serves."""

SPARE_CONNECTIONS = 1000
"""Connections a worker accepts beyond its streams, for ordinary requests."""

THREADS = 32
"""Threads of a gthread worker (``BELOTE_WORKER=gthread``)."""

WORKERS = {"gevent": "api.cli.server.GeventWorker", "gthread": "api.cli.server.ThreadWorker"}
"""``BELOTE_WORKER``: the gunicorn worker class."""


class GeventWorker(ggevent.GeventWorker):  # type: ignore[misc]
    """gunicorn's gevent worker, closing a connection after ``requests_per_connection``.

    A keep-alive connection stays with the worker that accepted it, so a few
    busy clients can end up on one worker while another idles. Closing it
    now and then (``Connection: close``, as Apache does after 100 requests)
    makes the client reconnect, and the kernel deals the new connection to
    any worker's socket.
    """

    requests_per_connection = REQUESTS_PER_CONNECTION

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._served: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()

    def patch(self) -> None:
        # gevent records where each greenlet was spawned (ten frames, for debugging
        # tools): some thirty objects and a stack walk for every connection.
        gevent.config.track_greenlet_tree = False
        super().patch()  # gevent's monkey.patch_all(), before the app is loaded
        _green_psycopg()

    def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> Any:
        served = self._served.get(sock, 0) + 1
        self._served[sock] = served
        if served >= self.requests_per_connection:
            req.must_close = True
        return super().handle_request(listener_name, req, sock, addr)


class ThreadWorker(gthread.ThreadWorker):  # type: ignore[misc]
    """gunicorn's gthread worker (``BELOTE_WORKER=gthread``), closing connections likewise.

    Faster than gevent for plain requests in ``bench/api.py`` on this machine,
    but each open stream or pending long-poll holds one of its threads.
    """

    requests_per_connection = REQUESTS_PER_CONNECTION

    def handle_request(self, req: Any, conn: Any) -> Any:
        conn.belote_served = getattr(conn, "belote_served", 0) + 1
        if conn.belote_served >= self.requests_per_connection:
            req.must_close = True
        return super().handle_request(req, conn)


def _green_psycopg() -> None:
    """Make psycopg 3 wait through the (now patched) ``select.poll``.

    psycopg picks its wait function when first imported, and picks a C one
    that blocks the whole process unless gevent has patched ``select`` by
    then. ``belote serve`` migrates the database before forking, so psycopg
    may already be imported: choose again, as psycopg would have.
    """
    waiting = sys.modules.get("psycopg.waiting")
    if waiting is not None:
        waiting.wait = waiting.wait_poll


class _Gunicorn(BaseApplication):  # type: ignore[misc]
    def __init__(self, options: dict[str, Any], gc_full_seconds: int) -> None:
        self.options = options
        self.gc_full_seconds = gc_full_seconds
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        # Each worker builds its own app (and database pool) after the fork and the patching.
        from api.http.app import create_app, serve_config

        app = create_app(serve_config())
        collector.start(self.gc_full_seconds)  # see api/live/collector.py
        return app


def raise_open_file_limit() -> int:
    """Raise this process's soft open-file limit to its hard limit; returns the new limit.

    Workers inherit it. Every connection is a file descriptor, and the usual
    soft limit (1,024) would refuse connections long before 5,000 streams.
    """
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or soft < hard:
        target = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return soft


def run_gunicorn(host: str, port: int, workers: int) -> None:
    """gevent workers: a held long-poll or stream costs a greenlet, not a thread."""
    refusals.install()  # gunicorn's own 400/414/431 answers are problems too
    # Read before the fork: a malformed value stops the server, not each worker.
    # 0 keeps connections open for as long as the client wants.
    limit = env_int("BELOTE_REQUESTS_PER_CONNECTION", REQUESTS_PER_CONNECTION)
    GeventWorker.requests_per_connection = limit or sys.maxsize
    ThreadWorker.requests_per_connection = limit or sys.maxsize
    connections = env_int("BELOTE_MAX_STREAMS", MAX_STREAMS) + SPARE_CONNECTIONS
    gc_full_seconds = env_int("BELOTE_GC_FULL_SECONDS", int(collector.FULL_SECONDS))
    kind = os.environ.get("BELOTE_WORKER", "gevent").strip() or "gevent"
    if kind not in WORKERS:
        raise ValueError(f"BELOTE_WORKER must be one of {', '.join(WORKERS)}, not {kind!r}")
    _Gunicorn(
        {
            "bind": f"{host}:{port}",
            "workers": workers,
            "worker_class": WORKERS[kind],
            "threads": THREADS,
            "worker_connections": connections,
            "backlog": 4096,
            "timeout": 120,
            # Also how long a new connection may take to send its first request:
            # under load a worker may not read it for a while (gunicorn's 2 s
            # default then resets connections whose request already arrived).
            "keepalive": 15,
            "graceful_timeout": 10,
            "accesslog": None,
            # One listening socket per worker: Linux then spreads connections
            # evenly, where a shared socket lets one worker take them all.
            "reuse_port": sys.platform == "linux",
        },
        gc_full_seconds,
    ).run()

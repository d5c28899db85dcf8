"""Garbage collection in a server process that holds thousands of waiters.

CPython's cyclic collector stops the whole process while it runs, and a full
collection looks at every object it tracks. A ``belote serve`` worker holding
4,000 waiters (open streams and pending long-polls) tracks some 670,000
objects, about 130 a waiter (its greenlet, request, frames and closures);
with 10,000 waiters one full collection stopped the worker for 0.3 to 3 s
(``gc_pause_ms_max`` of ``bench/streams.py``), and every stream, long-poll
and move of the process waited for it.

Waiters live long and leave almost no cyclic garbage when they end (about
one object per finished request: measured with ``gc.collect()`` after 300
plain views, 300 long-polls and 300 streams). So every ``freeze_seconds``
the worker moves every object it has out of the collector's sight
(:func:`gc.freeze`, which costs nothing): later collections look only at
what is newer, and stay short however many waiters the process holds. Cycles
among frozen objects are reclaimed by one full collection every
``full_seconds`` (``BELOTE_GC_FULL_SECONDS``, default 900; 0 turns the whole
policy off and leaves Python's own).
"""

from __future__ import annotations

import gc
import logging
import threading
import time

FREEZE_SECONDS = 1.0
"""How often young survivors are moved out of the collector's sight."""

FULL_SECONDS = 900.0
"""Default of ``BELOTE_GC_FULL_SECONDS``: how often frozen objects are collected again."""

log = logging.getLogger(__name__)


def start(full_seconds: float = FULL_SECONDS, freeze_seconds: float = FREEZE_SECONDS) -> bool:
    """Run the policy in a background thread (a greenlet under gevent); False if it is off."""
    if full_seconds <= 0:
        return False
    threading.Thread(
        target=_run, args=(full_seconds, freeze_seconds), name="belote-collector", daemon=True
    ).start()
    return True


def _run(full_seconds: float, freeze_seconds: float) -> None:
    last_full = time.monotonic()
    while True:
        time.sleep(freeze_seconds)
        if time.monotonic() - last_full >= full_seconds:
            started = time.perf_counter()
            gc.unfreeze()
            found = gc.collect()
            last_full = time.monotonic()
            log.info(
                "full collection: %d unreachable objects in %.0f ms",
                found,
                (time.perf_counter() - started) * 1000,
            )
        gc.freeze()  # cyclic garbage frozen with them waits for the next full collection

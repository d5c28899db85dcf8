"""api/live/collector.py: objects are frozen out of the collector's passes, and cycles among
them are still reclaimed by the periodic full collection (run in a child process: the
policy changes the interpreter's global collector state)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import gc, sys, time, weakref
    from api.live import collector

    class Node:
        pass

    def cycle():
        a, b = Node(), Node()
        a.other, b.other = b, a
        return weakref.ref(a)

    gc.disable()  # only the policy collects here
    assert collector.start(full_seconds=0) is False  # 0: Python's own collection
    assert gc.get_freeze_count() == 0
    collector.start(full_seconds=1.0, freeze_seconds=0.05)
    garbage = cycle()  # unreachable at once, but only a collection can free a cycle
    time.sleep(0.3)
    frozen = gc.get_freeze_count()
    gc.collect()  # an ordinary full collection no longer sees frozen objects
    alive_after_ordinary = garbage() is not None
    deadline = time.monotonic() + 10
    while garbage() is not None and time.monotonic() < deadline:
        time.sleep(0.05)
    print(frozen, alive_after_ordinary, garbage() is None)
    """
)


def test_frozen_cycles_are_reclaimed_by_the_full_collection() -> None:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    frozen, alive_after_ordinary, reclaimed = out.stdout.split()
    assert int(frozen) > 1000  # the interpreter's objects, out of the collector's sight
    assert alive_after_ordinary == "True"  # frozen: a plain gc.collect() skips it
    assert reclaimed == "True"  # the policy's full collection frees it

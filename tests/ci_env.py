"""Whether the tests run under CI: the one place that reads the ``CI`` variable.

CI services set ``CI=true`` (some spell it ``True``); any capitalisation of
``true`` counts, so that hypothesis's derandomised profile, the required
PostgreSQL server, the required node toolchain and the required shared rule
book (``../shared``) all switch on together.
"""

from __future__ import annotations

import os


def under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() == "true"

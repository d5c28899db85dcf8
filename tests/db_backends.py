"""The two supported databases as fixture parameters, and a fresh empty one of each.

A module of its own (not ``conftest``) so that test modules can import it:
``from conftest import …`` finds whichever ``conftest`` comes first on the path.
The ``postgres_admin`` fixture it uses is the root ``conftest.py``'s.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy import Engine, text

BACKENDS = [
    pytest.param("sqlite", marks=pytest.mark.sqlite),
    pytest.param("postgresql", marks=pytest.mark.postgresql),
]
"""The two supported databases, as fixture parameters (for :func:`fresh_database`)."""


@contextmanager
def fresh_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A fresh empty database of the kind ``request.param`` names (``sqlite`` or
    ``postgresql``), removed on exit: for fixtures of any scope."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'belote.db'}"
        return
    admin: Engine = request.getfixturevalue("postgres_admin")
    name = f"belote_test_{os.getpid()}_{secrets.token_hex(4)}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield admin.url.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))

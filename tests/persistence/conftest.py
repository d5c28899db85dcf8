"""Fixtures of the persistence tests, on top of ``database_url`` and
``empty_database_url`` (tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine

from persistence.db import make_engine
from persistence.store import GameStore


@pytest.fixture
def bare_engine(empty_database_url: str) -> Iterator[Engine]:
    """An engine on a fresh empty database (no migration run)."""
    engine = make_engine(empty_database_url)
    yield engine
    engine.dispose()


@pytest.fixture
def engine(database_url: str) -> Iterator[Engine]:
    """An engine on a database of the test's own, migrated to head."""
    engine = make_engine(database_url)
    yield engine
    engine.dispose()


@pytest.fixture
def store(engine: Engine) -> GameStore:
    return GameStore(engine)

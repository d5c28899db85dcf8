"""Fixtures of the persistence tests, on top of ``database_url`` (tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine

from persistence.db import make_engine, upgrade
from persistence.store import GameStore


@pytest.fixture
def bare_engine(database_url: str) -> Iterator[Engine]:
    """An engine on the fresh empty database (no migration run)."""
    engine = make_engine(database_url)
    yield engine
    engine.dispose()


@pytest.fixture
def engine(bare_engine: Engine) -> Engine:
    """An engine on a fresh database migrated to head."""
    upgrade(bare_engine)
    return bare_engine


@pytest.fixture
def store(engine: Engine) -> GameStore:
    return GameStore(engine)

"""Fixtures of the API tests: an app on each backend of ``database_url``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from api_support import Caller, Harness
from flask import Flask
from flask.testing import FlaskClient

from api.http.app import create_app


@pytest.fixture
def app(database_url: str) -> Iterator[Flask]:
    # Rate limits are not under test here; a test may write a few hundred times.
    app = create_app(
        {"DATABASE_URL": database_url, "RATE_LIMIT_WRITES": "off", "RATE_LIMIT_ANONYMOUS": "off"}
    )
    yield app
    app.extensions["belote"].store.engine.dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def harness(app: Flask) -> Harness:
    """Every request through it is checked (schemas, problems, hidden cards, seeds)."""
    return Harness(app)


@pytest.fixture
def alice(harness: Harness) -> Caller:
    return harness.player("Alice")


@pytest.fixture
def bob(harness: Harness) -> Caller:
    return harness.player("Bob")


@pytest.fixture
def anon(harness: Harness) -> Caller:
    return harness.anonymous()

"""Shared fixtures: ``database_url`` gives each test a fresh, empty database.

It is parametrized over the two supported backends:

- ``sqlite``: a new file in the test's temporary directory;
- ``postgresql``: a new uniquely named database created on the server of
  ``BELOTE_TEST_POSTGRES_URL`` (default
  ``postgresql+psycopg://postgres@127.0.0.1:5432/test``, used only as the
  maintenance connection) and dropped after the test.

If PostgreSQL cannot be reached its tests are skipped with the reason, unless
``CI=true`` or ``BELOTE_REQUIRE_POSTGRES=1``, where they fail instead: a CI run
must not go green by silently testing one backend. ``-m "not postgresql"``
deselects them on purpose.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from ci_env import under_ci
from db_backends import BACKENDS, fresh_database
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import settings
from sqlalchemy import Engine, create_engine, make_url, text

DEFAULT_POSTGRES_ADMIN_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"

# CI explores the same examples on every run, so a red CI always means a
# change broke something; local runs keep exploring new random examples.
settings.register_profile("ci", derandomize=True, print_blob=True)
if under_ci():
    settings.load_profile("ci")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "postgresql: runs against a PostgreSQL server")
    config.addinivalue_line("markers", "sqlite: runs against an SQLite file")


@pytest.fixture(scope="session", autouse=True)
def rate_limits_off() -> Iterator[None]:
    """Tests race and hammer the API on purpose: rate limits are off for every app
    and ``belote serve`` they start, unless a test turns them on itself
    (``tests/production/test_rate_limits.py`` does, through config or env)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BELOTE_RATE_LIMIT_WRITES", "off")
        patch.setenv("BELOTE_RATE_LIMIT_ANONYMOUS", "off")
        yield


def postgres_required() -> bool:
    return under_ci() or os.environ.get("BELOTE_REQUIRE_POSTGRES") == "1"


@pytest.fixture(scope="session")
def postgres_admin() -> Iterator[Engine]:
    """An AUTOCOMMIT engine on the maintenance database, or skip/fail."""
    url = os.environ.get("BELOTE_TEST_POSTGRES_URL", DEFAULT_POSTGRES_ADMIN_URL)
    shown = make_url(url).render_as_string(hide_password=True)
    try:
        engine = create_engine(
            url, isolation_level="AUTOCOMMIT", connect_args={"connect_timeout": 5}
        )
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as e:  # driver missing, server down, auth refused, ...
        first_line = (str(e).splitlines() or [""])[0]
        reason = (
            f"PostgreSQL tests skipped: cannot connect to {shown}: {type(e).__name__}: {first_line}"
        )
        if postgres_required():
            pytest.fail(
                f"PostgreSQL is required here (CI=true or BELOTE_REQUIRE_POSTGRES=1) "
                f"but {reason.split(': ', 1)[1]}",
                pytrace=False,
            )
        pytest.skip(reason)
    yield engine
    engine.dispose()


@pytest.fixture(params=BACKENDS)
def database_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The URL of a fresh empty database (no tables), removed after the test."""
    with fresh_database(request, tmp_path_factory) as url:
        yield url


@pytest.fixture
def app(database_url: str) -> Iterator[Flask]:
    """The service on a fresh database (SQLite, then PostgreSQL)."""
    from api.http.app import create_app

    app = create_app({"DATABASE_URL": database_url})
    yield app
    app.extensions["belote"].store.engine.dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()

"""Shared fixtures: ``database_url`` gives each test a database of its own, migrated
to head and holding nothing; ``empty_database_url`` one without any table, for
the tests of migrations themselves.

Both are parametrized over the two supported backends:

- ``sqlite``: a file in the test's temporary directory;
- ``postgresql``: a uniquely named database on the server of
  ``BELOTE_TEST_POSTGRES_URL`` (default
  ``postgresql+psycopg://postgres@127.0.0.1:5432/test``, used only as the
  maintenance connection).

The session migrates once into a template and copies it (``tests/db_backends.py``).

If PostgreSQL cannot be reached its tests are skipped with the reason, unless
``CI=true`` or ``BELOTE_REQUIRE_POSTGRES=1``, where they fail instead: a CI run
must not go green by silently testing one backend. ``-m "not postgresql"``
deselects them on purpose.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from ci_env import under_ci
from db_backends import (
    BACKENDS,
    PostgresCopies,
    fresh_database,
    migrate_sqlite_template,
    migrated_database,
)
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
    for lane, what in LANES.items():
        config.addinivalue_line("markers", f"{lane}: {what}")


# The lanes (docs/testing.md), marked here by folder, fixture and module rather
# than in each test; `slow` is also marked by hand on single long tests.
LANES = {
    "browser": "drives a real browser (Debian's Chromium): tests/browser",
    "live": "starts real servers (belote serve processes) and talks HTTP to them",
    "packaging": "builds, installs or generates packages: the clients, their generators, tsc",
    "slow": "long-running property or end-to-end tests",
}
TESTS = Path(__file__).resolve().parent
BROWSER_FOLDERS = ("browser",)
# Fixtures that start `belote serve` (anything depending on them does too) ...
LIVE_FIXTURES = {"server_factory", "service", "live_server", "server2", "two_instances"}
# ... and the launchers a module may call itself, by the name it imports them under.
LIVE_LAUNCHERS = {"start_server", "serve"}
# Modules that run `belote serve` through a subprocess of their own.
LIVE_MODULES = {"cli/test_cli.py"}
PACKAGING_FIXTURES = {"node_package", "belote_client_package"}
PACKAGING_MODULES = {"clients/test_packaging.py", "clients/test_generated_up_to_date.py"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for lane in lanes_of(item):
            item.add_marker(lane)


def lanes_of(item: pytest.Item) -> set[str]:
    """The lanes ``item`` belongs to, from where it is and what it uses."""
    where = item.path.relative_to(TESTS).as_posix() if item.path.is_relative_to(TESTS) else ""
    fixtures = set(getattr(item, "fixturenames", ()))
    module = vars(getattr(item, "module", None) or object())
    lanes = set()
    if where.split("/", 1)[0] in BROWSER_FOLDERS:
        lanes.add("browser")
    if (
        fixtures & LIVE_FIXTURES
        or any(callable(module.get(name)) for name in LIVE_LAUNCHERS)
        or where in LIVE_MODULES
    ):
        lanes.add("live")
    if fixtures & PACKAGING_FIXTURES or where in PACKAGING_MODULES:
        lanes.add("packaging")
    return lanes


@pytest.fixture(scope="session", autouse=True)
def rate_limits_off() -> Iterator[None]:
    """Tests race and hammer the API on purpose: rate limits are off for every app
    and ``belote serve`` they start, unless a test turns them on itself
    (``tests/production/test_rate_limits.py`` does, through config or env)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BELOTE_RATE_LIMIT_WRITES", "off")
        patch.setenv("BELOTE_RATE_LIMIT_ANONYMOUS", "off")
        for cap in ("WAITING", "CLOCKED"):  # tests/tables/test_tables_caps.py sets its own
            patch.setenv(f"BELOTE_{cap}_TABLES_PER_PLAYER", "0")
            patch.setenv(f"BELOTE_{cap}_TABLES_PER_ADDRESS", "0")
        yield


@pytest.fixture(scope="session", autouse=True)
def runtime_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """gunicorn's control socket goes to ``$XDG_RUNTIME_DIR`` (else ``~/.gunicorn``):
    a directory of this worker's own, so that servers of parallel workers do not
    take each other's socket (nor write into the home directory)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_RUNTIME_DIR", str(tmp_path_factory.mktemp("runtime")))
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


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An SQLite file migrated to head, that tests copy and never open."""
    return migrate_sqlite_template(tmp_path_factory.mktemp("template") / "belote.db")


@pytest.fixture(scope="session")
def postgres_copies(postgres_admin: Engine) -> Iterator[PostgresCopies]:
    """This process's PostgreSQL template, migrated to head, and its copies."""
    copies = PostgresCopies(postgres_admin)
    yield copies
    copies.close()


@pytest.fixture(params=BACKENDS)
def database_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The URL of a database of this test's own, migrated to head and holding nothing."""
    with migrated_database(request, tmp_path_factory) as url:
        yield url


@pytest.fixture(params=BACKENDS)
def empty_database_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The URL of a fresh database without any table (never migrated), removed after
    the test: for the tests of migrations."""
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

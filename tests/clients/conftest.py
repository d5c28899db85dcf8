"""Fixtures for the generated clients: the Python package, the Node package, a live server.

The Python client (``openapi/clients/python``) is its own installable package,
not part of ``belote-service``; ``belote_client_package`` pip-installs it
(editable) into the test venv the first time it is needed, so the README's
test command works from a fresh clone without naming it.

The TypeScript client needs node and npm. Without them its tests skip with the
reason, except under ``CI=true``, where they fail: a CI run must not go green
by silently not testing a client.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from ci_env import under_ci

from api.cli.codegen import ClientPaths, CodegenError, ensure_node_modules, node_available
from tests.e2e.conftest import Server, start_server, stop_server
from tests.workers import one_at_a_time

ROOT = Path(__file__).resolve().parents[2]
PATHS = ClientPaths(ROOT / "openapi")


@pytest.fixture(scope="session")
def client_paths() -> ClientPaths:
    return PATHS


@pytest.fixture(scope="session")
def belote_client_package() -> ModuleType:
    """``belote_client`` from the committed ``openapi/clients/python``, installed if missing."""
    with one_at_a_time("client-pip-install"):  # one worker installs, the others then find it
        return _installed_belote_client()


def _installed_belote_client() -> ModuleType:
    try:
        return _committed_belote_client()
    except ModuleNotFoundError:
        pass
    install = [sys.executable, "-m", "pip", "install", "-q", "-e", str(PATHS.python)]
    result = subprocess.run(install, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        pytest.fail(f"cannot install the Python client ({' '.join(install)}):\n{result.stderr}")
    # The editable install's .pth file is read at the next interpreter start;
    # this one needs the same directory on its path now.
    sys.path.append(str(PATHS.python))
    importlib.invalidate_caches()
    return _committed_belote_client()


def _committed_belote_client() -> ModuleType:
    module = importlib.import_module("belote_client")
    location = Path(module.__file__ or "").resolve()
    if not location.is_relative_to(PATHS.python.resolve()):
        pytest.fail(f"belote_client is imported from {location}, not from {PATHS.python}")
    return module


@pytest.fixture(scope="session")
def node_package() -> Path:
    """``openapi/clients/typescript`` with its locked dev tools installed (``npm ci``)."""
    if not node_available():
        reason = "TypeScript client tests need node 20+ and npm on PATH (under CI=true: a failure)"
        if under_ci():
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    try:
        with one_at_a_time("client-npm-ci"):  # workers in parallel would install over each other
            ensure_node_modules(PATHS.typescript)
    except CodegenError as e:
        pytest.fail(str(e), pytrace=False)
    return PATHS.typescript


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[Server]:
    """A real ``belote serve`` on a free port, over an SQLite file (clients never see the store)."""
    server = start_server(f"sqlite:///{tmp_path / 'clients.db'}", 1, tmp_path / "server.log")
    yield server
    stop_server(server)

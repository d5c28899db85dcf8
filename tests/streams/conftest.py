"""Fixtures of the stream and external-bot tests: real ``belote serve`` processes
(the helpers of ``tests/e2e/conftest.py``), and the generated Python client that
``belote bot`` is built on (``tests/clients/conftest.py`` installs it if missing).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.clients.conftest import belote_client_package
from tests.e2e.conftest import Server, server_factory, start_server, stop_server

__all__ = ["belote_client_package", "server_factory"]  # fixtures, for the tests here


@pytest.fixture(scope="module")
def server2(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One ``belote serve --workers 2`` (gunicorn gthread) on SQLite, shared by a module.

    Keepalives every second: a stream whose client hung up notices it at its
    next write, so the server stops quickly at the end of the module.
    """
    tmp: Path = tmp_path_factory.mktemp("serve")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("BELOTE_STREAM_KEEPALIVE_SECONDS", "1")
        server = start_server(f"sqlite:///{tmp / 'streams.db'}", 2, tmp / "server.log")
    yield server
    stop_server(server)

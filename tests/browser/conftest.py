"""A real browser (Debian's Chromium, driven by Playwright), ``belote serve``, a page server.

The browser is the distribution's ``/usr/bin/chromium`` (``apt-get install
chromium``; ``.ci/run`` installs it); Playwright is told where it is and never
downloads one. Without Chromium or Playwright these tests skip with the reason,
except under ``CI=true`` (any case), where they fail: a CI run must not go
green by silently not testing the browser.
"""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from tests.ci_env import under_ci
from tests.e2e.conftest import Server, start_server, stop_server

CHROMIUM = os.environ.get("BELOTE_TEST_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def browser_required() -> bool:
    return under_ci()


def _unavailable(reason: str) -> None:
    if browser_required():
        pytest.fail(f"the browser tests are required here (CI=true) but {reason}", pytrace=False)
    pytest.skip(f"browser tests skipped: {reason}")


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """A headless Chromium from Debian's package."""
    if shutil.which(CHROMIUM) is None:
        _unavailable(f"{CHROMIUM} is missing (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed (pip install -e '.[dev]')")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Server]:
    """``belote serve`` on a free port, on a fresh SQLite file."""
    server = start_server(f"sqlite:///{tmp_path / 'browser.db'}", log=tmp_path / "server.log")
    yield server
    stop_server(server)


class PageServer:
    """A plain static HTTP server for ``directory``: another origin than the service."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        handler = partial(_QuietHandler, directory=str(directory))
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def publish(self, name: str, text: str) -> str:
        """Serve ``text`` as ``name``; returns its URL."""
        (self.directory / name).write_text(text, encoding="utf-8")
        return f"{self.url}/{name}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def page_server(tmp_path: Path) -> Iterator[PageServer]:
    site = tmp_path / "site"
    site.mkdir()
    server = PageServer(site)
    yield server
    server.close()

"""The table's first load as Chromium receives it, compressed (README's figure),
and the event stream left uncompressed on the wire."""

from __future__ import annotations

from typing import Any

import requests

from tests.browser import web_support
from tests.browser.web_support import DESKTOP, open_table, wait_ready
from tests.e2e.conftest import Server

chromium = web_support.chromium
page_factory = web_support.page_factory
module_server = web_support.module_server

BUDGET = 25 * 1024
PAGE_FILES = ("document", "script", "stylesheet")


def received(page: Any, url: str, ready: Any) -> int:
    """Opens ``url`` and waits for ``ready``: the bytes received for the page's own files
    (document, scripts, style), headers and bodies as they came over the wire."""
    answers: list[Any] = []
    page.on("requestfinished", lambda request: answers.append(request))
    page.goto(url)
    ready()
    total = 0
    for request in answers:
        if request.resource_type in PAGE_FILES:
            sizes = request.sizes()
            total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
    return total


def returning(page_factory: Any, player: str) -> Any:
    """A fresh browser (nothing cached) of a player this browser knows already."""
    page = page_factory(DESKTOP)
    page.context.add_init_script(f"localStorage.setItem('belote.player', {player!r})")
    return page


def test_the_first_load_is_at_most_25_kb_on_the_wire(
    page_factory: Any, module_server: Server
) -> None:
    first = page_factory(DESKTOP)
    game = open_table(first, module_server)
    player = first.evaluate("localStorage.getItem('belote.player')")
    # The start screen, then a game's page, each in a browser with nothing cached:
    # the page, its script, one language's strings, its style.
    page = returning(page_factory, player)
    files = received(page, f"{module_server.url}/", lambda: page.locator("#new-game").wait_for())
    print(f"web_first_load_home_bytes={files}")
    assert files <= BUDGET, f"the start screen's files are {files} bytes on the wire"
    page = returning(page_factory, player)
    files = received(page, f"{module_server.url}/play/{game}", lambda: wait_ready(page))
    print(f"web_first_load_table_bytes={files}")
    assert files <= BUDGET, f"the table's files are {files} bytes on the wire"
    script = requests.get(
        f"{module_server.url}/web/main.js", headers={"Accept-Encoding": "br"}, timeout=10
    )
    assert script.headers["Content-Encoding"] == "br"


def test_the_event_stream_is_never_compressed(module_server: Server) -> None:
    player = requests.post(
        f"{module_server.url}/players", json={"name": "Mireille"}, timeout=10
    ).json()
    auth = {"Authorization": f"Bearer {player['token']}"}
    game = requests.post(f"{module_server.url}/games", json={}, headers=auth, timeout=10).json()[
        "id"
    ]
    with requests.get(
        f"{module_server.url}/games/{game}/events/stream",
        headers={"Accept-Encoding": "br, gzip"},
        stream=True,
        timeout=10,
    ) as stream:
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        assert "Content-Encoding" not in stream.headers
        first = next(stream.iter_lines())
        assert first.startswith(b"retry:") or first.startswith(b"id:")

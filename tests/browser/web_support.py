"""Support for the web table's tests: building ``web/``, a live server, Debian's Chromium.

Fixtures live here rather than in a ``conftest.py`` (the CORS tests keep this
directory's conftest to themselves); test modules import the ones they use.

Node and Chromium are needed only here. Without them these tests skip with the
reason, except under ``CI=true``, where they fail: a CI run must not go green
by silently not testing the table.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ci_env import under_ci
from tests.e2e.conftest import Server, start_server, stop_server
from tests.workers import one_at_a_time

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
DIST = WEB / "dist"
CHROMIUM = Path(os.environ.get("BELOTE_CHROMIUM", "/usr/bin/chromium"))
# Headless and quiet: no first-run pages, no update checks, no background traffic.
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
ARTIFACTS = ROOT / "test-artifacts"  # git-ignored: screenshots for people to look at
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


def in_ci() -> bool:
    return under_ci()


def skip_or_fail(reason: str) -> None:
    if in_ci():
        pytest.fail(f"{reason} (required under CI=true)", pytrace=False)
    pytest.skip(reason)


def web_tools() -> str:
    """``node``, after ``npm ci`` in ``web/`` if its locked tools are missing."""
    npm, node = shutil.which("npm"), shutil.which("node")
    if npm is None or node is None:
        skip_or_fail("the web table's tools need node 20+ and npm on PATH")
        raise AssertionError("unreachable")
    tools = ("esbuild", "axe-core", "typescript")
    with one_at_a_time("web-npm-ci"):  # workers in parallel would install over each other
        if not all((WEB / "node_modules" / tool).exists() for tool in tools):
            run([npm, "ci", "--no-audit", "--no-fund"], "npm ci in web/")
    return node


def typecheck_web() -> None:
    """``tsc --noEmit`` over ``web/src``: the table still fits the generated client's types."""
    node = web_tools()
    run([node, str(WEB / "node_modules" / "typescript" / "bin" / "tsc"), "--noEmit"], "tsc")


def build_web(dest: Path) -> None:
    """``node web/build.mjs dest``: the build that made the committed ``web/dist``."""
    run([web_tools(), "build.mjs", str(dest)], "node web/build.mjs")


def axe_violations(page: Any) -> list[str]:
    """axe-core's serious and critical findings on the page as it is now, one line each."""
    web_tools()
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(WEB / "node_modules" / "axe-core" / "axe.min.js"))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{v['impact']} {v['id']}: {v['help']} ({len(v['nodes'])} nodes, "
        f"first: {v['nodes'][0]['html'][:120]})"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]


def run(command: list[str], what: str) -> None:
    result = subprocess.run(
        command, cwd=WEB, capture_output=True, text=True, timeout=300, check=False
    )
    if result.returncode != 0:
        pytest.fail(f"{what} failed (exit {result.returncode}):\n{result.stdout}{result.stderr}")


@pytest.fixture
def table_server(tmp_path: Path) -> Iterator[Server]:
    """A real ``belote serve`` over an SQLite file: the table at ``/``, the API beside it."""
    server = start_server(f"sqlite:///{tmp_path / 'web.db'}", 1, tmp_path / "server.log")
    yield server
    stop_server(server)


@pytest.fixture(scope="session")
def chromium(browser: Any) -> Any:
    """The session's one Chromium (``tests/browser/conftest.py``'s ``browser``): Playwright's
    sync API may run only once at a time in a thread, so the web table shares it."""
    return browser


@pytest.fixture
def page_factory(chromium: Any) -> Iterator[Any]:
    """New pages in fresh browser contexts (each its own localStorage: its own player)."""
    contexts: list[Any] = []

    def factory(
        viewport: dict[str, int] = DESKTOP, locale: str = "fr-FR", touch: bool = False
    ) -> Any:
        context = chromium.new_context(viewport=viewport, locale=locale, has_touch=touch)
        contexts.append(context)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.errors = errors
        return page

    yield factory
    for context in contexts:
        context.close()


# Every visible control smaller than 44 by 44 CSS px (WCAG 2.5.5), one line each.
SMALL_TARGETS = """() => [...document.querySelectorAll('button, a[href], select, input')]
  .filter(el => el.offsetParent !== null)
  .map(el => [el, el.getBoundingClientRect()])
  .filter(([el, r]) => r.width < 44 || r.height < 44)
  .map(([el, r]) => `${el.outerHTML.slice(0, 80)} ${r.width}x${r.height}`)"""


def screenshot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


# --- driving the table ------------------------------------------------------------

# The table is ready for South when no move is on its way and South has
# something to do, or the game is over.
READY = """() => {
  const app = document.getElementById("app");
  return app.dataset.busy === "false" && (
    document.querySelector("#game-over") !== null ||
    document.querySelector(".bid:not([disabled])") !== null ||
    document.querySelector(".hand .card.legal") !== null);
}"""


def home(page: Any, server: Server, name: str = "Mireille") -> None:
    """Opens the start screen, giving a name first if this browser has none yet."""
    page.goto(server.url + "/")
    page.locator("#name").wait_for()
    if page.locator("#name-first").count():
        give_name(page, name)
    page.locator("#new-game").wait_for()


def give_name(page: Any, name: str) -> None:
    """Answers the first visit's question: the name the others will see."""
    page.fill("#name", name)
    page.click("#save-name")
    page.locator("#name-first").wait_for(state="detached")


def open_table(page: Any, server: Server, name: str = "Mireille") -> str:
    """Opens the table, starts a game against three bots, returns the game's id."""
    home(page, server, name)
    page.click("#new-game")
    page.wait_for_function(READY)
    return game_id(page)


def game_id(page: Any) -> str:
    path = page.evaluate("location.pathname")
    assert path.startswith("/play/"), path
    return str(path.removeprefix("/play/"))


def invitation_link(page: Any, seat: int) -> str:
    """The host makes the invitation to one seat of its friends' table; its link."""
    page.click(f"#make-invite-{seat}")
    link = page.locator(f"#invite-{seat}")
    link.wait_for()
    return str(link.input_value())


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One ``belote serve`` for a whole test module (each test's pages are new players)."""
    path = tmp_path_factory.mktemp("web")
    server = start_server(f"sqlite:///{path / 'web.db'}", 1, path / "server.log")
    yield server
    stop_server(server)


def wait_ready(page: Any) -> None:
    page.wait_for_function(READY)


def game_over(page: Any) -> bool:
    return bool(page.locator("#game-over").count())


def click_turn(page: Any) -> None:
    """South's turn by mouse: take when it may (deals are played out), else the first legal card."""
    if page.locator(".bid").count():
        takes = page.locator(".bid.take")
        (takes if takes.count() else page.locator(".bid")).first.click()
    else:
        page.locator(".hand .card.legal").first.click()
    wait_ready(page)

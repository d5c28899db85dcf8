"""Every screen of the web table on two phones and a desktop, in French and English:
no sideways scrolling, touch targets of 44 by 44 CSS px, axe's audit, and a
screenshot of each (test-artifacts/screen-<screen>-<lang>-<size>.png)."""

from __future__ import annotations

from typing import Any

from tests.browser import web_support
from tests.browser.web_support import (
    DESKTOP,
    SMALL_TARGETS,
    axe_violations,
    click_turn,
    give_name,
    screenshot,
    wait_ready,
)
from tests.e2e.conftest import Server

chromium = web_support.chromium
page_factory = web_support.page_factory
module_server = web_support.module_server

SIZES = {
    "phone360": {"width": 360, "height": 640},
    "phone390": {"width": 390, "height": 844},
    "desktop": DESKTOP,
}
LOCALES = {"fr": "fr-FR", "en": "en-GB"}


def check(page: Any, size: str, lang: str, screen: str, found: dict[str, list[str]]) -> None:
    where = f"{screen}, {lang}, {size}"
    width = page.evaluate("document.documentElement.scrollWidth")
    viewport = SIZES[size]["width"]
    problems = [f"scrolls sideways: {width} px"] if width > viewport else []
    problems += page.evaluate(SMALL_TARGETS)
    problems += axe_violations(page)
    if problems:
        found[where] = problems
    screenshot(page, f"screen-{screen}-{lang}-{size}")


def test_every_screen_fits_phones_in_both_languages(
    page_factory: Any, module_server: Server
) -> None:
    found: dict[str, list[str]] = {}
    for lang, locale in LOCALES.items():
        for size, viewport in SIZES.items():
            page = page_factory(viewport, locale=locale, touch=size != "desktop")
            page.goto(module_server.url + "/")
            page.locator("#name-first").wait_for()
            check(page, size, lang, "name", found)
            give_name(page, "Marie-Charlotte de la Tour")
            page.locator("#new-game").wait_for()
            check(page, size, lang, "home", found)
            page.select_option("#mode", "coinche")
            check(page, size, lang, "home-coinche", found)
            for link, shown, screen in (
                ("#tables-link", "#tables", "tables"),
                ("#challenge-link", "#play-challenge", "daily"),
                ("#help-link", "#card-values", "help"),
            ):
                page.click(link)
                page.locator(shown).wait_for()
                check(page, size, lang, screen, found)
            page.click("#home-link")
            page.select_option("#seat-1", "friend")
            page.click("#friends-table")
            page.locator("#make-invite-1").wait_for()
            page.click("#make-invite-1")
            page.locator("#invite-1").wait_for()
            check(page, size, lang, "invitation", found)
            page.click("#fill-bots")
            wait_ready(page)
            check(page, size, lang, "bidding", found)
            for _ in range(10):
                if page.locator(".hand .card.legal").count():
                    break
                click_turn(page)
            check(page, size, lang, "playing", found)
            page.click("#resign")
            page.locator("#resign-confirm").wait_for()
            check(page, size, lang, "resign", found)
            page.click("#resign-yes")
            page.locator("#game-over").wait_for()
            check(page, size, lang, "game-over", found)
            assert not page.errors
    assert found == {}

"""The web table's screens in Debian's Chromium: addresses, names, the end of a
deal and of a game, refusals in French, phones, and the first load's size.

One ``belote serve`` for the module; each test's pages are new players.
"""

from __future__ import annotations

from typing import Any

import requests

from tests.browser import web_support
from tests.browser.web_support import (
    DESKTOP,
    axe_violations,
    click_turn,
    game_id,
    give_name,
    home,
    invitation_link,
    open_table,
    screenshot,
    wait_ready,
)
from tests.e2e.conftest import Server

chromium = web_support.chromium
page_factory = web_support.page_factory
module_server = web_support.module_server

PHONE = {"width": 390, "height": 844}


def token(page: Any) -> dict[str, str]:
    player = page.evaluate("JSON.parse(localStorage.getItem('belote.player'))")
    return {"Authorization": f"Bearer {player['token']}"}


def seat_view(server: Server, page: Any, game: str, seat: int = 0) -> dict[str, Any]:
    url = f"{server.url}/games/{game}/seats/{seat}/view"
    view: dict[str, Any] = requests.get(url, headers=token(page), timeout=10).json()
    return view


def test_every_screen_has_an_address_back_and_reload_included(
    page_factory: Any, module_server: Server
) -> None:
    page = page_factory(DESKTOP)
    page.goto(module_server.url + "/")
    # A first visit asks a name; no seat word stands in for one.
    page.locator("#name-first").wait_for()
    assert page.locator("#name").input_value() == ""
    give_name(page, "Mireille")
    page.locator("#new-game").wait_for()
    screens = [
        ("#tables-link", "/tables", "#tables"),
        ("#challenge-link", "/daily", "#play-challenge"),
        ("#help-link", "/help", "#card-values"),
        ("#home-link", "/", "#new-game"),
    ]
    for link, path, shown in screens:
        page.click(link)
        page.locator(shown).wait_for()
        assert page.evaluate("location.pathname") == path
        page.reload()
        page.locator(shown).wait_for()
        assert page.locator("#home-link").count() == 1  # home is one click away everywhere
    page.click("#new-game")
    wait_ready(page)
    game = game_id(page)
    page.reload()
    wait_ready(page)
    assert game_id(page) == game
    # Back goes through every screen visited, in order; Forward comes back.
    for shown in ("#new-game", "#card-values", "#play-challenge", "#tables"):
        page.go_back()
        page.locator(shown).wait_for()
    page.go_forward()
    page.locator("#play-challenge").wait_for()
    page.goto(module_server.url + f"/play/{game}")
    wait_ready(page)
    assert page.locator(".seat.south .name").inner_text() == "Mireille"
    assert not page.errors


def test_a_new_game_while_one_runs_asks_first_and_may_resign_it(
    page_factory: Any, module_server: Server
) -> None:
    page = page_factory(DESKTOP, locale="en-GB")
    old = open_table(page, module_server)
    page.click("#home-link")
    page.locator("#resume").wait_for()
    page.click("#new-game")
    page.locator("#running-confirm").wait_for()
    assert axe_violations(page) == []
    page.click("#running-resign")
    page.wait_for_function(
        f"location.pathname.startsWith('/play/') && !location.pathname.endsWith('{old}')"
    )
    wait_ready(page)
    table = requests.get(f"{module_server.url}/games/{old}", timeout=10).json()["table"]
    assert table["status"] == "finished" and table["winner"] == 1  # resigned: the other team won
    assert game_id(page) != old
    assert not page.errors


def test_resigning_asks_for_confirmation_and_game_over_explains_the_ranking(
    page_factory: Any, module_server: Server
) -> None:
    page = page_factory(DESKTOP)
    game = open_table(page, module_server)
    page.click("#resign")
    page.locator("#resign-confirm").wait_for()
    page.click("#resign-no")
    page.locator("#resign-confirm").wait_for(state="detached")
    assert (
        requests.get(f"{module_server.url}/games/{game}", timeout=10).json()["table"]["status"]
        != "finished"
    )
    page.click("#resign")
    page.click("#resign-yes")
    page.locator("#game-over").wait_for()
    assert page.locator("#winners").inner_text() == "Gagnants : Robot Est et Robot Ouest"
    assert "1000 +" in page.locator("#ranking-help").inner_text()
    assert page.locator("#rematch").is_visible() and page.locator("#leave").is_visible()
    page.click("#leave")
    page.locator("#new-game").wait_for()
    assert page.evaluate("location.pathname") == "/"
    assert not page.errors


def test_a_refused_move_is_said_in_french_from_its_code(
    page_factory: Any, module_server: Server
) -> None:
    """The service refuses a move made on an old version (412): the page says why in
    French, from the problem's code, and never shows the English `detail`."""
    page = page_factory(DESKTOP)
    open_table(page, module_server)

    def stale(route: Any) -> None:
        # Version 0 is never a game's: GameCreated is already version 1, which may
        # still be current when South is first to bid.
        route.continue_(headers={**route.request.headers, "if-match": '"0"'})

    answers: list[Any] = []
    page.on("response", lambda r: answers.append(r) if r.request.method == "POST" else None)
    page.route("**/deals/*/bids", stale)
    page.route("**/deals/*/plays", stale)
    click_turn(page)
    status = page.locator("#status").inner_text()
    assert [r.status for r in answers] == [412], status
    problem = answers[0].json()
    assert problem["code"] == "precondition_failed"
    assert status == "La partie a avancé entre-temps : voici la table à jour."
    assert problem["detail"] not in status
    assert not page.errors


def test_the_deal_summary_shows_what_last_deal_says(
    page_factory: Any, module_server: Server
) -> None:
    page = page_factory(DESKTOP)
    game = open_table(page, module_server)
    # At a table of bots the summary goes by itself after a few seconds: read it at once.
    read = """() => { const s = document.getElementById("deal-summary"); return s && {
        deal: Number(s.dataset.deal),
        rows: Object.fromEntries([...s.querySelectorAll("tr[data-row]")].map(r =>
            [r.dataset.row, [Number(r.dataset.us), Number(r.dataset.them)]])) }; }"""
    seen = None
    for _ in range(60):
        seen = page.evaluate(read)
        if seen:
            break
        click_turn(page)
    assert seen is not None
    summary = page.locator("#deal-summary")
    last = seat_view(module_server, page, game)["table"]["last_deal"]
    assert last is not None and seen["deal"] == last["deal_index"]
    shown = seen["rows"]
    assert shown["deal"] == last["scores"]
    if last["card_points"] is not None:
        assert shown["cards"] == last["card_points"]
    table = requests.get(f"{module_server.url}/games/{game}", timeout=10).json()["table"]
    assert shown["game"] == table["scores"]
    # The previous trick belongs to its deal: a new deal starts with none.
    assert page.locator(".previous .trick").count() == 0
    if summary.count():
        screenshot(page, "screen-deal-summary-fr-desktop")
    summary.wait_for(state="detached")  # a few seconds at a table of bots
    assert not page.errors


def test_a_finished_trick_stays_a_second_unless_motion_is_reduced(
    page_factory: Any, module_server: Server
) -> None:
    page = page_factory(DESKTOP)
    open_table(page, module_server)
    cards = 0
    for _ in range(20):
        click_turn(page)
        cards = page.evaluate("document.querySelectorAll('.center .trick.held .played').length")
        if cards:
            break
    assert cards == 4  # the whole trick, bots' cards included
    page.locator(".center .trick.held").wait_for(state="detached")  # gone after a second

    calm = page_factory(DESKTOP)
    calm.emulate_media(reduced_motion="reduce")
    open_table(calm, module_server)
    for _ in range(12):
        click_turn(calm)
        assert calm.locator(".center .trick.held").count() == 0
    assert not page.errors and not calm.errors


def test_four_friends_at_one_private_table_with_chosen_seats_and_a_rematch(
    page_factory: Any, module_server: Server
) -> None:
    host = page_factory(DESKTOP)
    home(host, module_server, "Mireille")
    for seat in (1, 2, 3):
        host.select_option(f"#seat-{seat}", "friend")
    host.click("#friends-table")
    host.locator("#make-invite-1").wait_for()
    game = game_id(host)
    # Opponent East first, then partner North, then West: each link is its seat.
    links = {seat: invitation_link(host, seat) for seat in (1, 2, 3)}
    assert all(f"/join/{game}/{seat}?invitation=" in links[seat] for seat in links)
    assert axe_violations(host) == []
    friends = {}
    for seat, name, locale in ((2, "Hugo", "en-GB"), (1, "Inès", "fr-FR"), (3, "Jon", "en-GB")):
        page = page_factory(PHONE if seat == 2 else DESKTOP, locale=locale)
        page.goto(links[seat])
        page.locator("#name-first").wait_for()
        give_name(page, name)
        page.locator(".seat.south .name").wait_for()
        friends[seat] = page
    pages = {0: host, **friends}
    names = {0: "Mireille", 1: "Inès", 2: "Hugo", 3: "Jon"}
    seats = requests.get(f"{module_server.url}/games/{game}", timeout=10).json()
    assert [o["kind"] for o in seats["table"]["seats"]] == ["player"] * 4
    for seat, page in pages.items():
        page.locator(".hand .card").first.wait_for()
        assert page.locator(".seat.south").get_attribute("data-seat") == str(seat)
        for other, name in names.items():
            assert page.locator(f'.seat[data-seat="{other}"] .name').inner_text() == name
    assert host.locator('.seat[data-seat="1"] .compass').inner_text() == "Est"
    assert friends[2].locator('.seat[data-seat="1"] .compass').inner_text() == "East"
    screenshot(friends[2], "screen-friends-table-en-phone")
    # Resigned by the host: everyone sees the game over; the rematch needs all four.
    host.click("#resign")
    host.click("#resign-yes")
    for page in pages.values():
        page.locator("#game-over").wait_for()
    for count, seat in enumerate((0, 2, 1), start=1):
        pages[seat].click("#rematch")
        pages[seat].locator("#rematch-agreed").wait_for()
        agreed = requests.get(f"{module_server.url}/games/{game}/rematch", timeout=10).json()
        assert len(agreed["requests"]) == count and agreed["rematch"] is None
    text = pages[1].locator("#rematch-agreed").inner_text()
    assert "Mireille" in text and "Hugo" in text and "Inès" in text
    pages[3].click("#rematch")
    rematch = requests.get(f"{module_server.url}/games/{game}/rematch", timeout=10).json()[
        "rematch"
    ]
    assert rematch
    for seat, page in pages.items():
        page.wait_for_function(f"location.pathname === '/play/{rematch}'", timeout=15000)
        page.locator(".seat.south").wait_for()
        assert page.locator(".seat.south").get_attribute("data-seat") == str(seat)
    assert not any(page.errors for page in pages.values())


def test_the_bots_level_is_chosen_on_the_start_screen(
    page_factory: Any, module_server: Server
) -> None:
    page = page_factory(DESKTOP, locale="en-GB")
    home(page, module_server)
    assert page.locator("#bots").input_value() == "heuristic"  # the default, preselected
    offered = page.locator("#bots option").evaluate_all("els => els.map(e => e.value)")
    assert offered == ["random", "heuristic", "expert"]
    page.select_option("#bots", "random")
    page.click("#new-game")
    wait_ready(page)
    seats = requests.get(f"{module_server.url}/games/{game_id(page)}", timeout=10).json()
    assert [o["name"] for o in seats["table"]["seats"][1:]] == ["random"] * 3
    assert not page.errors


def test_a_public_table_is_listed_with_its_rules_and_names_and_joined_from_the_list(
    page_factory: Any, module_server: Server
) -> None:
    host = page_factory(DESKTOP)
    home(host, module_server, "Solène")
    host.select_option("#mode", "coinche")
    host.select_option("#seat-1", "friend")
    host.select_option("#seat-2", "bot")
    host.select_option("#visibility", "public")
    host.click("#friends-table")
    host.locator("#make-invite-1").wait_for()
    game = game_id(host)
    guest = page_factory(DESKTOP, locale="en-GB")
    home(guest, module_server, "Yann")
    guest.click("#tables-link")
    listed = guest.locator(f'.lobby li[data-game="{game}"]')
    listed.wait_for()
    text = listed.inner_text()
    assert "Solène" in text and "Coinche" in text and "Game to 2000" in text
    assert "East: free" in text and "North: bot" in text
    listed.locator('button[data-seat="1"]').click()
    guest.locator(".hand .card").first.wait_for()  # seated; the table is full and starts
    assert game_id(guest) == game
    assert guest.locator(".seat.south .name").inner_text() == "Yann"
    assert guest.locator(".seat.south .compass").inner_text() == "East · you"
    assert not guest.errors and not host.errors

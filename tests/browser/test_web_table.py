"""The web table in Debian's Chromium against a real ``belote serve``.

Every move goes through the page as a player makes it (keyboard or mouse);
what the page then shows is checked against what the API says.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import requests

from tests.browser import web_support
from tests.browser.web_support import (
    DESKTOP,
    PHONE,
    axe_violations,
    click_turn,
    game_id,
    game_over,
    give_name,
    home,
    invitation_link,
    open_table,
    screenshot,
    wait_ready,
)
from tests.e2e.conftest import Server, start_server, stop_server

# The fixtures this module uses (web_support.py holds them; see its docstring).
chromium = web_support.chromium
page_factory = web_support.page_factory
table_server = web_support.table_server

FOCUSED = "document.activeElement"


def focused(page: Any, attribute: str) -> str | None:
    value = page.evaluate(f"{FOCUSED}.getAttribute({attribute!r})")
    return None if value is None else str(value)


def deal_record(server: Server, game: str, index: int) -> dict[str, Any]:
    deals = requests.get(f"{server.url}/games/{game}/deals", timeout=10).json()
    return deals[index]


def test_a_whole_deal_by_keyboard(page_factory: Any, table_server: Server) -> None:
    page = page_factory(DESKTOP)
    home(page, table_server)
    page.focus("#new-game")
    page.keyboard.press("Enter")
    wait_ready(page)
    game = game_id(page)
    deal = 0
    while deal_record(table_server, game, 0)["over"] is False:
        if page.locator(".bid").count():
            # Tab goes from the hand (one tab stop) to the bid buttons.
            page.focus('.hand [tabindex="0"]')
            page.keyboard.press("Tab")
            assert "bid" in (focused(page, "class") or "")
            for _ in range(page.locator(".bid").count()):
                if "take" in (focused(page, "class") or ""):
                    break
                page.keyboard.press("Tab")
        else:
            # The table puts the focus in the hand; arrows move it to a legal card.
            assert focused(page, "data-card") is not None
            for _ in range(8):
                if focused(page, "aria-disabled") == "false":
                    break
                page.keyboard.press("ArrowRight")
            assert focused(page, "aria-disabled") == "false"
            outline = page.evaluate(f"getComputedStyle({FOCUSED}).outlineStyle")
            assert outline != "none", "the focused card shows no focus ring"
        page.keyboard.press("Enter")
        wait_ready(page)
    record = deal_record(table_server, game, deal)["record"]
    # The first deal's summary shows the API's points and totals for it.
    summary = page.locator("#deal-summaries li").last
    summary.wait_for()
    text = summary.inner_text()
    assert f"({record['scores'][0]} à {record['scores'][1]})" in text, text
    assert f"{record['game_scores'][0]}\N{EN DASH}{record['game_scores'][1]}" in text, text
    assert record["taker"] is not None
    assert not page.errors


def test_a_whole_game_by_clicks_scores_what_the_record_says(
    page_factory: Any, table_server: Server
) -> None:
    page = page_factory(DESKTOP, locale="en-GB")
    game = open_table(page, table_server)
    for _ in range(400):  # a 501-point game is a few dozen of South's turns
        if game_over(page):
            break
        click_turn(page)
    assert game_over(page)
    record = requests.get(f"{table_server.url}/games/{game}/record", timeout=10).json()
    final = page.locator("#final-score")
    shown = [int(final.get_attribute("data-us")), int(final.get_attribute("data-them"))]
    assert shown == record["scores"]
    assert final.inner_text() == f"Final score: {record['scores'][0]} to {record['scores'][1]}"
    ranking = page.locator("#ranking-score").inner_text()
    assert (
        ranking == f"Ranking score: {record['ranking_scores'][0]} to {record['ranking_scores'][1]}"
    )
    assert (
        page.locator("#game-over")
        .inner_text()
        .count("You won!" if record["winner"] == 0 else "You lost.")
        == 1
    )
    shown_deals = page.locator("#deal-summaries li").count()
    assert shown_deals == len(record["deals"])
    screenshot(page, "table-game-over-desktop")
    assert not page.errors


def test_an_illegal_card_cannot_be_played(page_factory: Any, table_server: Server) -> None:
    page = page_factory(DESKTOP)
    game = open_table(page, table_server)
    # Play until South must follow, so some of its cards are veiled.
    for _ in range(200):
        if page.locator(".hand .card.veiled").count() or game_over(page):
            break
        click_turn(page)
    veiled = page.locator(".hand .card.veiled").first
    card = veiled.get_attribute("data-card")
    assert veiled.get_attribute("aria-disabled") == "true"
    version = page.locator("#app").get_attribute("data-version")
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    veiled.click(force=True)  # a real click where it is: Playwright would wait for "enabled"
    page.keyboard.press("Enter")  # the click focused it: Enter must not play it either
    status = page.locator("#status").inner_text()
    article = {"Q": "La", "A": "L'"}.get(str(card)[0], "Le")
    participle = "jouée" if str(card)[0] == "Q" else "joué"
    assert status.startswith(article) and f"ne peut pas être {participle} ici." in status, status
    assert posts == []
    assert page.locator("#app").get_attribute("data-version") == version
    assert page.locator(f'.hand [data-card="{card}"]').count() == 1
    table = requests.get(f"{table_server.url}/games/{game}", timeout=10).json()["table"]
    assert str(table["version"]) == version
    assert not page.errors


def test_the_table_fits_a_phone_and_a_desktop(page_factory: Any, table_server: Server) -> None:
    for name, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        page = page_factory(viewport)
        open_table(page, table_server)
        screenshot(page, f"table-bidding-{name}")
        click_turn(page)
        if page.locator(".bid").count():
            click_turn(page)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= viewport["width"], f"{name}: the page scrolls sideways ({width} px)"
        for box in (c.bounding_box() for c in page.locator(".hand .card").all()):
            assert (
                box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]
            )
        screenshot(page, f"table-playing-{name}")
        assert not page.errors


def test_every_control_has_a_name_and_english_is_one_click_away(
    page_factory: Any, table_server: Server
) -> None:
    page = page_factory(DESKTOP, locale="fr-FR")
    open_table(page, table_server)
    unnamed = page.evaluate(
        """[...document.querySelectorAll('button, [role=img], input')]
             .filter(el => !(el.getAttribute('aria-label') || el.textContent.trim()
                             || (el.id && document.querySelector(`label[for="${el.id}"]`))))
             .map(el => el.outerHTML)"""
    )
    assert unnamed == []
    first = page.locator(".hand .card").first
    assert " de " in first.inner_text()  # its name, e.g. "valet de cœur"
    page.click("#lang")
    page.wait_for_function("document.documentElement.lang === 'en'")  # English's strings load
    assert " of " in page.locator(".hand .card").first.inner_text()
    page.reload()  # the choice is remembered, and the game resumes
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"


def test_the_table_reconnects_after_a_network_drop(page_factory: Any, table_server: Server) -> None:
    page = page_factory(DESKTOP)
    open_table(page, table_server)
    click_turn(page)
    page.context.set_offline(True)
    page.locator("#connection.off").wait_for()
    page.context.set_offline(False)
    page.locator("#connection.on").wait_for()
    before = page.locator("#app").get_attribute("data-version")
    click_turn(page)
    assert page.locator("#app").get_attribute("data-version") != before
    assert not page.errors


def test_axe_finds_no_serious_accessibility_violation(
    page_factory: Any, table_server: Server
) -> None:
    """axe-core, injected into the page, at each stage of a game, on desktop and phone."""
    found: dict[str, list[str]] = {}
    page = page_factory(PHONE)
    page.goto(table_server.url + "/")
    page.locator("#name-first").wait_for()
    found["first visit, phone"] = axe_violations(page)
    give_name(page, "Mireille")
    page.locator("#new-game").wait_for()
    found["welcome, phone"] = axe_violations(page)
    page = page_factory(DESKTOP)
    open_table(page, table_server)
    found[f"{'bidding' if page.locator('.bid').count() else 'playing'}, desktop"] = axe_violations(
        page
    )
    for _ in range(400):
        if game_over(page):
            break
        click_turn(page)
        if page.locator(".hand .card.veiled").count() and "veiled" not in found:
            found["veiled"] = axe_violations(page)
    found["game over"] = axe_violations(page)
    assert {stage: v for stage, v in found.items() if v} == {}


HAS_A_MOVE = """() => document.getElementById("app").dataset.busy === "false" && (
    document.querySelector(".bid:not([disabled])") !== null ||
    document.querySelector(".hand .card.legal") !== null)"""


def test_two_friends_play_a_deal_from_an_invitation_link(
    page_factory: Any, table_server: Server
) -> None:
    host = page_factory(DESKTOP, locale="fr-FR")
    home(host, table_server, "Mireille")
    host.select_option("#seat-1", "bot")
    host.select_option("#seat-2", "friend")  # North, the host's partner
    host.select_option("#seat-3", "bot")
    host.click("#friends-table")
    link = invitation_link(host, 2)
    game = game_id(host)
    assert link == f"{table_server.url}/join/{game}/2?invitation=" + link.split("=", 1)[1]
    assert host.locator(".seat.north .name").inner_text() == "place libre"
    # Private by default: not listed among the open tables.
    assert all(
        item["id"] != game for item in requests.get(f"{table_server.url}/lobby", timeout=10).json()
    )
    screenshot(host, "table-invitation-desktop")

    friend = page_factory(PHONE, locale="en-GB")
    friend.goto(link)
    give_name(friend, "Hugo")
    friend.locator(".hand .card").first.wait_for()  # seated, and the game has started
    seats = requests.get(f"{table_server.url}/games/{game}", timeout=10).json()["table"]["seats"]
    assert [o["kind"] for o in seats] == ["player", "bot", "player", "bot"]
    assert seats[0]["name"] != seats[2]["name"]
    # Each sees itself at the bottom and the other across; both name the seats the same way.
    host.locator("#invite-title").wait_for(state="detached")
    assert friend.locator(".seat.north").get_attribute("data-seat") == "0"
    assert host.locator(".seat.north").get_attribute("data-seat") == "2"
    assert friend.locator(".seat.north .name").inner_text() == "Mireille"
    assert friend.locator(".seat.north .compass").inner_text() == "South"
    assert host.locator(".seat.north .name").inner_text() == "Hugo"
    assert host.locator(".seat.north .compass").inner_text() == "Nord"
    assert host.locator(".seat.east .name").inner_text() == "Robot Est"

    def deal_over() -> bool:
        deals = requests.get(f"{table_server.url}/games/{game}/deals", timeout=10).json()
        return bool(deals[0]["over"])

    moves = 0
    dropped = False
    while not deal_over():
        # Bots answer within the request, so the turn is always one of the two friends'.
        turn = requests.get(f"{table_server.url}/games/{game}", timeout=10).json()["table"]["turn"]
        page = {0: host, 2: friend}[turn]
        page.wait_for_function(HAS_A_MOVE)  # its stream has brought the other's move
        away = page is host and not dropped
        if away:  # the friend's network drops while the host moves
            friend.context.set_offline(True)
            friend.locator("#connection.off").wait_for()
        if page.locator(".bid").count():
            takes = page.locator(".bid.take")
            (takes if takes.count() else page.locator(".bid")).first.click()
        else:
            page.locator(".hand .card.legal").first.click()
        page.wait_for_function('document.getElementById("app").dataset.busy === "false"')
        if away:  # back online, the friend's table catches up with the move it missed
            dropped = True
            version = host.locator("#app").get_attribute("data-version")
            friend.context.set_offline(False)
            friend.locator(f'#app[data-version="{version}"]').wait_for(state="attached")
            friend.locator("#connection.on").wait_for()
        moves += 1
    assert dropped
    assert moves >= 8
    record = requests.get(f"{table_server.url}/games/{game}/deals", timeout=10).json()[0]["record"]
    for page in (host, friend):  # same team: the same score on both screens
        page.locator("#deal-summaries li").first.wait_for()
        assert int(page.locator("#score-us").inner_text()) == record["game_scores"][0]
        assert int(page.locator("#score-them").inner_text()) == record["game_scores"][1]
    assert not host.errors and not friend.errors


def test_free_seats_can_be_filled_with_bots(page_factory: Any, table_server: Server) -> None:
    page = page_factory(PHONE, locale="en-GB")
    home(page, table_server)
    page.select_option("#seat-1", "friend")
    page.click("#friends-table")
    page.locator("#fill-bots").wait_for()
    assert axe_violations(page) == []
    page.click("#fill-bots")
    wait_ready(page)  # the game has started and South has a move
    game = game_id(page)
    seats = requests.get(f"{table_server.url}/games/{game}", timeout=10).json()["table"]["seats"]
    assert [o["kind"] for o in seats] == ["player", "bot", "bot", "bot"]
    assert not page.errors


def test_the_daily_challenge_is_played_and_ranked(page_factory: Any, table_server: Server) -> None:
    page = page_factory(DESKTOP, locale="en-GB")
    home(page, table_server, "Mireille")
    page.click("#challenge-link")
    page.locator("#leaderboard-empty").wait_for()  # nobody has finished today's challenge yet
    assert "1 player started it" not in page.locator("#challenge-info").inner_text()
    page.click("#play-challenge")
    wait_ready(page)
    game = game_id(page)
    for _ in range(400):
        if game_over(page):
            break
        click_turn(page)
    assert game_over(page)
    page.click("#challenge-link")
    rows = page.locator("#leaderboard tbody tr")
    rows.first.wait_for()
    day = page.locator("#board-day").input_value()
    board = requests.get(f"{table_server.url}/challenges/{day}/leaderboard", timeout=10).json()
    assert [r["player_name"] for r in board] == ["Mireille"]
    assert rows.count() == 1
    cells = rows.first.locator("td").all_inner_texts()
    assert cells[:3] == ["1", "Mireille (you)", f"{board[0]['ranking_score']:,}"]
    assert rows.first.get_attribute("class") == "own"
    assert "1 player started it, 1 finished" in page.locator("#challenge-info").inner_text()
    assert "1000 +" in page.locator("#ranking-help").inner_text()
    # Played today: its button says so and is off (no 409 to meet).
    assert page.locator("#play-challenge").is_disabled()
    # The game itself stays its player's alone while the day runs.
    assert requests.get(f"{table_server.url}/games/{game}", timeout=10).status_code == 403
    own, other = board[0]["scores"]
    assert board[0]["ranking_score"] == 1000 + own - other
    page.go_back()  # Back to the finished game
    page.locator("#game-over").wait_for()
    assert game_id(page) == game
    screenshot(page, "table-challenge-over-desktop")
    assert not page.errors


def test_a_forgotten_token_gets_a_new_player(page_factory: Any, table_server: Server) -> None:
    """A token the service does not know (its database was reset) is replaced, not an error."""
    page = page_factory(DESKTOP, locale="en-GB")
    page.goto(table_server.url + "/")
    page.evaluate(
        """localStorage.setItem("belote.player",
             JSON.stringify({id: "gone", token: "not-a-token", name: "Old"}))"""
    )
    page.reload()
    page.click("#new-game")
    wait_ready(page)
    game = game_id(page)
    seats = requests.get(f"{table_server.url}/games/{game}", timeout=10).json()["table"]["seats"]
    player = page.evaluate("JSON.parse(localStorage.getItem('belote.player'))")
    assert player["token"] != "not-a-token" and seats[0]["name"] == player["id"]
    assert not page.errors


def take_until_south_plays(page: Any, tap: bool) -> tuple[Any, str]:
    """Bids (take when it may) until South plays; South's first legal card and its code."""
    while page.locator(".bid").count():
        takes = page.locator(".bid.take")
        button = (takes if takes.count() else page.locator(".bid")).first
        if tap:
            button.tap()
        else:
            button.click()
        wait_ready(page)
    card = page.locator(".hand .card.legal").first
    return card, str(card.get_attribute("data-card"))


def test_cards_are_played_by_touch_and_by_drag(page_factory: Any, table_server: Server) -> None:
    phone = page_factory(PHONE, touch=True)
    open_table(phone, table_server)
    card, code = take_until_south_plays(phone, tap=True)
    card.tap()
    wait_ready(phone)
    assert phone.locator(f'.hand [data-card="{code}"]').count() == 0  # played by a tap

    desktop = page_factory(DESKTOP)
    open_table(desktop, table_server)
    card, code = take_until_south_plays(desktop, tap=False)
    card.drag_to(desktop.locator(".center"))
    wait_ready(desktop)
    assert desktop.locator(f'.hand [data-card="{code}"]').count() == 0  # dropped on the table
    assert not phone.errors and not desktop.errors


def test_without_a_stream_slot_the_table_long_polls(
    page_factory: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A server with no stream slot (503 too_many_streams): the host's table still sees its
    friend sit down and the game start, from the long-polled view."""
    monkeypatch.setenv("BELOTE_MAX_STREAMS", "0")
    server = start_server(f"sqlite:///{tmp_path / 'poll.db'}", 1, tmp_path / "server.log")
    try:
        host = page_factory(DESKTOP)
        answers: list[tuple[str, int]] = []
        host.on("response", lambda response: answers.append((response.url, response.status)))
        home(host, server)
        host.select_option("#seat-2", "friend")
        host.click("#friends-table")
        link = invitation_link(host, 2)
        friend = page_factory(PHONE)
        friend.goto(link)
        give_name(friend, "Hugo")
        friend.locator(".hand .card").first.wait_for()
        host.locator(".hand .card").first.wait_for()  # the start reached the host, no reload
        assert host.locator("#invite-title").count() == 0
        assert not host.errors and not friend.errors
    finally:
        stop_server(server)
    streams = [status for url, status in answers if "/events/stream" in url]
    polls = [status for url, status in answers if "wait=30" in url]
    assert streams and all(status == 503 for status in streams)
    assert polls and 200 in polls

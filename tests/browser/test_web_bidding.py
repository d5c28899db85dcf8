"""The web table's coinche and moderne bidding, and its turn clocks, in Debian's Chromium.

South is the page; the other seats are players of the test acting through the
API (so the auction goes where the test needs it), or bots. Time on a clock
table is the test's: the server reads it from ``BELOTE_CLOCK_FILE`` and the
page from Playwright's clock, so nothing waits for a real deadline.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import requests

from tests.browser import web_support
from tests.browser.web_support import (
    DESKTOP,
    PHONE,
    axe_violations,
    game_id,
    home,
    screenshot,
    wait_ready,
)
from tests.e2e.conftest import Server, start_server, stop_server

chromium = web_support.chromium
page_factory = web_support.page_factory
table_server = web_support.table_server

FOCUSED = "document.activeElement"


def focused_id(page: Any) -> str:
    return str(page.evaluate(f"{FOCUSED}.id || {FOCUSED}.dataset.bid || ''"))


def offered(page: Any) -> set[str]:
    """The bid controls on screen, by their ``data-bid``."""
    controls = page.locator(".bids-panel [data-bid]")
    return set(controls.evaluate_all("els => els.map(e => e.dataset.bid)"))


class Friends:
    """Players of the test in seats 1 to 3 of the page's table, acting through the API."""

    def __init__(self, server: Server, game: str) -> None:
        self.server, self.game = server, game
        self.auth: dict[int, dict[str, str]] = {}
        for seat in (1, 2, 3):
            player = requests.post(
                f"{server.url}/players", json={"name": f"Friend {seat}"}, timeout=10
            ).json()
            self.auth[seat] = {"Authorization": f"Bearer {player['token']}"}
            seat_url = f"{server.url}/games/{game}/seats/{seat}"
            answer = requests.put(seat_url, json={}, headers=self.auth[seat], timeout=10)
            assert answer.status_code == 200, answer.text

    def table(self) -> dict[str, Any]:
        table: dict[str, Any] = requests.get(
            f"{self.server.url}/games/{self.game}", timeout=10
        ).json()["table"]
        return table

    def bid(self, seat: int, body: dict[str, Any]) -> None:
        deal = self.table()["deal"]["deal_index"]
        answer = requests.post(
            f"{self.server.url}/games/{self.game}/deals/{deal}/bids",
            json={"seat": seat, **body},
            headers=self.auth[seat],
            timeout=10,
        )
        assert answer.status_code == 201, answer.text

    def play(self, seat: int) -> None:
        """The seat plays its first legal card."""
        url = f"{self.server.url}/games/{self.game}"
        view = requests.get(f"{url}/seats/{seat}/view", headers=self.auth[seat], timeout=10).json()
        deal = view["table"]["deal"]["deal_index"]
        body = {"seat": seat, "card": view["legal_cards"][0]}
        answer = requests.post(
            f"{url}/deals/{deal}/plays", json=body, headers=self.auth[seat], timeout=10
        )
        assert answer.status_code == 201, answer.text


def friends_table(page: Any, server: Server, rules: str) -> Friends:
    """The page creates a table with ``rules`` for three friends; the test's players sit."""
    home(page, server)
    mode, _, moderne = rules.partition("-")
    page.select_option("#mode", mode)
    page.select_option("#opt-moderne", "true" if moderne else "false")
    for seat in (1, 2, 3):
        page.select_option(f"#seat-{seat}", "friend")
    page.select_option("#visibility", "public")  # the test's players sit without invitations
    page.click("#friends-table")
    page.locator("#fill-bots").wait_for()
    game = game_id(page)
    friends = Friends(server, game)
    page.locator(".hand .card").first.wait_for()
    return friends


def south_to_act(page: Any, friends: Friends) -> None:
    """Until the page shows the position the API is in, with South's bid controls."""
    version = friends.table()["version"]
    page.locator(f'#app[data-version="{version}"]').wait_for(state="attached")
    wait_ready(page)


def test_a_coinche_auction_by_keyboard_and_click(page_factory: Any, table_server: Server) -> None:
    """South bids by keyboard, East coinches, South surcoinches by a click: the contract shows."""
    page = page_factory(DESKTOP, locale="fr-FR")
    friends = friends_table(page, table_server, "coinche")
    assert "coinche" in page.locator("#rules-summary").inner_text()
    said = surcoinched = False
    for _ in range(12):
        table = friends.table()
        if table["status"] != "bidding":
            break
        turn = table["turn"]
        if turn != 0:
            # East coinches South's bid; everybody else passes.
            bids = table["deal"]["bids"]
            coinche = said and turn == 1 and all(b["action"] != "coinche" for b in bids)
            friends.bid(turn, {"action": "coinche" if coinche else "pass"})
            continue
        south_to_act(page, friends)
        if not said:
            # Nobody has bid yet: a value and a suit, or pass; nothing to coinche.
            assert offered(page) == {"value", "suit", "bid", "pass"}
            values = page.locator("#bid-value option").all_inner_texts()
            assert values == ["80", "90", "100", "110", "120", "130", "140", "150", "160", "capot"]
            assert page.locator("#bid-suit option").all_inner_texts() == [
                "♠ pique",
                "♥ cœur",
                "♦ carreau",
                "♣ trèfle",
            ]
            assert axe_violations(page) == []
            screenshot(page, "table-coinche-bidding-desktop")
            page.set_viewport_size(PHONE)  # the value and suit lists fit a phone
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
            screenshot(page, "table-coinche-bidding-phone")
            page.set_viewport_size(DESKTOP)
            # From the hand, Tab reaches the value, then the suit, then "Annoncer".
            page.focus('.hand [tabindex="0"]')
            page.keyboard.press("Tab")
            assert focused_id(page) == "bid-value"
            page.keyboard.press("ArrowDown")  # 90
            page.keyboard.press("Tab")
            assert focused_id(page) == "bid-suit"
            page.keyboard.press("ArrowDown")  # hearts
            page.keyboard.press("Tab")
            assert focused_id(page) == "bid"
            assert page.evaluate(f"{FOCUSED}.textContent") == "Annoncer"
            page.keyboard.press("Enter")
            page.wait_for_function('document.getElementById("app").dataset.busy === "false"')
            said = True
        else:
            # East coinched South's bid: South may only surcoinche or pass.
            assert offered(page) == {"pass", "surcoinche"}
            assert page.locator(".seat.east .said").inner_text().endswith("coinche !")
            page.click('.bid[data-bid="surcoinche"]')
            surcoinched = True
            page.wait_for_function('document.getElementById("app").dataset.busy === "false"')
    assert said and surcoinched
    deal = friends.table()["deal"]
    south_bid = [b for b in deal["bids"] if b["seat"] == 0 and b["action"] == "bid"]
    assert south_bid == [{"seat": 0, "action": "bid", "value": 90, "suit": "H"}]
    contract = deal["contract"]
    assert contract["coinched_by"] == 1 and contract["surcoinched_by"] == 0
    assert contract["multiplier"] == 4 and contract["taker"] == 0
    shown = page.locator('#contract[data-multiplier="4"]')
    shown.wait_for()
    times4 = "\N{MULTIPLICATION SIGN}4"
    assert shown.inner_text() == (
        f"Contrat 90 ♥ cœur {times4} · Preneur Mireille · coinché par Friend 1 · "
        "surcoinché par Mireille"
    )
    assert page.locator(".seat.south .badge.taker").inner_text() == f"Preneur 90 ♥ cœur {times4}"
    assert page.locator(".seat.south .said").inner_text() == "90 ♥, surcoinche !"
    assert axe_violations(page) == []
    screenshot(page, "table-coinche-contract-desktop")

    # The deal is played out (South by clicks); its summary names the contract.
    for _ in range(40):
        table = friends.table()
        if table["deal"]["deal_index"] != 0:
            break
        if table["turn"] == 0:
            south_to_act(page, friends)
            page.locator(".hand .card.legal").first.click()
            page.wait_for_function('document.getElementById("app").dataset.busy === "false"')
        else:
            friends.play(table["turn"])
    record = requests.get(f"{table_server.url}/games/{friends.game}/deals", timeout=10).json()[0]
    record = record["record"]
    outcome = {"made": "faite", "failed": "chutée", "capot": "capot"}[record["outcome"]]
    summary = page.locator("#deal-summaries li").last
    summary.wait_for()
    assert summary.inner_text().startswith(
        f"Donne 1 : Mireille prend 90 ♥ cœur {times4}, {outcome} "
        f"({record['scores'][0]} à {record['scores'][1]})"
    )
    page.click("#lang")
    # English's strings load on demand: the summary is written again once they are in.
    page.locator("#deal-summaries li", has_text="takes 90 ♥ hearts").last.wait_for()
    assert "takes 90 ♥ hearts" in page.locator("#deal-summaries li").last.inner_text()
    assert not page.errors


def test_a_no_trumps_take_in_classic_moderne(page_factory: Any, table_server: Server) -> None:
    """Everybody passes round one; in round two South takes sans-atout from its button."""
    page = page_factory(PHONE, locale="en-GB")
    friends = friends_table(page, table_server, "classic-moderne")
    took = False
    for _ in range(10):
        table = friends.table()
        if table["status"] != "bidding":
            break
        if table["turn"] != 0:
            friends.bid(table["turn"], {"action": "pass"})
            continue
        south_to_act(page, friends)
        retourne = table["deal"]["retourne"][1]
        if table["deal"]["bidding_round"] == 1:
            assert offered(page) == {f"take{retourne}", "pass"}  # no SA or TA in round one
            page.click('.bid[data-bid="pass"]')
        else:
            suits = {"S", "H", "D", "C"} - {retourne}
            assert offered(page) == {"pass", "takeSA", "takeTA"} | {f"take{s}" for s in suits}
            button = page.locator('.bid[data-bid="takeSA"]')
            assert button.inner_text() == "Take in no trumps"
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
            assert axe_violations(page) == []
            button.click()
            took = True
        page.wait_for_function('document.getElementById("app").dataset.busy === "false"')
    assert took
    deal = friends.table()["deal"]
    assert deal["taker"] == 0 and deal["trump"] == "SA"
    shown = page.locator('#contract[data-suit="SA"]')
    shown.wait_for()
    assert shown.inner_text().startswith("Contract no trumps · Taker Mireille · Turned card")
    assert page.locator(".seat.south .badge.taker").inner_text() == "Taker no trumps"
    assert "no trumps and all trumps" in page.locator("#rules-summary").inner_text()
    assert not page.errors


START = datetime(2031, 6, 1, 9, 0, tzinfo=UTC)


@pytest.fixture
def clock_server(tmp_path: Path) -> Any:
    """``belote serve`` reading "now" from a file the test writes, sweeping often."""
    now = tmp_path / "now"
    now.write_text(START.isoformat())
    env = {"BELOTE_CLOCK_FILE": str(now), "BELOTE_SWEEP_SECONDS": "0.05"}
    server = start_server(f"sqlite:///{tmp_path / 'clock.db'}", 1, tmp_path / "server.log", env)
    yield server, now
    stop_server(server)


def test_the_turn_clock_counts_down_and_marks_the_stand_in(
    page_factory: Any, clock_server: tuple[Server, Path]
) -> None:
    server, now = clock_server
    page = page_factory(DESKTOP, locale="fr-FR")
    page.clock.set_fixed_time(START)
    home(page, server)
    page.select_option("#clock", "30")
    page.click("#new-game")
    wait_ready(page)
    game = game_id(page)
    table = requests.get(f"{server.url}/games/{game}", timeout=10).json()["table"]
    assert table["clock"]["seat"] == 0 and table["clock"]["turn_seconds"] == 30
    clock = page.locator(".seat.south .clock")
    page.wait_for_function("document.querySelector('.seat.south .clock').textContent === '0:30'")
    assert clock.get_attribute("role") == "timer"
    assert clock.get_attribute("aria-label") == "Temps restant à Mireille"
    assert page.locator(".clock").count() == 1  # only the seat to act has one
    page.clock.set_fixed_time(START + timedelta(seconds=12))
    page.wait_for_function("document.querySelector('.seat.south .clock').textContent === '0:18'")
    assert page.locator("#clock-warning").is_hidden()
    # Ten seconds left: the page warns, saying what the service then does.
    page.clock.set_fixed_time(START + timedelta(seconds=21))
    page.wait_for_function("document.querySelector('.seat.south .clock').textContent === '0:09'")
    warning = page.locator("#clock-warning")
    warning.wait_for()
    assert "votre remplaçant (un robot) joue ce coup pour vous" in warning.inner_text()
    assert "la partie va à son terme" in warning.inner_text()

    # South's time runs out: its stand-in moves, the page says so and marks it.
    page.clock.set_fixed_time(START + timedelta(seconds=31))
    now.write_text((START + timedelta(seconds=31)).isoformat())
    page.locator(".seat.south .stand-in").wait_for()
    assert page.locator("#status").inner_text() == (
        "Temps écoulé : votre remplaçant a joué pour vous."
    )
    events = requests.get(f"{server.url}/games/{game}/events?limit=1000", timeout=10).json()
    by_stand_in = [e["data"] for e in events["events"] if e["data"].get("stand_in")]
    assert [d["seat"] for d in by_stand_in] == [0]
    if "card" in by_stand_in[0] and page.locator(".center .by-stand-in").count():
        assert page.locator(".center .by-stand-in").get_attribute("data-seat") == "0"
    # South's next turn has a fresh clock, counted from the stand-in's move.
    wait_ready(page)
    page.wait_for_function("document.querySelector('.seat.south .clock').textContent === '0:30'")

    # A second timeout in a row: South is away; it says it is back.
    now.write_text((START + timedelta(seconds=62)).isoformat())
    page.locator("#away").wait_for()
    assert page.locator(".seat.south .absent").count() == 1
    assert axe_violations(page) == []
    screenshot(page, "table-clock-away-desktop")
    page.click("#return-seat")
    page.locator("#away").wait_for(state="detached")
    table = requests.get(f"{server.url}/games/{game}", timeout=10).json()["table"]
    assert table["absent"] == [False, False, False, False]
    assert not page.errors

"""Cursor pagination of the games history (``after``/``before``) and ``since``/``until`` exports.

Games are written through the store at chosen times (its clock is moved), some
at the same instant and some with equal ranking scores or none, so that every
tie of the sort orders is crossed by a page boundary somewhere.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import example, given
from hypothesis import strategies as st
from test_queries import Clock  # the store's clock of the history tests

from api.http import cursors
from api.http.schemas.history import Instant
from domain.events import GameCreated, Occupant
from domain.records import game_record
from domain.rules import Rules
from domain.simulation import play_game
from persistence.queries import Position
from persistence.store import GameStore

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
BOT = Occupant("bot", "random")


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The store's ``utcnow``, moved by the test."""
    clock = Clock()
    clock.now = T0
    monkeypatch.setattr("persistence.store.utcnow", clock)
    return clock


def store_of(app: Flask) -> GameStore:
    store: GameStore = app.extensions["belote"].store
    return store


def add_finished(store: GameStore, seed: str, seats: tuple[Occupant, ...] = (BOT,) * 4) -> str:
    state, _ = play_game(seed, ("heuristic", "random") * 2, Rules(target=100))
    created = GameCreated(Rules(target=100), seed, seats)
    game_id, _ = store.create_game(created, list(game_record(state).decisions()))
    return game_id


def add_waiting(store: GameStore, seed: str, seats: tuple[Occupant | None, ...]) -> str:
    game_id, _ = store.create_game(GameCreated(Rules(), seed, seats))
    return game_id


@pytest.fixture
def games(app: Flask, clock: Clock) -> dict[str, Any]:
    """Eleven games: three created at one instant, finished ones with repeated seeds
    (equal ranking scores), waiting ones (no ranking); ``ann`` sits in some."""
    store = store_of(app)
    ann = store.create_player("ann")[0].id
    mine = (Occupant("player", ann), BOT, BOT, BOT)
    ids = []
    plan = [
        ("f", "s1", 0),
        ("f", "s1", 1),
        ("w", "w1", 2),
        ("f", "s2", 2),
        ("f", "s2", 2),  # same instant as the two around it
        ("w", "w2", 2),
        ("f", "s3", 3),
        ("w", "w3", 4),
        ("f", "s1", 5),
        ("f", "s4", 6),
        ("w", "w4", 6),
    ]
    for i, (kind, seed, hours) in enumerate(plan):
        clock.now = T0 + timedelta(hours=hours)
        seats: tuple[Occupant, ...] = mine if i % 2 == 0 else (BOT,) * 4
        if kind == "f":
            ids.append(add_finished(store, seed, seats))
        else:
            ids.append(add_waiting(store, seed, (seats[0], None, None, None)))
    return {"ids": ids, "ann": ann}


def listing(client: FlaskClient, url: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    answer = client.get(url)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json(), json.loads(answer.headers["X-Pagination"])


def walk(client: FlaskClient, base: str, size: int, direction: str = "after") -> Iterator[str]:
    """Every game id of a listing, page by page through cursors."""
    items, _ = listing(client, f"{base}&page_size={size}")
    if direction == "before":  # start from the end: the last page by number
        everything, _ = listing(client, f"{base}&page_size=100")
        items = everything[-size:]
        yield from reversed([item["id"] for item in items])
    else:
        yield from (item["id"] for item in items)
    while items:
        edge = items[-1] if direction == "after" else items[0]
        items, pages = listing(client, f"{base}&page_size={size}&{direction}={edge['cursor']}")
        assert set(pages) == {"total"}  # no page numbers with a cursor
        ids = [item["id"] for item in items]
        yield from (ids if direction == "after" else reversed(ids))


@pytest.mark.parametrize("sort", ["newest", "oldest", "ranking"])
@pytest.mark.parametrize("size", [1, 2, 3])
def test_cursors_walk_the_whole_listing_in_order(
    client: FlaskClient, games: dict[str, Any], sort: str, size: int
) -> None:
    for base in (f"/games?sort={sort}", f"/players/{games['ann']}/games?sort={sort}"):
        everything = [item["id"] for item in listing(client, f"{base}&page_size=100")[0]]
        assert list(walk(client, base, size)) == everything
        assert list(walk(client, base, size, "before")) == everything[::-1]


def test_a_cursor_stays_put_while_games_are_created(
    app: Flask, client: FlaskClient, games: dict[str, Any], clock: Clock
) -> None:
    first, _ = listing(client, "/games?page_size=4")
    by_number, _ = listing(client, "/games?page_size=4&page=2")
    clock.now = T0 + timedelta(days=1)
    for seed in ("late-1", "late-2"):
        add_finished(store_of(app), seed)
    after, _ = listing(client, f"/games?page_size=4&after={first[-1]['cursor']}")
    assert [g["id"] for g in after] == [g["id"] for g in by_number]  # nothing shown twice
    shifted, _ = listing(client, "/games?page_size=4&page=2")
    assert shifted[:2] == first[-2:]  # what page numbers do instead


def test_before_and_after_together_give_the_games_between(
    client: FlaskClient, games: dict[str, Any]
) -> None:
    everything, _ = listing(client, "/games?sort=ranking&page_size=100")
    low, high = everything[1]["cursor"], everything[7]["cursor"]
    between, _ = listing(client, f"/games?sort=ranking&after={low}&before={high}&page_size=100")
    assert [g["id"] for g in between] == [g["id"] for g in everything[2:7]]


def test_bad_cursors_are_refused(client: FlaskClient, games: dict[str, Any]) -> None:
    newest, _ = listing(client, "/games?page_size=1")
    cursor = newest[0]["cursor"]
    huge = cursors.encode(Position("ranking", (10**12, T0, "x")))  # no ranking is that big
    for url in (
        "/games?after=nonsense",
        "/games?before=W10",
        f"/games?sort=ranking&after={cursor}",  # a cursor of another order
        f"/games?sort=ranking&after={huge}",
    ):
        answer = client.get(url)
        assert answer.status_code == 422, url
        assert answer.get_json()["code"] == "invalid_cursor"
    mixed = client.get(f"/games?page=2&after={cursor}")
    assert mixed.status_code == 422 and mixed.get_json()["code"] == "conflicting_parameters"
    export = client.get(f"/games?after={cursor}", headers={"Accept": "application/x-ndjson"})
    assert export.status_code == 422 and export.get_json()["code"] == "conflicting_parameters"


def test_since_and_until_window_the_export(client: FlaskClient, games: dict[str, Any]) -> None:
    ndjson = {"Accept": "application/x-ndjson"}

    def exported(query: str) -> list[str]:
        answer = client.get(f"/games?sort=oldest&{query}", headers=ndjson)
        assert answer.status_code == 200, answer.get_json()
        return [json.loads(line)["id"] for line in answer.get_data(as_text=True).splitlines()]

    # Finished at hours 0, 1, 2, 2, 3, 5 and 6 (the two at 2 in id order).
    listed, _ = listing(client, "/games?sort=oldest&status=finished&page_size=100")
    finished = [item["id"] for item in listed]
    assert set(finished) == {games["ids"][i] for i in (0, 1, 3, 4, 6, 8, 9)}
    assert exported("") == finished
    millis = int((T0 + timedelta(hours=2)).timestamp() * 1000)
    assert exported(f"since={millis}") == finished[2:]
    assert exported("since=2026-03-01T11:00:00Z&until=2026-03-01T14:00:00") == finished[2:5]
    # With finished_from too, the later bound wins.
    assert exported(f"since={millis}&finished_from=2026-03-01T12:00:00Z") == finished[4:]
    assert client.get("/games?since=yesterday", headers=ndjson).status_code == 422
    assert client.get("/games?until=999999999999999", headers=ndjson).status_code == 422


def _calendar_holds(millis: int) -> bool:
    try:
        datetime.fromtimestamp(millis / 1000, UTC)
    except (ValueError, OverflowError, OSError):
        return False
    return True


@given(st.integers(min_value=0, max_value=10**16))
@example(253402300799999)  # 9999-12-31T23:59:59.999Z, the last
@example(253402300800000)
def test_the_spec_pattern_of_unix_milliseconds_is_what_a_calendar_holds(millis: int) -> None:
    """``since``/``until`` in Unix milliseconds: the spec's pattern and the server agree
    (Schemathesis found ``until=286253205533075``, which a looser pattern let through
    to a 422)."""
    text = str(millis)
    assert bool(re.fullmatch(Instant.MILLISECONDS, text)) == (
        len(text) <= 15 and _calendar_holds(millis)
    )


def test_unix_milliseconds_past_the_calendar_are_refused(client: FlaskClient) -> None:
    assert client.get("/games?until=253402300799999").status_code == 200
    resp = client.get("/games?until=253402300800000")
    assert resp.status_code == 422 and resp.get_json()["code"] == "validation_error"

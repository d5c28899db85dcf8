"""Deleting a waiting table while others write to it, and a seat taken with an
invitation: one order of locks, one transaction, never a 5xx.

Real concurrency on each backend: two threads, each with its own test client
(its own connections), start together at a barrier, many times over. On
PostgreSQL a delete that locked its rows in another order than a seat or an
invitation deadlocked (503) or broke a foreign key (500).
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask
from sqlalchemy import select
from tables_support import Player, new_player
from werkzeug.test import TestResponse

from persistence.models import GameSeatRow, InvitationRow

ROUNDS = 20


def race(first: Callable[[], TestResponse], second: Callable[[], TestResponse]) -> list[int]:
    """Run the two requests together; their statuses, in order."""
    barrier = threading.Barrier(2)
    answers: list[Any] = [None, None]

    def run(index: int, request: Callable[[], TestResponse]) -> None:
        barrier.wait()
        answers[index] = request()

    threads = [threading.Thread(target=run, args=(i, r)) for i, r in enumerate((first, second))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    for answer in answers:
        assert answer is not None, "a request never answered"
        assert answer.status_code < 500, (answer.status_code, answer.get_json())
    return [answer.status_code for answer in answers]


@pytest.fixture
def players(app: Flask) -> Iterator[tuple[Player, Player]]:
    # Two clients: each thread has its own, as two browsers would.
    yield new_player(app.test_client(), "creator"), new_player(app.test_client(), "guest")


def waiting_table(creator: Player, visibility: str = "public") -> str:
    resp = creator.post("/games", json={"seats": [{}, None, None, None], "visibility": visibility})
    assert resp.status_code == 201, resp.get_json()
    game_id: str = resp.get_json()["id"]
    return game_id


def test_deleting_a_table_while_a_seat_is_taken(players: tuple[Player, Player]) -> None:
    creator, guest = players
    seen: Counter[tuple[int, int]] = Counter()
    for _ in range(ROUNDS):
        game = waiting_table(creator)
        deleted, seated = race(
            lambda game=game: creator.delete(f"/games/{game}"),
            lambda game=game: guest.put(f"/games/{game}/seats/1"),
        )
        seen[deleted, seated] += 1
        # Deleted first (the seat finds no game), seated first (the delete finds the
        # table changed), or one after the other.
        assert (deleted, seated) in {(204, 404), (409, 200), (204, 200)}, (deleted, seated)
        after = creator.get(f"/games/{game}")
        assert after.status_code == (404 if deleted == 204 else 200)
    assert sum(seen.values()) == ROUNDS


def test_deleting_a_table_while_an_invitation_is_made(
    app: Flask, players: tuple[Player, Player]
) -> None:
    creator, _ = players
    twin = Player(app.test_client(), creator.id, creator.name, creator.token)
    engine = app.extensions["belote"].store.engine
    for _ in range(ROUNDS):
        game = waiting_table(creator, "private")
        deleted, invited = race(
            lambda game=game: creator.delete(f"/games/{game}"),
            lambda game=game: twin.post(f"/games/{game}/invitations", json={}),
        )
        assert deleted == 204, deleted  # an invitation does not start a game
        assert invited in (201, 404), invited
        with engine.connect() as conn:
            left = conn.execute(select(InvitationRow.code).where(InvitationRow.game_id == game))
            assert left.first() is None  # nothing of the game outlives it


def test_a_seat_and_its_invitation_are_one_write(
    app: Flask, players: tuple[Player, Player], monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the seat's write is under way, the database shows the invitation
    unused and the seat empty: a crash at that moment spends no code on an
    empty seat (the claim commits with the seat, or not at all)."""
    creator, guest = players
    game = waiting_table(creator, "private")
    code = creator.post(f"/games/{game}/invitations", json={}).get_json()["code"]
    engine = app.extensions["belote"].store.engine
    inside, go_on = threading.Event(), threading.Event()
    seen: dict[str, Any] = {}

    def paused() -> None:
        if not inside.is_set():
            inside.set()
            go_on.wait(30)

    monkeypatch.setattr("persistence.faults.pause_in_write", paused)
    sitting = threading.Thread(
        target=lambda: seen.update(
            answer=guest.put(f"/games/{game}/seats/2?invitation={code}").status_code
        )
    )
    sitting.start()
    try:
        assert inside.wait(30), "the seat's write never started"
        with engine.connect() as conn:
            used_by = conn.execute(
                select(InvitationRow.used_by).where(InvitationRow.code == code)
            ).scalar_one()
            seated = conn.execute(
                select(GameSeatRow.seat).where(GameSeatRow.game_id == game)
            ).scalars()
            seen["during"] = (used_by, sorted(seated))
    finally:
        go_on.set()
        sitting.join(30)
    assert seen["during"] == (None, [0])  # not spent, not seated: a crash here loses nothing
    assert seen["answer"] == 200
    assert creator.get(f"/games/{game}/invitations").get_json()[0]["used_by"] == guest.id

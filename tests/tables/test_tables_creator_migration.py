"""Migration 0011: a game's creator is kept once, in ``games.creator_id``.

Before it, ``game_tables`` held a second copy, the only one for rematches (and
for games from before 0005 that a rematch request gave a table row).
Upgrading moves that copy into ``games`` where it was missing; downgrading
gives it back to ``game_tables``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine, inspect, text

from domain.events import GameCreated, Occupant
from domain.rules import Rules
from persistence.db import downgrade, make_engine, upgrade
from persistence.store import GameStore


@pytest.fixture
def engine(empty_database_url: str) -> Iterator[Engine]:
    engine = make_engine(empty_database_url)
    yield engine
    engine.dispose()


def test_the_tables_copy_of_the_creator_moves_to_games_and_back(engine: Engine) -> None:
    upgrade(engine, "0010")
    store = GameStore(engine)
    seats = (Occupant("player", "ann"), None, None, None)
    kept, _ = store.create_game(GameCreated(Rules(), "kept", seats), creator_id="ann")
    rematch, _ = store.create_game(GameCreated(Rules(), "rematch", seats))  # no creator
    bare, _ = store.create_game(GameCreated(Rules(), "bare", seats))  # no table row either
    insert = text(
        "INSERT INTO game_tables (game_id, creator_id, visibility) VALUES (:g, :c, 'private')"
    )
    with engine.begin() as conn:
        conn.execute(insert, [{"g": kept, "c": "ann"}, {"g": rematch, "c": "bob"}])

    upgrade(engine, "0011")
    columns = {c["name"] for c in inspect(engine).get_columns("game_tables")}
    assert "creator_id" not in columns
    with engine.connect() as conn:
        creators = dict(conn.execute(text("SELECT id, creator_id FROM games")).all())
    assert creators == {kept: "ann", rematch: "bob", bare: None}

    downgrade(engine, "0010")
    with engine.connect() as conn:
        rows = dict(conn.execute(text("SELECT game_id, creator_id FROM game_tables")).all())
    assert rows == {kept: "ann", rematch: "bob"}
    column = next(
        c for c in inspect(engine).get_columns("game_tables") if c["name"] == "creator_id"
    )
    assert column["nullable"] is False

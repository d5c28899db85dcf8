"""Players and their bearer tokens."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import Engine, text

from domain.errors import InvalidInput
from persistence.store import GameStore, Player, hash_token


def test_create_and_find_player(store: GameStore) -> None:
    before = datetime.now(UTC)
    player, token = store.create_player("Alice")
    assert isinstance(player, Player)
    assert player.name == "Alice"
    assert player.created_at.tzinfo is not None
    assert player.created_at.utcoffset() == timedelta(0)
    assert before - timedelta(seconds=1) <= player.created_at <= datetime.now(UTC)
    assert len(token) >= 40
    assert store.player_by_token(token) == player
    assert store.get_player(player.id) == player


def test_only_the_token_hash_is_stored(store: GameStore, engine: Engine) -> None:
    _, token = store.create_player("Bob")
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT * FROM players")).mappings().all()
    assert len(rows) == 1
    row = dict(rows[0])
    assert row["token_hash"] == hashlib.sha256(token.encode()).hexdigest() == hash_token(token)
    assert all(token not in str(value) for value in row.values())


def test_unknown_tokens_and_ids(store: GameStore) -> None:
    player, token = store.create_player("Carol")
    other, other_token = store.create_player("Carol")
    assert player.id != other.id and token != other_token
    assert store.player_by_token(other_token) == other
    assert store.player_by_token(token + "x") is None
    assert store.player_by_token("") is None
    assert store.get_player("nobody") is None


@pytest.mark.parametrize("name", ["", "   ", "x" * 201])
def test_invalid_names(store: GameStore, name: str) -> None:
    with pytest.raises(InvalidInput) as e:
        store.create_player(name)
    assert e.value.code == "invalid_name"

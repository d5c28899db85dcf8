"""The per-process log cache never serves a stale game."""

from __future__ import annotations

from domain.events import GameCreated, Occupant
from domain.game import new_game
from domain.rules import Rules
from domain.views import table_view, to_jsonable
from persistence.cache import LRUCache
from persistence.store import GameStore


def test_lru_cache_evicts_the_least_recently_used() -> None:
    cache: LRUCache[str, int] = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "b" is now the oldest
    cache.put("c", 3)
    assert cache.get("b") is None
    assert (cache.get("a"), cache.get("c")) == (1, 3)


def test_a_store_sees_what_another_process_appended(engine) -> None:
    """Two stores stand for two worker processes sharing one database."""
    first, second = GameStore(engine), GameStore(engine)
    humans = tuple(Occupant("player", "p") for _ in range(4))
    game_id, _ = first.create_game(GameCreated(Rules(), "cache", humans))
    cached = second.load(game_id)  # fills second's cache
    state = first.load(game_id)
    from domain.bots import decide, get_strategy

    version = state.version
    moves = []
    for _ in range(6):
        move = decide(get_strategy("random"), state, state.turn)
        state.apply(move)
        moves.append(move)
    first.append(game_id, version, moves, state)
    reloaded = second.load(game_id)
    assert reloaded.version == cached.version + 6
    assert to_jsonable(table_view(reloaded)) == to_jsonable(table_view(state))


def test_an_uncached_store_and_a_cached_one_agree(engine) -> None:
    store = GameStore(engine, cached_games=0)
    cached = GameStore(engine)
    bots = tuple(Occupant("bot", "random") for _ in range(4))
    created = GameCreated(Rules(), "whole", bots)
    state, _ = new_game(created)
    game_id, _ = store.create_game(created)
    assert to_jsonable(table_view(cached.load(game_id))) == to_jsonable(
        table_view(store.load(game_id))
    )
    assert to_jsonable(table_view(cached.load(game_id))) == to_jsonable(table_view(state))

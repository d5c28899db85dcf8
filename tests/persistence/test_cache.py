"""The per-process caches (logs, states) never serve a stale or shared game."""

from __future__ import annotations

from persistence_support import advance, bots_game, fingerprint
from sqlalchemy import Engine

from domain.events import GameCreated, Occupant
from domain.game import Phase, new_game, replay
from domain.rules import Rules
from domain.views import table_view, to_jsonable
from persistence.cache import LRUCache
from persistence.store import GameStore
from persistence.verify import verify_game


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


def test_a_loaded_state_is_the_callers_own(store: GameStore) -> None:
    game_id, _ = store.create_game(bots_game("own"))
    mine = store.load(game_id)
    before = fingerprint(store.load(game_id))
    advance(mine, 25)  # the caller plays on in memory and appends nothing
    assert fingerprint(store.load(game_id)) == before
    assert store.load(game_id) is not store.load(game_id)


def test_stores_taking_turns_on_a_game_stay_exact(engine: Engine) -> None:
    """Two processes (and now and then a fresh one) append in turn to one game.

    Each one's cached state falls behind in turn, and the projection rows are
    updated from whatever each knows: after every append, the writer's state
    and every projection must still match a replay of the stored log.
    """
    stores = (GameStore(engine), GameStore(engine))
    game_id, _ = stores[0].create_game(bots_game("turns", target=301))
    turn = 0
    while (state := stores[turn % 2].load(game_id)).phase is not Phase.FINISHED:
        writer = GameStore(engine) if turn % 3 == 2 else stores[turn % 2]
        version = state.version
        writer.append(game_id, version, advance(state, 1 + turn % 4), state)
        log = [s.event for s in GameStore(engine, cached_games=0).log(game_id)]
        assert fingerprint(state) == fingerprint(replay(log))
        with engine.connect() as conn:
            assert verify_game(conn, game_id) == []
        turn += 1
    for store in stores:
        assert fingerprint(store.load(game_id)) == fingerprint(replay(log))


def test_the_log_a_store_remembers_is_the_one_it_stored(engine: Engine) -> None:
    store = GameStore(engine)
    game_id, state = store.create_game(bots_game("remember"))
    for _ in range(5):
        version = state.version
        store.append(game_id, version, advance(state, 3), state)
    assert store.log(game_id) == GameStore(engine).log(game_id)  # seq, event, recorded_at

"""No response shows a card its caller could not see at the table, nor an unfinished seed.

The checking is done by the harness on every response of every test (see
``api_support.Harness.check_secrets``); here whole games are played while
players, a spectator and an outsider read everything they may, and try what
they may not, at every step.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from api_support import (
    Caller,
    Harness,
    LeakError,
    act,
    assert_finished_game,
    assert_problem,
    hidden_cards,
    refusal_oracle,
    visible_cards,
)

from domain.game import Phase

HEURISTIC = {"bot": "heuristic"}


def public_urls(game_id: str, deal: int, version: int) -> list[str]:
    return [
        f"/games/{game_id}",
        f"/games/{game_id}/deals",
        f"/games/{game_id}/deals/{deal}",
        f"/games/{game_id}/deals/{deal}/bids",
        f"/games/{game_id}/deals/{deal}/plays",
        f"/games/{game_id}/events?after={max(0, version - 12)}",
    ]


def try_refused_plays(
    harness: Harness,
    game_id: str,
    owners: dict[int, Caller],
    view: dict[str, Any],
    rng: random.Random,
) -> None:
    """The seat to play tries illegal cards; another seat plays out of turn."""
    table = view["table"]
    seat = view["seat"]
    owner = owners[seat]
    deal = table["deal"]
    url = f"/games/{game_id}/deals/{deal['deal_index']}/plays"
    if table["status"] != "playing":
        resp = owner.post(url, json={"seat": seat, "card": view["hand"][0]})
        assert_problem(resp, 409, "wrong_phase")
        return
    trick = deal["current_trick"]
    illegal = sorted(set(view["hand"]) - set(view["legal_cards"]))
    if illegal and rng.random() < 0.5:
        card = rng.choice(illegal)
        code = refusal_oracle(
            view["hand"],
            trick["cards"],
            trick["leader"],
            seat,
            deal["trump"],
            card,
            table["rules"]["overtrump_partner"],
        )
        body = assert_problem(owner.post(url, json={"seat": seat, "card": card}), 409, code or "")
        assert sorted(body["legal"]) == sorted(view["legal_cards"])
    state = harness.state(game_id)
    assert state is not None
    hidden = sorted(hidden_cards(state, owner.player_id))
    if hidden and rng.random() < 0.3:
        card = rng.choice(hidden)
        body = assert_problem(
            owner.post(url, json={"seat": seat, "card": card}), 409, "card_not_in_hand"
        )
        assert sorted(body["legal"]) == sorted(view["legal_cards"])
    others = [s for s in owners if s != seat]
    if others and rng.random() < 0.3:
        other = rng.choice(others)
        hand = owners[other].view(game_id, other)["hand"]
        if hand:
            resp = owners[other].post(url, json={"seat": other, "card": hand[0]})
            assert_problem(resp, 409, "not_your_turn")


def play_watched_game(
    harness: Harness,
    game_id: str,
    owners: dict[int, Caller],
    watchers: list[Caller],
    rng: random.Random,
    seed: str | None = None,
) -> None:
    """Play to the end; everyone reads what it may at every step."""
    outsider = next(w for w in watchers if w.player_id is not None)
    players = {id(c): c for c in owners.values()}
    step = 0
    seen_deal = -1
    while True:
        views = {seat: owner.view(game_id, seat) for seat, owner in owners.items()}
        table = next(iter(views.values()))["table"]
        for v in views.values():
            assert v["table"] == table
        if table["status"] == "finished":
            break
        deal = table["deal"]["deal_index"]
        urls = public_urls(game_id, deal, table["version"])
        reader = watchers[step % len(watchers)]
        for url in urls[step % 3 :: 3]:
            assert reader.get(url).status_code == 200
        if deal != seen_deal:
            # A new deal: every reader reads the whole history.
            for reader in [*watchers, *players.values()]:
                for url in urls:
                    assert reader.get(url).status_code == 200
                if deal > 0:
                    assert reader.get(f"/games/{game_id}/deals/{deal - 1}").status_code == 200
            seen_deal = deal
        if step % 4 == 0:
            peek = rng.choice(sorted(owners))
            resp = outsider.get(f"/games/{game_id}/seats/{peek}/view")
            assert_problem(resp, 403, "not_your_seat")
        seat = table["turn"]
        assert seat in owners, "bots move inside the requests: the turn is a player's"
        if rng.random() < 0.35:
            try_refused_plays(harness, game_id, owners, views[seat], rng)
        act(owners[seat], game_id, views[seat], rng)
        step += 1
        assert step < 2000
    # The end: the seed and every hand are public.
    for reader in [*watchers, *players.values()]:
        for url in public_urls(game_id, table["deal"]["deal_index"], table["version"]):
            assert reader.get(url).status_code == 200
        reader.events(game_id, limit=50)
    assert_finished_game(watchers[0], game_id, seed)


def test_the_checker_catches_a_leaked_card_and_a_leaked_seed(
    harness: Harness, alice: Caller, bob: Caller, anon: Caller
) -> None:
    """The harness is not vacuous: showing Alice's hand to others fails the test."""
    seed = "secret-seed-checker"
    game = alice.create_game(seed=seed, seats=[{}, HEURISTIC, HEURISTIC, HEURISTIC])
    game_id = game["id"]
    url = f"/games/{game_id}/seats/0/view"
    resp = alice.get(url)
    body = resp.get_json()
    state = harness.state(game_id)
    assert state is not None
    assert set(body["hand"]) <= visible_cards(state, alice.player_id)
    assert not set(body["hand"]) & visible_cards(state, None) - {
        c for t in [body["table"]["deal"]["current_trick"]] if t for c in t["cards"]
    }
    raw = resp.get_data(as_text=True)
    for caller in (anon, bob):
        with pytest.raises(LeakError, match="hidden"):
            harness.check_secrets(caller, "GET", url, resp, raw, body)
    public = anon.get(f"/games/{game_id}")
    leaky = dict(public.get_json(), note=seed)
    with pytest.raises(LeakError, match="seed"):
        harness.check_secrets(
            anon, "GET", f"/games/{game_id}", public, raw.replace("hand", seed), leaky
        )
    hidden = sorted(hidden_cards(state, None))
    with pytest.raises(LeakError):
        harness.check_secrets(
            anon, "GET", f"/games/{game_id}/events", public, "{}", {"x": [hidden[0]]}
        )


def test_one_human_against_bots_with_a_spectator_and_an_outsider(
    harness: Harness, alice: Caller, bob: Caller, anon: Caller
) -> None:
    seed = "secret-seed-hidden-bots"
    game = alice.create_game(
        seed=seed,
        rules={"announcements": True, "target": 501},
        seats=[HEURISTIC, {}, HEURISTIC, HEURISTIC],
    )
    assert game["seed"] is None
    play_watched_game(harness, game["id"], {1: alice}, [anon, bob], random.Random(21), seed)
    assert harness.cards_checked > 1000


def test_four_players_each_see_only_their_own_hand(harness: Harness, anon: Caller) -> None:
    players = [harness.player(name) for name in ("Ana", "Ben", "Cléo", "Dan")]
    outsider = harness.player("Eve")
    game = players[0].create_game(
        rules={"announcements": True, "first_packet": 2, "target": 200},
        seats=[{}, None, None, None],
    )
    game_id = game["id"]
    for seat in (1, 2, 3):
        assert players[seat].put(f"/games/{game_id}/seats/{seat}", json={}).status_code == 200
    owners = dict(enumerate(players))
    play_watched_game(harness, game_id, owners, [anon, outsider], random.Random(22))
    assert harness.cards_checked > 1000
    state = harness.games[game_id]
    assert state.phase is Phase.FINISHED
    # Once over, every deal's hands are public: the spectator may see them all.
    assert len(visible_cards(state, None)) == 32


def test_two_players_holding_two_seats_each(harness: Harness, alice: Caller, bob: Caller) -> None:
    carol = harness.player("Carol")
    seed = "secret-seed-hidden-pairs"
    game = alice.create_game(
        seed=seed,
        rules={"announcements": True, "target": 200, "overtrump_partner": False},
        seats=[{}, None, {}, None],
    )
    game_id = game["id"]
    for seat in (1, 3):
        assert bob.put(f"/games/{game_id}/seats/{seat}", json={}).status_code == 200
    owners = {0: alice, 1: bob, 2: alice, 3: bob}
    play_watched_game(
        harness, game_id, owners, [harness.anonymous(), carol], random.Random(23), seed
    )
    assert harness.cards_checked > 1000

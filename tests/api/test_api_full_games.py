"""Whole games played through HTTP, from creation to the revealed seed."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from api_support import (
    Caller,
    Harness,
    act,
    assert_finished_game,
    check_view_legality,
    play_styled_game,
    sha256_hex,
)
from situations import (
    RARE,
    RARE_10,
    RARE_GAMES,
    RARE_GAMES_10,
    missing,
    sweep_game,
    sweep_game_10,
)

HEURISTIC = {"bot": "heuristic"}
MAX_DECISIONS = 3000


def test_one_human_against_three_heuristic_bots(harness: Harness, alice: Caller) -> None:
    """Default rules (target 501), a random seed: the human only sees its turns."""
    rng = random.Random(1)
    created = alice.create_game(seats=[HEURISTIC, HEURISTIC, {}, HEURISTIC])
    game_id = created["id"]
    commitment = created["seed_commitment"]
    assert created["seed"] is None
    assert created["table"]["rules"]["target"] == 501
    assert created["table"]["status"] in ("bidding", "playing")
    view = alice.view(game_id, 2)
    decisions = 0
    while view["table"]["status"] != "finished":
        # The bots have moved: whenever the game goes on, it is the human's turn.
        assert view["table"]["turn"] == 2, view["table"]
        resp = act(alice, game_id, view, rng)
        view = resp.get_json()
        decisions += 1
        assert decisions < MAX_DECISIONS
        if view["table"]["status"] != "finished":
            assert harness.client.get(f"/games/{game_id}").get_json()["seed"] is None
    assert view["hand"] == [] and view["legal_cards"] == [] and view["legal_bids"] == []
    game = assert_finished_game(alice, game_id)
    assert game["seed_commitment"] == commitment
    assert sha256_hex(game["seed"]) == commitment
    assert game["table"]["seats"][0] == {"kind": "bot", "name": "heuristic"}
    assert game["table"]["seats"][2] == {"kind": "player", "name": alice.player_id}


def test_one_player_holding_all_four_seats(alice: Caller) -> None:
    """A local front end passing one device around: one token, four seats."""
    rng = random.Random(2)
    seed = "four-seats-one-token"
    created = alice.create_game(seed=seed, rules={"target": 300}, seats=[{}, {}, {}, {}])
    game_id = created["id"]
    assert created["seed"] is None
    assert created["seed_commitment"] == sha256_hex(seed)
    table = created["table"]
    decisions = 0
    while table["status"] != "finished":
        seat = table["turn"]
        view = alice.view(game_id, seat)
        assert view["seat"] == seat
        resp = act(alice, game_id, view, rng)
        table = resp.get_json()["table"]
        decisions += 1
        assert decisions < MAX_DECISIONS
    # Four seats, each seat played its cards: 8 tricks of 4 cards a played deal.
    game = assert_finished_game(alice, game_id, seed)
    assert game["table"]["decisions"] == decisions
    assert all(s == {"kind": "player", "name": alice.player_id} for s in game["table"]["seats"])


def test_four_players_each_with_their_own_token(harness: Harness, alice: Caller) -> None:
    """The creator sits, three others join with PUT; each acts only on its turn."""
    rng = random.Random(3)
    seed = "four-players"
    players = [alice, harness.player("Bob"), harness.player("Chloé"), harness.player("Driss")]
    created = alice.create_game(seed=seed, rules={"target": 150}, seats=[{}, None, None, None])
    game_id = created["id"]
    assert created["table"]["status"] == "waiting"
    for seat in (1, 2, 3):
        resp = players[seat].put(f"/games/{game_id}/seats/{seat}", json={})
        assert resp.status_code == 200, resp.get_json()
        table = resp.get_json()["table"]
        assert table["seats"][seat] == {"kind": "player", "name": players[seat].player_id}
        assert table["status"] == ("bidding" if seat == 3 else "waiting")
    decisions = 0
    while True:
        views = [p.view(game_id, seat) for seat, p in enumerate(players)]
        status = views[0]["table"]["status"]
        if status == "finished":
            break
        for v in views:
            check_view_legality(v)
        turns = [seat for seat, v in enumerate(views) if v["table"]["turn"] == v["seat"]]
        assert len(turns) == 1, [v["table"]["turn"] for v in views]
        seat = turns[0]
        act(players[seat], game_id, views[seat], rng)
        decisions += 1
        assert decisions < MAX_DECISIONS
    game = assert_finished_game(alice, game_id, seed)
    assert game["table"]["decisions"] == decisions
    # Every player sees the finished game the same way, without a hand.
    for seat, p in enumerate(players):
        view = p.view(game_id, seat)
        assert view["hand"] == []
        assert view["table"] == game["table"]


# The rules do not depend on the database, and these games are long: SQLite only.
@pytest.mark.parametrize(
    "database_url", [pytest.param("sqlite", marks=pytest.mark.sqlite)], indirect=True
)
def test_rare_situations_over_http(alice: Caller, capsys: pytest.CaptureFixture[str]) -> None:
    """Seeded games chosen to reach every rare rule (tests/situations.py) are played
    through HTTP; every response is checked by the harness, every deal record
    by the reference, and each rare situation must be reached (no flake: the
    games are fixed)."""
    seen: Counter[str] = Counter()
    for i in RARE_GAMES:
        rules, seed, chooser = sweep_game(i)
        created = alice.create_game(seed=seed, rules=rules, seats=[{}, {}, {}, {}])
        play_styled_game(alice, created["id"], chooser, seen)
        assert_finished_game(alice, created["id"], seed, seen)
    with capsys.disabled():
        print("\nsituations reached (HTTP):", dict(sorted(seen.items())))
    assert not missing(seen, RARE), f"never reached: {missing(seen, RARE)}; reached: {dict(seen)}"


# A classic moderne game (sweep10-8) playing SA and TA, with a belote at TA.
CLASSIC_MODERNE_GAME = 8


@pytest.mark.parametrize(
    "database_url", [pytest.param("sqlite", marks=pytest.mark.sqlite)], indirect=True
)
def test_rare_section_10_situations_over_http(
    alice: Caller, capsys: pytest.CaptureFixture[str]
) -> None:
    """§10 over HTTP: seeded coinche games (coinches, surcoinches, capot bids
    made and failed, SA and TA, a coinched contract failed, belote at TA) and
    a classic moderne game, every bid and view checked against the reference
    (reference.coinche's auction), every deal record scored by it."""
    seen: Counter[str] = Counter()
    for i in (*RARE_GAMES_10, CLASSIC_MODERNE_GAME):
        rules, seed, chooser = sweep_game_10(i)
        created = alice.create_game(seed=seed, rules=rules, seats=[{}, {}, {}, {}])
        game_seen: Counter[str] = Counter()
        play_styled_game(alice, created["id"], chooser, game_seen)
        assert_finished_game(alice, created["id"], seed, game_seen)
        if i == CLASSIC_MODERNE_GAME:  # SA and TA scored by §8 in classic
            assert game_seen["sa_contract"] and game_seen["ta_contract"], game_seen
        seen += game_seen
    with capsys.disabled():
        print("\nsituations reached (HTTP, §10):", dict(sorted(seen.items())))
    gaps = missing(seen, RARE_10)
    assert not gaps, f"never reached: {gaps}; reached: {dict(seen)}"

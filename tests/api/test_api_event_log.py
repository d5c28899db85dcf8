"""The public event log: it replays to the stored state, page by page."""

from __future__ import annotations

import random
from typing import Any

from api_support import Caller, Harness, act, decisions_of

from domain.events import GameCreated
from domain.game import replay, replay_with_facts
from domain.views import table_view, to_jsonable

HEURISTIC = {"bot": "heuristic"}


def replayed_table(events: list[dict[str, Any]], seed: str | None = None) -> Any:
    return to_jsonable(table_view(replay(decisions_of(events, seed))))


def test_a_finished_game_replays_from_its_public_log(anon: Caller, alice: Caller) -> None:
    """Four bots play the whole game inside POST /games; the log rebuilds it."""
    game = alice.create_game(seats=[HEURISTIC] * 4, rules={"target": 300})
    assert game["table"]["status"] == "finished"
    game_id = game["id"]
    events = anon.events(game_id)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert events[0]["type"] == "GameCreated"
    assert events[0]["data"]["seed"] == game["seed"] is not None
    assert {e["type"] for e in events[1:]} <= {"BidMade", "CardPlayed"}
    assert len(events) == game["table"]["version"]
    assert sum(e["type"] != "GameCreated" for e in events) == game["table"]["decisions"]
    assert replayed_table(events) == anon.game(game_id)["table"]
    # The facts listed with each decision are the ones the replay produces.
    _, facts = replay_with_facts(decisions_of(events))
    assert [e["facts"] for e in events] == [[f.to_dict() for f in fs] for fs in facts]
    assert events[-1]["facts"][-1]["type"] == "GameOver"


def test_an_unfinished_game_replays_with_the_seed_it_was_made_with(
    harness: Harness, alice: Caller
) -> None:
    seed = "secret-seed-unfinished-replay"
    game = alice.create_game(seed=seed, seats=[HEURISTIC, {}, HEURISTIC, {}])
    game_id = game["id"]
    rng = random.Random(11)
    anon = harness.anonymous()
    for _ in range(25):
        table = anon.game(game_id)["table"]
        seat = table["turn"]
        act(alice, game_id, alice.view(game_id, seat), rng)
        events = anon.events(game_id)
        assert events[0]["data"]["seed"] is None
        assert replayed_table(events, seed) == anon.game(game_id)["table"]
    # The hidden seed is the only thing missing: it is committed to.
    created = decisions_of(events, seed)[0]
    assert isinstance(created, GameCreated)
    assert created.seats[1] is not None and created.seats[1].name == alice.player_id
    assert events[0]["data"]["rules"] == game["table"]["rules"]


def test_pagination_by_after_and_limit_covers_every_seq_once(anon: Caller, alice: Caller) -> None:
    game = alice.create_game(seats=[HEURISTIC] * 4, rules={"target": 100})
    game_id = game["id"]
    last = game["table"]["version"]
    everything = anon.get(f"/games/{game_id}/events?limit=1000").get_json()
    assert everything["last_seq"] == last
    assert everything["next_after"] is None
    assert [e["seq"] for e in everything["events"]] == list(range(1, last + 1))
    for limit in (1, 7, last - 1, last, last + 1):
        pages = []
        after = 0
        while True:
            page = anon.get(f"/games/{game_id}/events?after={after}&limit={limit}").get_json()
            pages.append(page)
            assert page["last_seq"] == last
            assert len(page["events"]) == min(limit, last - after)
            assert [e["seq"] for e in page["events"]] == list(
                range(after + 1, after + 1 + len(page["events"]))
            )
            if page["next_after"] is None:
                break
            assert page["next_after"] == page["events"][-1]["seq"] < last
            after = page["next_after"]
            assert len(pages) <= last
        seqs = [e["seq"] for p in pages for e in p["events"]]
        assert seqs == list(range(1, last + 1)), limit
        assert [e for p in pages for e in p["events"]] == everything["events"]
    # Past the end: an empty page, nothing to follow.
    for after in (last, last + 5):
        page = anon.get(f"/games/{game_id}/events?after={after}").get_json()
        assert page == {"events": [], "last_seq": last, "next_after": None}
    # Starting in the middle.
    page = anon.get(f"/games/{game_id}/events?after={last - 3}&limit=2").get_json()
    assert [e["seq"] for e in page["events"]] == [last - 2, last - 1]
    assert page["next_after"] == last - 1


def test_the_log_records_seating_decisions(harness: Harness, alice: Caller, bob: Caller) -> None:
    game_id = alice.create_game(seed="secret-seed-seating", seats=[{}, None, None, None])["id"]
    assert bob.put(f"/games/{game_id}/seats/2", json={}).status_code == 200
    assert bob.delete(f"/games/{game_id}/seats/2").status_code == 200
    assert alice.put(f"/games/{game_id}/seats/1", json=HEURISTIC).status_code == 200
    events = alice.events(game_id)
    assert [(e["type"], e["data"].get("seat")) for e in events] == [
        ("GameCreated", None),
        ("SeatTaken", 2),
        ("SeatLeft", 2),
        ("SeatTaken", 1),
    ]
    assert events[1]["data"]["occupant"] == {"kind": "player", "name": bob.player_id}
    assert events[3]["data"]["occupant"] == {"kind": "bot", "name": "heuristic"}
    assert all(e["data"]["v"] == 1 for e in events)
    replayed = replayed_table(events, "secret-seed-seating")
    assert replayed == alice.game(game_id)["table"]
    assert replayed["status"] == "waiting"


def test_bids_and_plays_listings_follow_the_deal(harness: Harness, alice: Caller) -> None:
    """GET bids / plays list the deal's decisions in order, with the seats that made them."""
    game = alice.create_game(seed="secret-seed-listings", seats=[{}, {}, {}, {}])
    game_id = game["id"]
    rng = random.Random(12)
    anon = harness.anonymous()
    table = game["table"]
    for _ in range(22):
        table = act(alice, game_id, alice.view(game_id, table["turn"]), rng).get_json()["table"]
        deal = table["deal"]
        index = deal["deal_index"]
        bids = anon.get(f"/games/{game_id}/deals/{index}/bids").get_json()
        assert bids == deal["bids"]
        plays = anon.get(f"/games/{game_id}/deals/{index}/plays").get_json()
        tricks = [*deal["tricks"], *([deal["current_trick"]] if deal["current_trick"] else [])]
        expected = [
            {"seat": (t["leader"] + k) % 4, "card": c, "trick_index": i}
            for i, t in enumerate(tricks)
            for k, c in enumerate(t["cards"])
        ]
        assert plays == expected
    # The log's decisions of the current deal are the same ones.
    events = alice.events(game_id)
    played = [
        {"seat": e["data"]["seat"], "card": e["data"]["card"]}
        for e in events
        if e["type"] == "CardPlayed"
    ]
    assert played[-len(plays) :] == [{"seat": p["seat"], "card": p["card"]} for p in plays]
    assert len(plays) > 4

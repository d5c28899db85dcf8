"""Every refusal: its HTTP status, its problem body and its ``code``; none writes.

Positions for the card rules are found with the domain (heuristic decisions
from a few seeds) and checked against the rule book written again in
``api_support`` before the API is asked.
"""

from __future__ import annotations

import random
from typing import Any

from api_support import (
    Caller,
    Harness,
    act,
    assert_problem,
    assert_refused,
    count_games,
    find_position,
    reach,
    refusal_oracle,
    snapshot,
)
from flask import Flask

from api.services.games import SeatRequest
from domain.rules import Rules

HEURISTIC = {"bot": "heuristic"}


def games_count(harness: Harness) -> int:
    return count_games(harness)


def start_four_seat_game(caller: Caller, seed: str, **rules: Any) -> tuple[str, dict[str, Any]]:
    game = caller.create_game(seed=f"secret-seed-{seed}", rules=rules, seats=[{}, {}, {}, {}])
    return game["id"], game["table"]


# -- the card rules ------------------------------------------------------------


def test_illegal_cards_are_refused_with_the_rule_broken(alice: Caller) -> None:
    for code in ("must_follow_suit", "must_overtrump", "must_trump"):
        position = find_position(code)
        game_id = reach(alice, position)
        view = alice.view(game_id, position.seat)
        table = view["table"]
        assert table["turn"] == position.seat and table["status"] == "playing"
        assert position.card in view["hand"]
        assert position.card not in view["legal_cards"]
        trick = table["deal"]["current_trick"]
        assert (
            refusal_oracle(
                view["hand"],
                trick["cards"],
                trick["leader"],
                position.seat,
                table["deal"]["trump"],
                position.card,
            )
            == code
        )
        url = f"/games/{game_id}/deals/{table['deal']['deal_index']}/plays"
        play = {"seat": position.seat, "card": position.card}
        body = assert_refused(alice, game_id, "POST", url, 409, code, json=play)
        assert sorted(body["legal"]) == sorted(view["legal_cards"])
        # A legal card is then accepted.
        resp = alice.post(url, json={"seat": position.seat, "card": view["legal_cards"][0]})
        assert resp.status_code == 201, resp.get_json()


def test_card_not_in_hand(alice: Caller) -> None:
    game_id, table = start_four_seat_game(alice, "not-in-hand")
    deal = table["deal"]["deal_index"]
    taker = table["turn"]
    resp = alice.post(f"/games/{game_id}/deals/{deal}/bids", json={"seat": taker, "action": "take"})
    assert resp.status_code == 201, resp.get_json()
    leader = resp.get_json()["table"]["turn"]
    view = alice.view(game_id, leader)
    others = {c for s in range(4) if s != leader for c in alice.view(game_id, s)["hand"]}
    card = sorted(others)[0]
    assert card not in view["hand"]
    url = f"/games/{game_id}/deals/{deal}/plays"
    body = assert_refused(
        alice, game_id, "POST", url, 409, "card_not_in_hand", json={"seat": leader, "card": card}
    )
    assert sorted(body["legal"]) == sorted(view["legal_cards"]) == sorted(view["hand"])


# -- turn and phase ------------------------------------------------------------------


def test_not_your_turn_for_a_bid_and_for_a_card(alice: Caller) -> None:
    game_id, table = start_four_seat_game(alice, "not-your-turn")
    deal = table["deal"]["deal_index"]
    turn = table["turn"]
    other = (turn + 1) % 4
    body = assert_refused(
        alice,
        game_id,
        "POST",
        f"/games/{game_id}/deals/{deal}/bids",
        409,
        "not_your_turn",
        json={"seat": other, "action": "pass"},
    )
    assert body["turn"] == turn
    resp = alice.post(f"/games/{game_id}/deals/{deal}/bids", json={"seat": turn, "action": "take"})
    assert resp.status_code == 201
    leader = resp.get_json()["table"]["turn"]
    late = (leader + 2) % 4
    card = alice.view(game_id, late)["hand"][0]
    body = assert_refused(
        alice,
        game_id,
        "POST",
        f"/games/{game_id}/deals/{deal}/plays",
        409,
        "not_your_turn",
        json={"seat": late, "card": card},
    )
    assert body["turn"] == leader


def test_wrong_phase(alice: Caller, bob: Caller) -> None:
    # Waiting for players: no deal to bid in.
    waiting = alice.create_game(seats=[{}, None, None, None])["id"]
    assert_refused(
        alice,
        waiting,
        "POST",
        f"/games/{waiting}/deals/0/bids",
        409,
        "wrong_phase",
        json={"seat": 0, "action": "pass"},
    )
    # Bidding: no card may be played yet.
    game_id, table = start_four_seat_game(alice, "wrong-phase")
    turn = table["turn"]
    card = alice.view(game_id, turn)["hand"][0]
    url = f"/games/{game_id}/deals/0"
    assert_refused(
        alice,
        game_id,
        "POST",
        f"{url}/plays",
        409,
        "wrong_phase",
        json={"seat": turn, "card": card},
    )
    # Playing: bidding is over.
    resp = alice.post(f"{url}/bids", json={"seat": turn, "action": "take"})
    assert resp.status_code == 201
    leader = resp.get_json()["table"]["turn"]
    body = assert_refused(
        alice,
        game_id,
        "POST",
        f"{url}/bids",
        409,
        "wrong_phase",
        json={"seat": leader, "action": "pass"},
    )
    assert body.get("phase", "playing") == "playing"


def test_suit_not_allowed_in_either_round(alice: Caller) -> None:
    game_id, table = start_four_seat_game(alice, "suit-not-allowed")
    url = f"/games/{game_id}/deals/0/bids"
    retourne_suit = table["deal"]["retourne"][1]
    other_suit = next(s for s in "SHDC" if s != retourne_suit)
    turn = table["turn"]
    body = assert_refused(
        alice,
        game_id,
        "POST",
        url,
        409,
        "suit_not_allowed",
        json={"seat": turn, "action": "take", "suit": other_suit},
    )
    assert body["allowed_suits"] == [retourne_suit]
    for k in range(4):  # round one: everybody passes
        resp = alice.post(url, json={"seat": (turn + k) % 4, "action": "pass"})
        assert resp.status_code == 201
    assert resp.get_json()["table"]["deal"]["bidding_round"] == 2
    body = assert_refused(
        alice,
        game_id,
        "POST",
        url,
        409,
        "suit_not_allowed",
        json={"seat": turn, "action": "take", "suit": retourne_suit},
    )
    assert sorted(body["allowed_suits"]) == sorted(set("SHDC") - {retourne_suit})
    resp = alice.post(url, json={"seat": turn, "action": "take", "suit": other_suit})
    assert resp.status_code == 201
    deal = resp.get_json()["table"]["deal"]
    assert deal["taker"] == turn and deal["trump"] == other_suit


def test_dealer_must_take_when_no_taker_is_dealer_forced(alice: Caller) -> None:
    game_id, table = start_four_seat_game(alice, "dealer-forced", no_taker="dealer_forced")
    url = f"/games/{game_id}/deals/0/bids"
    dealer = table["deal"]["dealer"]
    retourne_suit = table["deal"]["retourne"][1]
    for k in range(7):
        resp = alice.post(url, json={"seat": (dealer + 1 + k) % 4, "action": "pass"})
        assert resp.status_code == 201, resp.get_json()
    view = alice.view(game_id, dealer)
    assert view["table"]["turn"] == dealer
    assert {"action": "pass", "suit": None} not in view["legal_bids"]
    body = assert_refused(
        alice,
        game_id,
        "POST",
        url,
        409,
        "dealer_must_take",
        json={"seat": dealer, "action": "pass"},
    )
    assert sorted(body["allowed_suits"]) == sorted(set("SHDC") - {retourne_suit})
    assert_refused(
        alice,
        game_id,
        "POST",
        url,
        409,
        "suit_not_allowed",
        json={"seat": dealer, "action": "take", "suit": retourne_suit},
    )
    suit = body["allowed_suits"][0]
    resp = alice.post(url, json={"seat": dealer, "action": "take", "suit": suit})
    assert resp.status_code == 201
    assert resp.get_json()["table"]["deal"]["taker"] == dealer


def test_thrown_in_deal_then_wrong_deal_and_unknown_deal(alice: Caller) -> None:
    """Default no_taker=redeal: eight passes throw the deal in; deal 0 is then closed."""
    game_id, table = start_four_seat_game(alice, "redeal")
    dealer = table["deal"]["dealer"]
    for k in range(8):
        resp = alice.post(
            f"/games/{game_id}/deals/0/bids", json={"seat": (dealer + 1 + k) % 4, "action": "pass"}
        )
        assert resp.status_code == 201, resp.get_json()
    table = resp.get_json()["table"]
    assert table["deal"]["deal_index"] == 1
    assert table["deal"]["dealer"] == (dealer + 1) % 4
    assert table["scores"] == [0, 0]
    turn = table["turn"]
    assert_refused(
        alice,
        game_id,
        "POST",
        f"/games/{game_id}/deals/0/bids",
        409,
        "wrong_deal",
        json={"seat": turn, "action": "pass"},
    )
    assert_refused(
        alice,
        game_id,
        "POST",
        f"/games/{game_id}/deals/2/bids",
        404,
        "not_found",
        json={"seat": turn, "action": "pass"},
    )
    entries = alice.get(f"/games/{game_id}/deals").get_json()
    assert [e["over"] for e in entries] == [True, False]
    assert entries[0]["record"]["outcome"] == "thrown_in"


def test_game_over_and_game_started(alice: Caller) -> None:
    rng = random.Random(5)
    game = alice.create_game(
        seed="secret-seed-short", rules={"target": 100}, seats=[{}, HEURISTIC, HEURISTIC, HEURISTIC]
    )
    game_id = game["id"]
    view = alice.view(game_id, 0)
    while view["table"]["status"] != "finished":
        view = act(alice, game_id, view, rng).get_json()
    deal = view["table"]["deal"]["deal_index"]
    url = f"/games/{game_id}/deals/{deal}"
    assert_refused(
        alice, game_id, "POST", f"{url}/plays", 409, "game_over", json={"seat": 0, "card": "JH"}
    )
    assert_refused(
        alice, game_id, "POST", f"{url}/bids", 409, "game_over", json={"seat": 0, "action": "pass"}
    )
    for method, kw in (("PUT", {"json": {}}), ("DELETE", {})):
        for seat in (0, 1):
            assert_refused(
                alice, game_id, method, f"/games/{game_id}/seats/{seat}", 409, "game_started", **kw
            )


# -- seats --------------------------------------------------------------------------


def test_seat_taken_seat_empty_and_game_started(alice: Caller, bob: Caller) -> None:
    game_id = alice.create_game(seats=[{}, None, None, None])["id"]
    seat = f"/games/{game_id}/seats"
    assert_refused(bob, game_id, "PUT", f"{seat}/0", 409, "seat_taken", json={})
    assert_refused(alice, game_id, "PUT", f"{seat}/0", 409, "seat_taken", json=HEURISTIC)
    assert_refused(alice, game_id, "DELETE", f"{seat}/2", 409, "seat_empty")
    # Sitting down and leaving again work before the start.
    resp = bob.put(f"{seat}/1", json={})
    assert resp.status_code == 200
    assert resp.get_json()["table"]["seats"][1] == {"kind": "player", "name": bob.player_id}
    resp = bob.delete(f"{seat}/1")
    assert resp.status_code == 200
    assert resp.get_json()["table"]["seats"][1] is None
    for s in (1, 2, 3):
        resp = alice.put(f"{seat}/{s}", json=HEURISTIC)
        assert resp.status_code == 200
    assert resp.get_json()["table"]["status"] in ("bidding", "playing")
    assert_refused(bob, game_id, "PUT", f"{seat}/1", 409, "game_started", json={})
    assert_refused(alice, game_id, "DELETE", f"{seat}/1", 409, "game_started")


# -- concurrency and preconditions ----------------------------------------------------


def test_precondition_failed_with_if_match(alice: Caller) -> None:
    game_id, table = start_four_seat_game(alice, "if-match")
    version = table["version"]
    url = f"/games/{game_id}/deals/0/bids"
    bid = {"seat": table["turn"], "action": "pass"}
    for stale in (f'"{version - 1}"', f'"{version + 1}"', "7"):
        body = assert_refused(
            alice,
            game_id,
            "POST",
            url,
            412,
            "precondition_failed",
            json=bid,
            headers={"If-Match": stale},
        )
    assert body["version"] == version
    # Not a version at all: the header is wrong, reading the game again would not help.
    assert_refused(
        alice, game_id, "POST", url, 400, "invalid_if_match", json=bid, headers={"If-Match": '"x"'}
    )
    resp = alice.post(url, json=bid, headers={"If-Match": f'"{version}"'})
    assert resp.status_code == 201
    assert resp.headers["ETag"] == f'"{version + 1}"'


def test_stale_version_when_a_concurrent_writer_wins(
    app: Flask, harness: Harness, alice: Caller, bob: Caller
) -> None:
    """Another write lands between this request's read and its append: 409, nothing of it kept."""
    game_id = alice.create_game(seats=[{}, None, None, None])["id"]
    svc = app.extensions["belote"]
    real_load = svc.load
    bob_player = harness.store.get_player(bob.player_id)
    assert bob_player is not None

    def load_then_lose_the_race(gid: str) -> Any:
        state = real_load(gid)
        svc.load = real_load
        svc.sit(gid, bob_player, 2, SeatRequest(None), None)  # the concurrent writer
        return state

    svc.load = load_then_lose_the_race
    try:
        resp = alice.put(f"/games/{game_id}/seats/1", json=HEURISTIC)
    finally:
        svc.load = real_load
    assert_problem(resp, 409, "stale_version")
    seats = alice.game(game_id)["table"]["seats"]
    assert seats[1] is None
    assert seats[2] == {"kind": "player", "name": bob.player_id}
    types = [e["type"] for e in alice.events(game_id)]
    assert types == ["GameCreated", "SeatTaken"]


# -- malformed requests -------------------------------------------------------------


def test_validation_errors(harness: Harness, alice: Caller) -> None:
    game_id, table = start_four_seat_game(alice, "validation")
    turn = table["turn"]
    deal = f"/games/{game_id}/deals/0"
    seat = f"/games/{game_id}/seats"
    card = alice.view(game_id, turn)["hand"][0]
    game_requests: list[tuple[str, str, Any]] = [
        # wrong types
        ("POST", f"{deal}/bids", {"seat": "zero", "action": "pass"}),
        ("POST", f"{deal}/bids", {"seat": True, "action": "pass"}),
        ("POST", f"{deal}/bids", {"seat": turn, "action": 1}),
        ("POST", f"{deal}/plays", {"seat": turn, "card": 12}),
        ("POST", f"{deal}/plays", {"seat": [turn], "card": card}),
        ("PUT", f"{seat}/1", {"bot": 3}),
        # missing and unknown fields
        ("POST", f"{deal}/bids", {"action": "pass"}),
        ("POST", f"{deal}/plays", {"seat": turn}),
        ("POST", f"{deal}/bids", {"seat": turn, "action": "pass", "extra": 1}),
        ("POST", f"{deal}/plays", {"seat": turn, "card": card, "force": True}),
        ("PUT", f"{seat}/1", {"name": "Bob"}),
        # unknown values (cards, suits and bots have codes of their own, below)
        ("POST", f"{deal}/bids", {"seat": turn, "action": "double"}),
        # seats out of range
        ("POST", f"{deal}/bids", {"seat": 4, "action": "pass"}),
        ("POST", f"{deal}/plays", {"seat": -1, "card": card}),
        # not an object
        ("POST", f"{deal}/bids", [turn, "pass"]),
    ]
    for method, url, body in game_requests:
        problem = assert_refused(alice, game_id, method, url, 422, "validation_error", json=body)
        assert problem["errors"], (url, body)
    named: list[tuple[str, str, Any, str, str]] = [
        ("POST", f"{deal}/plays", {"seat": turn, "card": "ZZ"}, "unknown_card", "card"),
        ("POST", f"{deal}/plays", {"seat": turn, "card": "1H"}, "unknown_card", "card"),
        (
            "POST",
            f"{deal}/bids",
            {"seat": turn, "action": "take", "suit": "X"},
            "unknown_suit",
            "suit",
        ),
        ("PUT", f"{seat}/1", {"bot": "genius"}, "unknown_bot", "bot"),
    ]
    for method, url, body, code, field in named:
        problem = assert_refused(alice, game_id, method, url, 422, code, json=body)
        assert problem["field"] == field and problem["errors"], (url, body)
    for query in ("after=-1", "limit=0", "limit=1001", "limit=many"):
        assert_problem(alice.get(f"/games/{game_id}/events?{query}"), 422, "validation_error")
    assert_problem(alice.get(f"{seat}/{turn}/view?wait=999"), 422, "validation_error")
    assert_problem(alice.get("/games?status=lost"), 422, "validation_error")
    # Creating games and players.
    count = games_count(harness)
    creations: list[Any] = [
        {"seed": 5},
        {"seed": ""},
        {"rules": "classic"},
        {"seats": [{}, None, None]},
        {"seats": [{}, {"human": True}, None, None]},
        {"seats": [{}, 7, None, None]},
        {"players": 4},
    ]
    for body in creations:
        problem = assert_problem(alice.post("/games", json=body), 422, "validation_error")
        assert problem["errors"], body
    # A value a table option does not allow names the option (docs/rules.md §10).
    bad_values: list[dict[str, Any]] = [
        {"target": 99},
        {"target": 5001},
        {"first_packet": 4},
        {"no_taker": "shuffle"},
        {"mode": "contree"},
        {"moderne": "yes"},
        {"capot_points": 300},
        {"direction": "sideways"},
        {"overtrump_partner": "sometimes"},
    ]
    for rules in bad_values:
        problem = assert_problem(
            alice.post("/games", json={"rules": rules}), 422, "invalid_rule_option"
        )
        assert problem["option"] == next(iter(rules)), rules
    for body, code, field in (
        ({"rules": {"trump_order": "JA"}}, "unknown_rule_option", "rules.trump_order"),
        ({"seats": [{}, {"bot": "genius"}, None, None]}, "unknown_bot", "seats.1.bot"),
    ):
        problem = assert_problem(alice.post("/games", json=body), 422, code)
        assert problem["field"] == field, body
    for body in ({}, {"name": 5}, {"name": "x", "age": 3}):
        assert_problem(alice.post("/players", json=body), 422, "validation_error")
    for body in ({"name": ""}, {"name": "x" * 65}):  # the name's own rules (tests/tables)
        assert_problem(alice.post("/players", json=body), 422, "invalid_name")
    assert games_count(harness) == count


def test_wrong_json_types_are_refused_not_coerced(harness: Harness, alice: Caller) -> None:
    """A JSON value of the wrong type is refused (422), never silently converted
    (domain/rules.py insists that 1 is not True; a seat is an integer, not 1.5)."""
    accepted = []
    count = games_count(harness)
    for rules in (
        {"target": 501.7},
        {"target": "501"},
        {"announcements": 1},
        {"overtrump_partner": "false"},
        {"first_packet": "2"},
    ):
        resp = alice.post("/games", json={"rules": rules, "seats": [{}, None, None, None]})
        if resp.status_code != 422:
            (name,) = rules
            accepted.append((rules, resp.status_code, resp.get_json()["table"]["rules"][name]))
            count += 1
        else:
            assert_problem(resp, 422, "invalid_rule_option")  # a rule value: names the option
    assert games_count(harness) == count
    for name, offset in (("string", "s"), ("fraction", 0.5)):
        game_id, table = start_four_seat_game(alice, f"wrong-type-{name}")
        turn = table["turn"]
        seat: Any = str(turn) if offset == "s" else turn + offset
        before = snapshot(alice, game_id)
        resp = alice.post(f"/games/{game_id}/deals/0/bids", json={"seat": seat, "action": "pass"})
        if resp.status_code != 422:
            accepted.append(({"seat": seat}, resp.status_code, resp.get_json()["seat"]))
        else:
            assert_problem(resp, 422, "validation_error")
            assert snapshot(alice, game_id) == before
    assert accepted == [], f"wrong JSON types accepted (value, status, as read): {accepted}"


def test_seat_out_of_range_in_the_path(harness: Harness, alice: Caller) -> None:
    game_id = alice.create_game(seats=[{}, None, None, None])["id"]
    for seat in (4, 9, -1):
        url = f"/games/{game_id}/seats/{seat}"
        for method, kw in (("PUT", {"json": {}}), ("DELETE", {}), ("GET", {})):
            before = alice.game(game_id)
            resp = alice.request(method, url + ("/view" if method == "GET" else ""), **kw)
            assert resp.status_code in (404, 422), resp.get_json()
            body = resp.get_json(force=True)
            assert body["code"] in ("not_found", "validation_error", "invalid_seat"), body
            assert alice.game(game_id) == before


def test_malformed_json(harness: Harness, alice: Caller) -> None:
    game_id, _ = start_four_seat_game(alice, "malformed")
    count = games_count(harness)
    for method, url in (
        ("POST", f"/games/{game_id}/deals/0/bids"),
        ("POST", f"/games/{game_id}/deals/0/plays"),
        ("PUT", f"/games/{game_id}/seats/1"),
    ):
        for data in ('{"seat": 0,', "{'seat': 0}", "seat=0"):
            assert_refused(
                alice,
                game_id,
                method,
                url,
                400,
                "malformed_json",
                data=data,
                content_type="application/json",
            )
    assert_problem(
        alice.post("/games", data="{rules:", content_type="application/json"), 400, "malformed_json"
    )
    assert_problem(
        alice.post("/players", data='{"name"', content_type="application/json"),
        400,
        "malformed_json",
    )
    assert games_count(harness) == count


# -- resources and methods ---------------------------------------------------------------


def test_not_found(harness: Harness, alice: Caller, anon: Caller) -> None:
    game_id, table = start_four_seat_game(alice, "not-found")
    for url in (
        "/games/nosuchgame",
        "/games/nosuchgame/deals",
        "/games/nosuchgame/deals/0",
        "/games/nosuchgame/deals/0/bids",
        "/games/nosuchgame/deals/0/plays",
        "/games/nosuchgame/events",
        f"/games/{game_id}/deals/1",
        f"/games/{game_id}/deals/7/bids",
        f"/games/{game_id}/deals/7/plays",
        "/nowhere",
    ):
        assert_problem(anon.get(url), 404, "not_found")
    assert_problem(alice.get("/games/nosuchgame/seats/0/view"), 404, "not_found")
    count = games_count(harness)
    for method, url, body in (
        ("PUT", "/games/nosuchgame/seats/0", {}),
        ("DELETE", "/games/nosuchgame/seats/0", None),
        ("POST", "/games/nosuchgame/deals/0/bids", {"seat": 0, "action": "pass"}),
        ("POST", "/games/nosuchgame/deals/0/plays", {"seat": 0, "card": "JH"}),
    ):
        kw = {} if body is None else {"json": body}
        assert_problem(alice.request(method, url, **kw), 404, "not_found")
    assert games_count(harness) == count
    # A deal of a real game that does not exist yet.
    assert_refused(
        alice,
        game_id,
        "POST",
        f"/games/{game_id}/deals/3/bids",
        404,
        "not_found",
        json={"seat": table["turn"], "action": "pass"},
    )


def test_method_not_allowed_names_the_allowed_methods(alice: Caller) -> None:
    game_id = alice.create_game(seats=[{}, None, None, None])["id"]
    before = alice.game(game_id)
    for method, url, allowed in (
        ("POST", "/games/{id}", {"GET", "DELETE"}),  # DELETE: tests/tables
        ("PUT", "/games/{id}", {"GET", "DELETE"}),
        ("DELETE", "/games", {"GET", "POST"}),
        ("GET", "/players", {"POST"}),
        ("POST", "/games/{id}/events", {"GET"}),
        ("PATCH", "/games/{id}/seats/1", {"PUT", "DELETE"}),
        ("POST", "/games/{id}/seats/1/view", {"GET"}),
        ("DELETE", "/games/{id}/deals/0/plays", {"GET", "POST"}),
        ("PUT", "/games/{id}/deals/0/bids", {"GET", "POST"}),
    ):
        resp = alice.request(method, url.replace("{id}", game_id), json={})
        assert_problem(resp, 405, "method_not_allowed")
        listed = {m.strip() for m in resp.headers["Allow"].split(",")}
        assert allowed <= listed and method not in listed, (method, url, listed)
    assert alice.game(game_id) == before


def test_rules_objects_reject_every_unknown_option(harness: Harness, alice: Caller) -> None:
    """The option names are exactly those of docs/rules.md; near misses are refused."""
    count = games_count(harness)
    for name in ("Target", "targets", "belote", "trump", "no-taker"):
        problem = assert_problem(
            alice.post("/games", json={"rules": {name: 501}}), 422, "unknown_rule_option"
        )
        assert name in str(problem["errors"]) and problem["field"] == f"rules.{name}"
    assert games_count(harness) == count
    assert set(Rules().to_dict()) == set(alice.create_game()["table"]["rules"])

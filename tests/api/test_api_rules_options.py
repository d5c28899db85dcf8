"""Table options (domain/rules.py OPTIONS) go in at creation and come back identical."""

from __future__ import annotations

from typing import Any

from api_support import Caller, Harness, rule_book_deal

from domain.rules import OPTIONS

DEFAULTS: dict[str, Any] = {
    "mode": "classic",
    "moderne": False,
    "direction": "counterclockwise",
    "first_packet": 3,
    "no_taker": "redeal",
    "overtrump_partner": True,
    "undertrump": "required",
    "belote_on_failed_contract": "holder_keeps",
    "belote_counts_for_contract": True,
    "announcements": False,
    "capot_points": 252,
    "target": 501,
}

NON_DEFAULT: dict[str, Any] = {
    "moderne": True,
    "direction": "clockwise",
    "first_packet": 2,
    "no_taker": "dealer_forced",
    "overtrump_partner": False,
    "undertrump": "optional",
    "belote_on_failed_contract": "to_defence",
    "belote_counts_for_contract": False,
    "announcements": True,
    "capot_points": 250,
    "target": 1001,
}


def read_back(harness: Harness, caller: Caller, game_id: str) -> list[dict[str, Any]]:
    """The rules as every public read shows them."""
    anon = harness.anonymous()
    listed = anon.get(f"/games?player={caller.player_id}&page_size=100").get_json()
    return [
        anon.game(game_id)["table"]["rules"],
        anon.get(f"/games/{game_id}/events?limit=1").get_json()["events"][0]["data"]["rules"],
        next(g["rules"] for g in listed if g["id"] == game_id),
        caller.view(game_id, 0)["table"]["rules"],
    ]


# Coinche's own options (docs/rules.md §10.2): tests/api/test_api_coinche.py.
COINCHE_ONLY = {"coinche_packets", "surcoinche_multiplier"}


def test_the_option_names_are_those_of_the_rule_book() -> None:
    assert set(OPTIONS) == set(DEFAULTS) | COINCHE_ONLY
    assert set(NON_DEFAULT) | {"mode"} | COINCHE_ONLY == set(OPTIONS)
    for name, value in NON_DEFAULT.items():
        assert value in OPTIONS[name] and value != DEFAULTS[name]


def test_defaults_and_each_option_alone_round_trip(harness: Harness, alice: Caller) -> None:
    game = alice.create_game(seats=[{}, None, None, None])
    assert game["table"]["rules"] == DEFAULTS
    assert all(rules == DEFAULTS for rules in read_back(harness, alice, game["id"]))
    game = alice.create_game(rules={}, seats=[{}, None, None, None])
    assert game["table"]["rules"] == DEFAULTS
    cases: list[dict[str, Any]] = [{name: value} for name, value in NON_DEFAULT.items()]
    cases += [{"target": 100}, {"target": 5000}, {"mode": "classic"}, {"first_packet": 3}]
    for options in cases:
        game = alice.create_game(rules=options, seats=[{}, None, None, None])
        expected = {**DEFAULTS, **options}
        assert game["table"]["rules"] == expected, options
        for rules in read_back(harness, alice, game["id"]):
            assert rules == expected, options


def test_all_options_together_round_trip_and_apply(harness: Harness, alice: Caller) -> None:
    """Every non-default option at once, on a started game: the deal follows them."""
    seed = "secret-seed-all-options"
    game = alice.create_game(seed=seed, rules=NON_DEFAULT, seats=[{}, {}, {}, {}])
    game_id = game["id"]
    expected = {**DEFAULTS, **NON_DEFAULT}
    assert game["table"]["rules"] == expected
    for rules in read_back(harness, alice, game_id):
        assert rules == expected
    # first_packet = 2: the five cards of each seat are dealt 2 then 3.
    derived = rule_book_deal(seed, 0, None, {"first_packet": 2})
    assert game["table"]["deal"]["dealer"] == derived.dealer
    assert game["table"]["deal"]["retourne"] == derived.retourne
    for seat in range(4):
        assert set(alice.view(game_id, seat)["hand"]) == derived.first_five[seat]
    assert rule_book_deal(seed, 0, None, {"first_packet": 3}).first_five != derived.first_five
    # no_taker = dealer_forced: the dealer cannot pass at the end of round two.
    dealer = derived.dealer
    for k in range(7):
        resp = alice.post(
            f"/games/{game_id}/deals/0/bids", json={"seat": (dealer + 1 + k) % 4, "action": "pass"}
        )
        assert resp.status_code == 201
    legal = alice.view(game_id, dealer)["legal_bids"]
    assert legal and all(b["action"] == "take" for b in legal)
    assert alice.game(game_id)["table"]["rules"] == expected

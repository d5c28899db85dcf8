"""Issue 10 items 8 to 10: every bad input is a clear 4xx problem, never a 500.

First the examples a hostile client found (each gave a 500, or was silently
ignored), then the whole class: hypothesis sends hostile values in every
path parameter, query parameter, numeric header and JSON body field of every
operation of the spec, on SQLite and PostgreSQL, and every answer must be
below 500 and, when refused, a problem.
"""

from __future__ import annotations

import json
import logging
from datetime import date
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from api_support import Caller
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.http.spec import spec_dict

PROBLEM = "application/problem+json"
SEATS = [{}, None, None, None]


def assert_problem(resp: Any, status: int, code: str) -> dict[str, Any]:
    body = resp.get_json()
    assert (resp.status_code, resp.mimetype) == (status, PROBLEM), (resp.status_code, body)
    assert body["code"] == code, body
    return dict(body)


# -- the examples ------------------------------------------------------------------


@pytest.mark.parametrize("version", ['"\u00b2"', '"\u0663"', 'W/"1\u00b9"', "", "seven"])
def test_if_match_with_digits_python_reads_but_http_does_not(alice: Caller, version: str) -> None:
    """Not a version ETag: a 400, since reading the game again (what a 412 asks) cannot mend it."""
    game = alice.create_game(seats=SEATS)
    resp = alice.put(f"/games/{game['id']}/seats/1", json={}, headers={"If-Match": version})
    assert_problem(resp, 400, "invalid_if_match")
    assert alice.game(game["id"])["table"]["seats"][1] is None


def test_if_match_past_every_version_is_a_stale_one(alice: Caller) -> None:
    game = alice.create_game(seats=SEATS)
    huge = '"' + "9" * 5000 + '"'
    resp = alice.put(f"/games/{game['id']}/seats/1", json={}, headers={"If-Match": huge})
    assert_problem(resp, 412, "precondition_failed")
    assert alice.game(game["id"])["table"]["seats"][1] is None


def test_a_seat_that_does_not_exist_is_refused_before_if_match_is_judged(alice: Caller) -> None:
    """Found by Schemathesis (leave_seat, seat 733 with a stale If-Match answered 412): a
    request refused anyway ignores its preconditions (RFC 9110 §13.2.1)."""
    game = alice.create_game(seats=SEATS)
    stale = {"If-Match": '"99"'}
    for method, url, kw in (
        ("DELETE", f"/games/{game['id']}/seats/733", {}),
        ("PUT", f"/games/{game['id']}/seats/-1", {"json": {}}),
        ("POST", f"/games/{game['id']}/seats/4/return", {}),
    ):
        resp = getattr(alice, method.lower())(url, headers=stale, **kw)
        assert_problem(resp, 422, "invalid_seat")
    resp = alice.post(f"/games/{game['id']}/resignation", json={"seat": 7}, headers=stale)
    assert_problem(resp, 422, "validation_error")  # the body's schema says 0 to 3


@pytest.mark.parametrize("last_id", ["\u00b2", "\u0663", "9" * 5000])
def test_last_event_id_with_odd_digits_starts_a_stream(
    app: Flask, alice: Caller, last_id: str
) -> None:
    game = alice.create_game(seats=SEATS)
    resp = app.test_client().get(
        f"/games/{game['id']}/events/stream", headers={"Last-Event-ID": last_id}
    )
    try:
        assert resp.status_code == 200 and resp.mimetype == "text/event-stream"
    finally:
        resp.close()  # the stream's slot


def test_a_json_integer_of_5000_digits_is_malformed_json(alice: Caller) -> None:
    huge = "9" * 5000
    for url, body in (
        ("/players", f'{{"name": "a", "n": {huge}}}'),
        ("/games", f'{{"rules": {{"target": {huge}}}}}'),
    ):
        resp = alice.post(url, data=body, content_type="application/json")
        assert_problem(resp, 400, "malformed_json")


@pytest.mark.parametrize(
    "when", ["9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00+05:00", "9999-12-31T23:00:00-01:00"]
)
@pytest.mark.parametrize("name", ["created_from", "created_to", "finished_from", "finished_to"])
def test_times_at_the_edges_of_the_calendar(alice: Caller, name: str, when: str) -> None:
    for url in ("/games", f"/players/{alice.player_id}/games"):
        resp = alice.get(f"{url}?{urlencode({name: when})}")
        assert_problem(resp, 422, "validation_error")


def test_nul_characters_anywhere(alice: Caller, caplog: pytest.LogCaptureFixture) -> None:
    game = alice.create_game(seats=SEATS)
    with caplog.at_level(logging.ERROR):
        assert_problem(alice.get("/games/a%00b"), 404, "not_found")
        assert_problem(alice.get(f"/players/{alice.player_id}%00/stats"), 404, "not_found")
        assert_problem(alice.get("/games?player=a%00"), 422, "validation_error")
        assert_problem(alice.get("/games?a%00=1"), 422, "validation_error")
        assert_problem(alice.post("/players", json={"name": "a\x00b"}), 422, "validation_error")
        resp = alice.post("/games", json={"seed": "\x00", "seats": SEATS})
        assert_problem(resp, 422, "validation_error")
        resp = alice.post("/replays", json={"seed": "s\x00", "decisions": []})
        assert_problem(resp, 422, "validation_error")
        resp = alice.put(f"/games/{game['id']}/seats/1", json={"bot": "random\x00"})
        assert resp.status_code == 422
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_json_operation_refuses_other_content_types(alice: Caller) -> None:
    game = alice.create_game(seats=SEATS)
    seat = f"/games/{game['id']}/seats/1"
    for content_type in ("text/plain", "application/x-www-form-urlencoded", None):
        resp = alice.put(seat, data='{"bot": "random"}', content_type=content_type)
        assert_problem(resp, 415, "unsupported_media_type")
    # Nobody was seated by a body the server could not read.
    assert alice.game(game["id"])["table"]["seats"][1] is None
    resp = alice.post("/players", data='{"name": "x"}', content_type="text/plain")
    assert_problem(resp, 415, "unsupported_media_type")
    # No body at all is still "sit down yourself".
    assert alice.put(seat).status_code == 200


def test_unknown_cards_suits_bots_and_options_have_their_codes(alice: Caller) -> None:
    for body, code, field in (
        ({"rules": {"colour": "red"}}, "unknown_rule_option", "rules.colour"),
        ({"seats": [{}, {"bot": "deep blue"}, None, None]}, "unknown_bot", "seats.1.bot"),
    ):
        problem = assert_problem(alice.post("/games", json=body), 422, code)
        assert problem["field"] == field
    game = alice.create_game(seats=SEATS)
    problem = assert_problem(
        alice.put(f"/games/{game['id']}/seats/1", json={"bot": "x"}), 422, "unknown_bot"
    )
    assert problem["field"] == "bot"
    # Cards and suits are checked before the game's state.
    deal = f"/games/{game['id']}/deals/0"
    problem = assert_problem(
        alice.post(f"{deal}/plays", json={"seat": 0, "card": "1S"}), 422, "unknown_card"
    )
    assert problem["field"] == "card"
    body = {"seat": 0, "action": "take", "suit": "Z"}
    problem = assert_problem(alice.post(f"{deal}/bids", json=body), 422, "unknown_suit")
    assert problem["field"] == "suit"


def test_an_integer_may_be_written_with_a_zero_fraction(alice: Caller) -> None:
    """JSON Schema's ``integer`` counts 2.0 as 2 (found by Schemathesis)."""
    game = alice.create_game(rules={"target": 1001.0}, seats=[{}, {}, {}, {}])
    assert game["table"]["rules"]["target"] == 1001
    turn = game["table"]["turn"]
    resp = alice.post(
        f"/games/{game['id']}/deals/0/bids", json={"seat": float(turn), "action": "pass"}
    )
    assert resp.status_code == 201, resp.get_json()
    resp = alice.post(f"/games/{game['id']}/deals/0/bids", json={"seat": 1.5, "action": "pass"})
    assert_problem(resp, 422, "validation_error")


# -- the whole class ---------------------------------------------------------------

HOSTILE_SAMPLES = st.sampled_from(
    [
        "\x00",
        "a\x00b",
        "\u00b2",
        "\u0663\u0660",
        "9" * 5000,
        "-" + "9" * 30,
        "9999-12-31T23:59:59-23:59",
        "0001-01-01T00:00:00+23:59",
        "2030-02-30",
        "1e999",
        "NaN",
        "\ud7ff\ue000",
        "%",
        "../../etc",
        " ",
        "",
    ]
)
HOSTILE_TEXT = st.one_of(HOSTILE_SAMPLES, HOSTILE_SAMPLES, st.text(max_size=12))
HEADER_TEXT = st.sampled_from(["\u00b2", "9" * 5000, 'W/"\u0663"', '"-1"', "*", "", "abc"])
JSON_LEAF = st.one_of(
    HOSTILE_TEXT,
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=False),
    st.booleans(),
    st.none(),
    st.just(2.0),
)
JSON_VALUE = st.recursive(
    JSON_LEAF,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(HOSTILE_TEXT, inner, max_size=3),
    max_leaves=6,
)
FIELDS = ["seat", "card", "suit", "action", "bot", "name", "seed", "rules", "seats", "decisions"]
BODY = st.one_of(
    st.dictionaries(st.sampled_from(FIELDS), JSON_VALUE, max_size=4),
    st.dictionaries(
        st.just("rules"),
        st.dictionaries(st.sampled_from(["target", "mode", "first_packet", "x"]), JSON_LEAF),
    ),
    JSON_VALUE,
)


def operations() -> list[tuple[str, str, dict[str, Any]]]:
    spec = spec_dict()
    found = []
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method in ("get", "post", "put", "delete"):
                found.append((method.upper(), path, op))
    return found


OPERATIONS = operations()


@pytest.mark.parametrize(
    ("method", "path", "op"), OPERATIONS, ids=[f"{m} {p}" for m, p, _ in OPERATIONS]
)
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_hostile_values_in_every_input_of_every_operation_are_4xx(
    app: Flask, alice: Caller, method: str, path: str, op: dict[str, Any], data: st.DataObject
) -> None:
    # Mostly real path values, so that the hostile ones elsewhere reach the
    # handlers (a real game, a seat, a deal, a player, today's challenge).
    real = {
        "game_id": _a_game(app, alice),
        "seat": "0",
        "deal_index": "0",
        "player_id": alice.player_id,
        "date": date.today().isoformat(),
    }
    url = path
    for name in [p.split("}")[0] for p in path.split("{")[1:]]:
        value = real.get(name, "x")
        if data.draw(st.integers(0, 3), label=f"hostile {name}") == 0:
            value = data.draw(HOSTILE_TEXT, label=name)
        url = url.replace("{" + name + "}", _quote(value))
    query: dict[str, str] = {}
    for param in op.get("parameters", []):
        if param["in"] == "query" and param["name"] != "wait" and data.draw(st.booleans()):
            query[param["name"]] = data.draw(HOSTILE_TEXT, label=param["name"])
    headers = {"Authorization": f"Bearer {alice.token}"}
    for name in ("If-Match", "If-None-Match", "Last-Event-ID"):
        if data.draw(st.booleans()):
            headers[name] = data.draw(HEADER_TEXT, label=name)
    kwargs: dict[str, Any] = {"headers": headers, "query_string": query}
    if method in ("POST", "PUT"):
        body = data.draw(BODY, label="body")
        kwargs["data"] = json.dumps(body) if not isinstance(body, str) else body
        kwargs["content_type"] = "application/json"
    resp = app.test_client().open(url, method=method, **kwargs)
    try:
        assert resp.status_code < 500, (method, url, query, resp.get_data(as_text=True)[:300])
        if resp.status_code >= 400:
            assert resp.mimetype == PROBLEM, (method, url, resp.status_code)
    finally:
        resp.close()  # a stream's slot


def _a_game(app: Flask, alice: Caller) -> str:
    """Alice's game of this app (one, created at the first example)."""
    game: str | None = app.config.get("TEST_GAME")
    if game is None:
        game = alice.create_game(seats=[{}, {}, {}, {}])["id"]
        app.config["TEST_GAME"] = game
    return game


def _quote(value: str) -> str:
    return quote(value, safe="")

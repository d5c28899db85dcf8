"""``Idempotency-Key``: a retried write answers as the first time and never acts twice.

Through the Flask test client, on SQLite and PostgreSQL. The tables are four
human seats held by one token and no bots, so every accepted decision adds
exactly one event: the game's version counts them.
"""

from __future__ import annotations

import json
import threading
from datetime import timedelta
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from api.http.idempotency import HEADER, REPLAYED_HEADER, request_hash
from api.http.spec import spec_dict
from persistence.models import utcnow

PROBLEM = "application/problem+json"
FOUR_HUMANS: list[dict[str, Any]] = [{}, {}, {}, {}]


def new_player(client: FlaskClient, name: str = "Alice") -> dict[str, str]:
    """The Authorization header of a new player."""
    resp = client.post("/players", json={"name": name})
    assert resp.status_code == 201, resp.json
    return {"Authorization": f"Bearer {resp.json['token']}"}


def new_table(client: FlaskClient, auth: dict[str, str]) -> str:
    resp = client.post("/games", json={"seed": "idem", "seats": FOUR_HUMANS}, headers=auth)
    assert resp.status_code == 201, resp.json
    return str(resp.json["id"])


def version(client: FlaskClient, game_id: str) -> int:
    resp = client.get(f"/games/{game_id}")
    assert resp.status_code == 200
    return int(resp.json["table"]["version"])


def first_bid(client: FlaskClient, auth: dict[str, str], game_id: str) -> tuple[str, dict]:
    """The URL and body of a legal pass by the seat whose turn it is."""
    seat = client.get(f"/games/{game_id}").json["table"]["turn"]
    view = client.get(f"/games/{game_id}/seats/{seat}/view", headers=auth).json
    assert {"action": "pass", "suit": None} in view["legal_bids"]
    deal = view["table"]["deal"]["deal_index"]
    return f"/games/{game_id}/deals/{deal}/bids", {"seat": seat, "action": "pass"}


def keyed(auth: dict[str, str], key: str) -> dict[str, str]:
    return {**auth, HEADER: key}


def assert_problem(resp: TestResponse, status: int, code: str) -> None:
    assert resp.status_code == status, resp.get_data(as_text=True)
    assert resp.content_type == PROBLEM
    assert resp.json["code"] == code


def test_a_retried_move_is_replayed_not_played_again(client: FlaskClient) -> None:
    auth = new_player(client)
    game_id = new_table(client, auth)
    url, body = first_bid(client, auth, game_id)
    before = version(client, game_id)

    first = client.post(url, json=body, headers=keyed(auth, "move-1"))
    assert first.status_code == 201
    assert REPLAYED_HEADER not in first.headers
    again = client.post(url, json=body, headers=keyed(auth, "move-1"))

    assert again.status_code == 201
    assert again.headers[REPLAYED_HEADER] == "true"
    assert again.get_data() == first.get_data()
    assert again.headers["ETag"] == first.headers["ETag"] == f'"{before + 1}"'
    assert again.content_type == "application/json"
    assert version(client, game_id) == before + 1
    # Without the key the same request is a new attempt, refused by the game.
    assert_problem(client.post(url, json=body, headers=auth), 409, "not_your_turn")


def test_a_retried_game_creation_creates_one_game(client: FlaskClient) -> None:
    auth = new_player(client)
    request = {"seed": "once", "seats": FOUR_HUMANS, "rules": {"target": 1001}}
    first = client.post("/games", json=request, headers=keyed(auth, "create-1"))
    # The same JSON with its members in another order is the same request.
    reordered = json.dumps({"rules": {"target": 1001}, "seats": FOUR_HUMANS, "seed": "once"})
    again = client.post(
        "/games",
        data=reordered,
        content_type="application/json",
        headers=keyed(auth, "create-1"),
    )

    assert first.status_code == again.status_code == 201
    assert again.json["id"] == first.json["id"]
    assert again.headers["Location"] == first.headers["Location"] == f"/games/{first.json['id']}"
    assert [game["id"] for game in client.get("/games").json] == [first.json["id"]]


def test_a_key_reused_for_another_request_is_refused(client: FlaskClient) -> None:
    auth = new_player(client)
    game_id = new_table(client, auth)
    url, body = first_bid(client, auth, game_id)
    assert client.post(url, json=body, headers=keyed(auth, "k")).status_code == 201
    after = version(client, game_id)

    other_body = client.post(url, json={**body, "action": "take"}, headers=keyed(auth, "k"))
    other_path = client.post("/games", json={"seats": FOUR_HUMANS}, headers=keyed(auth, "k"))
    other_method = client.delete(f"/games/{game_id}/seats/0", headers=keyed(auth, "k"))

    for resp in (other_body, other_path, other_method):
        assert_problem(resp, 422, "idempotency_key_reused")
    assert version(client, game_id) == after
    assert len(client.get("/games").json) == 1


def test_keys_belong_to_the_player_who_sent_them(client: FlaskClient) -> None:
    alice, bob = new_player(client, "Alice"), new_player(client, "Bob")
    created = [
        client.post("/games", json={"seats": FOUR_HUMANS}, headers=keyed(who, "shared"))
        for who in (alice, bob)
    ]
    assert [r.status_code for r in created] == [201, 201]
    assert created[0].json["id"] != created[1].json["id"]
    assert REPLAYED_HEADER not in created[1].headers


def test_a_refusal_is_the_answer_a_retry_gets(client: FlaskClient) -> None:
    auth = new_player(client)
    game_id = new_table(client, auth)
    url, body = first_bid(client, auth, game_id)
    out_of_turn = {**body, "seat": (body["seat"] + 1) % 4}

    first = client.post(url, json=out_of_turn, headers=keyed(auth, "late"))
    again = client.post(url, json=out_of_turn, headers=keyed(auth, "late"))

    assert_problem(first, 409, "not_your_turn")
    assert_problem(again, 409, "not_your_turn")
    assert again.headers[REPLAYED_HEADER] == "true"
    assert again.json == first.json


@pytest.mark.parametrize("key", ["", " ", "x" * 201, "clé", "a\tb"])
def test_a_malformed_key_is_a_400(client: FlaskClient, key: str) -> None:
    auth = new_player(client)
    resp = client.post("/games", json={"seats": FOUR_HUMANS}, headers=keyed(auth, key))
    assert_problem(resp, 400, "invalid_idempotency_key")
    assert client.get("/games").json == []


def test_without_a_token_the_key_is_ignored(client: FlaskClient) -> None:
    """Creating a player is the one anonymous write; a repeat makes a second player."""
    first = client.post("/players", json={"name": "Zoé"}, headers={HEADER: "p"})
    again = client.post("/players", json={"name": "Zoé"}, headers={HEADER: "p"})
    assert first.status_code == again.status_code == 201
    assert first.json["id"] != again.json["id"]
    # An unknown token is refused by the operation, not hidden behind the key.
    bad = {"Authorization": "Bearer nope", HEADER: "p"}
    assert_problem(client.post("/games", json={}, headers=bad), 401, "unauthorized")


def test_a_duplicate_sent_while_the_first_runs_gets_409_then_the_answer(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth = new_player(client)
    game_id = new_table(client, auth)
    url, body = first_bid(client, auth, game_id)
    before = version(client, game_id)
    service = app.extensions["belote"]
    entered, release = threading.Event(), threading.Event()
    real_bid = service.bid

    def slow_bid(*args: Any, **kwargs: Any) -> Any:
        entered.set()
        assert release.wait(10)
        return real_bid(*args, **kwargs)

    monkeypatch.setattr(service, "bid", slow_bid)
    results: list[TestResponse] = []
    first = threading.Thread(
        target=lambda: results.append(client.post(url, json=body, headers=keyed(auth, "dup")))
    )
    first.start()
    try:
        assert entered.wait(10)
        duplicate = client.post(url, json=body, headers=keyed(auth, "dup"))
    finally:
        release.set()
        first.join(10)

    assert_problem(duplicate, 409, "idempotency_key_in_progress")
    assert duplicate.headers["Retry-After"] == "1"
    assert results[0].status_code == 201
    retry = client.post(url, json=body, headers=keyed(auth, "dup"))
    assert retry.status_code == 201 and retry.headers[REPLAYED_HEADER] == "true"
    assert retry.get_data() == results[0].get_data()
    assert version(client, game_id) == before + 1


def test_simultaneous_duplicates_act_once(app: Flask, client: FlaskClient) -> None:
    """Eight copies released together, each on its own thread (and connection)."""
    auth = new_player(client)
    game_id = new_table(client, auth)
    url, body = first_bid(client, auth, game_id)
    before = version(client, game_id)
    copies = 8
    barrier = threading.Barrier(copies)
    results: list[TestResponse | None] = [None] * copies

    def fire(i: int) -> None:
        barrier.wait()
        results[i] = app.test_client().post(url, json=body, headers=keyed(auth, "race"))

    threads = [threading.Thread(target=fire, args=(i,)) for i in range(copies)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)

    assert version(client, game_id) == before + 1
    answered = [r for r in results if r is not None and r.status_code == 201]
    waiting = [r for r in results if r is not None and r.status_code == 409]
    assert len(answered) + len(waiting) == copies, [r and r.status_code for r in results]
    assert len({r.get_data() for r in answered}) == 1
    assert sum(REPLAYED_HEADER not in r.headers for r in answered) == 1
    for r in waiting:
        assert r.json["code"] == "idempotency_key_in_progress"


def test_a_server_error_frees_the_key(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    auth = new_player(client)
    game_id = new_table(client, auth)
    url, body = first_bid(client, auth, game_id)
    service = app.extensions["belote"]
    with monkeypatch.context() as patch:
        patch.setattr(service, "bid", lambda *a, **k: 1 / 0)
        assert_problem(
            client.post(url, json=body, headers=keyed(auth, "5xx")), 500, "internal_error"
        )

    retried = client.post(url, json=body, headers=keyed(auth, "5xx"))
    assert retried.status_code == 201
    assert REPLAYED_HEADER not in retried.headers


def test_keys_are_forgotten_after_their_time_to_live(app: Flask, client: FlaskClient) -> None:
    auth = new_player(client)
    idempotency = app.extensions["belote_idempotency"]
    assert idempotency.ttl == timedelta(hours=24)  # the documented default
    first = client.post("/games", json={"seats": FOUR_HUMANS}, headers=keyed(auth, "old"))

    later = utcnow() + idempotency.ttl + timedelta(seconds=1)
    idempotency.clock = lambda: later
    other = client.post(
        "/games", json={"seed": "new", "seats": FOUR_HUMANS}, headers=keyed(auth, "old")
    )

    assert first.status_code == other.status_code == 201
    assert other.json["id"] != first.json["id"]
    assert REPLAYED_HEADER not in other.headers


def test_a_claim_whose_request_never_finished_lapses_after_the_lease(
    app: Flask, client: FlaskClient
) -> None:
    """A process that died mid-request leaves its claim behind: only for a while."""
    auth = new_player(client)
    player = app.extensions["belote"].authenticate(auth["Authorization"].split()[1])
    store, idempotency = app.extensions["belote"].store, app.extensions["belote_idempotency"]
    with app.test_request_context("/games", method="POST", json={"seats": FOUR_HUMANS}):
        same_request = request_hash()
    now = utcnow()
    for key, started in (("crashed-long-ago", now - 2 * idempotency.lease), ("crashed-now", now)):
        claimed = store.idempotency.claim(
            player.id, key, same_request, started, expired_before=started, abandoned_before=started
        )
        assert claimed is None  # the key is held, and nothing will ever finish it

    lapsed = client.post(
        "/games", json={"seats": FOUR_HUMANS}, headers=keyed(auth, "crashed-long-ago")
    )
    held = client.post("/games", json={"seats": FOUR_HUMANS}, headers=keyed(auth, "crashed-now"))

    assert lapsed.status_code == 201
    assert_problem(held, 409, "idempotency_key_in_progress")


def test_the_spec_documents_the_header_on_every_authenticated_write() -> None:
    spec = spec_dict()
    writes = [
        (path, method, op)
        for path, item in spec["paths"].items()
        for method, op in item.items()
        if method in ("post", "put", "patch", "delete")
    ]
    authenticated = [(p, m, op) for p, m, op in writes if op.get("security")]
    assert {(p, m) for p, m, _ in authenticated} >= {
        ("/games", "post"),
        ("/games/{game_id}/seats/{seat}", "put"),
        ("/games/{game_id}/seats/{seat}", "delete"),
        ("/games/{game_id}/deals/{deal_index}/bids", "post"),
        ("/games/{game_id}/deals/{deal_index}/plays", "post"),
    }
    for path, method, op in authenticated:
        names = [p["name"] for p in op.get("parameters", [])]
        assert names.count(HEADER) == 1, (method, path, names)
        assert {"400", "409", "422"} <= set(op["responses"]), (method, path)
    post_play = spec["paths"]["/games/{game_id}/deals/{deal_index}/plays"]["post"]
    assert "If-Match" in [p["name"] for p in post_play["parameters"]]  # kept beside it
    assert "idempotency_key_reused" in post_play["responses"]["422"]["description"]
    players = spec["paths"]["/players"]["post"]
    assert HEADER not in [p["name"] for p in players.get("parameters", [])]

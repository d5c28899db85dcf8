"""Bearer tokens: every write and every private view needs one; public reads do not."""

from __future__ import annotations

from typing import Any

from api_support import Caller, Harness, assert_problem, count_games, snapshot

HEURISTIC = {"bot": "heuristic"}

# (description, Authorization header or None)
BAD_CREDENTIALS: list[tuple[str, str | None]] = [
    ("no header", None),
    ("unknown token", "Bearer not-a-real-token"),
    ("empty bearer", "Bearer "),
    ("bearer without token", "Bearer"),
    ("other scheme with a real token", "Basic {token}"),
    ("token without scheme", "{token}"),
]


def writes_and_private_reads(
    alice: Caller, waiting: str, started: str, table: dict[str, Any]
) -> list[tuple[str, str, Any]]:
    turn = table["turn"]
    card = alice.view(started, turn)["hand"][0]
    return [
        ("POST", "/games", {"seats": [{}, None, None, None]}),
        ("PUT", f"/games/{waiting}/seats/1", {}),
        ("PUT", f"/games/{waiting}/seats/1", HEURISTIC),
        ("DELETE", f"/games/{waiting}/seats/0", None),
        ("POST", f"/games/{started}/deals/0/bids", {"seat": turn, "action": "take"}),
        ("POST", f"/games/{started}/deals/0/plays", {"seat": turn, "card": card}),
        ("GET", f"/games/{started}/seats/{turn}/view", None),
        ("GET", f"/games/{waiting}/seats/0/view", None),
    ]


def test_every_write_and_private_view_needs_a_valid_token(harness: Harness, alice: Caller) -> None:
    waiting = alice.create_game(seats=[{}, None, None, None])["id"]
    created = alice.create_game(seed="secret-seed-auth", seats=[{}, {}, {}, {}])
    started = created["id"]
    requests = writes_and_private_reads(alice, waiting, started, created["table"])
    before = (snapshot(alice, waiting), snapshot(alice, started))
    count = count_games(harness)
    anon = harness.anonymous()
    for what, header in BAD_CREDENTIALS:
        headers = {} if header is None else {"Authorization": header.format(token=alice.token)}
        for method, url, body in requests:
            kw = {} if body is None else {"json": body}
            resp = anon.request(method, url, headers=headers, **kw)
            problem = assert_problem(resp, 401, "unauthorized")
            assert resp.headers["WWW-Authenticate"].startswith("Bearer"), (what, method, url)
            assert alice.token not in resp.get_data(as_text=True)
            assert problem["detail"]
    assert (snapshot(alice, waiting), snapshot(alice, started)) == before
    assert count_games(harness) == count
    # The same requests with the token go through.
    for method, url, body in requests[:2]:
        kw = {} if body is None else {"json": body}
        assert alice.request(method, url, **kw).status_code in (200, 201)


def test_someone_elses_seat_is_forbidden(harness: Harness, alice: Caller, bob: Caller) -> None:
    carol = harness.player("Carol")
    # A waiting table: Alice in 0, Bob in 1, a bot in 2.
    waiting = alice.create_game(seats=[{}, None, HEURISTIC, None])["id"]
    assert bob.put(f"/games/{waiting}/seats/1", json={}).status_code == 200
    before = snapshot(alice, waiting)
    for caller, method, seat, code in (
        (bob, "DELETE", 0, "not_your_seat"),  # another player's seat
        (carol, "DELETE", 1, "not_your_seat"),
        (carol, "DELETE", 2, "not_at_table"),  # a bot, removed by someone not at the table
        (bob, "GET", 0, "not_your_seat"),
        (carol, "GET", 1, "not_your_seat"),
        (alice, "GET", 2, "not_your_seat"),  # a bot's view
        (alice, "GET", 3, "not_your_seat"),  # an empty seat's view
    ):
        url = f"/games/{waiting}/seats/{seat}" + ("/view" if method == "GET" else "")
        problem = assert_problem(caller.request(method, url), 403, code)
        assert "hand" not in problem
    assert snapshot(alice, waiting) == before
    # A started game: Alice in 0 and 2, Bob in 1, a bot in 3.
    created = alice.create_game(seed="secret-seed-forbidden", seats=[{}, None, {}, HEURISTIC])
    game_id = created["id"]
    resp = bob.put(f"/games/{game_id}/seats/1", json={})
    assert resp.status_code == 200
    table = resp.get_json()["table"]
    turn = table["turn"]
    owner = {0: alice, 1: bob, 2: alice}
    intruder = bob if owner[turn] is alice else alice
    card = owner[turn].view(game_id, turn)["hand"][0]
    before = snapshot(alice, game_id)
    for caller, method, url, body in (
        (intruder, "POST", f"/games/{game_id}/deals/0/bids", {"seat": turn, "action": "pass"}),
        (intruder, "POST", f"/games/{game_id}/deals/0/plays", {"seat": turn, "card": card}),
        (carol, "POST", f"/games/{game_id}/deals/0/bids", {"seat": turn, "action": "pass"}),
        (intruder, "GET", f"/games/{game_id}/seats/{turn}/view", None),
        (carol, "GET", f"/games/{game_id}/seats/0/view", None),
        (bob, "GET", f"/games/{game_id}/seats/2/view", None),
        (alice, "GET", f"/games/{game_id}/seats/1/view", None),
        (alice, "POST", f"/games/{game_id}/deals/0/bids", {"seat": 3, "action": "pass"}),
    ):
        kw = {} if body is None else {"json": body}
        problem = assert_problem(caller.request(method, url, **kw), 403, "not_your_seat")
        assert "legal" not in problem and "hand" not in problem
    assert snapshot(alice, game_id) == before
    # The owners themselves are let through.
    assert alice.view(game_id, 0)["seat"] == 0
    assert bob.view(game_id, 1)["seat"] == 1


def test_public_reads_need_no_token(alice: Caller, anon: Caller) -> None:
    created = alice.create_game(seed="secret-seed-public", seats=[{}, HEURISTIC, {}, HEURISTIC])
    game_id = created["id"]
    for url in (
        f"/games/{game_id}",
        f"/games/{game_id}/deals",
        f"/games/{game_id}/deals/0",
        f"/games/{game_id}/deals/0/bids",
        f"/games/{game_id}/deals/0/plays",
        f"/games/{game_id}/events",
        f"/games/{game_id}/events?after=1&limit=2",
        "/openapi.json",
    ):
        resp = anon.get(url)
        assert resp.status_code == 200, (url, resp.get_json())
        assert "WWW-Authenticate" not in resp.headers
    assert anon.get(f"/games/{game_id}").get_json()["table"] == created["table"]
    # A bad token on a public read is not needed, so it is not refused either.
    resp = anon.get(f"/games/{game_id}", headers={"Authorization": "Bearer nonsense"})
    assert resp.status_code == 200


def test_listing_games_needs_no_token(alice: Caller, anon: Caller) -> None:
    game_id = alice.create_game(seats=[{}, None, None, None])["id"]
    resp = anon.get("/games")
    assert resp.status_code == 200, resp.get_json()
    assert game_id in [g["id"] for g in resp.get_json()]


def test_player_tokens_are_distinct_and_shown_once(harness: Harness, anon: Caller) -> None:
    """Each token is its player's; the scheme name is case-insensitive (RFC 9110 §11.1)."""
    a = anon.post("/players", json={"name": "Same"}).get_json()
    b = anon.post("/players", json={"name": "Same"}).get_json()
    assert a["id"] != b["id"] and a["token"] != b["token"]
    assert len(a["token"]) >= 32
    # A token authenticates its own player only.
    game_id = Caller(harness, a["token"], a["id"], "a").create_game(seats=[{}, None, None, None])[
        "id"
    ]
    resp = anon.get(
        f"/games/{game_id}/seats/0/view", headers={"Authorization": f"Bearer {b['token']}"}
    )
    assert_problem(resp, 403, "not_your_seat")
    # The game shows the player's id, never its token.
    body = anon.get(f"/games/{game_id}").get_data(as_text=True)
    assert a["id"] in body and a["token"] not in body
    resp = anon.get(
        f"/games/{game_id}/seats/0/view", headers={"Authorization": f"bearer {a['token']}"}
    )
    assert resp.status_code == 200
    assert resp.get_json()["seat"] == 0

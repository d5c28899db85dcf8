"""HTTP details: ETags, conditional requests, pagination, response schemas."""

from __future__ import annotations

import json

import marshmallow as ma
import pytest
from api_support import Caller, Harness, assert_problem, assert_refused, snapshot

from api.http.problems import ProblemSchema
from api.http.schemas.events import EventPage
from api.http.schemas.games import BidOut, GameListItem, GameOut
from api.http.schemas.moves import DealEntry, PlayOut
from api.http.schemas.players import PlayerCreated
from api.http.schemas.views import SeatViewOut

HEURISTIC = {"bot": "heuristic"}


def test_game_etag_and_if_none_match(alice: Caller, anon: Caller) -> None:
    created = alice.create_game(seed="secret-seed-etag", seats=[{}, {}, {}, {}])
    game_id = created["id"]
    version = created["table"]["version"]
    resp = anon.get(f"/games/{game_id}")
    etag = resp.headers["ETag"]
    assert etag == f'"{version}"'
    for header in (etag, f"W/{etag}", f'"0", {etag}', f'{etag}, "999"'):
        resp = anon.get(f"/games/{game_id}", headers={"If-None-Match": header})
        assert resp.status_code == 304, header
        assert resp.get_data() == b""
        assert resp.headers["ETag"] == etag
    resp = anon.get(f"/games/{game_id}", headers={"If-None-Match": f'"{version + 1}"'})
    assert resp.status_code == 200
    assert resp.get_json()["table"]["version"] == version
    # A change makes the old ETag stale.
    turn = created["table"]["turn"]
    resp = alice.post(f"/games/{game_id}/deals/0/bids", json={"seat": turn, "action": "pass"})
    assert resp.status_code == 201
    assert resp.headers["ETag"] == f'"{version + 1}"'
    resp = anon.get(f"/games/{game_id}", headers={"If-None-Match": etag})
    assert resp.status_code == 200
    assert resp.headers["ETag"] == f'"{version + 1}"'


def test_if_none_match_star_and_lists_without_spaces(alice: Caller, anon: Caller) -> None:
    """RFC 9110 §13.1.2: '*' matches any current representation; list items are
    separated by commas with optional whitespace."""
    created = alice.create_game(seats=[{}, None, None, None])
    game_id = created["id"]
    etag = f'"{created["table"]["version"]}"'
    statuses = {
        header: anon.get(f"/games/{game_id}", headers={"If-None-Match": header}).status_code
        for header in ("*", f'"0",{etag}', f'"0" ,{etag}')
    }
    assert statuses == dict.fromkeys(statuses, 304)


def test_view_etag_and_if_none_match(alice: Caller) -> None:
    game = alice.create_game(seed="secret-seed-view-etag", seats=[{}, HEURISTIC, {}, HEURISTIC])
    game_id = game["id"]
    resp = alice.get(f"/games/{game_id}/seats/0/view")
    assert resp.status_code == 200
    etag = resp.headers["ETag"]
    assert etag == f'"{resp.get_json()["table"]["version"]}"'
    resp = alice.get(f"/games/{game_id}/seats/0/view", headers={"If-None-Match": etag})
    assert resp.status_code == 304
    assert resp.get_data() == b""


def test_if_match_on_every_write(alice: Caller, bob: Caller) -> None:
    game_id = alice.create_game(seats=[{}, None, None, None])["id"]
    seats = f"/games/{game_id}/seats"
    version = alice.game(game_id)["table"]["version"]
    # PUT and DELETE refuse a stale If-Match and write nothing.
    for method, url, kw in (
        ("PUT", f"{seats}/1", {"json": {}}),
        ("DELETE", f"{seats}/0", {}),
    ):
        caller = bob if method == "PUT" else alice
        problem = assert_refused(
            caller,
            game_id,
            method,
            url,
            412,
            "precondition_failed",
            headers={"If-Match": f'"{version + 3}"'},
            **kw,
        )
        assert problem["version"] == version
    resp = bob.put(f"{seats}/1", json={}, headers={"If-Match": f'"{version}"'})
    assert resp.status_code == 200
    assert resp.headers["ETag"] == f'"{version + 1}"'
    # "*" means any version.
    resp = alice.put(f"{seats}/2", json=HEURISTIC, headers={"If-Match": "*"})
    assert resp.status_code == 200
    # An If-Match naming the previous version is refused once the game moved on.
    assert_refused(
        bob,
        game_id,
        "DELETE",
        f"{seats}/1",
        412,
        "precondition_failed",
        headers={"If-Match": f'"{version}"'},
    )


def test_x_pagination_header_is_json(harness: Harness, alice: Caller, bob: Caller) -> None:
    mine = [alice.create_game(seats=[{}, None, None, None])["id"] for _ in range(4)]
    bobs = bob.create_game(seats=[{}, None, None, None])["id"]
    finished = alice.create_game(seats=[HEURISTIC] * 4, rules={"target": 100})
    assert finished["table"]["status"] == "finished"
    anon = harness.anonymous()
    resp = anon.get("/games?page=1&page_size=2")
    assert resp.status_code == 200
    pagination = json.loads(resp.headers["X-Pagination"])
    assert pagination["total"] == 6
    assert pagination["total_pages"] == 3
    assert pagination["page"] == 1
    assert pagination["first_page"] == 1 and pagination["last_page"] == 3
    assert pagination["next_page"] == 2
    assert len(resp.get_json()) == 2
    seen = []
    for page in (1, 2, 3):
        resp = anon.get(f"/games?page={page}&page_size=2")
        seen += [g["id"] for g in resp.get_json()]
    assert sorted(seen) == sorted([*mine, bobs, finished["id"]])
    assert len(seen) == len(set(seen))
    # Filters, with the same header.
    resp = anon.get(f"/games?player={bob.player_id}")
    assert [g["id"] for g in resp.get_json()] == [bobs]
    assert json.loads(resp.headers["X-Pagination"])["total"] == 1
    resp = anon.get("/games?status=finished")
    assert [g["id"] for g in resp.get_json()] == [finished["id"]]
    assert resp.get_json()[0]["winner"] in (0, 1)
    resp = anon.get(f"/games?status=waiting&player={alice.player_id}")
    assert sorted(g["id"] for g in resp.get_json()) == sorted(mine)
    assert json.loads(resp.headers["X-Pagination"])["total"] == 4
    assert_problem(anon.get("/games?page_size=0"), 422, "validation_error")
    assert_problem(anon.get("/games?page=0"), 422, "validation_error")


def test_bodies_validate_against_the_response_schemas(harness: Harness, alice: Caller) -> None:
    """Each endpoint's body, loaded with its schema of api/http/schemas."""
    harness.leaks_checked = True
    anon = harness.anonymous()
    player = anon.post("/players", json={"name": "Zoé"}).get_json()
    PlayerCreated().load(player)
    game = alice.create_game(
        seed="secret-seed-schemas",
        rules={"announcements": True},
        seats=[{}, HEURISTIC, {}, HEURISTIC],
    )
    game_id = game["id"]
    GameOut().load(game)
    GameOut().load(anon.get(f"/games/{game_id}").get_json())
    GameListItem(many=True).load(anon.get("/games").get_json())
    view = alice.view(game_id, 0)
    SeatViewOut().load(view)
    DealEntry(many=True).load(anon.get(f"/games/{game_id}/deals").get_json())
    DealEntry().load(anon.get(f"/games/{game_id}/deals/0").get_json())
    BidOut(many=True).load(anon.get(f"/games/{game_id}/deals/0/bids").get_json())
    PlayOut(many=True).load(anon.get(f"/games/{game_id}/deals/0/plays").get_json())
    EventPage().load(anon.get(f"/games/{game_id}/events").get_json())
    problem = anon.get(f"/games/{game_id}/seats/0/view").get_json()
    ProblemSchema().load(problem)
    # Play on (the POST answers are seat views) until a deal is over.
    table = view["table"]
    while table["deal"]["deal_index"] == 0 and table["status"] != "finished":
        seat = table["turn"]
        view = alice.view(game_id, seat)
        kind, body = (
            ("bids", {"seat": seat, "action": "take"})
            if view["legal_bids"]
            else ("plays", {"seat": seat, "card": view["legal_cards"][0]})
        )
        resp = alice.post(f"/games/{game_id}/deals/0/{kind}", json=body)
        assert resp.status_code == 201
        SeatViewOut().load(resp.get_json())
        table = resp.get_json()["table"]
    entry = anon.get(f"/games/{game_id}/deals/0").get_json()
    DealEntry().load(entry)
    assert entry["over"] and len(entry["record"]["hands"]) == 4
    PlayOut(many=True).load(anon.get(f"/games/{game_id}/deals/0/plays").get_json())
    EventPage().load(anon.get(f"/games/{game_id}/events").get_json())
    # The schemas are strict: a body with an extra or a missing member fails.
    with pytest.raises(ma.ValidationError):
        SeatViewOut().load({**view, "hands": []})
    with pytest.raises(ma.ValidationError):
        GameOut().load({k: v for k, v in game.items() if k != "seed_commitment"})
    assert harness.responses > 20


def test_created_resources_have_location_and_etag_and_the_spec_is_served(alice: Caller) -> None:
    spec = alice.get("/openapi.json").get_json()
    assert spec["openapi"].startswith("3.1")
    assert set(spec["paths"]) >= {
        "/players",
        "/games",
        "/games/{game_id}",
        "/games/{game_id}/seats/{seat}",
        "/games/{game_id}/seats/{seat}/view",
        "/games/{game_id}/deals",
        "/games/{game_id}/deals/{deal_index}",
        "/games/{game_id}/deals/{deal_index}/bids",
        "/games/{game_id}/deals/{deal_index}/plays",
        "/games/{game_id}/events",
    }
    resp = alice.post("/games", json={"seats": [{}, None, None, None]})
    assert resp.status_code == 201
    body = resp.get_json()
    assert resp.headers["Location"] == f"/games/{body['id']}"
    assert resp.headers["ETag"] == f'"{body["table"]["version"]}"'
    assert alice.get(resp.headers["Location"]).get_json()["id"] == body["id"]


def test_refusals_keep_the_etag(alice: Caller) -> None:
    game = alice.create_game(seed="secret-seed-keep-etag", seats=[{}, {}, {}, {}])
    game_id = game["id"]
    before = snapshot(alice, game_id)
    turn = game["table"]["turn"]
    resp = alice.post(
        f"/games/{game_id}/deals/0/bids", json={"seat": (turn + 1) % 4, "action": "pass"}
    )
    assert_problem(resp, 409, "not_your_turn")
    assert snapshot(alice, game_id) == before
    assert before[0] == f'"{game["table"]["version"]}"'

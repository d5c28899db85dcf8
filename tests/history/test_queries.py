"""``GET /games`` and ``GET /players/{id}/games``: filters, order, pages, NDJSON export.

A known set of six games is written through the store at known times (its
clock is moved), then every filter is checked against the set worked out by
hand from how the games were made.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from domain.bidding import BidAction
from domain.events import BidMade, CardPlayed, Event, GameCreated, Occupant
from domain.game import GameState, Phase, new_game, ranking_score, replay
from domain.records import game_record
from domain.rules import MODE_ONLY, OPTIONS, Rules
from persistence.models import GameRow
from persistence.store import GameStore
from persistence.time_source import ManualTime

T0 = datetime(2026, 1, 1, 10, 0, tzinfo=UTC)
BOT = Occupant("bot", "random")


def policy_decisions(created: GameCreated, limit: int | None = None) -> list[Event]:
    """Decisions of a simple fixed policy (no bot involved): the seat after the
    dealer takes in round one, everyone else passes, every seat plays its first
    legal card. Stops after ``limit`` decisions, else at the end of the game."""
    state, _ = new_game(created)
    decisions: list[Event] = []
    while state.phase is not Phase.FINISHED and (limit is None or len(decisions) < limit):
        seat = state.turn
        assert seat is not None and state.deal is not None
        if state.phase is Phase.BIDDING:
            bids = state.legal_bids()
            takes = [b for b in bids if b.action is BidAction.TAKE]
            taker = (state.deal.dealer + 1) % 4
            passes = [b for b in bids if b.action is BidAction.PASS]
            decision: Event = BidMade(seat, takes[0] if seat == taker and takes else passes[0])
        else:
            decision = CardPlayed(seat, state.legal_cards()[0])
        state.apply(decision)
        decisions.append(decision)
    return decisions


@dataclass
class Known:
    """The six games, by letter, with the state each one replays to."""

    ids: dict[str, str]
    states: dict[str, GameState]
    ann: str
    bob: str

    def __getitem__(self, letter: str) -> str:
        return self.ids[letter]

    def letters(self, ids: list[str]) -> str:
        by_id = {v: k for k, v in self.ids.items()}
        return "".join(by_id[i] for i in ids)


# The fixed seeds stand in for the server's: games whose creator chose the seed never rank.
RANKED = {"seed_chosen_by": "server"}


@pytest.fixture
def known(app: Flask, monkeypatch: pytest.MonkeyPatch) -> Known:
    """Six games, created a day apart from T0 (A oldest):

    A finished (target 100; ann seat 0, bob seat 1), created T0, finished T0+1h
    B finished (target 100, announcements; ann seat 1), created and finished day 1
    C finished (default rules, four bots), day 2
    D being played (target 100; ann seat 0), day 3
    E waiting for players (ann seat 0), day 4
    F finished (target 1001; bob seat 2), day 5
    """
    store: GameStore = app.extensions["belote"].store
    clock = ManualTime(T0)
    monkeypatch.setattr(store, "time", clock)
    ann = store.create_player("ann")[0].id
    bob = store.create_player("bob")[0].id
    p_ann, p_bob = Occupant("player", ann), Occupant("player", bob)
    made = {
        "A": GameCreated(Rules(target=100), "known-a", (p_ann, p_bob, BOT, BOT)),
        "B": GameCreated(Rules(target=100, announcements=True), "known-b", (BOT, p_ann, BOT, BOT)),
        "C": GameCreated(Rules(), "known-c", (BOT, BOT, BOT, BOT)),
        "D": GameCreated(Rules(target=100), "known-d", (p_ann, BOT, BOT, BOT)),
        "E": GameCreated(Rules(), "known-e", (p_ann, None, None, None)),
        "F": GameCreated(Rules(target=1001), "known-f", (BOT, BOT, p_bob, BOT)),
    }
    ids: dict[str, str] = {}
    for day, (letter, created) in enumerate(made.items()):
        clock.at = T0 + timedelta(days=day)
        if letter == "A":  # the end comes an hour after the start
            decisions = policy_decisions(created)
            ids[letter], state = store.create_game(created, decisions[:5], **RANKED)
            clock.at = T0 + timedelta(hours=1)
            state.apply(decisions[5])
            for decision in decisions[6:]:
                state.apply(decision)
            store.append(ids[letter], 6, decisions[5:], state)
        elif letter == "D":
            ids[letter], _ = store.create_game(
                created, policy_decisions(created, limit=7), **RANKED
            )
        elif letter == "E":
            ids[letter], _ = store.create_game(created, **RANKED)
        else:
            ids[letter], _ = store.create_game(created, policy_decisions(created), **RANKED)
    states = {letter: store.load(game_id) for letter, game_id in ids.items()}
    assert [states[x].phase for x in "ABCDEF"] == [Phase.FINISHED] * 3 + [
        Phase.PLAYING,
        Phase.WAITING,
        Phase.FINISHED,
    ]
    return Known(ids, states, ann, bob)


def listed(client: FlaskClient, known: Known, url: str) -> tuple[str, dict[str, Any]]:
    """(the listed games' letters, the X-Pagination header) of a listing."""
    resp = client.get(url)
    assert resp.status_code == 200, resp.get_json()
    page = json.loads(resp.headers["X-Pagination"])
    return known.letters([item["id"] for item in resp.get_json()]), page


FILTERED = [
    ("", "FEDCBA"),
    ("sort=newest", "FEDCBA"),
    ("sort=oldest", "ABCDEF"),
    ("status=finished", "FCBA"),
    ("status=playing", "D"),
    ("status=waiting", "E"),
    ("target=100", "DBA"),
    ("target=1001", "F"),
    ("announcements=true", "B"),
    ("target=100&announcements=false", "DA"),
    ("first_packet=2", ""),
    ("created_from=2026-01-02T00:00:00Z&created_to=2026-01-04T10:00:00Z", "CB"),
    ("created_from=2026-01-02T10:00:00&created_to=2026-01-02T10:00:01", "B"),  # naive: UTC
    ("finished_from=2026-01-01T10:30:00Z&finished_to=2026-01-02T10:00:00Z", "A"),
    ("finished_from=2026-01-01T10:30:00Z&finished_to=2026-01-02T10:00:01Z", "BA"),
    ("created_to=2026-01-01T10:00:00Z", ""),
    ("status=finished&target=100&sort=oldest", "AB"),
]


def test_filters_select_the_known_games(client: FlaskClient, known: Known) -> None:
    for query, expected in FILTERED:
        letters, page = listed(client, known, f"/games?{query}&page_size=100")
        assert (query, letters, page["total"]) == (query, expected, len(expected))


def test_player_and_winner_filters(client: FlaskClient, known: Known) -> None:
    assert listed(client, known, f"/games?player={known.ann}")[0] == "EDBA"
    assert listed(client, known, f"/games?player={known.bob}")[0] == "FA"
    assert listed(client, known, f"/players/{known.ann}/games")[0] == "EDBA"
    assert listed(client, known, f"/players/{known.ann}/games?status=finished&target=100")[0] == (
        "BA"
    )
    for team in (0, 1):
        won = "".join(x for x in "FEDCBA" if known.states[x].winner == team)
        assert listed(client, known, f"/games?winner={team}")[0] == won
        mine = "".join(x for x in "BA" if known.states[x].winner == team)
        assert listed(client, known, f"/players/{known.ann}/games?winner={team}")[0] == mine
    assert listed(client, known, "/games?player=nobody")[0] == ""


def best(state: GameState) -> int:
    s0, s1 = state.scores
    return ranking_score(max(s0, s1), min(s0, s1))


def test_sort_by_ranking(client: FlaskClient, known: Known) -> None:
    finished = sorted("ABCF", key=lambda x: -best(known.states[x]))
    assert len({best(known.states[x]) for x in "ABCF"}) == 4, "the test needs distinct scores"
    assert listed(client, known, "/games?sort=ranking")[0] == "".join(finished) + "ED"
    # A player's games by the player's own team's ranking score: ann is team 0
    # in A and team 1 in B.
    a, b = known.states["A"].scores, known.states["B"].scores
    own = {"A": ranking_score(a[0], a[1]), "B": ranking_score(b[1], b[0])}
    order = "".join(sorted("AB", key=lambda x: -own[x])) + "ED"
    assert listed(client, known, f"/players/{known.ann}/games?sort=ranking")[0] == order
    # One game a page, with filters: the pages follow the same order.
    pages = [
        listed(client, known, f"/games?mode=classic&sort=ranking&page_size=1&page={n}")[0]
        for n in range(1, 7)
    ]
    assert "".join(pages) == "".join(finished) + "ED"
    pages = [
        listed(
            client, known, f"/games?target=100&status=finished&sort=ranking&page_size=1&page={n}"
        )[0]
        for n in (1, 2)
    ]
    assert "".join(pages) == "".join(x for x in finished if x in "AB")


def test_pages_and_their_total(client: FlaskClient, known: Known) -> None:
    pages = [listed(client, known, f"/games?page_size=4&page={n}") for n in (1, 2)]
    assert [letters for letters, _ in pages] == ["FEDC", "BA"]
    assert pages[0][1] == {
        "total": 6,
        "total_pages": 2,
        "first_page": 1,
        "last_page": 2,
        "page": 1,
        "next_page": 2,
    }
    assert pages[1][1]["previous_page"] == 1
    letters, page = listed(client, known, "/games?status=finished&page_size=3&page=2&sort=oldest")
    assert (letters, page["total"], page["total_pages"]) == ("F", 4, 2)
    assert listed(client, known, "/games?page=9")[0] == ""


def test_list_items_carry_the_projection(client: FlaskClient, known: Known) -> None:
    items = {i["id"]: i for i in client.get("/games?page_size=100").get_json()}
    for letter, state in known.states.items():
        item = items[known[letter]]
        assert item["status"] == state.phase.value
        assert item["scores"] == list(state.scores)
        assert item["winner"] == state.winner
        assert item["rules"] == state.rules.to_dict()
        assert item["version"] == state.version
        assert "seed" not in item


BAD_QUERIES = [
    "status=lost",
    "target=99",
    "target=many",
    "announcements=perhaps",
    "direction=north",
    "winner=2",
    "sort=best",
    "created_from=yesterday",
    "finished_to=2026-13-01T00:00:00Z",
    "page=0",
    "page_size=1000",
]


def test_bad_filters_are_422_problems(client: FlaskClient) -> None:
    for query in BAD_QUERIES:
        for path in ("/games", "/players/nobody/games"):
            resp = client.get(f"{path}?{query}")
            assert (query, resp.status_code) == (query, 422), resp.get_json()
            assert resp.mimetype == "application/problem+json"
            assert resp.get_json()["code"] == "validation_error"


def test_every_table_option_is_a_filter(client: FlaskClient, known: Known) -> None:
    # A new option in domain.rules needs its games.rule_<option> column (and a migration).
    for option in OPTIONS:
        assert hasattr(GameRow, f"rule_{option}"), option
        defaults = Rules(mode=MODE_ONLY.get(option, "classic")).to_dict()  # docs/rules.md §10
        value = defaults[option]
        raw = str(value).lower() if isinstance(value, bool) else str(value)
        expected = "".join(
            x for x in "FEDCBA" if known.states[x].rules.to_dict().get(option) == value
        )
        assert listed(client, known, f"/games?{option}={raw}&page_size=100")[0] == expected


def test_unknown_player_is_404(client: FlaskClient) -> None:
    resp = client.get("/players/nobody/games")
    assert resp.status_code == 404
    assert resp.get_json()["code"] == "not_found"


def test_ndjson_streams_the_records_of_the_finished_games(
    client: FlaskClient, known: Known
) -> None:
    resp = client.get("/games?target=100", headers={"Accept": "application/x-ndjson"})
    assert resp.status_code == 200
    assert resp.mimetype == "application/x-ndjson"
    assert "X-Pagination" not in resp.headers  # the export is not paged
    lines = resp.get_data(as_text=True).splitlines()
    records = [json.loads(line) for line in lines]
    assert [r["id"] for r in records] == [known["B"], known["A"]]  # D is not finished
    for record in records:
        state = known.states[known.letters([record["id"]])]
        service_only = ("id", "created_at", "finished_at", "seat_names", "seat_kinds")
        assert {k: v for k, v in record.items() if k not in service_only} == (
            game_record(state).to_dict()
        )
        assert len(record["seat_names"]) == 4  # names: tests/tables
        assert len(record["seat_kinds"]) == 4  # kinds: tests/streams/test_bot_accounts.py
        assert record["seed"] == state.seed  # an ordinary finished game: revealed
        # The record replays to the same game.
        seats = tuple(Occupant.from_dict(o) if o else None for o in record["seats"])
        created = GameCreated(Rules.from_dict(record["rules"]), record["seed"], seats)
        assert replay([created, *game_record(state).decisions()]).scores == state.scores


def test_ndjson_of_a_player_and_refusals(client: FlaskClient, known: Known) -> None:
    ndjson = {"Accept": "application/x-ndjson"}
    resp = client.get(f"/players/{known.bob}/games?sort=oldest", headers=ndjson)
    assert [json.loads(line)["id"] for line in resp.get_data(as_text=True).splitlines()] == [
        known["A"],
        known["F"],
    ]
    resp = client.get("/games?status=playing", headers=ndjson)
    assert resp.status_code == 422
    assert resp.get_json()["code"] == "export_needs_finished"
    # JSON stays the default for any other Accept.
    assert client.get("/games", headers={"Accept": "*/*"}).mimetype == "application/json"

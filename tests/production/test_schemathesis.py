"""Schemathesis against the live ``openapi.json``: every operation, generated requests.

A real ``belote serve`` answers requests that Schemathesis derives from the
spec the server itself publishes, valid ones and invalid ones. Each
response must

- not be a server error (``not_a_server_error``): bad input is a 4xx problem;
- have a status the operation documents (``status_code_conformance``);
- have a content type it documents (``content_type_conformance``);
- match the documented schema for that status (``response_schema_conformance``).

Requests carry a real player's bearer token. Random path identifiers only
ever reach "not found", so each operation that names a game is also fuzzed
on three real games (waiting for players, being played, over), reaching the
handlers' real work. At most ``MAX_EXAMPLES`` requests per operation, mode
and game keep the whole file to a minute or two.

One pytest test per operation of the committed spec (``tests/test_openapi.py``
keeps it equal to the served one). Schemathesis' own pytest loader
(``schemathesis.pytest.from_fixture``) is not used: it fails on pytest 9.2
(``'Function' object has no attribute '_nodeid'``); its documented
``APIOperation.as_strategy`` with Hypothesis does the same work.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from production.live_support import (
    HEURISTIC,
    ONE_HUMAN,
    TIMEOUT,
    Client,
    Server,
    start_server,
    stop_server,
)

pytestmark = pytest.mark.slow

MAX_EXAMPLES = 25
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]
SPEC = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
ENDLESS = {"stream_my_events"}
"""A player's own stream never ends (a response Schemathesis would wait for forever):
tests/streams/test_bot_accounts.py reads it over HTTP, resumes and refuses it."""
OPERATIONS = sorted(
    op["operationId"]
    for item in json.loads(SPEC.read_text())["paths"].values()
    for op in item.values()
    if isinstance(op, dict) and "operationId" in op and op["operationId"] not in ENDLESS
)
STREAM = "stream_events"  # a stream of a game in progress lasts until the game ends
# Schemathesis reads a ``text/event-stream`` schema of an OpenAPI 3.1 spec as the schema
# of *each event* (OpenAPI 3.2's ``itemSchema`` reading); this spec documents the body
# as a whole, a string. The events' JSON is checked by tests/production/
# test_hidden_information_pg.py and tests/streams instead.
STREAM_CHECKS = [c for c in CHECKS if c is not response_schema_conformance]


@dataclass(frozen=True)
class Live:
    server: Server
    player: Client
    games: dict[str, str]  # what the game is doing -> its id

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.player.token}"}


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    where = tmp_path_factory.mktemp("schemathesis")
    server = start_server(f"sqlite:///{where / 'belote.db'}", 2, where / "server.log")
    try:
        player = Client(server.url, "fuzzer")
        games = {
            "waiting": player.create_game([{}, None, None, None]),
            "playing": player.create_game(ONE_HUMAN, rules={"announcements": True}),
            "over": player.create_game([HEURISTIC] * 4, rules={"target": 100}),
        }
        yield Live(server, player, games)
    finally:
        stop_server(server)


@pytest.fixture(scope="module")
def api_schema(live: Live) -> schemathesis.BaseSchema:
    return schemathesis.openapi.from_url(f"{live.server.url}/openapi.json", timeout=TIMEOUT)


def fuzz(live: Live, strategy: object, checks: list[Any]) -> None:
    @given(case=strategy)
    @settings(
        max_examples=MAX_EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def run(case: schemathesis.Case) -> None:
        wait = (case.query or {}).get("wait")
        if isinstance(wait, int | float) and not isinstance(wait, bool) and wait > 0.5:
            case.query["wait"] = 0.5  # a long-poll is answered by then; keep the run short
        case.call_and_validate(
            base_url=live.server.url, headers=live.auth, checks=checks, timeout=TIMEOUT
        )

    run()


@pytest.mark.parametrize("operation_id", OPERATIONS)
def test_operation_answers_as_documented(
    operation_id: str, live: Live, api_schema: schemathesis.BaseSchema
) -> None:
    operation = api_schema.find_operation_by_id(operation_id)
    checks = STREAM_CHECKS if operation_id == STREAM else CHECKS
    games = live.games.items() if "{game_id}" in operation.path else ()
    for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
        strategies = [] if operation_id == STREAM else [operation.as_strategy(mode)]
        strategies += [
            operation.as_strategy(mode, path_parameters={"game_id": game_id})
            for status, game_id in games
            if operation_id != STREAM or status == "over"
        ]
        for strategy in strategies:
            try:
                fuzz(live, strategy, checks)
            except Unsatisfiable:
                # Nothing of this request can be made invalid (no parameters, or only
                # the fixed game id and free-form headers): there is no negative case.
                assert mode is GenerationMode.NEGATIVE


@pytest.mark.parametrize(
    "path", ["/games", "/players/{player}/games", "/challenges/2026-01-01/leaderboard"]
)
def test_a_page_past_every_row_is_empty_not_a_server_error(path: str, live: Live) -> None:
    """Found by this fuzzing: (page - 1) * page_size past 2**63 overflowed SQL's OFFSET."""
    url = path.format(player=live.player.id)
    for page in (3, 208600350884948416, 2**200):
        resp = live.player.get(url, params={"page": page, "page_size": 58})
        assert resp.status_code == 200, resp.text
        assert resp.json() == [] or page == 3


def test_a_huge_at_seq_is_out_of_range_not_a_server_error(live: Live) -> None:
    """Found by this fuzzing: ``at_seq`` went to SQL's LIMIT unbounded and overflowed it."""
    for seq in (2**63, 4201752199276004098959514533888):
        resp = live.player.get(f"/games/{live.games['over']}", params={"at_seq": seq})
        assert resp.status_code == 404, resp.text
        assert resp.json()["code"] == "seq_out_of_range"

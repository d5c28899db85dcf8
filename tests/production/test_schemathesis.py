"""Schemathesis against the live ``openapi.json``: every operation, every default check.

A real ``belote serve`` (on SQLite, then on PostgreSQL) answers requests that
Schemathesis derives from the spec the server itself publishes, valid ones
(positive phase) and invalid ones (negative phase), then sequences of them
that follow the spec's OpenAPI links (stateful phase: a game created, a seat
taken, its view read, a bid and a legal card played at the view's version…).
Every response goes through all of Schemathesis's default checks: no server
error, a documented status, content type, headers and schema, invalid data
refused, valid data accepted, authentication not ignored, and so on.

Requests carry a real player's bearer token. Random path identifiers only
ever reach "not found", so each operation that names a game is also fuzzed
on three real games (waiting for players, being played, over), reaching the
handlers' real work. At most ``MAX_EXAMPLES`` requests per operation, mode
and game keep the file to a few minutes over both databases.

What the test adjusts, and why (each narrowly):

- The player's bearer token replaces the one Schemathesis draws; a negative
  case that leaves out ``Authorization`` on purpose is sent without a token.

- An ``Idempotency-Key`` names one request: sent again with another body it
  is refused (422 ``idempotency_key_reused``, documented). Hypothesis draws
  the same small keys over and over, so in the positive phase a key already
  sent gets a suffix that makes it new (same syntax): the request is then as
  valid as the spec says. ``tests/production/test_idempotency.py`` tests reuse.
- ``positive_data_acceptance`` holds, except for refusals that depend on
  state or content no schema can state, listed in :data:`STATE_REFUSALS`
  with their reason, each for the operations it concerns; any other refusal
  of valid data, 422 ``validation_error`` first, still fails the test.
- Long-polls wait half a second at most; the event stream of a game in
  progress lasts until the game ends, so it is fuzzed on random ids and the
  finished game only, and nothing links to it (nor may Schemathesis infer
  links: only the spec's own links are followed).

One pytest test per operation of the committed spec (``tests/test_openapi.py``
keeps it equal to the served one). Schemathesis' own pytest loader
(``schemathesis.pytest.from_fixture``) is not used: it fails on pytest 9.2
(``'Function' object has no attribute '_nodeid'``); its documented
``APIOperation.as_strategy`` with Hypothesis does the same work.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from db_backends import BACKENDS, fresh_database
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.config import SchemathesisConfig
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import positive_data_acceptance

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

MAX_EXAMPLES = 8
STATEFUL_SCENARIOS = 30
STATEFUL_STEPS = 8
SPEC = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
PATHS = json.loads(SPEC.read_text())["paths"]
ENDLESS = {"stream_my_events"}
"""A player's own stream never ends (a response Schemathesis would wait for forever):
tests/streams/test_bot_accounts.py reads it over HTTP, resumes and refuses it."""
OPERATIONS = sorted(
    op["operationId"]
    for item in PATHS.values()
    for op in item.values()
    if isinstance(op, dict) and "operationId" in op and op["operationId"] not in ENDLESS
)
STREAM = "stream_events"  # a stream of a game in progress lasts until the game ends
IF_MATCH_OPERATIONS = frozenset(
    op["operationId"]
    for item in PATHS.values()
    for op in item.values()
    if isinstance(op, dict) and any(p.get("name") == "If-Match" for p in op.get("parameters", []))
)

STALE = (
    "a well-formed If-Match naming another version than the game's: the version is "
    "the game's state, not the request's shape"
)
NOT_ISSUED = (
    "a cursor is a position the server issued (opaque base64 text); other text of the "
    "same syntax names no position"
)
FOURTH_BOT = (
    "whether a bot is the table's fourth depends on who sits already, not on the "
    "request (create_game's schema states the limit)"
)
EXCLUSIVE = (
    "a cursor (`after`, `before`) is refused on the NDJSON export, chosen by the Accept "
    "header: OpenAPI cannot state that a parameter depends on a header"
)
JUDGED = (
    "a replay is judged by the rules of the game, decision by decision: no schema can "
    "say which decisions are legal, finish a game, or which text is well-formed notation"
)
ADDRESSEE = (
    "whether an id names a player, and whether that player is the caller, is the "
    "server's state, not the request's shape"
)
LOOKS = (
    "which characters are letters, digits, format or combining marks is Unicode's "
    "character database, and which names pass for a bot the server's bots: a pattern "
    "without Unicode property classes (JSON Schema's, read by Python too) cannot state it"
)
CAPPED = (
    "how many tables the caller and its address already keep waiting, or with a clock "
    "running, is the server's state: past a cap a valid request waits for one to go"
)
STATE_REFUSALS: dict[str, dict[str, str]] = {
    "create_player": {"invalid_name": LOOKS},
    "create_game": dict.fromkeys(("too_many_waiting_tables", "too_many_clocked_tables"), CAPPED),
    "rename_me": {"invalid_name": LOOKS},
    **{operation: {"precondition_failed": STALE} for operation in IF_MATCH_OPERATIONS},
    "take_seat": {"precondition_failed": STALE, "bot_game_too_long": FOURTH_BOT},
    "create_invitation": dict.fromkeys(("unknown_player", "invite_yourself"), ADDRESSEE),
    "list_games": {"invalid_cursor": NOT_ISSUED, "conflicting_parameters": EXCLUSIVE},
    "list_player_games": {"invalid_cursor": NOT_ISSUED, "conflicting_parameters": EXCLUSIVE},
    "replay_game": dict.fromkeys(
        ("illegal_decision", "game_not_finished", "invalid_notation"), JUDGED
    ),
}
"""Operation -> problem codes a schema-valid request may still get, and why the spec
cannot rule them out. Each is documented in the spec among the operation's responses."""


def positive_data_acceptance_beyond_state(
    ctx: Any, response: Any, case: schemathesis.Case
) -> bool | None:
    """Schemathesis's ``positive_data_acceptance``, but for :data:`STATE_REFUSALS`."""
    try:
        return positive_data_acceptance(ctx, response, case)
    except RejectedPositiveData:
        refusals = STATE_REFUSALS.get(case.operation.definition.raw.get("operationId", ""), {})
        if _problem_code(response) in refusals:
            return None
        raise


def _problem_code(response: Any) -> str | None:
    try:
        body = json.loads(response.content)
    except ValueError:
        return None
    return body.get("code") if isinstance(body, dict) else None


EXCLUDED_CHECKS = [positive_data_acceptance]
ADDITIONAL_CHECKS = [positive_data_acceptance_beyond_state]
CONFIG = {
    # Only the spec's own links: inferred ones could reach the stream of a game in progress.
    "phases": {"stateful": {"inference": {"algorithms": []}}},
}


@dataclass(frozen=True)
class Live:
    server: Server
    player: Client
    games: dict[str, str]  # what the game is doing -> its id

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.player.token}"}


@pytest.fixture(scope="module", params=BACKENDS)
def database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A fresh database for the module's server: an SQLite file, or a PostgreSQL database."""
    with fresh_database(request, tmp_path_factory) as url:
        yield url


@pytest.fixture(scope="module")
def live(database: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    where = tmp_path_factory.mktemp("schemathesis")
    server = start_server(database, 2, where / "server.log")
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
    return schemathesis.openapi.from_url(
        f"{live.server.url}/openapi.json",
        config=SchemathesisConfig.from_dict(CONFIG),
        timeout=TIMEOUT,
    )


_fresh = itertools.count()
_sent_keys: set[str] = set()


def prepare(case: schemathesis.Case, positive: bool) -> None:
    """The test's two adjustments of a generated request (see the module's docstring)."""
    wait = (case.query or {}).get("wait")
    if isinstance(wait, int | float) and not isinstance(wait, bool) and wait > 0.5:
        case.query["wait"] = 0.5  # a long-poll is answered by then; keep the run short
    key = (case.headers or {}).get("Idempotency-Key")
    if isinstance(key, str):
        while positive and key in _sent_keys:  # a drawn key may look like a renamed one
            key = f"{key[:40]}~{next(_fresh)}"  # still visible ASCII, at most 64 characters
            case.headers["Idempotency-Key"] = key
        _sent_keys.add(key)  # in either phase: a key sent once is spent


def fuzz(live: Live, strategy: Any, positive: bool) -> None:
    @given(case=strategy)
    @settings(
        max_examples=MAX_EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def run(case: schemathesis.Case) -> None:
        prepare(case, positive)
        # The player's real token replaces a drawn one; a negative case that left the
        # header out on purpose (a required header missing) is sent without one.
        drawn = any(name.lower() == "authorization" for name in case.headers or {})
        case.call_and_validate(
            base_url=live.server.url,
            headers=live.auth if positive or drawn else {},
            excluded_checks=EXCLUDED_CHECKS,
            additional_checks=ADDITIONAL_CHECKS,
            timeout=TIMEOUT,
        )

    run()


@pytest.mark.parametrize("operation_id", OPERATIONS)
def test_operation_answers_as_documented(
    operation_id: str, live: Live, api_schema: schemathesis.BaseSchema
) -> None:
    operation = api_schema.find_operation_by_id(operation_id)
    games = live.games.items() if "{game_id}" in operation.path else ()
    for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
        strategies = [operation.as_strategy(mode)]
        strategies += [
            operation.as_strategy(mode, path_parameters={"game_id": game_id})
            for status, game_id in games
            if operation_id != STREAM or status == "over"
        ]
        for strategy in strategies:
            try:
                fuzz(live, strategy, mode is GenerationMode.POSITIVE)
            except Unsatisfiable:
                # Nothing of this request can be made invalid (no parameters, or only
                # the fixed game id and free-form headers): there is no negative case.
                assert mode is GenerationMode.NEGATIVE


def test_linked_sequences_answer_as_documented(
    live: Live, api_schema: schemathesis.BaseSchema
) -> None:
    """The stateful phase: sequences that follow the spec's links, every step checked.

    And the links lead somewhere: a game the sequence created is read, joined or
    viewed (a random id would only be "not found").
    """
    base = api_schema.as_state_machine()
    answered: set[tuple[str, int]] = set()

    class Sequences(base):  # type: ignore[valid-type, misc]
        def after_call(self, response: Any, case: schemathesis.Case) -> None:
            super().after_call(response, case)
            answered.add((case.operation.definition.raw["operationId"], response.status_code))

        def get_call_kwargs(self, case: schemathesis.Case) -> dict[str, Any]:
            return {"base_url": live.server.url, "headers": live.auth, "timeout": TIMEOUT}

        def before_call(self, case: schemathesis.Case) -> None:
            prepare(case, positive=True)

        def validate_response(
            self,
            response: Any,
            case: schemathesis.Case,
            additional_checks: list[Any] | None = None,
            **kwargs: Any,
        ) -> None:
            case.validate_response(
                response,
                excluded_checks=EXCLUDED_CHECKS,
                additional_checks=[*ADDITIONAL_CHECKS, *(additional_checks or [])],
                headers=live.auth,
                transport_kwargs=kwargs or None,
                recorder=self.recorder,
            )

    Sequences.run(
        settings=settings(
            max_examples=STATEFUL_SCENARIOS,
            stateful_step_count=STATEFUL_STEPS,
            deadline=None,
            derandomize=True,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
    )
    assert ("create_game", 201) in answered, sorted(answered)
    # A random game id is only ever "not found": a 200 is a game a link led to.
    linked = {"get_game", "list_deals", "list_events", "get_seat_view", "take_seat"}
    assert {op for op, status in answered if status == 200} & linked, sorted(answered)


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

"""docs/frontends.md's error table names every ``code`` the server can answer, and no other.

A client switches on ``code`` (docs/frontends.md, "Errors"), so a code the
table lacks is a refusal a front end cannot plan for. The codes are found
where they are written: every construction of a refusal (``ApiError``,
``problem``, the services' errors, the domain's errors) with its code spelt out, plus the few
codes computed from a name (listed in :data:`COMPUTED`, each with where it
comes from).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from api.http.refusals import CODES as GUNICORN_CODES
from api.services import errors as service_errors
from domain.clocks import Clock

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("api", "domain", "persistence")
REFUSALS = {
    "ApiError",
    "problem",
    "RateLimited",
    "BeloteError",
    "InvalidInput",
    "InvalidRules",
    "RuleViolation",
    "SeatingError",
    "StaleVersion",
    "NotFound",
    # the use cases' refusals, one class a kind
    *(name for name, value in vars(service_errors).items() if isinstance(value, type)),
}
"""The callables that build a refusal from a code and a message."""

COMPUTED = {
    # api/http/app.py: Werkzeug's HTTP errors by status (404, 413 and 415 are spelt out too)
    "method_not_allowed",
    "internal_error",
    # domain/clocks.py: ``invalid_<field>`` of a table's clock
    *(f"invalid_{name}" for name in Clock.__dataclass_fields__),
    # api/http/refusals.py: gunicorn's own refusals, before the app sees the request
    *GUNICORN_CODES.values(),
}
CODE = re.compile(r"^[a-z]+(_[a-z0-9]+)*$")


def _rule_codes() -> set[str]:
    """The codes ``domain.tricks.violated_rule`` returns (a card the play rules refuse)."""
    tree = ast.parse((REPO / "domain" / "tricks.py").read_text(encoding="utf-8"))
    [function] = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name == "violated_rule"
    ]
    return {
        node.value.value
        for node in ast.walk(function)
        if isinstance(node, ast.Return)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        and node.value.value
    }


def answered_codes() -> set[str]:
    codes = set(COMPUTED) | _rule_codes()
    for source in SOURCES:
        for path in (REPO / source).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                if name not in REFUSALS:
                    continue
                spelt = [
                    a.value
                    for a in node.args
                    if isinstance(a, ast.Constant) and isinstance(a.value, str)
                ]
                if spelt and CODE.match(spelt[0]):
                    codes.add(spelt[0])
    return codes


def documented_codes() -> set[str]:
    text = (REPO / "docs" / "frontends.md").read_text(encoding="utf-8")
    section = text.split("\n## Errors\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if re.match(r"^\| \d", line)]
    return {code for row in rows for code in re.findall(r"`([a-z0-9_]+)`", row.split("|")[2])}


def test_the_scan_finds_codes_of_every_kind() -> None:
    """The scan itself: a code from each way of refusing (else the next test proves nothing)."""
    found = answered_codes()
    for code in ("not_found", "must_follow_suit", "seat_taken", "rate_limited", "invalid_seed"):
        assert code in found, code
    assert "belote_error" not in found  # a default, never answered


def test_every_answered_code_is_in_the_table() -> None:
    missing = answered_codes() - documented_codes()
    assert not missing, f"docs/frontends.md's error table lacks {sorted(missing)}"


def test_the_table_names_no_code_the_server_never_answers() -> None:
    stale = documented_codes() - answered_codes()
    assert not stale, f"docs/frontends.md's error table names {sorted(stale)}"

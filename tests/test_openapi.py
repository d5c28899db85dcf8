"""The committed OpenAPI document is what the app serves, and it is complete."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from api.http.spec import REGENERATE, spec_dict

ROOT = Path(__file__).resolve().parents[1]
METHODS = {"get", "put", "post", "delete", "patch"}


@pytest.fixture(scope="module")
def spec() -> dict:
    return spec_dict()


def operations(spec: dict):
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method in METHODS:
                yield path, method, op


def test_committed_spec_is_up_to_date(spec: dict) -> None:
    committed = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    assert committed == spec, f"openapi/openapi.json is stale; regenerate it with: {REGENERATE}"


def test_spec_is_openapi_3_1(spec: dict) -> None:
    assert spec["openapi"].startswith("3.1")


def test_every_operation_has_a_readable_id_and_a_tag(spec: dict) -> None:
    ids = [op.get("operationId") for _, _, op in operations(spec)]
    assert all(i and i.replace("_", "").isalpha() and i.islower() for i in ids), ids
    assert len(ids) == len(set(ids))
    assert all(op.get("tags") for _, _, op in operations(spec))


def test_every_error_response_is_a_problem(spec: dict) -> None:
    for path, method, op in operations(spec):
        errors = {s: r for s, r in op["responses"].items() if s == "default" or s >= "400"}
        assert errors, f"{method} {path} documents no error"
        for status, response in errors.items():
            if "$ref" in response:
                name = response["$ref"].rsplit("/", 1)[1]
                response = spec["components"]["responses"][name]
            assert list(response["content"]) == ["application/problem+json"], (path, status)


def test_writes_document_their_rule_errors(spec: dict) -> None:
    post_play = spec["paths"]["/games/{game_id}/deals/{deal_index}/plays"]["post"]
    assert {"401", "403", "404", "409", "412", "422"} <= set(post_play["responses"])


def test_x_pagination_is_described_as_json(spec: dict) -> None:
    header = spec["components"]["headers"]["PAGINATION"]
    schema = header["content"]["application/json"]["schema"]
    assert schema["type"] == "object" and "total" in schema["properties"]

"""api/cli/codegen.py on its own: the spec rewrite for the Python generator, and the CLI flag."""

from __future__ import annotations

import pytest

from api.cli.codegen import spec_for_python_generator
from api.cli.main import main

SUITS = ["S", "H", "D", "C"]


def test_a_nullable_enum_becomes_an_enum_or_null() -> None:
    field = {"type": ["string", "null"], "enum": [*SUITS, None], "example": "H", "description": "d"}
    spec = {"components": {"schemas": {"BidIn": {"properties": {"suit": field}}}}}
    rewritten = spec_for_python_generator(spec)
    assert rewritten["components"]["schemas"]["BidIn"]["properties"]["suit"] == {
        "example": "H",
        "description": "d",
        "anyOf": [{"type": "string", "enum": SUITS}, {"type": "null"}],
    }
    assert spec["components"]["schemas"]["BidIn"]["properties"]["suit"] is field, "input untouched"


def test_other_schemas_are_left_as_they_are() -> None:
    spec = {
        "a": {"type": ["integer", "null"], "minimum": 0},
        "b": {"type": "string", "enum": SUITS},
        "c": [{"anyOf": [{"type": "string"}, {"type": "null"}]}],
    }
    assert spec_for_python_generator(spec) == spec


def test_clients_need_a_spec_file_not_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["openapi", "--output", "-", "--clients"]) == 2
    assert "belote openapi: error: argument --clients" in capsys.readouterr().err

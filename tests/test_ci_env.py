"""One reading of ``CI`` for every check that tightens under CI (see tests/ci_env.py)."""

from __future__ import annotations

import pytest
from ci_env import under_ci
from hypothesis import settings


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("true", True),
        ("True", True),
        ("TRUE", True),
        (" true\n", True),
        ("false", False),
        ("", False),
        ("1", False),
    ],
)
def test_ci_is_true_whatever_its_case(monkeypatch, value, expected):
    monkeypatch.setenv("CI", value)
    assert under_ci() is expected


def test_hypothesis_is_derandomised_exactly_under_ci():
    # the profile is chosen once, when tests/conftest.py is imported
    assert settings.default.derandomize is under_ci()

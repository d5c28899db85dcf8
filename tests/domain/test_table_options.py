"""The table options of docs/rules.md: defaults, allowed values, refusals."""

from __future__ import annotations

import pytest

from domain.errors import BeloteError, InvalidRules
from domain.rules import OPTIONS, Rules

DEFAULTS = {
    "mode": "classic",
    "moderne": False,
    "direction": "counterclockwise",
    "first_packet": 3,
    "no_taker": "redeal",
    "overtrump_partner": True,
    "undertrump": "required",
    "belote_on_failed_contract": "holder_keeps",
    "belote_counts_for_contract": True,
    "announcements": False,
    "capot_points": 252,
    "target": 501,
}

ALLOWED = {
    "mode": ["classic", "coinche"],
    "moderne": [False, True],
    "direction": ["counterclockwise", "clockwise"],
    "first_packet": [3, 2],
    "no_taker": ["redeal", "dealer_forced"],
    "overtrump_partner": [True, False],
    "undertrump": ["required", "optional"],
    "belote_on_failed_contract": ["holder_keeps", "to_defence"],
    "belote_counts_for_contract": [True, False],
    "announcements": [False, True],
    "capot_points": [252, 250],
    "target": [100, 101, 500, 501, 1000, 1001, 3001, 5000],
}

INVALID = [
    ("mode", "Classic"),
    ("mode", "contree"),
    ("moderne", 1),
    ("undertrump", "never"),
    ("direction", "north"),
    ("first_packet", 4),
    ("first_packet", "3"),
    ("first_packet", 3.0),
    ("no_taker", "replay"),
    ("overtrump_partner", 1),
    ("overtrump_partner", "true"),
    ("belote_on_failed_contract", "defence"),
    ("belote_counts_for_contract", "yes"),
    ("announcements", 0),
    ("capot_points", 251),
    ("capot_points", 500),
    ("target", 99),
    ("target", 5001),
    ("target", 0),
    ("target", True),
    ("target", "501"),
    ("target", 501.0),
]


def test_defaults_are_the_book_defaults():
    assert Rules().to_dict() == DEFAULTS
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict(None) == Rules()
    assert set(OPTIONS) == set(DEFAULTS) | {"coinche_packets", "surcoinche_multiplier"}


def test_null_is_not_an_option_value():
    with pytest.raises(InvalidRules) as e:
        Rules.from_dict({"belote_counts_for_contract": None})
    assert e.value.code == "invalid_rule_value"


@pytest.mark.parametrize(("name", "value"), [(n, v) for n, vs in ALLOWED.items() for v in vs])
def test_allowed_values(name, value):
    r = Rules.from_dict({name: value})
    assert getattr(r, name) == value
    assert Rules(**{name: value}) == r
    assert Rules.from_dict(r.to_dict()) == r


@pytest.mark.parametrize(("name", "value"), INVALID)
def test_invalid_values(name, value):
    with pytest.raises(InvalidRules) as e:
        Rules.from_dict({name: value})
    assert e.value.code == "invalid_rule_value"
    assert e.value.details["option"] == name
    with pytest.raises(InvalidRules) as e2:
        Rules(**{name: value})
    assert e2.value.code == "invalid_rule_value"


def test_target_range_is_described():
    with pytest.raises(InvalidRules) as e:
        Rules(target=99)
    assert e.value.details["allowed"] == {"min": 100, "max": 5000}


@pytest.mark.parametrize("name", ["sans_atout", "Target", "packets", ""])
def test_unknown_option(name):
    with pytest.raises(InvalidRules) as e:
        Rules.from_dict({name: 1})
    assert e.value.code == "unknown_rule_option"
    assert e.value.details["option"] == name
    assert isinstance(e.value, BeloteError)


def test_unknown_option_reported_before_bad_values():
    with pytest.raises(InvalidRules) as e:
        Rules.from_dict({"target": 1, "zzz": 2})
    assert e.value.code == "unknown_rule_option"


def test_rules_are_immutable_and_hashable():
    r = Rules(target=1000)
    with pytest.raises(AttributeError):
        r.target = 500  # type: ignore[misc]
    assert hash(r) == hash(Rules(target=1000))

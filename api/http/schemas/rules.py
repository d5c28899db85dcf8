"""Table options (docs/rules.md §1 and §10) as schema fields, one per rule option."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import JSONInteger, Strict, StrictBoolean
from domain.errors import InvalidRules
from domain.rules import MODE_DEFAULTS, MODE_ONLY, OPTIONS, Rules, default_of


class _RuleOption:
    """A table option's field: a value the option does not allow is the
    problem 422 ``invalid_rule_option`` (with ``option`` and ``allowed``),
    the code docs/rules.md §10 names, rather than a generic ``validation_error``.
    The field's validators stay, so the spec still states the allowed values."""

    option: str

    def deserialize(self, value: Any, attr: Any = None, data: Any = None, **kwargs: Any) -> Any:
        if type(value) is float and value.is_integer() and isinstance(self, JSONInteger):
            value = int(value)  # JSON Schema's integer: 1001.0 is 1001
        if value is not ma.missing:
            try:
                Rules.check_option(self.option, value)
            except InvalidRules as e:
                raise InvalidRules("invalid_rule_option", e.message, **e.details) from None
        return super().deserialize(value, attr, data, **kwargs)  # type: ignore[misc]


class _RuleString(_RuleOption, f.String):
    pass


class _RuleInteger(_RuleOption, JSONInteger):
    pass


class _RuleBoolean(_RuleOption, StrictBoolean):
    pass


def _rule_field(name: str, allowed: Any) -> f.Field:
    if name in MODE_ONLY:
        said = f"only in mode `{MODE_ONLY[name]}` (422 `rule_option_not_in_mode` otherwise), "
        said += f"default {default_of(name, MODE_ONLY[name])!r}"
    elif name in MODE_DEFAULTS["classic"]:
        said = ", ".join(f"default {default_of(name, m)!r} in `{m}`" for m in MODE_DEFAULTS)
    else:
        said = f"default {default_of(name)!r}"
    meta = {
        "description": f"Table option `{name}` (docs/rules.md): {said}; "
        "a value not allowed is 422 `invalid_rule_option`."
    }
    field: _RuleOption
    if isinstance(allowed, range):
        field = _RuleInteger(
            strict=True, validate=v.Range(allowed.start, allowed.stop - 1), metadata=meta
        )
    elif isinstance(allowed[0], bool):
        field = _RuleBoolean(metadata=meta)
    elif isinstance(allowed[0], int):
        field = _RuleInteger(strict=True, validate=v.OneOf(allowed), metadata=meta)
    else:
        field = _RuleString(validate=v.OneOf(allowed), metadata=meta)
    field.option = name
    assert isinstance(field, f.Field)
    return field


RulesSchema = Strict.from_dict(
    {name: _rule_field(name, allowed) for name, allowed in OPTIONS.items()}, name="Rules"
)

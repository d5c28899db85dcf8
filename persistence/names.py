"""Player display names: free text within limits, one normal form.

A name is what people see beside a player's id; the id stays the identity.
It is trimmed, normalised to NFC (so that "é" typed two ways is one name),
holds 1 to :data:`NAME_MAX` characters and no control characters: C0/C1
controls, line and paragraph separators, and the bidirectional overrides and
isolates that would reorder the text shown around a name.
"""

from __future__ import annotations

import re
import unicodedata

from domain.errors import InvalidInput

NAME_MAX = 64
"""Characters of a display name, after trimming and NFC normalisation."""

# Escapes, not the characters: the spec shows this text, and tools reading it as
# YAML refuse raw C1 controls. ECMA-262 and Python's re read \uXXXX alike.
_FORBIDDEN_RANGES = r"\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069"
NAME_PATTERN = rf"^(?=.*\S)[^{_FORBIDDEN_RANGES}]*$"
"""The same rule as a regular expression (the OpenAPI spec states it)."""
_FORBIDDEN = re.compile(f"[{_FORBIDDEN_RANGES}]")


def normalise_name(raw: object) -> str:
    """The stored form of a display name, or ``invalid_name`` (HTTP 422) saying why."""
    if not isinstance(raw, str):
        raise InvalidInput("invalid_name", "a name is a string")
    name = unicodedata.normalize("NFC", raw).strip()
    if not name:
        raise InvalidInput("invalid_name", "a name cannot be empty or only spaces")
    if len(name) > NAME_MAX:
        raise InvalidInput(
            "invalid_name",
            f"a name has at most {NAME_MAX} characters after trimming, not {len(name)}",
            max_length=NAME_MAX,
        )
    bad = _FORBIDDEN.search(name)
    if bad is not None:
        raise InvalidInput(
            "invalid_name",
            f"a name cannot hold control characters (U+{ord(bad.group()):04X})",
        )
    return name

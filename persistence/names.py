"""Player display names: free text within limits, one normal form.

A name is what people see beside a player's id; the id stays the identity.
It is trimmed, normalised to NFC (so that "é" typed two ways is one name),
holds 1 to :data:`NAME_MAX` characters, at least one letter or digit, and
nothing invisible or deceptive: no control, format (zero-width, bidirectional
marks, overrides and isolates, tag characters), private-use, unassigned or
noncharacter code point, no line or paragraph separator, no combining mark
with nothing to combine with, and nothing made to pass for a bot (a built-in
bot's name, or a "(bot)" tag: the service marks bots itself).
"""

from __future__ import annotations

import re
import unicodedata

from domain.bots import BOT_NAMES
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
    for char in name:
        category = unicodedata.category(char)
        if category in _INVISIBLE:
            raise InvalidInput(
                "invalid_name",
                f"a name cannot hold {_INVISIBLE[category]} (U+{ord(char):04X})",
            )
    if unicodedata.category(name[0]).startswith("M"):
        raise InvalidInput("invalid_name", "a name cannot start with a combining mark")
    if not any(unicodedata.category(char)[0] in "LN" for char in name):
        raise InvalidInput("invalid_name", "a name needs at least one letter or digit")
    if _passes_for_a_bot(name):
        raise InvalidInput(
            "invalid_name", "a name cannot pass for a bot: the service marks bots itself"
        )
    return name


_INVISIBLE = {
    "Cc": "control characters",
    "Cf": "format characters (zero-width, bidirectional, tags)",
    "Co": "private-use characters",
    "Cn": "unassigned characters or noncharacters",
    "Cs": "surrogates",
    "Zl": "line separators",
    "Zp": "paragraph separators",
}
"""Unicode categories a reader cannot see, or that change how text around them shows."""

_BOT_TAG = re.compile(r"[(\[{<]\s*(ro)?bots?\s*[)\]}>]")


def skeleton(name: str) -> str:
    """What a name looks like, for comparing two of them: compatibility forms
    folded (fullwidth letters, ligatures), case ignored, spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def _passes_for_a_bot(name: str) -> bool:
    """Whether ``name`` reads as a built-in bot's, or carries a bot tag like "(bot)"."""
    folded = skeleton(name)
    return folded in BOT_NAMES or _BOT_TAG.search(folded) is not None

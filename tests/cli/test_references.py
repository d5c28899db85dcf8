"""Docs and docstrings cite files a reader of this repository can open.

The rule book is ``docs/rules.md``; ``RULES.md``, ``DESIGN.md`` and ``seeds/``
live outside the repository (beside it, for its authors) and a reader of a
clone has none of them. Relative links in the Markdown docs must resolve too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SKIPPED_DIRS = {".git", ".venv", "node_modules", "__pycache__", "dist", "build", ".ruff_cache"}
# A verbatim copy of the shared vectors' file: it must stay identical to them.
VERBATIM = {REPO / "tests" / "domain" / "vectors" / "dealing.json"}
SUFFIXES = {".py", ".md", ".json", ".ts", ".yaml", ".toml", ".txt"}
MISSING = re.compile(r"\bRULES\.md\b|\bDESIGN\.md\b|\bRULES §|(?<![\w/])seeds/")


def repository_files() -> Iterator[Path]:
    stack = [REPO]
    while stack:
        for path in stack.pop().iterdir():
            if path.is_dir():
                if path.name not in SKIPPED_DIRS and not path.name.endswith(".egg-info"):
                    stack.append(path)
            elif path.suffix in SUFFIXES and path not in VERBATIM:
                yield path


def test_nothing_cites_files_outside_the_repository() -> None:
    this = Path(__file__).resolve()
    found = [
        f"{path.relative_to(REPO)}:{number}: {line.strip()}"
        for path in repository_files()
        if path != this
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if MISSING.search(line)
    ]
    assert found == []


def test_the_rule_book_is_where_the_citations_point() -> None:
    assert (REPO / "docs" / "rules.md").read_text(encoding="utf-8").startswith("<!--")
    for section in range(1, 11):
        assert re.search(rf"^## {section}\. ", (REPO / "docs" / "rules.md").read_text(), re.M)


MARKDOWN = sorted([REPO / "README.md", *(REPO / "docs").glob("*.md")]) + sorted(
    (REPO / "openapi" / "clients").glob("*/README.md")
)


@pytest.mark.parametrize("document", MARKDOWN, ids=lambda p: str(p.relative_to(REPO)))
def test_relative_links_resolve(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text)
    broken = [
        target
        for target in targets
        if "://" not in target
        and not target.startswith("mailto:")
        and not (document.parent / target).exists()
    ]
    assert broken == []

"""The code stays linted, formatted and (in domain/) strictly typed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_check_is_clean() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = run("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_domain_is_strictly_typed() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def _imported_modules(package: str) -> set[str]:
    import ast

    found: set[str] = set()
    for path in (ROOT / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                found.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def test_domain_uses_the_standard_library_only() -> None:
    outside = _imported_modules("domain") - set(sys.stdlib_module_names) - {"domain"}
    assert outside == set(), f"domain/ imports {outside}"


def test_dependencies_point_one_way() -> None:
    assert "api" not in _imported_modules("persistence")
    assert not {"api", "persistence"} & _imported_modules("domain")

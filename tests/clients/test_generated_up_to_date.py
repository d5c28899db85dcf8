"""The committed clients are exactly what the generators make of ``openapi/openapi.json``.

Both are regenerated into a temporary directory with the functions
``belote openapi --clients`` uses. The Python side is compared after running
the same ruff formatting over the committed copy too, so a newer ruff release
alone does not make a current client look stale.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from api.cli.codegen import (
    REGENERATE_CLIENTS,
    ClientPaths,
    format_python,
    generate_python_client,
    generate_typescript_schema,
)

# What installing, importing or testing the package leaves beside the generated files.
NOT_GENERATED = (
    "__pycache__",
    "*.pyc",
    ".ruff_cache",
    ".mypy_cache",
    ".pytest_cache",
    "*.egg-info",
    "build",
    "dist",
)


def files_of(directory: Path) -> dict[str, str]:
    return {
        path.relative_to(directory).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted(directory.rglob("*"))
        if path.is_file()
    }


def stale_files(committed: dict[str, str], fresh: dict[str, str]) -> list[str]:
    """One line per file that differs: missing (not committed), extra (not generated) or changed."""
    stale = []
    for name in sorted(committed.keys() | fresh.keys()):
        if name not in committed:
            stale.append(f"{name}: missing")
        elif name not in fresh:
            stale.append(f"{name}: extra")
        elif committed[name] != fresh[name]:
            stale.append(f"{name}: differs")
    return stale


def test_python_client_is_up_to_date(client_paths: ClientPaths, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh"
    generate_python_client(client_paths.spec, client_paths.python_config, fresh)
    committed = tmp_path / "committed"
    shutil.copytree(client_paths.python, committed, ignore=shutil.ignore_patterns(*NOT_GENERATED))
    format_python(committed)
    stale = stale_files(files_of(committed), files_of(fresh))
    assert not stale, (
        f"openapi/clients/python is stale ({len(stale)} files); regenerate it with: "
        f"{REGENERATE_CLIENTS}\n" + "\n".join(stale[:20])
    )


def test_typescript_types_are_up_to_date(
    client_paths: ClientPaths, node_package: Path, tmp_path: Path
) -> None:
    fresh = tmp_path / "schema.d.ts"
    generate_typescript_schema(client_paths.spec, node_package, fresh)
    committed = client_paths.typescript_schema.read_text(encoding="utf-8")
    assert committed == fresh.read_text(encoding="utf-8"), (
        f"{client_paths.typescript_schema.relative_to(client_paths.root.parent)} is stale; "
        f"regenerate it with: {REGENERATE_CLIENTS}"
    )

"""The examples run after the README's first command alone (``pip install -e .``, no dev extra).

``examples/terminal_table.py`` runs under ``python -I -S``: no site-packages
at all, so nothing but the standard library; ``examples/my_bot.py`` needs only
the repository's ``domain`` package (pure standard library) beside it. And the
imports of every example are checked against the service's runtime
dependencies, so a new example cannot quietly need a dev-only package.
"""

from __future__ import annotations

import ast
import importlib.metadata
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.conftest import Server, start_server, stop_server

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.py"))
OWN_PACKAGES = {"domain", "persistence", "api", "examples"}


def runtime_modules() -> set[str]:
    """Top-level modules of the service's runtime dependencies (the extras left out)."""
    names = set()
    for requirement in importlib.metadata.requires("belote-service") or []:
        if "extra ==" in requirement:
            continue
        names.add(re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0].lower())
    provided = importlib.metadata.packages_distributions()
    return {
        module
        for module, distributions in provided.items()
        if any(d.lower().replace("_", "-") in names for d in distributions)
    }


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name)
def test_examples_import_only_what_the_service_installs(example: Path) -> None:
    allowed = set(sys.stdlib_module_names) | OWN_PACKAGES | runtime_modules()
    assert "httpx" not in runtime_modules()  # a dev-only package, as the check must know
    assert imported_modules(example) - allowed == set()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    started = start_server(f"sqlite:///{tmp_path / 'examples.db'}", log=tmp_path / "server.log")
    yield started
    stop_server(started)


def bare_python(*args: str) -> list[str]:
    """Python without site-packages (-S) nor the environment (-I): the standard library only."""
    return [sys.executable, "-I", "-S", "-u", *args]


def test_the_terminal_table_plays_with_the_standard_library_alone(
    server: Server, tmp_path: Path
) -> None:
    table = str(REPO / "examples" / "terminal_table.py")
    result = subprocess.run(
        bare_python(
            table,
            "--url",
            server.url,
            "--auto",
            "--target",
            "100",
            "--announcements",
            "--seed",
            "a",
        ),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "your hand:" in out and "game over: team 0" in out
    assert re.search(r"taker: seat \d \(team \d\)", out)
    # This seed's first deal has both (a belote, and a tierce announced by seat 2).
    assert re.search(r"belote: seat \d \(team \d\)", out)
    assert "announced: tierce by seat 2 (20 points" in out
    assert re.search(r"deal 0 over: (seat \d took in \w+, contract|nobody took)", out)
    assert re.search(r"totals \d+ - \d+", out)


def test_the_bot_example_needs_only_the_domain_package(tmp_path: Path) -> None:
    code = f"import sys; sys.path.insert(0, {str(REPO)!r}); import examples.my_bot as m; m.choose"
    result = subprocess.run(
        bare_python("-c", code), cwd=tmp_path, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def wait_for_prompt(process: subprocess.Popen[bytes]) -> str:
    """What the table printed up to its first ``your move (...)`` prompt."""
    assert process.stdout is not None
    seen = b""
    while b"your move (" not in seen:
        chunk = os.read(process.stdout.fileno(), 4096)
        assert chunk, f"the table ended before asking: {seen.decode()}"
        seen += chunk
    return seen.decode()


def start_table(server: Server, cwd: Path) -> subprocess.Popen[bytes]:
    table = str(REPO / "examples" / "terminal_table.py")
    return subprocess.Popen(
        bare_python(table, "--url", server.url),
        cwd=cwd,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def test_ctrl_c_leaves_the_table_cleanly(server: Server, tmp_path: Path) -> None:
    process = start_table(server, tmp_path)
    wait_for_prompt(process)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130
    assert b"Traceback" not in stderr
    assert b"left the table" in stderr


def test_a_lost_server_ends_the_table_in_one_line(server: Server, tmp_path: Path) -> None:
    process = start_table(server, tmp_path)
    wait_for_prompt(process)
    stop_server(server)
    _, stderr = process.communicate(b"pass\n", timeout=60)
    assert process.returncode == 1
    assert b"Traceback" not in stderr
    assert stderr.decode().strip().startswith(f"lost the server at {server.url}")

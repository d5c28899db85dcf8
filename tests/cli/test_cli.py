"""The ``belote`` command as a user meets it: through the installed entry point, in a subprocess.

Exit codes (api/cli/main.py): 0 done, 1 failed, 2 usage, 141 the output's reader left.
Every error is one ``belote COMMAND: error: ...`` line on stderr, never a traceback.
"""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

BELOTE = str(Path(sys.executable).with_name("belote"))
COMMANDS = ("serve", "openapi", "simulate", "verify", "bot")


def belote(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("BELOTE_")}
    environment.update(env or {})
    return subprocess.run(
        [BELOTE, *args],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def error_line(result: subprocess.CompletedProcess, command: str) -> str:
    """The one error line; the usage line argparse prints before it is allowed."""
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith(f"belote {command}: error: ")]
    assert len(errors) == 1, result.stderr
    others = [line for line in lines if line not in errors]
    assert all(line.startswith(("usage:", " ")) for line in others), result.stderr
    return errors[0]


def migrated_database(path: Path) -> str:
    from persistence.db import upgrade

    url = f"sqlite:///{path}"
    upgrade(url)
    return url


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_help_shows_an_example(command: str, tmp_path: Path) -> None:
    result = belote(command, "--help", cwd=tmp_path)
    assert result.returncode == 0
    example = result.stdout.split("example:\n", 1)[1]
    assert example.lstrip().startswith("belote ")


def test_verify_reports_an_unknown_id_as_unknown(tmp_path: Path) -> None:
    url = migrated_database(tmp_path / "games.db")
    result = belote("verify", "nope", cwd=tmp_path, env={"BELOTE_DATABASE_URL": url})
    assert result.returncode == 1
    assert result.stdout == ""  # not "verified 1 game: 1 with mismatches"
    assert "no game 'nope'" in error_line(result, "verify")


def test_verify_where_there_is_no_database_says_so_and_creates_none(tmp_path: Path) -> None:
    result = belote("verify", "--all", cwd=tmp_path)
    assert result.returncode == 1
    assert "no database at" in error_line(result, "verify")
    assert list(tmp_path.iterdir()) == []


def test_verify_of_a_database_that_is_not_migrated(tmp_path: Path) -> None:
    (tmp_path / "belote.db").touch()
    result = belote("verify", "--all", cwd=tmp_path)
    assert result.returncode == 1
    assert "not a Belote database" in error_line(result, "verify")


def test_verify_of_an_unreachable_database(tmp_path: Path) -> None:
    url = "postgresql+psycopg://postgres@127.0.0.1:1/nowhere"
    result = belote("verify", "--all", cwd=tmp_path, env={"BELOTE_DATABASE_URL": url})
    assert result.returncode == 1
    assert "cannot use the database" in error_line(result, "verify")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["simulate", "--games", "-5"], "argument --games: must be a whole number of at least 1"),
        (["simulate", "--games", "0"], "argument --games"),
        (
            ["simulate", "--rules", "announcements=maybe"],
            "announcements must be one of false, true",
        ),
        (["simulate", "--rules", "target=5"], "target must be a whole number from 100 to 5000"),
        (["simulate", "--rules", "nope"], "argument --rules: takes KEY=VALUE"),
        (["simulate", "--rules", "colour=red"], "unknown option 'colour'"),
        (["simulate", "--bots", "genius"], "argument --bots: unknown bot 'genius'"),
        (["serve", "--port", "99999"], "argument --port"),
        (["serve", "--workers", "0"], "argument --workers"),
        (["bot", "--game", "g", "--seat", "4"], "argument --seat"),
        (["bot", "--seat", "1"], "--game and --seat are required (or --serve)"),
        (["bot", "--serve", "--game", "g"], "--serve plays every game of the account"),
        (["bot", "--serve"], "--serve needs the account's token"),
        (["openapi", "--output", "-", "--clients"], "argument --clients"),
        (["verify"], "one of the arguments"),
    ],
)
def test_option_errors_exit_2_in_argparse_style(args: list[str], says: str, tmp_path: Path) -> None:
    result = belote(*args, cwd=tmp_path)
    assert result.returncode == 2
    line = error_line(result, args[0])
    assert says in line
    assert "True" not in line and "False" not in line  # command-line spellings, not Python's
    assert result.stderr.startswith("usage: belote ")


def test_simulate_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [BELOTE, "simulate", "--games", "400"],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    assert process.stdout.readline().startswith(b"game    0")
    process.stdout.close()  # what `| head -1` does once it has its line
    stderr = process.stderr.read()
    assert process.wait(timeout=120) == 141
    assert stderr == b""


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"BELOTE_MAX_BODY_BYTES": "lots"}, "BELOTE_MAX_BODY_BYTES must be a whole number"),
        ({"BELOTE_CORS_ORIGINS": "example.org"}, "BELOTE_CORS_ORIGINS: 'example.org'"),
        ({"BELOTE_RATE_LIMIT_WRITES": "many"}, "many"),
        ({"BELOTE_DATABASE_URL": "not a url"}, "BELOTE_DATABASE_URL is not a database URL"),
    ],
)
def test_a_bad_setting_stops_serve_in_one_line(
    env: dict[str, str], says: str, tmp_path: Path
) -> None:
    result = belote("serve", "--port", "1", cwd=tmp_path, env=env)
    assert result.returncode == 2
    assert says in error_line(result, "serve")
    assert not result.stderr.startswith("usage:")  # the command line was right
    assert list(tmp_path.iterdir()) == []  # stopped before creating a database


def test_an_unreachable_database_stops_serve_in_one_line(tmp_path: Path) -> None:
    url = "postgresql+psycopg://postgres@127.0.0.1:1/nowhere"
    result = belote("serve", "--port", "1", cwd=tmp_path, env={"BELOTE_DATABASE_URL": url})
    assert result.returncode == 1
    line = error_line(result, "serve")
    assert "cannot use the database postgresql+psycopg://postgres@127.0.0.1:1/nowhere" in line


def on_a_terminal(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[int, str]:
    """Run ``belote`` with stderr on a pseudo-terminal; (exit code, what the terminal got)."""
    leader, follower = pty.openpty()
    environment = {k: v for k, v in os.environ.items() if not k.startswith("BELOTE_")}
    environment.update({"TERM": "xterm-256color", "COLUMNS": "100", **(env or {})})
    environment.pop("NO_COLOR", None)
    process = subprocess.Popen(
        [BELOTE, *args],
        cwd=cwd,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=follower,
    )
    os.close(follower)
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal closed: the process is gone
            break
        if not chunk:
            break
        seen += chunk
    os.close(leader)
    return process.wait(timeout=120), seen.decode(errors="replace")


def test_simulate_quiet_shows_progress_on_a_terminal(tmp_path: Path) -> None:
    code, terminal = on_a_terminal(["simulate", "--games", "40", "--quiet"], tmp_path)
    assert code == 0
    assert "playing" in terminal and "/40" in terminal


def test_verify_all_shows_progress_on_a_terminal(tmp_path: Path) -> None:
    from api.http.app import create_app

    url = migrated_database(tmp_path / "games.db")
    app = create_app({"DATABASE_URL": url})
    client = app.test_client()
    token = client.post("/players", json={"name": "v"}).json["token"]
    for seed in ("a", "b", "c"):
        answer = client.post(
            "/games", json={"seed": seed}, headers={"Authorization": f"Bearer {token}"}
        )
        assert answer.status_code == 201
    app.extensions["belote"].store.engine.dispose()
    code, terminal = on_a_terminal(["verify", "--all"], tmp_path, {"BELOTE_DATABASE_URL": url})
    assert code == 0
    assert "verifying" in terminal and "/3" in terminal


def test_progress_stays_out_of_pipes(tmp_path: Path) -> None:
    result = belote("simulate", "--games", "30", "--quiet", cwd=tmp_path)
    assert result.returncode == 0
    assert result.stderr == ""
    assert result.stdout.startswith("games=30\n")

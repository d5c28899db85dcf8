"""One settings object, one documented table, one time source, one home for test seams."""

from __future__ import annotations

import ast
import dataclasses
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from api.http.app import create_app
from api.settings import Limit, SettingError, Settings, markdown_table, specs
from persistence import faults
from persistence.time_source import SYSTEM_TIME, ManualTime

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("api", "persistence", "domain", "botclient")
TABLE = re.compile(r"<!-- settings:begin[^\n]*-->\n(.*?)<!-- settings:end -->", re.S)


def test_the_documented_table_is_the_settings_object() -> None:
    """docs/operating.md holds ``belote settings --markdown``; regenerate it when this fails."""
    document = (REPO / "docs" / "operating.md").read_text(encoding="utf-8")
    (table,) = TABLE.findall(document)
    assert table == markdown_table()


def test_every_setting_has_its_variable_default_and_description() -> None:
    variables = [spec.variable for _, spec in specs()]
    assert len(variables) == len(set(variables)) == len(dataclasses.fields(Settings))
    for item, spec in specs():
        assert spec.variable == "BELOTE_" + item.name.upper()
        assert spec.doc and spec.allowed
        assert spec.parse(spec.default) == getattr(Settings(), item.name)  # one default
    assert Settings.from_env({}) == Settings()


@pytest.mark.parametrize(
    ("variable", "value", "message"),
    [
        ("BELOTE_MAX_STREAMS", "abc", "BELOTE_MAX_STREAMS=abc: must be an integer ≥ 0"),
        ("BELOTE_PROXY_HOPS", "-1", "BELOTE_PROXY_HOPS=-1: must be an integer ≥ 0"),
        ("BELOTE_SWEEP_SECONDS", "inf", "BELOTE_SWEEP_SECONDS=inf: must be a number of seconds"),
        ("BELOTE_STREAM_RESYNC_SECONDS", "0", "must be a number of seconds > 0"),
        ("BELOTE_WORKER", "sync", "BELOTE_WORKER=sync: must be one of gevent, gthread"),
        ("BELOTE_CHALLENGE_MODE", "contree", "must be classic or coinche, optionally +moderne"),
        ("BELOTE_RATE_LIMIT_ANONYMOUS", "10/week", "must be <requests>/<second|minute|hour|day>"),
        ("BELOTE_CORS_ORIGINS", "*,https://a.example", "BELOTE_CORS_ORIGINS=*,https://a.example"),
    ],
)
def test_a_bad_value_names_the_variable_the_value_and_what_is_allowed(
    variable: str, value: str, message: str
) -> None:
    with pytest.raises(SettingError) as refused:
        Settings.from_env({variable: value})
    assert message in str(refused.value)
    assert refused.value.variable == variable and refused.value.value == value


def test_values_are_read_into_their_types() -> None:
    settings = Settings.from_env(
        {
            "BELOTE_MAX_STREAMS": " 7 ",
            "BELOTE_STREAM_KEEPALIVE_SECONDS": "0.25",
            "BELOTE_RATE_LIMIT_WRITES": "off",
            "BELOTE_RATE_LIMIT_ANONYMOUS": "5/second",
            "BELOTE_CORS_ORIGINS": "",  # set but empty: no origin at all
            "BELOTE_PROXY_HOPS": "",  # a blank number: the default
            "BELOTE_CHALLENGE_MODE": "coinche+moderne",
        }
    )
    assert settings.max_streams == 7 and settings.stream_keepalive_seconds == 0.25
    assert settings.rate_limit_writes is None
    assert settings.rate_limit_anonymous == Limit(5, 1)
    assert not settings.cors_origins.any_origin and not settings.cors_origins.origins
    assert settings.proxy_hops == 0
    assert settings.challenge_mode.mode == "coinche" and settings.challenge_mode.moderne


def test_create_app_overrides_take_values_or_text_and_are_checked_too() -> None:
    settings = Settings().overridden({"MAX_STREAMS": 2, "RATE_LIMIT_WRITES": "1/minute"})
    assert settings.max_streams == 2 and settings.rate_limit_writes == Limit(1, 60)
    with pytest.raises(SettingError, match="BELOTE_RATE_LIMIT_WRITES=lots"):
        Settings().overridden({"RATE_LIMIT_WRITES": "lots"})


def test_secrets_stay_out_of_the_settings_repr() -> None:
    settings = Settings.from_env({"BELOTE_CHALLENGE_SECRET": "s3cr3t"})
    assert settings.challenge_secret == "s3cr3t"
    assert "s3cr3t" not in repr(settings)


def test_every_component_reads_the_one_time_source(tmp_path: Path) -> None:
    time = ManualTime(datetime(2031, 2, 3, 4, 5, tzinfo=UTC))
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 't.db'}", "CLOCK": time})
    try:
        users = {
            "store": app.extensions["belote"].store.time,
            "tables": app.extensions["belote_tables"].time,
            "challenges": app.extensions["belote_challenges"].calendar.time,
            "rate limits": app.extensions["belote_rate_limits"].time,
            "idempotency": app.extensions["belote_idempotency"].time,
        }
        assert {name: user is time for name, user in users.items()} == dict.fromkeys(users, True)
        client = app.test_client()
        token = client.post("/players", json={"name": "Ann"}).get_json()["token"]
        me = client.get("/me", headers={"Authorization": f"Bearer {token}"}).get_json()
        assert me["created_at"].startswith("2031-02-03T04:05")
    finally:
        app.extensions["belote"].store.engine.dispose()


def test_the_clock_file_is_a_test_seam_of_the_faults_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(faults.CLOCK_FILE, raising=False)
    assert faults.time_source() is SYSTEM_TIME  # inert unless its variable is set
    now = tmp_path / "now"
    monkeypatch.setenv(faults.CLOCK_FILE, str(now))
    source = faults.time_source()
    assert abs((source.now() - SYSTEM_TIME.now()).total_seconds()) < 60  # no file: real time
    now.write_text("2030-01-02T03:04:05+01:00")
    assert source.now() == datetime(2030, 1, 2, 2, 4, 5, tzinfo=UTC)
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'f.db'}"})
    try:
        assert app.extensions["belote"].store.time.now() == source.now()
    finally:
        app.extensions["belote"].store.engine.dispose()


def _environment_reads(tree: ast.AST) -> list[str]:
    """``BELOTE_*`` names read from the environment by literal in one module."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call | ast.Subscript):
            target = node.func if isinstance(node, ast.Call) else node.value
            text = ast.unparse(target)
            if text in ("os.environ.get", "os.getenv", "environ.get", "os.environ"):
                arguments = node.args if isinstance(node, ast.Call) else [node.slice]
                found += [
                    a.value
                    for a in arguments
                    if isinstance(a, ast.Constant)
                    and isinstance(a.value, str)
                    and a.value.startswith("BELOTE_")
                ]
    return found


def test_no_component_reads_a_setting_from_the_environment() -> None:
    """Settings come from api/settings.py; the test seams' variables are named only in
    persistence/faults.py (by constant). The bot client is a program of its own: it
    reads its token, and nothing of the server's."""
    readers = {
        str(path.relative_to(REPO)): names
        for folder in SOURCES
        for path in sorted((REPO / folder).rglob("*.py"))
        if (names := _environment_reads(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert readers == {"botclient/command.py": ["BELOTE_TOKEN"]}
    assert {faults.PAUSE_IN_WRITE, faults.DROP_NOTIFICATIONS_EVERY, faults.CLOCK_FILE} == {
        "BELOTE_TEST_PAUSE_IN_WRITE",
        "BELOTE_TEST_DROP_NOTIFICATIONS_EVERY",
        "BELOTE_CLOCK_FILE",
    }

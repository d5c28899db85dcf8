"""Alembic builds exactly the models' schema and tears it down again."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import warnings
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Column, Engine, Integer, MetaData, inspect, text

from persistence.db import (
    ALEMBIC_DIR,
    alembic_config,
    compared_by_autogenerate,
    current_revision,
    downgrade,
    make_engine,
    upgrade,
)
from persistence.models import Base

MODEL_TABLES = set(Base.metadata.tables)
REPO_ROOT = Path(__file__).resolve().parents[2]


def head() -> str:
    revision = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert revision is not None
    return revision


def schema_diff(engine: Engine, metadata: MetaData) -> list[object]:
    """What autogenerate finds different, as ``alembic/env.py`` configures it: indexes
    on expressions left out (test_every_model_index_is_built checks those)."""
    with engine.connect() as conn, warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Skipped unsupported reflection of expression")
        warnings.filterwarnings("ignore", "autogenerate skipping metadata-specified expression")
        opts = {"compare_type": True, "include_object": compared_by_autogenerate}
        context = MigrationContext.configure(conn, opts=opts)
        return list(compare_metadata(context, metadata))


def index_names(engine: Engine) -> set[str]:
    """Every index's name from the catalog (the inspector skips expression indexes)."""
    if engine.dialect.name == "sqlite":
        query = "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
    else:
        query = "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()"
    with engine.connect() as conn:
        return set(conn.execute(text(query)).scalars())


def tables(engine: Engine) -> set[str]:
    with engine.connect() as conn:
        return set(inspect(conn).get_table_names())


def test_alembic_dir_is_not_a_package() -> None:
    # An alembic/__init__.py would shadow the installed alembic package.
    assert (ALEMBIC_DIR / "env.py").is_file()
    assert not (ALEMBIC_DIR / "__init__.py").exists()


def test_upgrade_head_builds_exactly_the_models(bare_engine: Engine) -> None:
    assert tables(bare_engine) == set()
    upgrade(bare_engine)
    assert tables(bare_engine) == MODEL_TABLES | {"alembic_version"}
    assert current_revision(bare_engine) == head()
    assert schema_diff(bare_engine, Base.metadata) == []


def test_every_model_index_is_built(engine: Engine) -> None:
    # Named as the models name them, expression indexes (the ranking order's) included,
    # and none left over; a downgrade to base and back builds the same ones.
    declared = {i.name for table in Base.metadata.tables.values() for i in table.indexes}
    assert {"ix_games_ranking", "ix_games_rule_target_ranking"} <= declared
    built = {name for name in index_names(engine) if name.startswith("ix_")}
    assert built == declared
    downgrade(engine, "base")
    assert not {name for name in index_names(engine) if name.startswith("ix_")}
    upgrade(engine)
    assert {name for name in index_names(engine) if name.startswith("ix_")} == declared


def test_schema_comparison_sees_a_difference(engine: Engine) -> None:
    # The check above is only worth something if a drift would show up.
    drifted = MetaData(naming_convention=Base.metadata.naming_convention)
    for table in Base.metadata.tables.values():
        table.to_metadata(drifted)
    drifted.tables["games"].append_column(Column("extra", Integer))
    diff = schema_diff(engine, drifted)
    assert [d[0] for d in diff if isinstance(d, tuple)] == ["add_column"]


def test_upgrade_twice_is_a_no_op(engine: Engine) -> None:
    upgrade(engine)
    assert current_revision(engine) == head()
    assert schema_diff(engine, Base.metadata) == []


def test_downgrade_base_leaves_no_table(engine: Engine) -> None:
    downgrade(engine, "base")
    assert tables(engine) <= {"alembic_version"}
    with engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM alembic_version")).scalar_one() == 0
    assert current_revision(engine) is None
    upgrade(engine)  # and back up again
    assert schema_diff(engine, Base.metadata) == []


def test_upgrade_by_url(empty_database_url: str) -> None:
    upgrade(empty_database_url)
    engine = make_engine(empty_database_url)
    try:
        assert current_revision(engine) == head()
        assert tables(engine) >= MODEL_TABLES
    finally:
        engine.dispose()


WORKER = """
import sys
from persistence.db import upgrade
print("ready", flush=True)
sys.stdin.readline()
upgrade(sys.argv[1])
"""


def test_concurrent_upgrades_from_several_processes(empty_database_url: str) -> None:
    # Several gunicorn workers starting at once all run upgrade() on a new
    # database: each must succeed (no "database is locked", no "table already
    # exists"). The processes import first, then start together.
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, empty_database_url],
            cwd=REPO_ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(6)
    ]
    try:
        for p in procs:
            assert p.stdout is not None and p.stdout.readline() == "ready\n"
        for p in procs:
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        results = [p.communicate(timeout=120) for p in procs]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    assert [p.returncode for p in procs] == [0] * 6, [err for _, err in results]
    engine = make_engine(empty_database_url)
    try:
        assert current_revision(engine) == head()
        assert schema_diff(engine, Base.metadata) == []
    finally:
        engine.dispose()


def test_concurrent_upgrades_from_several_threads(empty_database_url: str) -> None:
    engines = [make_engine(empty_database_url) for _ in range(4)]
    barrier = threading.Barrier(len(engines))
    errors: list[BaseException] = []

    def run(engine: Engine) -> None:
        barrier.wait()
        try:
            upgrade(engine)
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=run, args=(e,)) for e in engines]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    try:
        assert errors == []
        assert current_revision(engines[0]) == head()
        assert schema_diff(engines[0], Base.metadata) == []
    finally:
        for e in engines:
            e.dispose()


def test_alembic_command_line(empty_database_url: str) -> None:
    # `alembic upgrade head` from the repository root, URL from the environment.
    alembic = Path(sys.executable).with_name("alembic")
    env = {**os.environ, "BELOTE_DATABASE_URL": empty_database_url}
    run = subprocess.run(
        [str(alembic), "upgrade", "head"], cwd=REPO_ROOT, env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    engine = make_engine(empty_database_url)
    try:
        assert current_revision(engine) == head()
        assert schema_diff(engine, Base.metadata) == []
    finally:
        engine.dispose()

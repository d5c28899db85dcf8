"""The two supported databases as fixture parameters, and databases of each for one test.

A module of its own (not ``conftest``) so that test modules can import it:
``from conftest import …`` finds whichever ``conftest`` comes first on the path.
The session fixtures it uses (``postgres_admin``, ``sqlite_template``,
``postgres_copies``) are the root ``conftest.py``'s.

Migrating costs a second or more on PostgreSQL, so a session migrates once
into a template and each test gets a copy of it:

- SQLite: a copy of the migrated template file;
- PostgreSQL: ``CREATE DATABASE … TEMPLATE belote_template_<worker>_<pid>``.
  Dropping a database costs an immediate checkpoint (a second or more, and
  serialized across the server), so a copy a test is done with is emptied
  instead (every row deleted, sequences restarted) and given to a later test
  of the same process, provided its schema is still exactly the template's;
  one whose schema a test changed is left alone until the session drops
  every database it made, at its end.

Names carry the xdist worker id and the process id, so parallel workers and
concurrent sessions never share a database.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy import Connection, Engine, NullPool, create_engine, text
from sqlalchemy.exc import DBAPIError
from workers import worker_id

BACKENDS = [
    pytest.param("sqlite", marks=pytest.mark.sqlite),
    pytest.param("postgresql", marks=pytest.mark.postgresql),
]
"""The two supported databases, as fixture parameters (for :func:`fresh_database`)."""


def database_prefix() -> str:
    """The start of the name of every PostgreSQL database this process creates."""
    return f"belote_{worker_id()}_{os.getpid()}"


@contextmanager
def fresh_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A fresh empty database (no tables) of the kind ``request.param`` names
    (``sqlite`` or ``postgresql``), for one test (or one fixture of a wider scope)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'belote.db'}"
        return
    copies: PostgresCopies = request.getfixturevalue("postgres_copies")
    with copies.database(migrated=False) as url:
        yield url


@contextmanager
def migrated_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A database of the kind ``request.param`` names, migrated to head and holding
    nothing, for one test (or one fixture of a wider scope)."""
    if request.param == "sqlite":
        template: Path = request.getfixturevalue("sqlite_template")
        path = tmp_path_factory.mktemp("db") / "belote.db"
        shutil.copyfile(template, path)
        yield f"sqlite:///{path}"
        return
    copies: PostgresCopies = request.getfixturevalue("postgres_copies")
    with copies.database() as url:
        yield url


def migrate_sqlite_template(path: Path) -> Path:
    """``path``, a new SQLite file migrated to head, every connection to it closed."""
    from persistence.db import make_engine, upgrade

    engine = make_engine(f"sqlite:///{path}")
    try:
        upgrade(engine)
    finally:
        engine.dispose()  # the last connection's close checkpoints the WAL into the file
    return path


def database_url_of(admin: Engine, name: str) -> str:
    return admin.url.set(database=name).render_as_string(hide_password=False)


# Everything a test could change in a database's schema, as one digest.
_SCHEMA_DIGEST = text(
    """
    SELECT md5(string_agg(item, E'\\n' ORDER BY item)) FROM (
        SELECT 'relation ' || c.relkind::text || ' ' || n.nspname || '.' || c.relname || ' '
               || coalesce(string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                                      || ' ' || a.attnotnull || ' '
                                      || coalesce(pg_get_expr(d.adbin, d.adrelid), ''),
                                      ', ' ORDER BY a.attnum), '') AS item
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
        GROUP BY c.oid, c.relkind, n.nspname, c.relname
        UNION ALL SELECT 'index ' || indexdef FROM pg_indexes
            WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
        UNION ALL SELECT 'constraint ' || conname || ' ' || pg_get_constraintdef(oid)
            FROM pg_constraint
            WHERE connamespace NOT IN ('pg_catalog'::regnamespace,
                                       'information_schema'::regnamespace)
        UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger WHERE NOT tgisinternal
        UNION ALL SELECT 'function ' || p.proname FROM pg_proc p
            JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
        UNION ALL SELECT 'schema ' || nspname || ' ' || nspowner::regrole::text || ' '
               || coalesce(nspacl::text, '') FROM pg_namespace
        UNION ALL SELECT 'type ' || typname FROM pg_type
            WHERE typnamespace = 'public'::regnamespace
        UNION ALL SELECT 'extension ' || extname FROM pg_extension
        UNION ALL SELECT 'setting ' || array_to_string(setconfig, ',') FROM pg_db_role_setting
            WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
    ) items
    """
)
_TABLES = text(
    "SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) FROM pg_tables"
    " WHERE schemaname = 'public' AND tablename <> 'alembic_version'"
)
_SEQUENCES = text(
    "SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) FROM pg_sequences"
    " WHERE schemaname NOT IN ('pg_catalog', 'information_schema')"
)


_HAS_REVISION = text("SELECT to_regclass('public.alembic_version') IS NOT NULL")
_REVISION = text("SELECT string_agg(version_num, ',') FROM public.alembic_version")
_SCHEMAS = text(
    "SELECT quote_ident(nspname) FROM pg_namespace"
    " WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')"
    " AND nspname NOT LIKE 'pg\\_%'"
)


class PostgresCopies:
    """The PostgreSQL databases of one test process: a migrated template and its
    copies, and empty databases."""

    def __init__(self, admin: Engine) -> None:
        from persistence.db import upgrade

        self.admin = admin
        self.prefix = database_prefix()
        self.template = f"{self.prefix}_template"
        self._serial = 0
        self._all: list[str] = []
        # Databases a test is done with, by whether they were handed out migrated:
        # emptied (or cleared) for the next test that asks for the same kind.
        self._used: dict[bool, list[str]] = {True: [], False: []}
        self._admin_sql(f'CREATE DATABASE "{self.template}"')
        engine = create_engine(self._url(self.template), poolclass=NullPool)
        try:
            with engine.connect() as conn:
                empty = self._state(conn)
            upgrade(engine)
            with engine.connect() as conn:
                migrated = self._state(conn)
        except BaseException:
            engine.dispose()
            self.close()
            raise
        engine.dispose()  # a template must have no connection while it is copied
        self._states = {True: migrated, False: empty}

    @contextmanager
    def database(self, migrated: bool = True) -> Iterator[str]:
        """A copy of the template holding nothing (``migrated``), or a database
        without any table, for the caller alone until exit."""
        name = self._reused(migrated) or self._create(migrated)
        try:
            yield self._url(name)
        finally:
            self._used[migrated].append(name)

    def close(self) -> None:
        """Drop the template and every database made from it."""
        for name in [*self._all, self.template]:
            self._admin_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def _create(self, migrated: bool) -> str:
        self._serial += 1
        name = f"{self.prefix}_{self._serial}"
        template = f' TEMPLATE "{self.template}"' if migrated else ""
        self._admin_sql(f'CREATE DATABASE "{name}"{template}')
        self._all.append(name)
        return name

    def _reused(self, migrated: bool) -> str | None:
        """A used database made like new again, or None if there is none.

        Cleared when it is taken rather than when its test ends, so that the
        servers and engines of that test's fixtures are gone by then; any
        connection still open to it is ended first. One that is not exactly
        like new afterwards (a test changed the schema) is left alone until
        :meth:`close`.
        """
        used = self._used[migrated]
        while used:
            name = used.pop()
            self._admin_sql(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                f" WHERE datname = '{name}' AND pid <> pg_backend_pid()"
            )
            engine = create_engine(self._url(name), poolclass=NullPool)
            try:
                with engine.begin() as conn:
                    if migrated:
                        like_new = self._state(conn) == self._states[True]
                        if like_new:
                            self._empty(conn)
                    else:
                        self._clear(conn)
                        like_new = self._state(conn) == self._states[False]
                if like_new:
                    return name
            except DBAPIError:  # whatever a test left, it is not a database like new
                pass
            finally:
                engine.dispose()
        return None

    @staticmethod
    def _empty(conn: Connection) -> None:
        """Delete every row but the schema's revision; restart the sequences."""
        # Rows go in any order: foreign keys are not checked under the replica role.
        conn.execute(text("SET LOCAL session_replication_role = replica"))
        for table in conn.execute(_TABLES).scalars().all():
            conn.execute(text(f"DELETE FROM {table}"))
        for sequence in conn.execute(_SEQUENCES).scalars().all():
            conn.execute(text(f"ALTER SEQUENCE {sequence} RESTART"))

    @staticmethod
    def _clear(conn: Connection) -> None:
        """Drop every schema with all it holds; a new ``public`` as PostgreSQL makes it."""
        for schema in conn.execute(_SCHEMAS).scalars().all():
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        conn.execute(text("CREATE SCHEMA public AUTHORIZATION pg_database_owner"))
        conn.execute(text("GRANT USAGE ON SCHEMA public TO PUBLIC"))

    @staticmethod
    def _state(conn: Connection) -> tuple[str, str | None]:
        """The digest of the schema, and the revision it is at."""
        digest = str(conn.execute(_SCHEMA_DIGEST).scalar_one())
        has_revision = conn.execute(_HAS_REVISION).scalar_one()
        return digest, conn.execute(_REVISION).scalar() if has_revision else None

    def _url(self, name: str) -> str:
        return database_url_of(self.admin, name)

    def _admin_sql(self, sql: str) -> None:
        with self.admin.connect() as conn:
            conn.execute(text(sql))

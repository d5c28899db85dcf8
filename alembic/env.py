"""Alembic environment for the Belote service.

Two ways in:

- in code, :func:`persistence.db.upgrade` passes an open connection (already
  inside its migration transaction) through ``config.attributes["connection"]``;
- from the command line, the URL comes from ``-x url=...``, else
  ``BELOTE_DATABASE_URL``, else the SQLite default, and this module opens the
  same kind of migration transaction itself.

``render_as_batch`` is on for SQLite, whose ALTER TABLE is limited.
"""

from __future__ import annotations

import os
from logging.config import fileConfig
from typing import Any

from sqlalchemy import Connection

from alembic import context
from api.settings import Settings
from persistence.db import compared_by_autogenerate, make_engine, migration_transaction
from persistence.models import Base, UTCDateTime

config = context.config
target_metadata = Base.metadata

if config.config_file_name is not None:  # the command line: log as alembic.ini says
    fileConfig(config.config_file_name, disable_existing_loggers=False)


def _url() -> str:
    return (
        context.get_x_argument(as_dictionary=True).get("url")
        or config.get_main_option("sqlalchemy.url")
        or Settings.from_env(os.environ).database_url
    )


def _render_item(type_: str, obj: Any, autogen_context: Any) -> str | bool:
    """Autogenerate plain ``sa.DateTime(timezone=True)`` for :class:`UTCDateTime`."""
    if type_ == "type" and isinstance(obj, UTCDateTime):
        return "sa.DateTime(timezone=True)"
    return False


def _options(dialect_name: str) -> dict[str, Any]:
    return {
        "target_metadata": target_metadata,
        "render_as_batch": dialect_name == "sqlite",
        "render_item": _render_item,
        "compare_type": True,
        "include_object": compared_by_autogenerate,
    }


def run_offline() -> None:
    """``alembic upgrade head --sql``: print the SQL instead of running it."""
    url = _url()
    context.configure(
        url=url,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
        **_options(url.split(":", 1)[0].split("+", 1)[0]),
    )
    with context.begin_transaction():
        context.run_migrations()


def _run(connection: Connection) -> None:
    # persistence.db engines make SQLite DDL transactional (they emit BEGIN).
    context.configure(
        connection=connection, transactional_ddl=True, **_options(connection.dialect.name)
    )
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    engine = make_engine(_url())
    try:
        with migration_transaction(engine) as conn:
            _run(conn)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_offline()
else:
    run_online()

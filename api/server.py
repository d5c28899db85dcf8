"""Running the app under gunicorn from ``belote serve --workers N``."""

from __future__ import annotations

from typing import Any

from gunicorn.app.base import BaseApplication


class _Gunicorn(BaseApplication):  # type: ignore[misc]
    def __init__(self, options: dict[str, Any]) -> None:
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        # Each worker builds its own app (and database pool) after the fork.
        from api.app import create_app

        return create_app({"MIGRATE": False})


def run_gunicorn(host: str, port: int, workers: int, threads: int) -> None:
    """gthread workers: a held long-poll or stream ties up a thread, not a process."""
    _Gunicorn(
        {
            "bind": f"{host}:{port}",
            "workers": workers,
            "worker_class": "gthread",
            "threads": threads,
            "timeout": 120,
            "graceful_timeout": 10,
            "accesslog": None,
        }
    ).run()

"""The ``belote`` command, the gunicorn server it runs and the clients' code generation."""

from api.cli.main import main

__all__ = ["main"]

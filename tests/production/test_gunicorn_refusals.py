"""What gunicorn refuses before the app (a request line or headers over its limits)
is answered as a problem document, like every other refusal (api/http/refusals.py)."""

from __future__ import annotations

from pathlib import Path

import requests

from tests.e2e.conftest import start_server, stop_server


def test_an_oversized_request_line_or_header_is_a_problem(tmp_path: Path) -> None:
    server = start_server(f"sqlite:///{tmp_path / 'limits.db'}", 1, tmp_path / "server.log")
    try:
        line = requests.get(f"{server.url}/games?player={'x' * 8000}", timeout=10)
        assert line.status_code == 414
        assert line.headers["Content-Type"] == "application/problem+json"
        assert line.json()["code"] == "request_line_too_long"
        assert line.json()["status"] == 414
        header = requests.get(f"{server.url}/health", headers={"X-Big": "y" * 9000}, timeout=10)
        assert header.status_code in (400, 431)
        assert header.headers["Content-Type"] == "application/problem+json"
        assert header.json()["code"] in ("request_headers_too_large", "malformed_request")
        assert requests.get(f"{server.url}/health", timeout=10).status_code == 200
    finally:
        stop_server(server)

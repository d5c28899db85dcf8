"""A real ``belote serve`` process on a free local port."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest
import requests

from tests.workers import free_port as free_port  # the other launchers import it from here


class Server:
    def __init__(self, url: str, process: subprocess.Popen[bytes]) -> None:
        self.url = url
        self.process = process


def start_server(
    database_url: str,
    workers: int = 1,
    log: Path | None = None,
    env: dict[str, str] | None = None,
    port: int | None = None,
) -> Server:
    """``belote serve`` with ``env`` added to this process's environment, once it answers."""
    port = port or free_port()
    belote = Path(sys.executable).with_name("belote")
    command = [str(belote), "serve", "--port", str(port), "--workers", str(workers)]
    env = {**os.environ, "BELOTE_DATABASE_URL": database_url, **(env or {})}
    out = open(log, "wb") if log else subprocess.DEVNULL  # noqa: SIM115 - lives with the process
    process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"belote serve exited with {process.returncode}")
        try:
            if requests.get(f"{url}/health", timeout=5).status_code == 200:
                break
        except (requests.ConnectionError, requests.Timeout):
            time.sleep(0.1)
    else:
        stop_server(Server(url, process))
        raise RuntimeError("belote serve did not answer within 60 s")
    server = Server(url, process)
    if workers > 1 and not wait_for_workers(process.pid, port, workers, deadline):
        stop_server(server)
        raise RuntimeError(f"belote serve did not start {workers} workers within 60 s")
    return server


def wait_for_workers(master: int, port: int, workers: int, deadline: float) -> bool:
    """Whether gunicorn's ``workers`` all listen on ``port`` before ``deadline``.

    The first worker up answers while the master may still be forking the
    others, and tests that count workers or look for the one holding a
    connection need them all.
    """
    while time.monotonic() < deadline:
        try:
            if sum(1 for pid in worker_pids(master) if listeners(pid, port)) == workers:
                return True
        except psutil.NoSuchProcess:  # a worker went away between the two looks: look again
            pass
        time.sleep(0.05)
    return False


def worker_pids(master: int) -> set[int]:
    """gunicorn's workers: the master's child processes."""
    return {child.pid for child in psutil.Process(master).children()}


def listeners(pid: int, port: int) -> list[Any]:
    """The TCP sockets ``pid`` listens on at ``port`` (psutil connections)."""
    return [
        c
        for c in psutil.Process(pid).net_connections(kind="tcp")
        if c.status == psutil.CONN_LISTEN and c.laddr.port == port
    ]


def stop_server(server: Server) -> None:
    server.process.terminate()
    try:
        server.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait()


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator:
    started: list[Server] = []

    def factory(
        workers: int = 1, database_url: str | None = None, env: dict[str, str] | None = None
    ) -> Server:
        url = database_url or f"sqlite:///{tmp_path / 'e2e.db'}"
        server = start_server(url, workers, tmp_path / f"server-{len(started)}.log", env)
        started.append(server)
        return server

    yield factory
    for server in started:
        stop_server(server)

"""A TCP proxy a test can cut: every connection through it dies at once.

Put between an external bot and the service, it plays the flaky network: the
bot's stream and any request in flight break mid-way, and for a while new
connections are dropped as soon as they are accepted.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time


class CuttableProxy:
    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self._lock = threading.Lock()
        self._open: list[socket.socket] = []
        self._refuse_until = 0.0
        self.cuts = 0
        self.accepted = 0
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def cut(self, refuse_for: float = 0.0) -> int:
        """Break every open connection; drop new ones for ``refuse_for`` seconds."""
        with self._lock:
            self._refuse_until = time.monotonic() + refuse_for
            broken = len(self._open) // 2
            for sock in self._open:
                _close(sock)
            self._open.clear()
            self.cuts += 1
        return broken

    def close(self) -> None:
        self._closed = True
        self.cut()
        _close(self.listener)

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            with self._lock:
                refused = time.monotonic() < self._refuse_until
                cuts_before = self.cuts
            if refused:
                _close(client)
                continue
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port), timeout=5)
                upstream.settimeout(None)
            except OSError:
                _close(client)
                continue
            with self._lock:
                # Accepted before a cut that came while it was being connected: it dies too,
                # or it would survive the cut that was meant to break it.
                if self.cuts != cuts_before:
                    _close(client)
                    _close(upstream)
                    continue
                self._open += [client, upstream]
                self.accepted += 1
            threading.Thread(target=self._pump, args=(client, upstream), daemon=True).start()
            threading.Thread(target=self._pump, args=(upstream, client), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                _close(sock)
            with self._lock:
                self._open = [s for s in self._open if s not in (source, sink)]


def _close(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    sock.close()

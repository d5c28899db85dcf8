"""Who is asking: the bearer token of a request, and which methods write."""

from __future__ import annotations

from flask import request

WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
"""Methods that change state: rate-limited, and retried safely with an Idempotency-Key."""


def bearer_token() -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, if any (unchecked)."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return (token.strip() or None) if scheme.lower() == "bearer" else None

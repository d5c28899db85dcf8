"""``Idempotency-Key``: a retried write gives back its first answer instead of acting twice.

A client that lost the answer to a move (a timeout, a dropped connection)
cannot tell whether the move was made. Sending the write again with the same
``Idempotency-Key`` header is safe: the first request's response (status,
body, ``ETag``/``Location``) comes back, marked ``Idempotent-Replayed: true``,
and no second decision is appended.

- Keys belong to the player of the bearer token, so they are honoured on
  authenticated writes only. Without a token the header is ignored: the one
  anonymous write, creating a player, is harmless to repeat (the extra player
  is simply never used).
- No secret is kept: creating a player answers with its bearer token, which
  must not lie in clear in this store for a day, and a hash of it could not
  be given back. So ``POST /players`` ignores the header (:data:`SECRET_ANSWERS`):
  a client that lost the answer creates another player, and the lost one is
  never used.
- A key names one request: method, path and body (JSON compared by value, so
  key order and spacing do not matter). The same key with another request is
  refused with 422 ``idempotency_key_reused``.
- The key is claimed in the database *before* the request runs, so two
  identical requests at the same time, in one process or in several, cannot
  both act: the second gets 409 ``idempotency_key_in_progress`` (with
  ``Retry-After``) and a retry then replays the first one's answer.
- Answers below 500 are kept (a refusal such as ``not_your_turn`` is the
  answer to that request); a 5xx frees the key, so a retry runs the request
  again. A claim whose request never finished (its process died) is given up
  after ``IDEMPOTENCY_LEASE_SECONDS``; keys are forgotten after
  ``IDEMPOTENCY_TTL_SECONDS`` (``BELOTE_IDEMPOTENCY_TTL_SECONDS``, 24 h by default).
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from apispec import APISpec, BasePlugin
from flask import Flask, Response, g, request
from sqlalchemy.exc import SQLAlchemyError

from api.http.auth import WRITE_METHODS, bearer_token
from api.http.problems import PROBLEM_CONTENT_TYPE, ProblemSchema, problem
from persistence.idempotency import IN_PROGRESS, KeyedResponse
from persistence.models import NAME_LENGTH, utcnow
from persistence.store import GameStore

log = logging.getLogger(__name__)

HEADER = "Idempotency-Key"
REPLAYED_HEADER = "Idempotent-Replayed"
KEPT_HEADERS = ("Content-Type", "ETag", "Location")
"""Headers of the first response that a replay gives back (others are per response)."""

SECRET_ANSWERS = frozenset({"players.Players"})
"""Endpoints whose answer holds a secret (a new player's token): never kept, never replayed."""

KEY_PATTERN = re.compile(rf"[\x21-\x7e]{{1,{NAME_LENGTH}}}")  # visible ASCII, as stored


@dataclass(frozen=True, slots=True)
class Claim:
    """The key this request holds while it runs."""

    player_id: str
    key: str
    request_hash: str
    claimed_at: datetime


@dataclass
class Idempotency:
    """Claims keys before writes run, replays their answers, records them after."""

    store: GameStore
    ttl: timedelta
    lease: timedelta
    clock: Callable[[], datetime] = field(default=utcnow)

    def before_request(self) -> Response | None:
        """A replayed or refused answer, or None to let the request run (holding its key)."""
        key = request.headers.get(HEADER)
        if request.method not in WRITE_METHODS or key is None:
            return None
        if request.endpoint in SECRET_ANSWERS:
            return None
        if not KEY_PATTERN.fullmatch(key):
            return problem(
                400,
                "invalid_idempotency_key",
                f"{HEADER} must be 1 to {NAME_LENGTH} visible ASCII characters",
            )
        token = bearer_token()
        player = self.store.player_by_token(token) if token else None
        if player is None:
            return None  # anonymous, or a bad token that the operation refuses with a 401
        now = self.clock()
        claim = Claim(player.id, key, request_hash(), now)
        held = self.store.idempotency.claim(
            player.id,
            key,
            claim.request_hash,
            now,
            expired_before=now - self.ttl,
            abandoned_before=now - self.lease,
        )
        if held is None:
            g.idempotency_claim = claim
            return None
        if held.request_hash != claim.request_hash:
            return problem(
                422,
                "idempotency_key_reused",
                f"this {HEADER} was already used for another request; use a new key",
            )
        if held.status_code == IN_PROGRESS:
            return problem(
                409,
                "idempotency_key_in_progress",
                f"a request with this {HEADER} is still running; retry to get its answer",
                {"Retry-After": "1"},
            )
        return Response(
            held.body,
            status=held.status_code,
            headers={**held.headers, REPLAYED_HEADER: "true"},
        )

    def after_request(self, response: Response) -> Response:
        """Keep the answer under the request's key (or free the key after a 5xx)."""
        claim: Claim | None = g.pop("idempotency_claim", None)
        if claim is None:
            return response
        try:
            if response.status_code >= 500:
                self.store.idempotency.release(claim.player_id, claim.key, claim.claimed_at)
            else:
                kept = KeyedResponse(
                    claim.request_hash,
                    response.status_code,
                    response.get_data(as_text=True),
                    {
                        name: response.headers[name]
                        for name in KEPT_HEADERS
                        if name in response.headers
                    },
                )
                self.store.idempotency.finish(claim.player_id, claim.key, claim.claimed_at, kept)
        except SQLAlchemyError:
            # The request itself is done: answer it. The claim lapses after the lease.
            log.warning("could not record idempotency key %r", claim.key, exc_info=True)
        return response


def request_hash() -> str:
    """sha256 of the method, path and body; a JSON body compared by value."""
    body = request.get_data(cache=True)
    try:
        canonical = json.dumps(json.loads(body), sort_keys=True, separators=(",", ":"))
        body = canonical.encode()
    except (ValueError, RecursionError):
        pass  # not JSON (or nested too deep to read): the bytes as sent
    path = request.path + (f"?{request.query_string.decode()}" if request.query_string else "")
    return hashlib.sha256(f"{request.method} {path}\n".encode() + body).hexdigest()


def install(app: Flask, store: GameStore) -> None:
    """Honour ``Idempotency-Key`` on the app's writes (config ``IDEMPOTENCY_*_SECONDS``)."""
    idempotency = Idempotency(
        store,
        ttl=timedelta(seconds=app.config["IDEMPOTENCY_TTL_SECONDS"]),
        lease=timedelta(seconds=app.config["IDEMPOTENCY_LEASE_SECONDS"]),
    )
    app.extensions["belote_idempotency"] = idempotency
    app.before_request(idempotency.before_request)
    app.after_request(idempotency.after_request)


IDEMPOTENCY_KEY_PARAMETER: dict[str, Any] = {
    "in": "header",
    "name": HEADER,
    "required": False,
    "description": "Any unique string (a UUID) naming this write. Retrying with the same key "
    "and the same request gives back the first response (marked `Idempotent-Replayed: true`) "
    "without acting twice. Keys belong to the token's player and are kept 24 h by default "
    "(`BELOTE_IDEMPOTENCY_TTL_SECONDS`).",
    "schema": {
        "type": "string",
        "minLength": 1,
        "maxLength": NAME_LENGTH,
        "pattern": "^[!-~]+$",  # visible ASCII, as KEY_PATTERN
    },
}

IDEMPOTENCY_PROBLEMS = {
    400: "`invalid_idempotency_key`: the Idempotency-Key is empty, too long or not visible ASCII",
    409: "`idempotency_key_in_progress`: a request with this Idempotency-Key is still "
    "running; retry after Retry-After seconds to get its answer",
    422: "`idempotency_key_reused`: this Idempotency-Key was used for another request",
}


class IdempotencyDoc(BasePlugin):
    """Documents ``Idempotency-Key`` and its problems on every authenticated write.

    A spec plugin rather than the ``operation`` helper: a later
    ``blp.doc(parameters=...)`` on the same operation replaces the whole list.
    """

    def init_spec(self, spec: APISpec) -> None:
        for status, description in IDEMPOTENCY_PROBLEMS.items():
            spec.components.response(
                f"IDEMPOTENCY_{status}",
                {
                    "description": description,
                    "content": {PROBLEM_CONTENT_TYPE: {"schema": ProblemSchema}},
                },
                lazy=True,
            )

    def operation_helper(
        self, path: str | None = None, operations: dict[str, Any] | None = None, **_: Any
    ) -> None:
        for method, op in (operations or {}).items():
            if method.upper() not in WRITE_METHODS or not op.get("security"):
                continue
            op.setdefault("parameters", []).append(IDEMPOTENCY_KEY_PARAMETER)
            responses = op.setdefault("responses", {})
            for status, description in IDEMPOTENCY_PROBLEMS.items():
                # flask-smorest keys its responses by int, apispec's own by str
                documented = responses.pop(status, None) or responses.pop(str(status), None)
                if isinstance(documented, dict) and "description" in documented:
                    described = f"{documented['description']}; or {description}"
                    responses[status] = {**documented, "description": described}
                else:
                    responses[status] = f"IDEMPOTENCY_{status}"

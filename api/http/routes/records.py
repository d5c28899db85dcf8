"""``/games/{game_id}/record`` and ``/replays``: game records, the notation, replays.

A record is served as JSON or as Belote notation (``text/x-belote``,
docs/notation.md), chosen by ``?format=`` or else the ``Accept`` header.
``POST /replays`` replays a game a client sends, as JSON or as notation, with
the same domain code the server trusts for its own games; nothing is stored.
"""

from __future__ import annotations

import json
from typing import Any

import marshmallow as ma
from flask import Response, request
from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.extensions import reads
from api.http.problems import ApiError, validation_error
from api.http.routes import operation, readable, service
from api.http.schemas.records import GameRecordOut, RecordQuery, ReplayIn
from domain.notation import MEDIA_TYPE, export_game
from domain.records import GameRecord

JSON = "application/json"

blp = Blueprint(
    "records",
    __name__,
    url_prefix="",
    description="Game records, the Belote notation (text/x-belote) and replay verification",
)

# flask-smorest documents one media type per response; a record has two.
_RECORD_RESPONSE = {
    "200": {
        "description": "The record, as JSON or as Belote notation",
        "content": {
            JSON: {"schema": GameRecordOut},
            MEDIA_TYPE: {"schema": {"type": "string"}, "example": '[Seed "abc"]\n[Board "0"]\n…'},
        },
    }
}


@blp.route("/games/<string:game_id>/record")
class Record(MethodView):
    @blp.arguments(RecordQuery, location="query")
    @blp.response(200, GameRecordOut)
    @blp.doc(responses=_RECORD_RESPONSE)
    @operation(blp, "get_game_record", 403, 404, 409, 422)
    def get(self, query: dict[str, Any], game_id: str) -> Any:
        """A finished game's whole record: every hand, bid, trick and score

        JSON, or the Belote notation with `Accept: text/x-belote` or
        `?format=belote`. Before the game ends: 409 `game_not_finished`; a
        game of today's daily challenge: 409 `record_embargoed` until the day
        is over.
        """
        readable(service().summary(game_id))
        summary, record = service().record(game_id)
        if reads().public_seed(record.seed, finished=True) is None:
            # Its deals are today's daily challenge: the seed and every hand stay secret.
            raise ApiError(
                409,
                "record_embargoed",
                "this game was dealt from today's daily challenge seed: "
                "its record is published once the day is over",
            )
        date = summary.finished_at.strftime("%Y.%m.%d") if summary.finished_at else None
        return _answer(record, query, named=True, event=f"Belote game {game_id}", date=date)


@blp.route("/replays")
class Replays(MethodView):
    @blp.arguments(RecordQuery, location="query")
    @blp.response(200, GameRecordOut)
    @blp.doc(
        requestBody={
            "required": True,
            "content": {
                JSON: {"schema": ReplayIn},
                # "binary" so that generated clients send the text as it is.
                MEDIA_TYPE: {"schema": {"type": "string", "format": "binary"}},
            },
        },
        responses=_RECORD_RESPONSE,
    )
    @operation(blp, "replay_game", 400, 403, 415, 422)
    def post(self, query: dict[str, Any]) -> Any:
        """Replay a game from its rules, seed and decisions; nothing is stored

        Send JSON (`rules`, `seed`, `seats`, `decisions` as in the event log)
        or a record in Belote notation (`Content-Type: text/x-belote`, whose
        claims are checked too). Answers with the derived record, or 422
        naming the first decision refused: `illegal_decision` with its
        `index`, the `rule` it breaks and, for notation, its `line`.
        """
        if request.mimetype == MEDIA_TYPE:
            record = service().replay_notation(request.get_data(as_text=True))
        elif request.mimetype == JSON:
            body = _json_body(ReplayIn())
            record = service().replay(
                body["rules"], body["seed"], body.get("seats"), body["decisions"]
            )
        else:
            raise ApiError(
                415,
                "unsupported_media_type",
                f"send {JSON} or {MEDIA_TYPE}, not {request.mimetype or 'no Content-Type'}",
            )
        return _answer(record, query)


def _json_body(schema: ma.Schema) -> Any:
    """The JSON body loaded by ``schema``, or the problems webargs would give."""
    try:
        data = json.loads(request.get_data())
    except ValueError:
        raise ApiError(400, "malformed_json", "the request body is not valid JSON") from None
    try:
        return schema.load(data)
    except ma.ValidationError as e:
        raise validation_error({"json": e.messages}) from None


def _answer(
    record: GameRecord, query: dict[str, Any], *, named: bool = False, **tags: str | None
) -> Any:
    """The record as JSON or as notation, as the caller asked.

    ``named``: a stored game's record gets its seats' display names (a replay
    sent by a client names nobody the service knows: no ``seat_names``).
    """
    headers = {"Vary": "Accept"}
    wanted = query.get("format")
    if wanted is None:
        best = request.accept_mimetypes.best_match([JSON, MEDIA_TYPE], default=JSON)
        wanted = "belote" if best == MEDIA_TYPE else "json"
    if wanted == "belote":
        text = export_game(record, **tags)
        return Response(text, content_type=f"{MEDIA_TYPE}; charset=utf-8", headers=headers)
    body = record.to_dict()
    if named:
        body["seat_names"], body["seat_kinds"] = reads().labels(record.seats)[0]
    return body, 200, headers

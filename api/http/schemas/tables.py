"""The lobby, invitations, seating and rematches."""

from __future__ import annotations

from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import Seat, Strict, Text
from api.http.schemas.games import OccupantOut, SeatKinds, SeatNames
from api.http.schemas.rules import RulesSchema


class SeatQuery(Strict):
    invitation = Text(
        validate=v.Length(1, 64),
        metadata={
            "description": "An invitation code of a private table (single use); needed by a "
            "player who is neither its creator nor already seated there."
        },
    )


class LobbyItem(Strict):
    """A public waiting game with free seats."""

    id = f.String(required=True)
    rules = f.Nested(RulesSchema, required=True)
    seats = f.List(f.Nested(OccupantOut, allow_none=True), required=True)
    seat_names = SeatNames(required=True)
    seat_kinds = SeatKinds(required=True)
    free_seats = f.List(Seat(), required=True, metadata={"example": [1, 3]})
    creator_id = f.String(required=True)
    creator_name = f.String(required=True, metadata={"description": "Current display name."})
    version = f.Integer(required=True)
    created_at = f.DateTime(required=True)
    expires_at = f.DateTime(
        allow_none=True,
        required=True,
        metadata={"description": "Unless someone sits or leaves first; null: never."},
    )


class InvitationIn(Strict):
    """Whom to send the invitation to, if anyone (the body is optional)."""

    player = Text(
        metadata={
            "description": "A player's id: the code is also sent to its stream "
            "(`invited` in `GET /me/events`)."
        }
    )


class InvitationOut(Strict):
    """A single-use code that seats one newcomer at a private table."""

    code = f.String(required=True)
    game_id = f.String(required=True)
    join = f.String(
        required=True,
        metadata={
            "description": "The request that uses it, to share as a link: PUT it with the "
            "seat chosen and the newcomer's token.",
            "example": "/games/k3v8q2mzt7ha/seats/{seat}?invitation=Qm9uam91cg",
        },
    )
    created_at = f.DateTime(required=True)
    used_by = f.String(allow_none=True, required=True, metadata={"description": "Player id."})
    used_at = f.DateTime(allow_none=True, required=True)


class SeatIn(Strict):
    """The seat the caller acts for (it must hold it)."""

    seat = Seat(required=True)


class RematchOut(Strict):
    """Who asked for a rematch of a finished game, and the rematch once all agreed."""

    game_id = f.String(required=True)
    requests = f.List(Seat(), required=True, metadata={"description": "Seats that asked."})
    waiting_for = f.List(
        Seat(),
        required=True,
        metadata={"description": "Human seats still to ask; bots agree."},
    )
    rematch = f.String(
        allow_none=True,
        required=True,
        metadata={"description": "The new game: same rules and seats, a fresh seed."},
    )

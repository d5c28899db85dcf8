"""The JSON shapes of the public API, as marshmallow schemas.

Response schemas describe the dicts that :func:`domain.views.to_jsonable`
makes of the domain's views, so the spec and the bodies cannot drift apart
silently: the API tests validate bodies against these schemas.
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields as f
from marshmallow import validate as v

from domain.bots import BOT_NAMES
from domain.cards import CODES, Card, Suit
from domain.errors import BeloteError
from domain.rules import OPTIONS

SUITS = [s.name for s in Suit]


class CardField(f.String):
    """A card code like ``JH`` (rank 7 8 9 T J Q K A, then suit S H D C)."""

    def __init__(self, **kwargs: Any) -> None:
        metadata = _meta(kwargs, example="JH", enum=list(CODES))
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Card:
        code = super()._deserialize(value, attr, data, **kwargs)
        try:
            return Card.parse(code)
        except BeloteError as e:
            raise ma.ValidationError(e.message) from None


def _meta(kwargs: dict[str, Any], **defaults: Any) -> dict[str, Any]:
    return {**defaults, **kwargs.pop("metadata", {})}


def Seat(**kwargs: Any) -> f.Integer:
    return f.Integer(validate=v.Range(0, 3), metadata=_meta(kwargs, example=0), **kwargs)


def Team(**kwargs: Any) -> f.Integer:
    return f.Integer(validate=v.Range(0, 1), metadata=_meta(kwargs, example=0), **kwargs)


def Pair(**kwargs: Any) -> f.List:
    """Two integers, for team 0 and team 1."""
    meta = _meta(kwargs, example=[0, 0], description="Team 0, team 1.")
    return f.List(f.Integer(), validate=v.Length(equal=2), metadata=meta, **kwargs)


def SuitField(**kwargs: Any) -> f.String:
    return f.String(validate=v.OneOf(SUITS), metadata=_meta(kwargs, example="H"), **kwargs)


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE
        ordered = True


# -- rules ---------------------------------------------------------------------


def _rule_field(name: str, allowed: Any) -> f.Field:
    default = allowed[0] if not isinstance(allowed, range) else 501
    meta = {"description": f"Table option `{name}` (RULES.md), default {default!r}."}
    if isinstance(allowed, range):
        return f.Integer(validate=v.Range(allowed.start, allowed.stop - 1), metadata=meta)
    if isinstance(allowed[0], bool):
        return f.Boolean(metadata=meta)
    if isinstance(allowed[0], int):
        return f.Integer(validate=v.OneOf(allowed), metadata=meta)
    return f.String(validate=v.OneOf(allowed), metadata=meta)


RulesSchema = Strict.from_dict(
    {name: _rule_field(name, allowed) for name, allowed in OPTIONS.items()}, name="Rules"
)


# -- players -------------------------------------------------------------------


class PlayerCreate(Strict):
    name = f.String(required=True, validate=v.Length(1, 64), metadata={"example": "Mireille"})


class PlayerOut(Strict):
    id = f.String(required=True, metadata={"example": "k3v8q2mzt7ha"})
    name = f.String(required=True)
    created_at = f.DateTime(required=True)


class PlayerCreated(PlayerOut):
    token = f.String(
        required=True,
        metadata={"description": "Bearer token for `Authorization: Bearer …`; shown only once."},
    )


# -- games ---------------------------------------------------------------------


class SeatSpec(Strict):
    """Who sits: ``{"bot": "heuristic"}`` for a built-in bot, ``{}`` for the caller."""

    bot = f.String(validate=v.OneOf(BOT_NAMES), metadata={"example": "heuristic"})


class GameCreate(Strict):
    rules = f.Nested(RulesSchema, load_default=dict)
    seed = f.String(
        validate=v.Length(1, 200),
        metadata={"description": "Optional secret seed; random when absent. Revealed at the end."},
    )
    seats = f.List(
        f.Nested(SeatSpec, allow_none=True),
        validate=v.Length(equal=4),
        metadata={
            "description": "Four entries in seat order: null (empty), {} (the caller) or "
            '{"bot": NAME}. Default: the caller in seat 0, heuristic bots elsewhere.',
            "example": [{}, {"bot": "heuristic"}, {"bot": "heuristic"}, {"bot": "heuristic"}],
        },
    )


class OccupantOut(Strict):
    kind = f.String(required=True, validate=v.OneOf(["player", "bot"]))
    name = f.String(required=True, metadata={"description": "Player id, or the bot's strategy."})


class BidOut(Strict):
    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["take", "pass"]))
    suit = SuitField(allow_none=True, required=True)


class TrickOut(Strict):
    leader = Seat(required=True)
    cards = f.List(CardField(), required=True, metadata={"description": "In playing order."})
    winner = Seat(allow_none=True, required=True)
    points = f.Integer(allow_none=True, required=True)


class AnnouncementOut(Strict):
    seat = Seat(required=True)
    name = f.String(required=True, validate=v.OneOf(["tierce", "cinquante", "cent", "carre"]))
    cards = f.List(CardField(), required=True)
    points = f.Integer(required=True)


class DealOut(Strict):
    """The public side of the current deal."""

    deal_index = f.Integer(required=True)
    dealer = Seat(required=True)
    retourne = CardField(required=True)
    bids = f.List(f.Nested(BidOut), required=True)
    bidding_round = f.Integer(allow_none=True, required=True)
    trump = SuitField(allow_none=True, required=True)
    taker = Seat(allow_none=True, required=True)
    tricks = f.List(f.Nested(TrickOut), required=True)
    current_trick = f.Nested(TrickOut, allow_none=True, required=True)
    tricks_won = Pair(required=True)
    belote = Seat(allow_none=True, required=True)
    announcements = f.List(f.Nested(AnnouncementOut), required=True)
    announcements_team = Team(allow_none=True, required=True)
    hand_sizes = f.List(f.Integer(), required=True)


class TableOut(Strict):
    status = f.String(
        required=True, validate=v.OneOf(["waiting", "bidding", "playing", "finished"])
    )
    rules = f.Nested(RulesSchema, required=True)
    seats = f.List(f.Nested(OccupantOut, allow_none=True), required=True)
    scores = Pair(required=True)
    reserve = f.Integer(required=True)
    turn = Seat(allow_none=True, required=True)
    deal = f.Nested(DealOut, allow_none=True, required=True)
    version = f.Integer(required=True)
    decisions = f.Integer(required=True)
    winner = Team(allow_none=True, required=True)
    ranking_scores = f.List(f.Integer(), allow_none=True, required=True)
    previous_trick = f.Nested(
        TrickOut,
        allow_none=True,
        required=True,
        metadata={"description": "The last completed trick, shown until the next is gathered."},
    )


class GameOut(Strict):
    id = f.String(required=True)
    seed_commitment = f.String(
        required=True, metadata={"description": "hex(sha256(utf8(seed))), public from the start."}
    )
    seed = f.String(
        allow_none=True, required=True, metadata={"description": "Revealed once the game is over."}
    )
    created_at = f.DateTime(required=True)
    finished_at = f.DateTime(allow_none=True, required=True)
    table = f.Nested(TableOut, required=True)


class GameListQuery(Strict):
    status = f.String(validate=v.OneOf(["waiting", "bidding", "playing", "finished"]))
    player = f.String(metadata={"description": "Only games where this player id sits."})


class GameListItem(Strict):
    id = f.String(required=True)
    status = f.String(required=True)
    rules = f.Nested(RulesSchema, required=True)
    seats = f.List(f.Nested(OccupantOut, allow_none=True), required=True)
    scores = Pair(required=True)
    version = f.Integer(required=True)
    winner = Team(allow_none=True, required=True)
    seed_commitment = f.String(required=True)
    created_at = f.DateTime(required=True)
    finished_at = f.DateTime(allow_none=True, required=True)


# -- seats and views --------------------------------------------------------


class BidChoice(Strict):
    action = f.String(required=True, validate=v.OneOf(["take", "pass"]))
    suit = SuitField(allow_none=True, required=True)


class SeatViewOut(Strict):
    seat = Seat(required=True)
    hand = f.List(CardField(), required=True, metadata={"description": "Only this seat's cards."})
    legal_bids = f.List(f.Nested(BidChoice), required=True)
    legal_cards = f.List(CardField(), required=True)
    table = f.Nested(TableOut, required=True)


class ViewQuery(Strict):
    wait = f.Float(
        validate=v.Range(0, 60),
        metadata={"description": "Long-poll: wait up to this many seconds for a change."},
    )
    after_version = f.Integer(
        metadata={"description": "With wait: answer as soon as the version exceeds this."}
    )


# -- deals, bids, plays ------------------------------------------------------


class DealRecordOut(Strict):
    """A finished deal: public history, every hand included."""

    deal_index = f.Integer(required=True)
    dealer = Seat(required=True)
    cut = f.Integer(required=True)
    retourne = CardField(required=True)
    hands = f.List(f.List(CardField()), required=True)
    bids = f.List(f.Nested(BidOut), required=True)
    trump = SuitField(allow_none=True, required=True)
    taker = Seat(allow_none=True, required=True)
    tricks = f.List(f.Nested(TrickOut), required=True)
    belote = Seat(allow_none=True, required=True)
    announcements = f.List(f.Nested(AnnouncementOut), required=True)
    announcements_team = Team(allow_none=True, required=True)
    card_points = f.List(f.Integer(), allow_none=True, required=True)
    outcome = f.String(
        required=True,
        validate=v.OneOf(["made", "dedans", "litige", "capot", "capot_defence", "thrown_in"]),
    )
    totals = f.List(f.Integer(), allow_none=True, required=True)
    scores = Pair(required=True)
    reserve_before = f.Integer(required=True)
    reserve_after = f.Integer(required=True)
    game_scores = Pair(required=True)


class DealEntry(Strict):
    """One deal of a game: ``over`` deals carry their full ``record``."""

    deal_index = f.Integer(required=True)
    over = f.Boolean(required=True)
    current = f.Nested(DealOut, allow_none=True, required=True)
    record = f.Nested(DealRecordOut, allow_none=True, required=True)


class BidIn(Strict):
    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["take", "pass"]))
    suit = SuitField(
        allow_none=True,
        metadata={"description": "Round one: omit (the retourne's suit). Round two: required."},
    )


class PlayIn(Strict):
    seat = Seat(required=True)
    card = CardField(required=True)


class PlayOut(Strict):
    seat = Seat(required=True)
    card = CardField(required=True)
    trick_index = f.Integer(required=True)


class WriteQuery(Strict):
    pass


# -- events --------------------------------------------------------------------


class EventsQuery(Strict):
    after = f.Integer(
        load_default=0,
        validate=v.Range(min=0),
        metadata={"description": "Events with seq > after."},
    )
    limit = f.Integer(load_default=100, validate=v.Range(1, 1000))


class EventOut(Strict):
    seq = f.Integer(required=True)
    type = f.String(required=True, metadata={"example": "CardPlayed"})
    data = f.Dict(required=True, metadata={"description": "The decision; secrets redacted."})
    facts = f.List(
        f.Dict(),
        required=True,
        metadata={"description": "What the decision caused: TrickWon, DealScored, …"},
    )
    recorded_at = f.DateTime(required=True)


class EventPage(Strict):
    events = f.List(f.Nested(EventOut), required=True)
    last_seq = f.Integer(required=True, metadata={"description": "The game's latest seq."})
    next_after = f.Integer(
        allow_none=True, required=True, metadata={"description": "`after` for the next page."}
    )


class Health(Strict):
    status = f.String(required=True, metadata={"example": "ok"})


class StreamQuery(Strict):
    after = f.Integer(
        validate=v.Range(min=0),
        metadata={"description": "Start after this seq (Last-Event-ID, if sent, wins)."},
    )
    seat = Seat(metadata={"description": "Your seat: adds its private view (needs its token)."})

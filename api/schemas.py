"""The JSON shapes of the public API, as marshmallow schemas.

Response schemas describe the dicts that :func:`domain.views.to_jsonable`
makes of the domain's views, so the spec and the bodies cannot drift apart
silently: the API tests validate bodies against these schemas.
"""

from __future__ import annotations

from datetime import UTC
from typing import Any

import marshmallow as ma
from marshmallow import fields as f
from marshmallow import validate as v

from domain.bots import BOT_NAMES
from domain.cards import CODES, Card, Suit
from domain.errors import BeloteError
from domain.rules import OPTIONS
from persistence.queries import SORTS, STATUSES

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


class StrictBoolean(f.Boolean):
    """JSON ``true``/``false`` only: "false", 0 or 1 are refused, not guessed."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class JSONInteger(f.Integer):
    """An integer as JSON Schema has it: ``2`` and ``2.0`` (a number with no
    fraction), never ``"2"``, ``2.5`` or ``true``. With ``strict=False`` (query
    strings, which are text) digits are read as marshmallow does."""

    def _validated(self, value: Any) -> int:
        if self.strict:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise self.make_error("invalid", input=value)
            if isinstance(value, float) and not value.is_integer():
                raise self.make_error("invalid", input=value)
            return int(value)
        return super()._validated(value)  # type: ignore[no-any-return]


def Seat(**kwargs: Any) -> f.Integer:
    """A seat number. JSON bodies must send an integer (``strict``); query
    strings, being text, pass ``strict=False``."""
    kwargs.setdefault("strict", True)
    return JSONInteger(validate=v.Range(0, 3), metadata=_meta(kwargs, example=0), **kwargs)


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
        return JSONInteger(
            strict=True, validate=v.Range(allowed.start, allowed.stop - 1), metadata=meta
        )
    if isinstance(allowed[0], bool):
        return StrictBoolean(metadata=meta)
    if isinstance(allowed[0], int):
        return JSONInteger(strict=True, validate=v.OneOf(allowed), metadata=meta)
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


def SeedChosenBy(**kwargs: Any) -> f.String:
    """Who chose the seed (issue 10): ``creator`` for a seed sent with ``create_game``."""
    return f.String(
        validate=v.OneOf(["creator", "server"]),
        metadata={
            "description": "`creator`: the creator sent the seed and could know every hand; "
            "such a game never ranks (`sort=ranking` lists it after every ranked game). "
            "`server`: a secret random seed of 256 bits, or the daily challenge's.",
        },
        **kwargs,
    )


class GameOut(Strict):
    id = f.String(required=True)
    seed_commitment = f.String(
        required=True, metadata={"description": "hex(sha256(utf8(seed))), public from the start."}
    )
    seed = f.String(
        allow_none=True, required=True, metadata={"description": "Revealed once the game is over."}
    )
    seed_chosen_by = SeedChosenBy(required=True)
    created_at = f.DateTime(required=True)
    finished_at = f.DateTime(allow_none=True, required=True)
    table = f.Nested(TableOut, required=True)


class GameListItem(Strict):
    id = f.String(required=True)
    status = f.String(required=True)
    rules = f.Nested(RulesSchema, required=True)
    seats = f.List(f.Nested(OccupantOut, allow_none=True), required=True)
    scores = Pair(required=True)
    version = f.Integer(required=True)
    winner = Team(allow_none=True, required=True)
    seed_commitment = f.String(required=True)
    seed_chosen_by = SeedChosenBy(required=True)
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
    seat = Seat(
        strict=False,
        metadata={"description": "Your seat: adds its private view (needs its token)."},
    )


# -- records and replays -------------------------------------------------------


class RecordQuery(Strict):
    format = f.String(
        validate=v.OneOf(["json", "belote"]),
        metadata={
            "description": "`belote` for the text notation (docs/notation.md), `json` for JSON; "
            "wins over the Accept header."
        },
    )


class PointsOut(Strict):
    """Where a played deal's points came from, team 0 then team 1."""

    tricks_won = Pair(required=True)
    card_points = Pair(required=True, metadata={"description": "Dix de der included."})
    last_trick_team = Team(required=True, metadata={"description": "Won the dix de der."})
    announcements = Pair(required=True, metadata={"description": "Announcement points counted."})
    belote = Pair(required=True)


class RecordDealOut(DealRecordOut):
    points = f.Nested(
        PointsOut, allow_none=True, required=True, metadata={"description": "Null if thrown in."}
    )


class GameRecordOut(Strict):
    """A finished game, whole: rules, revealed seed, seats, every deal, the result."""

    rules = f.Nested(RulesSchema, required=True)
    seed = f.String(required=True)
    seed_commitment = f.String(required=True)
    seats = f.List(f.Nested(OccupantOut, allow_none=True), required=True)
    deals = f.List(f.Nested(RecordDealOut), required=True)
    scores = Pair(required=True)
    winner = Team(required=True)
    ranking_scores = Pair(required=True)
    reserve_lost = f.Integer(
        required=True, metadata={"description": "A reserve still waiting at the end, lost."}
    )


class ReplayBid(Strict):
    action = f.String(required=True, validate=v.OneOf(["take", "pass"]))
    suit = SuitField(allow_none=True)


class ReplayDecision(Strict):
    """One decision, in the shape of the event log's ``BidMade`` / ``CardPlayed``."""

    type = f.String(required=True, validate=v.OneOf(["BidMade", "CardPlayed"]))
    seat = Seat(required=True)
    bid = f.Nested(ReplayBid, metadata={"description": "For BidMade."})
    card = f.String(
        validate=v.OneOf(CODES), metadata={"description": "For CardPlayed.", "example": "JH"}
    )
    schema_version = f.Integer(
        data_key="v",
        validate=v.Equal(1),
        metadata={"description": "The event schema version, if copied from the event log."},
    )

    @ma.validates_schema
    def _one_move(self, data: dict[str, Any], **kwargs: Any) -> None:
        needed, other = ("bid", "card") if data.get("type") == "BidMade" else ("card", "bid")
        if needed not in data:
            raise ma.ValidationError(f"required for a {data.get('type')}", needed)
        if other in data:
            raise ma.ValidationError(f"not allowed in a {data.get('type')}", other)


class OccupantIn(Strict):
    kind = f.String(required=True, validate=v.OneOf(["player", "bot"]))
    name = f.String(required=True, validate=v.Length(1, 200))


class ReplayIn(Strict):
    rules = f.Nested(RulesSchema, load_default=dict)
    seed = f.String(required=True, validate=v.Length(1, 200))
    seats = f.List(
        f.Nested(OccupantIn, allow_none=True),
        validate=v.Length(equal=4),
        metadata={"description": "Who sat where; null or absent: an anonymous player."},
    )
    decisions = f.List(
        f.Nested(ReplayDecision),
        required=True,
        metadata={"description": "Every bid and card, in order, as in the event log."},
    )


# -- history, stats, daily challenges ---------------------------------------------


class UTCTime(f.AwareDateTime):
    """An ISO 8601 time, converted to UTC; refused if UTC cannot hold it.

    ``9999-12-31T23:00:00-05:00`` is a valid time whose UTC is past year 9999,
    which Python's datetime cannot hold (``0001-01-01T00:00:00+05:00`` is
    before year 1): a 422 rather than an ``OverflowError`` in the query.
    """

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        when = super()._deserialize(value, attr, data, **kwargs)
        try:
            return when.astimezone(UTC)
        except OverflowError:
            raise ma.ValidationError("the time in UTC is outside years 1 to 9999") from None


def _when(what: str) -> f.AwareDateTime:
    return UTCTime(
        default_timezone=UTC,
        metadata={
            "description": f"{what} (ISO 8601; UTC when no offset is given).",
            "example": "2026-11-29T00:00:00Z",
        },
    )


def _rule_filter(name: str, allowed: Any) -> f.Field:
    """A table option as a query filter: query strings are text, so ``target=1001``
    and ``announcements=true`` are read as the integer and boolean they spell."""
    meta = {"description": f"Only games played with table option `{name}` set to this."}
    if isinstance(allowed, range):
        return f.Integer(validate=v.Range(allowed.start, allowed.stop - 1), metadata=meta)
    if isinstance(allowed[0], bool):
        return f.Boolean(truthy={"true"}, falsy={"false"}, metadata=meta)
    if isinstance(allowed[0], int):
        return f.Integer(validate=v.OneOf(allowed), metadata=meta)
    return f.String(validate=v.OneOf(allowed), metadata=meta)


class _HistoryFilters(Strict):
    status = f.String(
        validate=v.OneOf(list(STATUSES)),
        metadata={
            "description": "`waiting` (seats to fill), `playing` (bidding or playing), "
            "`finished`; `bidding` alone is accepted too."
        },
    )
    created_from = _when("Only games created at or after this time")
    created_to = _when("Only games created before this time")
    finished_from = _when("Only games finished at or after this time")
    finished_to = _when("Only games finished before this time")
    winner = Team(metadata={"description": "Only finished games won by this team (0 or 1)."})
    sort = f.String(
        load_default="newest",
        validate=v.OneOf(SORTS),
        metadata={
            "description": "`newest` (default) or `oldest` by creation, or `ranking`: highest "
            "ranking score first (the winner's; for a player's games, the player's team's), "
            "unfinished games last."
        },
    )


HistoryQuery = _HistoryFilters.from_dict(
    {name: _rule_filter(name, allowed) for name, allowed in OPTIONS.items()}, name="HistoryQuery"
)
"""Filters and order of a games history (the rule options by their names)."""

GameListQuery = HistoryQuery.from_dict(
    {"player": f.String(metadata={"description": "Only games where this player id sits."})},
    name="GameListQuery",
)


class GameQuery(Strict):
    at_seq = f.Integer(
        validate=v.Range(min=1),
        metadata={
            "description": "The public state right after event `at_seq` (1 is GameCreated) "
            "instead of now; 404 `seq_out_of_range` past the last event."
        },
    )


class PlayerStatsOut(Strict):
    """A player's totals over its finished games (a game in progress never counts)."""

    player_id = f.String(required=True)
    games = f.Integer(required=True, metadata={"description": "Finished games played."})
    wins = f.Integer(required=True)
    losses = f.Integer(
        required=True,
        metadata={"description": "A game with the player on both teams is neither."},
    )
    deals_taken = f.Integer(required=True, metadata={"description": "Contracts the player took."})
    deals_made = f.Integer(required=True, metadata={"description": "Taken and made (capots too)."})
    dedans = f.Integer(
        required=True,
        metadata={"description": "Taken and failed (dedans, or a capot by the defence)."},
    )
    capots = f.Integer(required=True, metadata={"description": "Deals the player's team won 8-0."})
    belotes = f.Integer(required=True, metadata={"description": "Belotes the player held."})
    average_ranking = f.Float(
        allow_none=True,
        required=True,
        metadata={"description": "Mean ranking score (1000 + own - other) of the player's team."},
    )


class ChallengeOut(Strict):
    date = f.Date(required=True)
    status = f.String(required=True, validate=v.OneOf(["upcoming", "open", "over"]))
    seed_commitment = f.String(
        required=True, metadata={"description": "hex(sha256(utf8(seed))) of the day's seed."}
    )
    seed = f.String(
        allow_none=True,
        required=True,
        metadata={"description": "Revealed once the day is over (UTC)."},
    )
    rules = f.Nested(RulesSchema, required=True)
    bots = f.List(
        f.String(), required=True, metadata={"description": "Seats 1, 2, 3; the player sits in 0."}
    )
    challengers = f.Integer(required=True, metadata={"description": "Players who started it."})


class LeaderboardItem(Strict):
    position = f.Integer(required=True, metadata={"description": "1 for the best score."})
    player_id = f.String(required=True)
    player_name = f.String(required=True)
    ranking_score = f.Integer(required=True, metadata={"description": "1000 + own - other."})
    scores = Pair(required=True, metadata={"description": "The player's team's, the bots'."})
    finished_at = f.DateTime(required=True)
    game_id = f.String(
        allow_none=True,
        required=True,
        metadata={"description": "Null until the day is over: the game shows the day's deals."},
    )

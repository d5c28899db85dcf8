"""The JSON shapes of the public API, as marshmallow schemas.

Response schemas describe the dicts that :func:`domain.views.to_jsonable`
makes of the domain's views, so the spec and the bodies cannot drift apart
silently: the API tests validate bodies against these schemas.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import marshmallow as ma
from marshmallow import fields as f
from marshmallow import validate as v

from domain.bidding import CAPOT_BID
from domain.bots import BOT_NAMES
from domain.cards import CODES, Card, Suit
from domain.clocks import ABSENT_AFTER, TURN_SECONDS
from domain.coinche import BID_VALUES
from domain.contracts import STRAIN_CODES
from domain.errors import BeloteError, InvalidRules
from domain.rules import MODE_DEFAULTS, MODE_ONLY, OPTIONS, Rules, default_of
from persistence.names import NAME_MAX, NAME_PATTERN
from persistence.queries import SORTS, STATUSES

SUITS = [s.name for s in Suit]
STRAINS = list(STRAIN_CODES)  # S H D C SA TA: a contract's "suit" (docs/rules.md §10)
BID_ACTIONS = ["take", "pass", "bid", "coinche", "surcoinche"]
NUMBER_BIDS = [v for v in BID_VALUES if v != CAPOT_BID]


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


def StrainField(**kwargs: Any) -> f.String:
    """A contract's suit: ``S H D C``, or ``SA`` (sans-atout) / ``TA`` (tout-atout)
    with the ``moderne`` option."""
    return f.String(validate=v.OneOf(STRAINS), metadata=_meta(kwargs, example="H"), **kwargs)


class BidValueField(f.Field):  # type: ignore[type-arg]
    """A coinche bid's value: 80, 90, ..., 160, or ``"capot"`` (all eight tricks)."""

    def __init__(self, **kwargs: Any) -> None:
        nullable = [{"type": "null"}] if kwargs.get("allow_none") else []
        metadata = _meta(
            kwargs,
            oneOf=[
                {"type": "integer", "enum": NUMBER_BIDS},
                {"type": "string", "enum": ["capot"]},
                *nullable,
            ],
            example=90,
        )
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> int:
        if value == "capot":
            return CAPOT_BID
        if type(value) is int and value in NUMBER_BIDS:
            return value
        raise ma.ValidationError("a bid value is 80, 90, ..., 160 or 'capot'")

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        return value


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE
        ordered = True


# -- rules ---------------------------------------------------------------------


class _RuleOption:
    """A table option's field: a value the option does not allow is the
    problem 422 ``invalid_rule_option`` (with ``option`` and ``allowed``),
    the code docs/rules.md §10 names, rather than a generic ``validation_error``.
    The field's validators stay, so the spec still states the allowed values."""

    option: str

    def deserialize(self, value: Any, attr: Any = None, data: Any = None, **kwargs: Any) -> Any:
        if type(value) is float and value.is_integer() and isinstance(self, JSONInteger):
            value = int(value)  # JSON Schema's integer: 1001.0 is 1001
        if value is not ma.missing:
            try:
                Rules.check_option(self.option, value)
            except InvalidRules as e:
                raise InvalidRules("invalid_rule_option", e.message, **e.details) from None
        return super().deserialize(value, attr, data, **kwargs)  # type: ignore[misc]


class _RuleString(_RuleOption, f.String):
    pass


class _RuleInteger(_RuleOption, JSONInteger):
    pass


class _RuleBoolean(_RuleOption, StrictBoolean):
    pass


def _rule_field(name: str, allowed: Any) -> f.Field:
    if name in MODE_ONLY:
        said = f"only in mode `{MODE_ONLY[name]}` (422 `rule_option_not_in_mode` otherwise), "
        said += f"default {default_of(name, MODE_ONLY[name])!r}"
    elif name in MODE_DEFAULTS["classic"]:
        said = ", ".join(f"default {default_of(name, m)!r} in `{m}`" for m in MODE_DEFAULTS)
    else:
        said = f"default {default_of(name)!r}"
    meta = {
        "description": f"Table option `{name}` (docs/rules.md): {said}; "
        "a value not allowed is 422 `invalid_rule_option`."
    }
    field: _RuleOption
    if isinstance(allowed, range):
        field = _RuleInteger(
            strict=True, validate=v.Range(allowed.start, allowed.stop - 1), metadata=meta
        )
    elif isinstance(allowed[0], bool):
        field = _RuleBoolean(metadata=meta)
    elif isinstance(allowed[0], int):
        field = _RuleInteger(strict=True, validate=v.OneOf(allowed), metadata=meta)
    else:
        field = _RuleString(validate=v.OneOf(allowed), metadata=meta)
    field.option = name
    assert isinstance(field, f.Field)
    return field


RulesSchema = Strict.from_dict(
    {name: _rule_field(name, allowed) for name, allowed in OPTIONS.items()}, name="Rules"
)


# -- players -------------------------------------------------------------------


def PlayerName(**kwargs: Any) -> f.String:
    """A display name. Checked by :func:`persistence.names.normalise_name`, whose
    refusals are 422 ``invalid_name`` (not ``validation_error``): the spec states
    the same rule as lengths and a pattern."""
    meta = _meta(
        kwargs,
        example="Mireille",
        minLength=1,
        maxLength=NAME_MAX,
        pattern=NAME_PATTERN,
        description=f"Free text, 1 to {NAME_MAX} characters once trimmed and normalised to "
        "NFC; no control characters (C0, C1, line separators, bidirectional overrides). "
        "Otherwise 422 `invalid_name`.",
    )
    return f.String(metadata=meta, **kwargs)


class PlayerCreate(Strict):
    name = PlayerName(required=True)


class PlayerRename(Strict):
    name = PlayerName(required=True)


class PlayerOut(Strict):
    id = f.String(required=True, metadata={"example": "k3v8q2mzt7ha"})
    name = f.String(required=True)
    created_at = f.DateTime(required=True)


class PlayerProfileOut(PlayerOut):
    """A player's public profile."""

    games = f.Integer(required=True, metadata={"description": "Games it holds a seat in."})
    finished_games = f.Integer(required=True)
    stats_url = f.String(required=True, metadata={"example": "/players/k3v8q2mzt7ha/stats"})
    games_url = f.String(required=True, metadata={"example": "/players/k3v8q2mzt7ha/games"})


class PlayerCreated(PlayerOut):
    token = f.String(
        required=True,
        metadata={"description": "Bearer token for `Authorization: Bearer …`; shown only once."},
    )


# -- games ---------------------------------------------------------------------


class SeatSpec(Strict):
    """Who sits: ``{"bot": "heuristic"}`` for a built-in bot, ``{}`` for the caller."""

    bot = f.String(validate=v.OneOf(BOT_NAMES), metadata={"example": "heuristic"})


class ClockSpec(Strict):
    """A turn clock (domain.clocks): seconds per decision, timeouts before a seat is absent."""

    turn_seconds = f.Integer(
        strict=True,
        required=True,
        validate=v.Range(TURN_SECONDS.start, TURN_SECONDS.stop - 1),
        metadata={"description": "Seconds the seat to act has to decide.", "example": 30},
    )
    absent_after = f.Integer(
        strict=True,
        validate=v.Range(ABSENT_AFTER.start, ABSENT_AFTER.stop - 1),
        metadata={
            "description": "Timeouts in a row after which the seat is absent and its stand-in "
            "decides at once, until the player returns (default 2)."
        },
    )


VISIBILITIES = ["public", "private"]


class GameCreate(Strict):
    rules = f.Nested(RulesSchema, load_default=dict)
    clock = f.Nested(
        ClockSpec,
        allow_none=True,
        metadata={
            "description": "Optional turn clock: when the seat to act lets it run out, a "
            "stand-in (the heuristic bot, from that seat's view) decides for it."
        },
    )
    visibility = f.String(
        validate=v.OneOf(VISIBILITIES),
        metadata={
            "description": "`public` (default, as before tables existed): listed in `GET /lobby` "
            "while seats are free, anyone may sit. `private`: newcomers sit only with an "
            "invitation of the creator (`POST /games/{game_id}/invitations`)."
        },
    )
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


def SeatNames(**kwargs: Any) -> f.List:
    """The display names of the four seats, beside the seats themselves."""
    meta = _meta(
        kwargs,
        description="The four seats' display names in seat order, read when the answer is "
        "made: a player's current name (`PATCH /me` changes it), a bot's strategy, null for "
        "an empty seat. Beside the seats, not in them: seats and `table` stay exactly what "
        "the public event log replays to.",
        example=["Mireille", "heuristic", "heuristic", "heuristic"],
    )
    return f.List(f.String(allow_none=True), validate=v.Length(equal=4), metadata=meta, **kwargs)


class BidOut(Strict):
    """A bid said: classic `take`/`pass`, coinche `bid`/`pass`/`coinche`/`surcoinche`."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(BID_ACTIONS))
    suit = StrainField(allow_none=True, required=True)
    value = BidValueField(metadata={"description": "Only on a coinche `bid`."})


class ContractOut(Strict):
    """The contract once the auction is over (docs/rules.md §10)."""

    taker = Seat(required=True)
    suit = StrainField(required=True)
    value = BidValueField(
        allow_none=True,
        required=True,
        metadata={"description": "The coinche bid; null in classic."},
    )
    multiplier = f.Integer(
        required=True,
        metadata={
            "description": "1; 2 after a coinche; `surcoinche_multiplier` after a surcoinche."
        },
    )
    coinched_by = Seat(allow_none=True, required=True)
    surcoinched_by = Seat(allow_none=True, required=True)


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


class BeloteWordOut(Strict):
    """A belote word said (docs/rules.md §6): `belote` on the first trump king or
    queen played from the pair, `rebelote` on the second."""

    seat = Seat(required=True)
    word = f.String(required=True, validate=v.OneOf(["belote", "rebelote"]))
    card = CardField(required=True)


class DealOut(Strict):
    """The public side of the current deal."""

    deal_index = f.Integer(required=True)
    dealer = Seat(required=True)
    retourne = CardField(
        allow_none=True, required=True, metadata={"description": "Null in coinche."}
    )
    bids = f.List(f.Nested(BidOut), required=True)
    bidding_round = f.Integer(allow_none=True, required=True)
    trump = StrainField(allow_none=True, required=True)
    taker = Seat(allow_none=True, required=True)
    tricks = f.List(f.Nested(TrickOut), required=True)
    current_trick = f.Nested(TrickOut, allow_none=True, required=True)
    tricks_won = Pair(required=True)
    belote = Seat(allow_none=True, required=True)
    announcements = f.List(f.Nested(AnnouncementOut), required=True)
    announcements_team = Team(allow_none=True, required=True)
    hand_sizes = f.List(f.Integer(), required=True)
    contract = f.Nested(ContractOut, allow_none=True, required=True)
    belote_words = f.List(
        Seat(),
        required=True,
        metadata={"description": "The seat of each belote/rebelote said so far (TA: several)."},
    )
    belote_said = f.List(
        f.Nested(BeloteWordOut),
        required=True,
        metadata={"description": "Each belote/rebelote said so far: who, which, on which card."},
    )


class TrickPlaceOut(Strict):
    deal_index = f.Integer(required=True)
    trick_index = f.Integer(required=True, validate=v.Range(0, 7))


class DealResultOut(Strict):
    """How the deal that just ended came out (shown until the next deal's first card)."""

    deal_index = f.Integer(required=True)
    outcome = f.String(
        required=True,
        metadata={"description": "The scoring's outcome (`made`, `dedans`, …) or `thrown_in`."},
    )
    taker = Seat(allow_none=True, required=True)
    trump = StrainField(allow_none=True, required=True)
    card_points = f.List(f.Integer(), allow_none=True, required=True)
    totals = f.List(f.Integer(), allow_none=True, required=True)
    scores = Pair(required=True)
    belote = Seat(allow_none=True, required=True)
    announcements_team = Team(allow_none=True, required=True)
    reserve = f.Integer(required=True, metadata={"description": "The reserve after the deal."})
    announcements = f.List(
        f.Nested(AnnouncementOut),
        required=True,
        metadata={"description": "Every seat's combinations; only `announcements_team`'s scored."},
    )
    belote_said = f.List(
        f.Nested(BeloteWordOut),
        required=True,
        metadata={"description": "Who said belote and rebelote, on which card."},
    )


class ClockOut(Strict):
    turn_seconds = f.Integer(required=True)
    absent_after = f.Integer(required=True)
    seat = Seat(
        allow_none=True,
        required=True,
        metadata={"description": "The seat whose clock is running, if any."},
    )
    deadline = f.String(
        allow_none=True,
        required=True,
        metadata={
            "format": "date-time",
            "description": "When that seat's time runs out (UTC); then its stand-in decides.",
        },
    )


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
    absent = f.List(
        f.Boolean(),
        required=True,
        metadata={"description": "Per seat: absent after its clock ran out repeatedly."},
    )
    abandoned = f.Boolean(
        required=True,
        metadata={"description": "Finished because every player was absent: no winner."},
    )
    previous_trick_at = f.Nested(
        TrickPlaceOut,
        allow_none=True,
        required=True,
        metadata={"description": "The deal and index of `previous_trick`."},
    )
    last_deal = f.Nested(
        DealResultOut,
        allow_none=True,
        required=True,
        metadata={"description": "The deal that just ended, until the next deal's first card."},
    )
    clock = f.Nested(ClockOut, metadata={"description": "The turn clock, on tables that have one."})


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
    seat_names = SeatNames(required=True)
    visibility = f.String(
        allow_none=True,
        required=True,
        validate=v.OneOf(VISIBILITIES),
        metadata={"description": "Null for games created before tables existed (public)."},
    )
    creator_id = f.String(
        allow_none=True, required=True, metadata={"description": "Null for such older games."}
    )
    expires_at = f.DateTime(
        allow_none=True,
        required=True,
        metadata={
            "description": "A waiting game with no activity expires then (410 `game_expired` "
            "on join); null once started or when waiting games never expire."
        },
    )
    resigned = Seat(
        allow_none=True,
        required=True,
        metadata={"description": "The seat whose resignation ended the game, if one did."},
    )
    rematch_of = f.String(
        allow_none=True, required=True, metadata={"description": "The game this one replays."}
    )
    rematch = f.String(
        allow_none=True,
        required=True,
        metadata={"description": "The rematch, once every human seat asked for it."},
    )
    rematch_requests = f.List(
        Seat(),
        required=True,
        metadata={"description": "Seats that asked for a rematch (finished games)."},
    )


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
    ranking_scores = Pair(
        allow_none=True,
        required=True,
        metadata={
            "description": "Each team's ranking score (1000 + own - other, docs/rules.md §9) "
            "once the game is over, else null: what `sort=ranking` orders by (the winner's, "
            "or in a player's list that player's team's)."
        },
    )
    cursor = f.String(
        required=True,
        metadata={
            "description": "This item's place in the listing's order, opaque: pass it as "
            "`after` (or `before`) to list the games that follow (or precede) it."
        },
    )
    seat_names = SeatNames(required=True)


# -- seats and views --------------------------------------------------------


class BidChoice(Strict):
    action = f.String(required=True, validate=v.OneOf(BID_ACTIONS))
    suit = StrainField(allow_none=True, required=True)
    value = BidValueField(metadata={"description": "Only on a coinche `bid`."})


class BidOption(Strict):
    """One action the seat may take now: every value of `values` (coinche `bid`)
    with every suit of `suits` (`bid`, classic `take`) is allowed."""

    action = f.String(required=True, validate=v.OneOf(BID_ACTIONS))
    values = f.List(BidValueField(), required=True)
    suits = f.List(StrainField(), required=True)


class SeatViewOut(Strict):
    seat = Seat(required=True)
    hand = f.List(CardField(), required=True, metadata={"description": "Only this seat's cards."})
    legal_bids = f.List(
        f.Nested(BidChoice),
        required=True,
        metadata={"description": "Every bid allowed now, one by one (see `bid_options`)."},
    )
    legal_cards = f.List(CardField(), required=True)
    table = f.Nested(TableOut, required=True)
    seat_names = SeatNames(
        metadata={
            "description": "The seats' display names (see `GameOut`). In the views a "
            "stream sends, as read when the stream started or a seat last changed hands."
        }
    )
    bid_options = f.List(
        f.Nested(BidOption),
        required=True,
        metadata={"description": "The same bids as `legal_bids`, grouped by action: exact."},
    )


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
    retourne = CardField(
        allow_none=True, required=True, metadata={"description": "Null in coinche."}
    )
    hands = f.List(f.List(CardField()), required=True)
    bids = f.List(f.Nested(BidOut), required=True)
    trump = StrainField(allow_none=True, required=True)
    taker = Seat(allow_none=True, required=True)
    tricks = f.List(f.Nested(TrickOut), required=True)
    belote = Seat(allow_none=True, required=True)
    announcements = f.List(f.Nested(AnnouncementOut), required=True)
    announcements_team = Team(allow_none=True, required=True)
    card_points = f.List(f.Integer(), allow_none=True, required=True)
    outcome = f.String(
        required=True,
        validate=v.OneOf(
            ["made", "dedans", "litige", "capot", "capot_defence", "failed", "thrown_in"]
        ),
        metadata={"description": "Coinche deals are `made`, `failed` or `capot`."},
    )
    totals = f.List(f.Integer(), allow_none=True, required=True)
    scores = Pair(required=True)
    reserve_before = f.Integer(required=True)
    reserve_after = f.Integer(required=True)
    game_scores = Pair(required=True)
    contract = f.Nested(ContractOut, allow_none=True, required=True)


class DealEntry(Strict):
    """One deal of a game: ``over`` deals carry their full ``record``."""

    deal_index = f.Integer(required=True)
    over = f.Boolean(required=True)
    current = f.Nested(DealOut, allow_none=True, required=True)
    record = f.Nested(DealRecordOut, allow_none=True, required=True)


class PassBidIn(Strict):
    """Pass (classic and coinche)."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["pass"]))
    suit = StrainField(
        allow_none=True, metadata={"description": "Ignored (accepted for older clients)."}
    )


class TakeBidIn(Strict):
    """Classic: take. Round one: omit `suit` (the retourne's). Round two: name
    another suit, or `SA`/`TA` with the `moderne` option."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["take"]))
    suit = StrainField(allow_none=True)


class ValueBidIn(Strict):
    """Coinche: bid `value` (80..160 or "capot") in `suit` (`SA`/`TA` with `moderne`)."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["bid"]))
    value = BidValueField(required=True)
    suit = StrainField(required=True)


class CoincheBidIn(Strict):
    """Coinche: double the other team's highest bid."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["coinche"]))


class SurcoincheBidIn(Strict):
    """Coinche: redouble your team's coinched bid (ends the auction)."""

    seat = Seat(required=True)
    action = f.String(required=True, validate=v.OneOf(["surcoinche"]))


BID_SCHEMAS: dict[str, type[Strict]] = {
    "pass": PassBidIn,
    "take": TakeBidIn,
    "bid": ValueBidIn,
    "coinche": CoincheBidIn,
    "surcoinche": SurcoincheBidIn,
}


class BidIn(ma.Schema):
    """A bid: one of the BID_SCHEMAS, chosen by ``action`` (the discriminator).

    Loading picks the schema of ``action``; the spec shows the union as
    ``oneOf`` with a ``discriminator`` (:data:`BID_IN_SPEC`), which both
    generated clients turn into one typed class per action.
    """

    def load(self, data: Any, *args: Any, **kwargs: Any) -> Any:
        action = data.get("action") if isinstance(data, dict) else None
        schema = BID_SCHEMAS.get(action) if isinstance(action, str) else None
        if schema is None:
            raise ma.ValidationError({"action": [f"Must be one of: {', '.join(BID_SCHEMAS)}."]})
        return schema().load(data, *args, **kwargs)


BID_IN_SPEC: dict[str, Any] = {
    "oneOf": list(BID_SCHEMAS.values()),
    "discriminator": {
        "propertyName": "action",
        "mapping": {
            action: f"#/components/schemas/{schema.__name__}"
            for action, schema in BID_SCHEMAS.items()
        },
    },
}
"""The request body of ``POST .../bids`` as the spec shows it."""


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
    resigned = Seat(
        allow_none=True,
        required=True,
        metadata={
            "description": "The seat whose resignation ended the game (docs/rules.md §9), "
            "null if played to the end. The deal it interrupted is not in `deals`."
        },
    )
    seat_names = SeatNames(
        allow_none=True,
        metadata={
            "description": "A stored game's seats' display names (see `GameOut`); "
            "null in a replay of a game a client sent."
        },
    )


class ReplayBid(Strict):
    action = f.String(required=True, validate=v.OneOf(BID_ACTIONS))
    suit = StrainField(allow_none=True)
    value = BidValueField(metadata={"description": "For a coinche `bid`."})


class ReplayDecision(Strict):
    """One decision, in the shape of the event log's ``BidMade``, ``CardPlayed``, ``Resigned``."""

    type = f.String(required=True, validate=v.OneOf(["BidMade", "CardPlayed", "Resigned"]))
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
        if data.get("type") == "Resigned":
            for extra in ("bid", "card"):
                if extra in data:
                    raise ma.ValidationError("not allowed in a Resigned", extra)
            return
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


class Instant(f.String):
    """A time as ISO 8601 (UTC without an offset) or as Unix milliseconds, as Lichess's
    exports take ``since``/``until``."""

    MILLISECONDS = "^[0-9]{1,15}$"
    _iso = f.AwareDateTime(default_timezone=UTC)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> datetime:
        text = super()._deserialize(value, attr, data, **kwargs)
        if text.isdigit() and len(text) <= 15:
            try:
                return datetime.fromtimestamp(int(text) / 1000, UTC)
            except (ValueError, OverflowError, OSError):  # past year 9999
                raise ma.ValidationError("Not a time a calendar can hold.") from None
        return self._iso.deserialize(text, attr, data)


def _instant(what: str) -> Instant:
    return Instant(
        metadata={
            "description": f"{what} (ISO 8601, UTC when no offset is given, or Unix time in "
            "milliseconds).",
            "anyOf": [{"format": "date-time"}, {"pattern": Instant.MILLISECONDS}],
            "example": "1764547200000",
        },
    )


def _cursor(what: str) -> f.String:
    return f.String(
        # URL-safe base64 (api/cursors.py), under 100 characters in practice
        validate=[v.Length(1, 200), v.Regexp(r"^[A-Za-z0-9_-]+$")],
        metadata={
            "description": f"{what} (an item's opaque `cursor`, from a listing with the same "
            "`sort`). Unlike `page`, a cursor stays put while games are created or finish. Not "
            "with `page`, nor on the NDJSON export; an unknown cursor: 422 `invalid_cursor`."
        },
    )


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
    since = _instant("Only games finished at or after this time, as `finished_from`")
    until = _instant("Only games finished before this time, as `finished_to`")
    after = _cursor("The games listed after this one")
    before = _cursor("The games listed before this one")
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
    player_name = f.String(required=True, metadata={"description": "Current display name."})
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
        metadata={
            "description": "Taken and failed (dedans, a capot by the defence, a coinche "
            "contract failed)."
        },
    )
    capots = f.Integer(required=True, metadata={"description": "Deals the player's team won 8-0."})
    belotes = f.Integer(required=True, metadata={"description": "Belotes the player held."})
    average_ranking = f.Float(
        allow_none=True,
        required=True,
        metadata={"description": "Mean ranking score (1000 + own - other) of the player's team."},
    )
    contracts_suit = f.Integer(
        required=True, metadata={"description": "Contracts taken in a trump suit."}
    )
    contracts_sa = f.Integer(required=True, metadata={"description": "Sans-atout contracts taken."})
    contracts_ta = f.Integer(required=True, metadata={"description": "Tout-atout contracts taken."})
    coinches = f.Integer(required=True, metadata={"description": "Coinches the player said."})
    surcoinches = f.Integer(required=True, metadata={"description": "Surcoinches the player said."})


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


# -- tables: the lobby and invitations ------------------------------------------------


class SeatQuery(Strict):
    invitation = f.String(
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

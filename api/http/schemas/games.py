"""Games: creating one, the table it shows, and list items."""

from __future__ import annotations

from typing import Any

from marshmallow import fields as f
from marshmallow import validate as v

from api.http.schemas.fields import (
    BID_ACTIONS,
    BidValueField,
    CardField,
    JSONInteger,
    Pair,
    Seat,
    StrainField,
    Strict,
    Team,
    Text,
    with_example,
)
from api.http.schemas.players import PLAYER_KINDS
from api.http.schemas.rules import RulesSchema
from domain.bots import BOT_NAMES
from domain.clocks import ABSENT_AFTER, TURN_SECONDS


class SeatSpec(Strict):
    """Who sits: ``{"bot": "heuristic"}`` for a built-in bot, ``{}`` for the caller."""

    bot = f.String(validate=v.OneOf(BOT_NAMES), metadata={"example": "heuristic"})


class ClockSpec(Strict):
    """A turn clock (domain.clocks): seconds per decision, timeouts before a seat is absent."""

    turn_seconds = JSONInteger(
        strict=True,
        required=True,
        validate=v.Range(TURN_SECONDS.start, TURN_SECONDS.stop - 1),
        metadata={"description": "Seconds the seat to act has to decide.", "example": 30},
    )
    absent_after = JSONInteger(
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
            "description": "`public` (the default): listed in `GET /lobby` "
            "while seats are free, anyone may sit. `private`: newcomers sit only with an "
            "invitation of the creator (`POST /games/{game_id}/invitations`)."
        },
    )
    seed = Text(
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
    meta = with_example(
        kwargs,
        description="The four seats' display names in seat order, read when the answer is "
        "made: a player's current name (`PATCH /me` changes it), a bot's strategy, null for "
        "an empty seat. Beside the seats, not in them: seats and `table` stay exactly what "
        "the public event log replays to.",
        example=["Mireille", "heuristic", "heuristic", "heuristic"],
    )
    return f.List(f.String(allow_none=True), validate=v.Length(equal=4), metadata=meta, **kwargs)


def SeatKinds(**kwargs: Any) -> f.List:
    """Who sits in each of the four seats: a person or a program."""
    meta = with_example(
        kwargs,
        description="The four seats' occupants' kinds in seat order, beside `seat_names`: "
        "`human`, or `bot` for a bot account (a player whose moves a program makes) and for "
        "a built-in bot (its seat's `kind` is `bot`, a bot account's is `player`); null for "
        "an empty seat.",
        example=["human", "bot", "bot", "bot"],
    )
    item = f.String(allow_none=True, validate=v.OneOf(PLAYER_KINDS))
    return f.List(item, validate=v.Length(equal=4), metadata=meta, **kwargs)


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
    """Who chose the seed: ``creator`` for a seed sent with ``create_game``."""
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
    seat_kinds = SeatKinds(required=True)
    visibility = f.String(
        allow_none=True,
        required=True,
        validate=v.OneOf(VISIBILITIES),
        metadata={"description": "Null for a game without a table of its own (public)."},
    )
    creator_id = f.String(
        allow_none=True,
        required=True,
        metadata={"description": "Null for a game that records no creator."},
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
    seat_kinds = SeatKinds(required=True)

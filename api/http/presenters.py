"""Turning domain state and read models into response bodies, with the secrets left out.

The hidden-information decisions are the domain's (:mod:`domain.views`); this
module adds the two the HTTP layer owns: the seed is shown only once the game
is over, and ``GameCreated`` in the public log carries the commitment instead.
Both take the seed as :meth:`api.services.reads.Reads.public_seed` gives it, which
also keeps a seed secret while a daily challenge that uses it is running (even
in a finished game). Nothing here reads the database: names, tables and seeds
come in read models (:mod:`api.services.reads`).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from api.services.challenges import Challenge
from api.services.reads import GameRead, SeatLabels, TableRead
from api.services.tables import LobbyEntry, RematchStatus
from domain.events import Event, GameCreated, GameOver
from domain.game import GameState
from domain.records import game_record
from domain.timeouts import deadline, timed_seat
from domain.views import deal_records, deal_view, seat_view, table_view, to_jsonable
from persistence.queries import LeaderboardEntry, PlayerStats
from persistence.store import GameSummary, StoredEvent
from persistence.tables import Invitation


def game_body(game: GameRead) -> dict[str, Any]:
    """The game resource; its state may be an earlier point of the game (``?at_seq``)."""
    summary, state = game.summary, game.state
    # The projection's updated_at is the last append's time, when the clock
    # started; an earlier point of the game (?at_seq) has no running clock.
    started = summary.updated_at if state.version == summary.version else None
    table = table_body(state, started)
    body = {
        "id": summary.id,
        "seed_commitment": summary.seed_commitment,
        "seed": game.seed,
        "seed_chosen_by": summary.seed_chosen_by,
        "created_at": summary.created_at,
        "finished_at": summary.finished_at,
        "table": table,
        **table_fields(game.table),
        "resigned": state.resigned,
    }
    body["seat_names"], body["seat_kinds"] = game.labels
    return body


def table_body(state: GameState, clock_started: datetime | None) -> dict[str, Any]:
    """The spectator's table, with the turn clock that started at ``clock_started``."""
    body: dict[str, Any] = to_jsonable(table_view(state))
    _add_clock(body, state, clock_started)
    return body


def _add_clock(table: dict[str, Any], state: GameState, started: datetime | None) -> None:
    # Only tables with a turn clock carry one: the others' bodies stay as they were.
    if state.clock is not None:
        table["clock"] = clock_body(state, started)


def clock_body(state: GameState, started: datetime | None) -> dict[str, Any]:
    """The table's turn clock: its settings, whose clock runs and until when."""
    clock = state.clock
    assert clock is not None
    ends = deadline(state, started) if started is not None else None
    return {
        **clock.to_dict(),
        "seat": timed_seat(state) if ends is not None else None,
        # ISO 8601 here: the seat view is sent as it is, not through its schema.
        "deadline": ends.isoformat() if ends is not None else None,
    }


def table_fields(table: TableRead) -> dict[str, Any]:
    """What the game resource says of its table: visibility, creator, expiry, rematches."""
    return {
        "visibility": table.visibility,
        "creator_id": table.creator_id,
        "expires_at": table.expires_at,
        "rematch_of": table.rematch_of,
        "rematch": table.rematch,
        "rematch_requests": table.rematch_requests,
    }


def rematch_body(status: RematchStatus) -> dict[str, Any]:
    return {
        "game_id": status.game_id,
        "requests": status.requests,
        "waiting_for": status.waiting_for,
        "rematch": status.rematch,
    }


def lobby_item(entry: LobbyEntry, labels: SeatLabels, creator_name: str) -> dict[str, Any]:
    summary = entry.summary
    return {
        "id": summary.id,
        "rules": summary.rules.to_dict(),
        "seats": [o.to_dict() if o else None for o in summary.seats],
        "seat_names": labels[0],
        "seat_kinds": labels[1],
        "free_seats": [seat for seat, o in enumerate(summary.seats) if o is None],
        "creator_id": entry.summary.creator_id,
        "creator_name": creator_name,
        "version": summary.version,
        "created_at": summary.created_at,
        "expires_at": entry.expires_at,
    }


def lobby_items(
    entries: list[LobbyEntry], names: list[SeatLabels], creators: dict[str, str]
) -> list[dict[str, Any]]:
    """A page of the lobby, with each game's seat labels and its creator's name."""
    return [
        lobby_item(e, n, creators[e.summary.creator_id or ""])
        for e, n in zip(entries, names, strict=True)
    ]


def invitation_body(invitation: Invitation) -> dict[str, Any]:
    return {
        "code": invitation.code,
        "game_id": invitation.game_id,
        "join": f"/games/{invitation.game_id}/seats/{{seat}}?invitation={invitation.code}",
        "created_at": invitation.created_at,
        "used_by": invitation.used_by,
        "used_at": invitation.used_at,
    }


def game_list_items(summaries: list[GameSummary], labels: list[SeatLabels]) -> list[dict[str, Any]]:
    """A page of games, with each game's seat labels."""
    items = [game_list_item(s) for s in summaries]
    for item, (names, kinds) in zip(items, labels, strict=True):
        item["seat_names"], item["seat_kinds"] = names, kinds
    return items


def game_list_item(summary: GameSummary) -> dict[str, Any]:
    """One game of a list, without display names (:func:`game_list_items` adds them)."""
    return {
        "id": summary.id,
        "status": summary.status,
        "rules": summary.rules.to_dict(),
        "seats": [o.to_dict() if o else None for o in summary.seats],
        "scores": list(summary.scores),
        "version": summary.version,
        "winner": summary.winner,
        "seed_commitment": summary.seed_commitment,
        "seed_chosen_by": summary.seed_chosen_by,
        "created_at": summary.created_at,
        "finished_at": summary.finished_at,
        "ranking_scores": (
            None if summary.ranking_0 is None else [summary.ranking_0, summary.ranking_1]
        ),
    }


def seat_view_body(
    state: GameState, seat: int, clock_started: datetime | None, labels: SeatLabels
) -> dict[str, Any]:
    """A seat's private view; ``clock_started`` (the last append's time) dates its turn
    clock; ``labels`` are the seats' names and kinds."""
    body: dict[str, Any] = to_jsonable(seat_view(state, seat))
    _add_clock(body["table"], state, clock_started)
    body["seat_names"], body["seat_kinds"] = labels
    return body


def deal_entries(state: GameState) -> list[dict[str, Any]]:
    records = {r.deal_index: r for r in deal_records(state)}
    entries = []
    for deal in state.deals:
        record = records.get(deal.index)
        entries.append(
            {
                "deal_index": deal.index,
                "over": record is not None,
                "current": None if record is not None else to_jsonable(deal_view(deal)),
                "record": to_jsonable(record) if record is not None else None,
            }
        )
    return entries


def event_body(
    stored: StoredEvent, facts: list[Event], state: GameState, seed: str | None
) -> dict[str, Any]:
    """An event of the log with the facts it caused; ``seed`` as it may be shown."""
    data = stored.event.to_dict()
    if isinstance(stored.event, GameCreated):
        data["seed"] = seed  # secret until the game is over; see seed_commitment
    shown = [fact.to_dict() for fact in facts]
    for fact, body in zip(facts, shown, strict=True):
        if isinstance(fact, GameOver):
            body["seed"] = seed  # null while a running daily challenge uses it
    return {
        "seq": stored.seq,
        "type": data.pop("type"),
        "data": data,
        "facts": shown,
        "recorded_at": stored.recorded_at,
    }


def record_body(game: GameRead) -> dict[str, Any]:
    """A finished game's record (domain.records) with its id, as exported.

    The seed stays null while a running daily challenge uses it.
    """
    summary = game.summary
    record = game_record(game.state).to_dict()
    record["seed"] = game.seed
    record["seat_names"], record["seat_kinds"] = game.labels
    return {
        "id": summary.id,
        "created_at": summary.created_at.isoformat(),
        "finished_at": summary.finished_at.isoformat() if summary.finished_at else None,
        **record,
    }


def stats_body(player_id: str, player: tuple[str, str], stats: PlayerStats) -> dict[str, Any]:
    """A player's totals, with its display name and kind."""
    name, kind = player
    return {
        "player_id": player_id,
        "player_name": name,
        "player_kind": kind,
        **to_jsonable(stats),
    }


def challenge_body(challenge: Challenge) -> dict[str, Any]:
    body: dict[str, Any] = to_jsonable(challenge)
    return body


def leaderboard_item(entry: LeaderboardEntry, position: int, day_over: bool) -> dict[str, Any]:
    """One verified result; the game is named once the day is over (its deals are the day's)."""
    return {
        "position": position,
        "player_id": entry.player_id,
        "player_name": entry.player_name,
        "player_kind": entry.player_kind,
        "ranking_score": entry.ranking,
        "scores": [entry.own_score, entry.other_score],
        "finished_at": entry.finished_at,
        "game_id": entry.game_id if day_over else None,
    }

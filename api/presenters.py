"""Turning domain state into response bodies, with the secrets left out.

The hidden-information decisions are the domain's (:mod:`domain.views`); this
module adds the two the HTTP layer owns: the seed is shown only once the game
is over, and ``GameCreated`` in the public log carries the commitment instead.
Both ask :func:`api.challenges.public_seed`, which also keeps a seed secret
while a daily challenge that uses it is running (even in a finished game).
"""

from __future__ import annotations

from typing import Any

from api.challenges import Challenge, public_seed
from domain.events import Event, GameCreated, GameOver
from domain.game import GameState, Phase
from domain.records import game_record
from domain.views import deal_records, deal_view, seat_view, table_view, to_jsonable
from persistence.queries import LeaderboardEntry, PlayerStats
from persistence.store import GameSummary, StoredEvent


def game_body(summary: GameSummary, state: GameState) -> dict[str, Any]:
    """The game resource; ``state`` may be an earlier point of the game (``?at_seq``)."""
    finished = state.phase is Phase.FINISHED or summary.status == Phase.FINISHED
    return {
        "id": summary.id,
        "seed_commitment": summary.seed_commitment,
        "seed": public_seed(summary.seed, finished),
        "seed_chosen_by": summary.seed_chosen_by,
        "created_at": summary.created_at,
        "finished_at": summary.finished_at,
        "table": to_jsonable(table_view(state)),
    }


def game_list_item(summary: GameSummary) -> dict[str, Any]:
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
    }


def seat_view_body(state: GameState, seat: int) -> dict[str, Any]:
    body: dict[str, Any] = to_jsonable(seat_view(state, seat))
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


def event_body(stored: StoredEvent, facts: list[Event], state: GameState) -> dict[str, Any]:
    data = stored.event.to_dict()
    seed = public_seed(state.seed, state.phase is Phase.FINISHED)
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


def record_body(summary: GameSummary, state: GameState) -> dict[str, Any]:
    """A finished game's record (domain.records) with its id, as exported.

    The seed stays null while a running daily challenge uses it.
    """
    record = game_record(state).to_dict()
    record["seed"] = public_seed(state.seed, True)
    return {
        "id": summary.id,
        "created_at": summary.created_at.isoformat(),
        "finished_at": summary.finished_at.isoformat() if summary.finished_at else None,
        **record,
    }


def stats_body(player_id: str, stats: PlayerStats) -> dict[str, Any]:
    return {"player_id": player_id, **to_jsonable(stats)}


def challenge_body(challenge: Challenge) -> dict[str, Any]:
    body: dict[str, Any] = to_jsonable(challenge)
    return body


def leaderboard_item(entry: LeaderboardEntry, position: int, day_over: bool) -> dict[str, Any]:
    """One verified result; the game is named once the day is over (its deals are the day's)."""
    return {
        "position": position,
        "player_id": entry.player_id,
        "player_name": entry.player_name,
        "ranking_score": entry.ranking,
        "scores": [entry.own_score, entry.other_score],
        "finished_at": entry.finished_at,
        "game_id": entry.game_id if day_over else None,
    }

"""Turning domain state into response bodies, with the secrets left out.

The hidden-information decisions are the domain's (:mod:`domain.views`); this
module adds the two the HTTP layer owns: the seed is shown only once the game
is over, and ``GameCreated`` in the public log carries the commitment instead.
"""

from __future__ import annotations

from typing import Any

from domain.events import Event, GameCreated
from domain.game import GameState, Phase
from domain.views import deal_records, deal_view, seat_view, table_view, to_jsonable
from persistence.store import GameSummary, StoredEvent


def game_body(summary: GameSummary, state: GameState) -> dict[str, Any]:
    finished = state.phase is Phase.FINISHED
    return {
        "id": summary.id,
        "seed_commitment": summary.seed_commitment,
        "seed": state.seed if finished else None,
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
    if isinstance(stored.event, GameCreated) and state.phase is not Phase.FINISHED:
        data["seed"] = None  # secret until the game is over; see seed_commitment
    return {
        "seq": stored.seq,
        "type": data.pop("type"),
        "data": data,
        "facts": [fact.to_dict() for fact in facts],
        "recorded_at": stored.recorded_at,
    }

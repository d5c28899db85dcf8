"""Rows derived from a game's state for queries: the read side of the store.

Everything here is a pure function of a :class:`~domain.game.GameState`, so a
projection can always be rebuilt from the log (``belote verify`` checks it).
"""

from __future__ import annotations

from typing import Any

from domain.contracts import AllSuits
from domain.game import GameState, Phase
from domain.rules import Rules
from domain.scoring import Outcome


def projection(state: GameState) -> dict[str, Any]:
    """The ``games`` columns derived from a state (timestamps excluded)."""
    s0, s1 = state.scores
    ranking = state.ranking  # None until the game is over, and for an abandoned one
    return {
        "status": state.phase.value,  # an abandoned game is finished, with no winner
        "rules": state.rules.to_dict(),
        "seats": [o.to_dict() if o is not None else None for o in state.seats],
        "score_0": s0,
        "score_1": s1,
        "deal_index": state.deal.index if state.deal is not None else 0,
        "version": state.version,
        "winner": state.winner,
        "ranking_0": ranking[0] if ranking is not None else None,
        "ranking_1": ranking[1] if ranking is not None else None,
        "best_ranking": max(ranking) if ranking is not None else None,
    }


def ranked(state: GameState) -> bool:
    """Whether the game is over with a result (§9): played to the end, not abandoned."""
    return state.phase is Phase.FINISHED and not state.abandoned


def rule_columns(rules: Rules) -> dict[str, Any]:
    """The ``games.rule_<option>`` columns: every table option, to filter history on.

    Written once, by :meth:`GameStore.create_game` (the rules never change, and
    leaving them out of every later UPDATE spares their indexes).
    """
    return {f"rule_{name}": value for name, value in rules.to_dict().items()}


_MADE = (Outcome.MADE, Outcome.CAPOT)
_FAILED = (Outcome.DEDANS, Outcome.CAPOT_DEFENCE, Outcome.FAILED)  # a litige is neither
_KIND: dict[object, str] = {AllSuits.SA: "contracts_sa", AllSuits.TA: "contracts_ta"}


def player_games(state: GameState) -> dict[str, dict[str, Any]]:
    """Each seated player's ``player_games`` columns (timestamps excluded).

    A player's deal counts are those of its seats over the scored deals:
    contracts taken, made (capot included), failed (*dedans*, or a capot by
    the defence, or a coinche contract failed); capots its team won; belotes
    it held; its contracts by kind (a suit, SA, TA) and the coinches and
    surcoinches it said (docs/rules.md §10). ``won`` and
    ``ranking`` are its team's. All of it is counted once the game is over
    (stats cover finished games), so a row is written when a player sits down
    and completed when the game ends, never on every move.
    """
    seats_of: dict[str, list[int]] = {}
    for seat, occupant in enumerate(state.seats):
        if occupant is not None and occupant.kind == "player":
            seats_of.setdefault(occupant.name, []).append(seat)
    finished = ranked(state)
    rows = {}
    for player_id, seats in seats_of.items():
        teams = {seat & 1 for seat in seats}
        team = next(iter(teams)) if len(teams) == 1 else None
        counts = dict.fromkeys(
            (
                "deals_taken",
                "deals_made",
                "dedans",
                "capots",
                "belotes",
                "contracts_suit",
                "contracts_sa",
                "contracts_ta",
                "coinches",
                "surcoinches",
            ),
            0,
        )
        for deal in state.deals if finished else ():
            if deal.score is None or deal.taker is None:
                continue  # thrown in, or still being played
            outcome = deal.score.outcome
            taker_team = deal.taker & 1
            contract = deal.contract
            assert contract is not None
            counts["coinches"] += contract.coinched_by in seats
            counts["surcoinches"] += contract.surcoinched_by in seats
            if deal.taker in seats:
                counts["deals_taken"] += 1
                counts[_KIND.get(contract.strain, "contracts_suit")] += 1
                counts["deals_made"] += outcome in _MADE
                counts["dedans"] += outcome in _FAILED
            if (outcome is Outcome.CAPOT and taker_team in teams) or (
                outcome is Outcome.CAPOT_DEFENCE and 1 - taker_team in teams
            ):
                counts["capots"] += 1
            counts["belotes"] += sum(deal.belotes_held(seat) for seat in seats)
        rows[player_id] = {
            "team": team,
            "won": state.winner == team if finished and team is not None else None,
            "ranking": state.ranking[team] if state.ranking and team is not None else None,
            **counts,
        }
    return rows

"""Issue 12 item 4 (resigning), in the domain: the Resigned decision and its scoring."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bots import decide, get_strategy
from domain.errors import RuleViolation
from domain.events import (
    Event,
    GameCreated,
    GameOver,
    Occupant,
    Resigned,
    decision_from_dict,
    from_json,
    to_json,
)
from domain.game import GameState, Phase, new_game, ranking_score, replay
from domain.notation import export_game, replay_text
from domain.records import game_record, replay_record
from domain.rules import Rules

BOTS = (Occupant("bot", "heuristic"),) * 4


def played(
    seed: str, moves: int, target: int = 501, mode: str = "classic"
) -> tuple[GameCreated, GameState, list[Event]]:
    """A bots' game of ``target`` stopped after ``moves`` decisions (or at its end)."""
    created = GameCreated(Rules.from_dict({"target": target, "mode": mode}), seed, BOTS)
    state, _ = new_game(created)
    log: list[Event] = []
    strategy = get_strategy("heuristic")
    while len(log) < moves and state.turn is not None:
        decision = decide(strategy, state, state.turn)
        state.apply(decision)
        log.append(decision)
    return created, state, log


@settings(max_examples=40, deadline=None)
@given(
    seed=st.text(min_size=1, max_size=8),
    moves=st.integers(0, 400),
    seat=st.integers(0, 3),
    target=st.sampled_from([100, 501, 1001]),
)
def test_resigning_ends_the_game_as_a_loss_that_replays(
    seed: str, moves: int, seat: int, target: int
) -> None:
    created, state, log = played(seed, moves, target)
    if state.phase is Phase.FINISHED:
        with pytest.raises(RuleViolation) as over:
            state.apply(Resigned(seat))
        assert over.value.code == "game_over"
        return
    before = list(state.scores)
    facts = state.apply(Resigned(seat))
    loser, winner = seat & 1, 1 - (seat & 1)
    assert state.phase is Phase.FINISHED and state.winner == winner and state.resigned == seat
    assert state.turn is None and state.legal_bids() == () and state.legal_cards() == ()
    assert state.scores[loser] == before[loser]  # the resigning team keeps its total
    assert state.scores[winner] == max(before[winner], target, before[loser] + 1)
    s0, s1 = state.scores
    assert facts == [GameOver(winner, (s0, s1), state.ranking, seed)]
    assert state.ranking is not None
    assert state.ranking[winner] == ranking_score(state.scores[winner], state.scores[loser]) > 1000
    assert state.ranking[loser] < ranking_score(state.scores[loser], state.scores[winner])
    # The log replays to the same state, also through JSON.
    full = [created, *log, Resigned(seat)]
    again = replay(from_json(to_json(full)))
    assert (again.scores, again.winner, again.resigned) == (state.scores, winner, seat)
    # The record replays to the same record (the deal in progress left out), as
    # JSON decisions and as notation.
    record = game_record(state)
    assert record.resigned == seat and record.scores == (s0, s1)
    assert replay_record(created, record.decisions()) == record
    assert replay_text(export_game(record)) == record


def test_resigning_is_refused_before_the_start_and_for_no_seat() -> None:
    state, _ = new_game(GameCreated(Rules(), "x", (None,) * 4))
    with pytest.raises(RuleViolation) as waiting:
        state.apply(Resigned(0))
    assert waiting.value.code == "wrong_phase" and state.version == 1
    _, playing, _ = played("x", 3)
    with pytest.raises(Exception) as bad:
        playing.apply(Resigned(4))
    assert getattr(bad.value, "code", None) == "invalid_seat"


def test_resigned_serialises_and_old_logs_replay_unchanged() -> None:
    assert Resigned(2).to_dict() == {"v": 1, "type": "Resigned", "seat": 2}
    assert decision_from_dict({"v": 1, "type": "Resigned", "seat": 2}) == Resigned(2)
    created, state, log = played("old", 10_000)
    assert state.phase is Phase.FINISHED and state.resigned is None
    assert game_record(replay([created, *log])).resigned is None
    assert "Resigned" not in export_game(game_record(state))


def test_a_resignation_in_the_first_deal_has_a_record_without_deals() -> None:
    _, state, _ = played("early", 2)
    state.apply(Resigned(1))
    record = game_record(state)
    assert record.deals == () and record.winner == 0 and record.scores == (501, 0)
    text = export_game(record)
    assert '[Resigned "E"]' in text
    assert replay_text(text) == record


@settings(max_examples=40, deadline=None)
@given(
    seed=st.text(min_size=1, max_size=8),
    moves=st.integers(0, 600),
    seat=st.integers(0, 3),
    target=st.sampled_from([100, 501, 1001]),
    mode=st.sampled_from(["classic", "coinche"]),
)
def test_resigning_never_ranks_above_playing_on(
    seed: str, moves: int, seat: int, target: int, mode: str
) -> None:
    """docs/rules.md §9: whatever the rest of the game would have brought, the
    resigning team's ranking score is no better than playing it on."""
    _, state, _ = played(seed, moves, target, mode)
    if state.phase is Phase.FINISHED:
        return
    team = seat & 1
    resigned = state.copy()
    resigned.apply(Resigned(seat))
    strategy = get_strategy("heuristic")
    while state.turn is not None:
        state.apply(decide(strategy, state, state.turn))
    assert resigned.ranking is not None and state.ranking is not None
    assert resigned.ranking[team] <= state.ranking[team]


def test_the_documented_resignation_example() -> None:
    """docs/rules.md §9's worked example: 300-120 at target 501, classic."""
    from domain.game import resigned_ranking

    assert resigned_ranking(300, 120, 0, Rules.from_dict({"target": 501})) == -822


@pytest.mark.parametrize("seat", [0, 1])
def test_resigning_in_a_tie_over_the_target_leaves_the_winner_one_point_ahead(seat: int) -> None:
    """Both teams past the target and equal (§9: one more deal is played): the
    resigning team keeps its total and the other team ends one point above it."""
    _, state, _ = played("tie", 20, target=501)
    assert state.phase is not Phase.FINISHED
    state.scores = [510, 510]  # where such a game stands after its tying deal
    state.apply(Resigned(seat))
    loser, winner = seat & 1, 1 - (seat & 1)
    assert state.scores[loser] == 510 and state.scores[winner] == 511
    assert state.winner == winner

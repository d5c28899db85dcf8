"""Turn clocks in the domain: whose clock runs, stand-ins, absence, abandoning (domain.timeouts)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bots import decide, get_strategy
from domain.clocks import Clock
from domain.errors import InvalidInput, RuleViolation, SeatingError
from domain.events import (
    BidMade,
    CardPlayed,
    Event,
    GameAbandoned,
    GameCreated,
    Occupant,
    SeatAbsent,
    SeatReturned,
    decision_from_dict,
    from_json,
    to_json,
)
from domain.game import GameState, Phase, new_game, replay
from domain.rules import Rules
from domain.timeouts import deadline, stand_in_decision, stand_in_turn, timed_seat, timeout
from domain.views import table_view, to_jsonable

ALICE = Occupant("player", "alice")
BOB = Occupant("player", "bob")
BOT = Occupant("bot", "heuristic")
THIRTY = Clock(30)


def game(
    seats: tuple[Occupant, ...], clock: Clock | None = THIRTY, seed: str = "clocks"
) -> tuple[GameState, list[Event]]:
    created = GameCreated(Rules(), seed, seats, clock)
    state, _ = new_game(created)
    return state, [created]


def act(state: GameState, log: list[Event], decision: Event) -> None:
    state.apply(decision)
    log.append(decision)


def run_bots(state: GameState, log: list[Event]) -> None:
    """What the service does after each decision: bots, then stand-ins of absent seats."""
    while state.phase is not Phase.FINISHED:
        seat = state.turn
        assert seat is not None
        occupant = state.seats[seat]
        assert occupant is not None
        if occupant.kind == "bot":
            act(state, log, decide(get_strategy(occupant.name), state, seat))
        elif stand_in_turn(state) is not None:
            act(state, log, stand_in_decision(state, seat))
        else:
            return


def own_move(state: GameState, seat: int) -> Event:
    """The player's own decision (the random bot's choice, not the stand-in's)."""
    return decide(get_strategy("random"), state, seat)


def test_the_clock_runs_for_the_player_to_act_only() -> None:
    state, log = game((ALICE, BOT, BOT, BOT))
    run_bots(state, log)
    assert state.turn == 0
    assert timed_seat(state) == 0
    no_clock, _ = game((ALICE, BOT, BOT, BOT), clock=None)
    assert timed_seat(no_clock) is None and timeout(no_clock) is None
    waiting, _ = game((ALICE, None, BOT, BOT))  # type: ignore[arg-type]
    assert waiting.phase is Phase.WAITING and timed_seat(waiting) is None


def test_a_timeout_is_the_heuristic_stand_ins_decision_marked_as_such() -> None:
    state, log = game((ALICE, BOT, BOT, BOT))
    run_bots(state, log)
    decision = timeout(state)
    expected = decide(get_strategy("heuristic"), state, 0)
    assert isinstance(decision, BidMade | CardPlayed) and decision.stand_in
    assert decision.seat == 0
    assert decision.to_dict() | {"stand_in": False} == expected.to_dict() | {"stand_in": False}
    act(state, log, decision)
    assert state.timeouts[0] == 1 and not state.absent(0)


def test_absent_after_the_set_number_of_timeouts_in_a_row_then_back() -> None:
    state, log = game((ALICE, BOB, BOT, BOT), clock=Clock(30, absent_after=2))
    run_bots(state, log)
    while state.turn != 0:  # Bob plays his own moves
        act(state, log, own_move(state, state.turn or 0))
        run_bots(state, log)
    for expected_timeouts in (1, 2):
        assert timed_seat(state) == 0
        act(state, log, timeout(state))  # type: ignore[arg-type]
        assert state.timeouts[0] == expected_timeouts
        run_bots(state, log)
        while state.phase is not Phase.FINISHED and state.turn == 1:
            act(state, log, own_move(state, 1))
            run_bots(state, log)
    assert state.absent(0) and not state.absent(1)
    assert table_view(state).absent == (True, False, False, False)
    # Absent: Alice's turns never wait for a clock; her stand-in decides at once.
    assert state.phase is Phase.FINISHED or state.turn != 0
    assert any(isinstance(e, BidMade | CardPlayed) and e.stand_in and e.seat == 0 for e in log)
    if state.phase is not Phase.FINISHED:
        with pytest.raises(SeatingError) as refused:
            state.copy().apply(SeatReturned(1))
        assert refused.value.code == "not_absent"
        act(state, log, SeatReturned(0))
        assert not state.absent(0) and state.timeouts[0] == 0
    assert to_jsonable(table_view(replay(from_json(to_json(log))))) == to_jsonable(
        table_view(state)
    )


def test_a_game_whose_players_are_all_absent_is_abandoned_at_the_next_timeout() -> None:
    state, log = game((ALICE, BOT, BOB, BOT), clock=Clock(30, absent_after=1))
    run_bots(state, log)
    for _ in range(2):  # each player lets its clock run out once: both are absent
        act(state, log, timeout(state))  # type: ignore[arg-type]
        run_bots(state, log)
    assert state.absent(0) and state.absent(2) and state.everyone_absent()
    assert state.phase is not Phase.FINISHED  # nobody present: the stand-in waits for the clock
    assert timed_seat(state) == state.turn and stand_in_turn(state) is None
    final = timeout(state)
    assert final == GameAbandoned()
    act(state, log, final)
    assert state.phase is Phase.FINISHED and state.abandoned
    assert state.winner is None and state.turn is None and timed_seat(state) is None
    view = table_view(state)
    assert view.abandoned and view.ranking_scores is None
    with pytest.raises(RuleViolation) as over:
        state.copy().apply(GameAbandoned())
    assert over.value.code == "game_over"
    assert replay(from_json(to_json(log))).abandoned


def test_a_lone_absent_player_is_played_for_to_the_end_never_abandoned() -> None:
    """One player and three bots: once absent, each timeout is its stand-in's decision,
    the clock still running (the player may come back), until the game ends ranked."""
    state, log = game((ALICE, BOT, BOT, BOT), clock=Clock(30, absent_after=1))
    run_bots(state, log)
    act(state, log, timeout(state))  # type: ignore[arg-type]
    run_bots(state, log)
    assert state.absent(0) and state.everyone_absent() and not state.may_be_abandoned()
    for _ in range(2000):
        if state.phase is Phase.FINISHED:
            break
        assert timed_seat(state) == 0 and stand_in_turn(state) is None
        decision = timeout(state)
        assert isinstance(decision, BidMade | CardPlayed) and decision.stand_in
        act(state, log, decision)
        run_bots(state, log)
    assert state.phase is Phase.FINISHED and not state.abandoned
    assert not any(isinstance(e, GameAbandoned) for e in log)
    assert state.winner is not None and table_view(state).ranking_scores is not None
    assert to_jsonable(table_view(replay(from_json(to_json(log))))) == to_jsonable(
        table_view(state)
    )


def test_a_game_with_a_present_player_cannot_be_abandoned() -> None:
    state, log = game((ALICE, BOT, BOT, BOT))
    run_bots(state, log)
    with pytest.raises(RuleViolation) as refused:
        state.apply(GameAbandoned())
    assert refused.value.code == "players_present"
    assert state.phase is not Phase.FINISHED


def test_deadline_follows_the_append_that_started_the_clock() -> None:
    from datetime import UTC, datetime, timedelta

    state, log = game((ALICE, BOT, BOT, BOT), clock=Clock(45))
    run_bots(state, log)
    started = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)
    assert deadline(state, started) == started + timedelta(seconds=45)
    bots_only, _ = game((BOT, BOT, BOT, BOT))
    assert deadline(bots_only, started) is None


def test_decisions_without_a_stand_in_serialise_as_they_always_did() -> None:
    state, log = game((ALICE, BOT, BOT, BOT), clock=None)
    run_bots(state, log)
    mine = own_move(state, 0)
    assert "stand_in" not in mine.to_dict()
    assert "clock" not in log[0].to_dict()
    stood_in = stand_in_decision(state, 0)
    assert stood_in.to_dict()["stand_in"] is True
    assert decision_from_dict(stood_in.to_dict()) == stood_in
    with pytest.raises(InvalidInput):
        decision_from_dict({**stood_in.to_dict(), "stand_in": "yes"})


@pytest.mark.parametrize(
    ("settings_", "code"),
    [
        ({"turn_seconds": 9}, "invalid_turn_seconds"),
        ({"turn_seconds": 3601}, "invalid_turn_seconds"),
        ({"turn_seconds": 30, "absent_after": 0}, "invalid_absent_after"),
        ({"turn_seconds": True}, "invalid_turn_seconds"),
        ({"absent_after": 2}, "invalid_clock"),
        ({"turn_seconds": 30, "bonus": 5}, "invalid_clock"),
    ],
)
def test_clock_settings_are_checked(settings_: dict[str, object], code: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        Clock.from_dict(settings_)
    assert refused.value.code == code


@settings(max_examples=40, deadline=None)
@given(
    seed=st.text(min_size=1, max_size=8),
    absent_after=st.integers(1, 3),
    timeouts=st.lists(st.booleans(), min_size=1, max_size=400),
)
def test_any_mix_of_own_moves_and_timeouts_replays_exactly(
    seed: str, absent_after: int, timeouts: list[bool]
) -> None:
    """Whatever mix of own decisions and timeouts two players have, absence is
    exactly "the last absent_after decisions of the seat were its stand-in's",
    and the log alone replays to the same table."""
    state, log = game((ALICE, BOT, BOB, BOT), Clock(30, absent_after), seed)
    run_bots(state, log)
    for times_out in timeouts:
        if state.phase is Phase.FINISHED:
            break
        seat = state.turn
        assert seat is not None
        if times_out or state.absent(seat):
            decision = timeout(state)
            assert decision is not None
        else:
            decision = own_move(state, seat)
        act(state, log, decision)
        run_bots(state, log)
    for seat in (0, 2):
        own = [e for e in log if isinstance(e, BidMade | CardPlayed) and e.seat == seat]
        trailing = 0
        for e in reversed(own):
            if not e.stand_in:
                break
            trailing += 1
        assert state.absent(seat) == (trailing >= absent_after)
    assert state.abandoned == isinstance(log[-1], GameAbandoned)
    again = replay(from_json(to_json(log)))
    assert to_jsonable(table_view(again)) == to_jsonable(table_view(state))
    # The decision that makes a seat absent says so: a SeatAbsent fact (for streams).
    created = log[0]
    assert isinstance(created, GameCreated)
    folded, _ = new_game(created)
    for decision in log[1:]:
        before = [folded.absent(s) for s in range(4)]
        facts = folded.apply(decision)
        became = [s for s in range(4) if folded.absent(s) and not before[s]]
        assert [f.seat for f in facts if isinstance(f, SeatAbsent)] == became


def test_a_replay_refuses_a_stand_in_decision_the_stand_in_would_not_take() -> None:
    from domain.records import replay_decisions

    state, log = game((ALICE, BOT, BOT, BOT))
    run_bots(state, log)
    genuine = stand_in_decision(state, 0)
    assert isinstance(genuine, BidMade)  # the game opens with the auction
    forged = next(
        BidMade(0, bid, stand_in=True) for bid in state.legal_bids() if bid != genuine.bid
    )
    created = log[0]
    assert isinstance(created, GameCreated)
    assert replay_decisions(created, [*log[1:], genuine]).version == len(log) + 1
    with pytest.raises(InvalidInput) as refused:
        replay_decisions(created, [*log[1:], forged])
    assert refused.value.code == "illegal_decision"
    assert refused.value.details["rule"] == "not_the_stand_ins_decision"

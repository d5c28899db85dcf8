"""Whole games: seats, deals in sequence, the reserve across deals, the end (§9).

Game ends are produced without touching the engine's internals: a random game
is first played with an unreachable target while its running scores are
recorded, then its decision log is replayed with a target chosen so that the
wanted ending happens at a known deal.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from belote_testkit import BOTS, Table, find_table, handmade_deal, snapshot

from domain.cards import cards_of
from domain.errors import InvalidInput, RuleViolation, SeatingError
from domain.events import (
    BeloteAnnounced,
    CardPlayed,
    DealScored,
    DealStarted,
    DealThrownIn,
    GameCreated,
    GameOver,
    GameStarted,
    Occupant,
    SeatLeft,
    SeatTaken,
    TrickWon,
)
from domain.game import GameState, Phase, new_game, ranking_score, replay
from domain.rules import Rules
from domain.scoring import Outcome
from domain.views import table_view

# -- seats ------------------------------------------------------------------------


def test_seating_then_start():
    state, facts = new_game(GameCreated(Rules(), "seats"))
    assert facts == [] and state.phase is Phase.WAITING
    state.apply(SeatTaken(0, Occupant("player", "ann")))
    with pytest.raises(SeatingError) as e:
        state.apply(SeatTaken(0, Occupant("player", "bob")))
    assert e.value.code == "seat_taken"
    with pytest.raises(SeatingError) as e:
        state.apply(SeatLeft(1))
    assert e.value.code == "seat_empty"
    with pytest.raises(InvalidInput) as e:
        state.apply(SeatTaken(1, Occupant("robot", "x")))
    assert e.value.code == "invalid_occupant"
    assert state.apply(SeatLeft(0)) == []
    assert state.seats == [None, None, None, None]
    for seat in range(4):
        facts = state.apply(SeatTaken(seat, Occupant("bot", "random")))
    assert isinstance(facts[0], GameStarted) and isinstance(facts[1], DealStarted)
    assert state.phase is Phase.BIDDING
    for event, code in (
        (SeatLeft(0), "game_started"),
        (SeatTaken(0, Occupant("player", "z")), "game_started"),
    ):
        with pytest.raises(SeatingError) as e:
            state.apply(event)
        assert e.value.code == code


def test_game_needs_four_seats():
    with pytest.raises(InvalidInput):
        GameState(GameCreated(Rules(), "x", (None, None, None)))


def test_version_and_decisions_count():
    t = Table("count")
    assert t.state.version == 1 and t.state.decisions == 0
    t.pass_()
    t.take()
    assert t.state.version == 3 and t.state.decisions == 2


# -- a full game ----------------------------------------------------------------------


def play_full_game(seed: str, **options) -> Table:
    t = Table(seed, **options)
    rng = random.Random(seed)
    for _ in range(20000):
        if t.state.winner is not None:
            return t
        t.step(rng)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", ["full-1", "full-2", "full-3"])
def test_full_game_ends_with_game_over(seed):
    t = play_full_game(seed, target=300)
    overs = [f for f in t.facts if isinstance(f, GameOver)]
    assert len(overs) == 1
    over = overs[0]
    assert t.facts[-1] == over
    s0, s1 = t.state.scores
    assert over.scores == (s0, s1)
    assert max(s0, s1) >= 300 and s0 != s1
    assert over.winner == t.state.winner == (0 if s0 > s1 else 1)
    assert over.ranking_scores == (1000 + s0 - s1, 1000 + s1 - s0)
    assert over.seed == seed
    assert t.state.phase is Phase.FINISHED
    view = table_view(t.state)
    assert view.ranking_scores == over.ranking_scores
    assert view.winner == over.winner
    # every deal scored adds to the game scores, the last DealScored carries the final scores
    scored = [f for f in t.facts if isinstance(f, DealScored)]
    assert scored[-1].game_scores == (s0, s1)
    assert (sum(f.scores[0] for f in scored), sum(f.scores[1] for f in scored)) == (s0, s1)


def test_ranking_score_examples():
    assert ranking_score(520, 340) == 1180
    assert ranking_score(380, 510) == 870
    assert ranking_score(340, 520) == 820
    assert ranking_score(510, 380) == 1130


# -- the end of the game, §9 ------------------------------------------------------


def record(seed: str, deals: int = 14):
    """Play ``deals`` deals with an unreachable target; running scores per scored deal."""
    t = Table(seed, target=5000)
    rng = random.Random(seed)
    points = []  # (log length after the deal, scores before, scores after, fact)
    before = (0, 0)
    while len(t.state.deals) <= deals:
        facts = t.step(rng)
        for f in facts:
            if isinstance(f, DealScored):
                points.append((len(t.log), before, f.game_scores, f))
                before = f.game_scores
    return t, points


def relog(log, target: int):
    created = log[0]
    return [replace(created, rules=replace(created.rules, target=target)), *log[1:]]


def find_ending(kind: str):
    """(log up to the deal, target, scores before, scores after) for the wanted ending."""
    for i in range(400):
        seed = f"end-{kind}-{i}"
        t, points = record(seed)
        for n, before, after, _fact in points:
            target = max(max(before) + 1, 100)
            if after[0] == after[1]:
                if kind == "tie" and after[0] >= target:
                    return t.log[:n], target, before, after
            elif (kind == "one" and max(after) >= target > min(after)) or (
                kind == "both" and min(after) >= target
            ):
                return t.log[:n], target, before, after
    raise AssertionError(f"no {kind} ending found")


def facts_of_replay(log):
    """Replay a log live: (state, every fact)."""
    t = Table.from_log(log)
    return t.state, t.facts


def test_game_ends_when_one_team_reaches_the_target():
    log, target, before, after = find_ending("one")
    state, facts = facts_of_replay(relog(log, target))
    winner = 0 if after[0] > after[1] else 1
    assert max(before) < target <= after[winner] and after[1 - winner] < target
    assert state.winner == winner
    assert state.phase is Phase.FINISHED
    assert isinstance(facts[-1], GameOver)
    assert facts[-1] == GameOver(
        winner, after, (ranking_score(*after), ranking_score(after[1], after[0])), log[0].seed
    )
    assert sum(isinstance(f, GameOver) for f in facts) == 1
    # one point more on the target and the game goes on
    state2, facts2 = facts_of_replay(relog(log, after[winner] + 1))
    assert state2.winner is None and not any(isinstance(f, GameOver) for f in facts2)
    assert isinstance(facts2[-1], DealStarted)


def test_both_over_the_target_the_higher_wins():
    log, target, before, after = find_ending("both")
    assert max(before) < target <= min(after) and after[0] != after[1]
    state, facts = facts_of_replay(relog(log, target))
    assert state.winner == (0 if after[0] > after[1] else 1)
    assert facts[-1].scores == after


def test_exact_tie_over_the_target_plays_one_more_deal():
    log, target, before, after = find_ending("tie")
    assert after[0] == after[1] >= target > max(before)
    t = Table.from_log(relog(log, target))
    state, facts = t.state, t.facts
    assert state.winner is None
    assert not any(isinstance(f, GameOver) for f in facts)
    assert isinstance(facts[-1], DealStarted)
    assert state.phase is Phase.BIDDING
    # play on: the first following scored deal with different totals ends the game
    rng = random.Random(7)
    while state.winner is None:
        new = t.step(rng)
        scored = [f for f in new if isinstance(f, DealScored)]
        if scored and scored[0].game_scores[0] != scored[0].game_scores[1]:
            assert isinstance(new[-1], GameOver)
            s0, s1 = scored[0].game_scores
            assert new[-1].winner == (0 if s0 > s1 else 1)
        elif scored:
            assert not any(isinstance(f, GameOver) for f in new)
    assert state.phase is Phase.FINISHED


def test_thrown_in_deals_never_end_the_game():
    t = Table("thrown", target=100)
    for _ in range(5):
        facts = []
        for _ in range(8):
            facts = t.pass_()
        assert isinstance(facts[0], DealThrownIn)
        assert t.state.winner is None and t.state.scores == [0, 0]
    assert t.deal.index == 5


# -- the reserve across deals ---------------------------------------------------


def find_litige(ends_game: bool = False):
    """A table right after a litige (and the DealScored fact).

    With ``ends_game``, the litige must take one team from below some valid
    target to at least it, so that a replay with that target ends the game on it.
    """
    for i in range(1000):
        seed = f"litige-{i}"
        t = Table(seed, target=5000)
        rng = random.Random(seed)
        while len(t.state.deals) <= 20:
            facts = t.step(rng)
            for f in facts:
                if isinstance(f, DealScored) and f.outcome == "litige":
                    before = (f.game_scores[0] - f.scores[0], f.game_scores[1] - f.scores[1])
                    target = max(max(before) + 1, 100)
                    after = f.game_scores
                    if not ends_game or (max(after) >= target and after[0] != after[1]):
                        return t, f, target
    raise AssertionError("no litige found")


def test_litige_reserve_waits_through_thrown_in_deals_then_goes_to_the_next_winner():
    t, litige, _ = find_litige()
    litige_deal = t.state.deals[-2]
    reserve = litige.reserve
    assert reserve > 0
    assert t.state.reserve == reserve == litige_deal.score.reserve_after
    assert litige_deal.score.outcome is Outcome.LITIGE
    taker_team = litige_deal.taker % 2
    assert litige.scores[taker_team] in (0, 20)  # only the belote, at most
    scores_before = list(t.state.scores)
    # throw the next deal in: the reserve waits
    for _ in range(8):
        facts = t.pass_()
    assert isinstance(facts[0], DealThrownIn)
    assert t.state.reserve == reserve and t.state.scores == scores_before
    # play on until a deal is scored
    rng = random.Random(3)
    while True:
        facts = t.play_out_deal(rng)
        scored = [f for f in facts if isinstance(f, DealScored)]
        if scored:
            break
        assert t.state.reserve == reserve
    deal = t.state.deals[-2]
    score = deal.score
    assert score.reserve_before == reserve
    if score.outcome is Outcome.LITIGE:
        assert t.state.reserve > reserve  # successive litiges add up
    else:
        assert t.state.reserve == 0 == scored[0].reserve
        winner = deal.taker % 2 if score.made else 1 - deal.taker % 2
        assert score.reserve_won_by == winner
        assert scored[0].scores[winner] >= reserve
        assert scored[0].game_scores[winner] - scores_before[winner] == scored[0].scores[winner]


def test_reserve_waiting_at_the_end_is_lost():
    t, litige, target = find_litige(ends_game=True)
    state, facts = facts_of_replay(relog(t.log, target))
    assert state.winner is not None
    over = facts[-1]
    assert isinstance(over, GameOver)
    assert over.scores == litige.game_scores  # the reserve is not added to anybody
    assert state.reserve == litige.reserve > 0


# -- facts of play --------------------------------------------------------------------


def test_facts_of_a_played_deal():
    t = Table("facts")
    t.take()
    rng = random.Random(1)
    facts = t.play_out_deal(rng)
    tricks = [f for f in facts if isinstance(f, TrickWon)]
    assert [f.trick_index for f in tricks] == list(range(8))
    assert sum(f.points for f in tricks) == 162
    scored = [f for f in facts if isinstance(f, DealScored)]
    assert len(scored) == 1 and scored[0].deal_index == 0
    assert isinstance(facts[-1], DealStarted) and facts[-1].deal_index == 1
    assert facts.index(scored[0]) == facts.index(tricks[-1]) + 1
    deal0 = t.state.deals[0]
    assert scored[0].outcome == deal0.score.outcome.value
    assert t.deal.dealer == (deal0.dealer + 1) % 4


def test_belote_facts_through_the_game():
    def has_belote(t):
        return (
            t.state.phase is Phase.PLAYING
            and t.deal.belote_seat is not None
            and not t.deal.tricks
            and not t.deal.trick
        )

    t = find_table(has_belote)
    holder = t.deal.belote_seat
    trump = t.trump
    rng = random.Random(5)
    words = []
    index = t.deal.index
    while t.deal.index == index and t.state.winner is None:
        # the belote is public from its first word on, not before
        assert table_view(t.state).deal.belote == (holder if words else None)
        event = t.random_decision(rng)
        facts = t.apply(event)
        belotes = [f for f in facts if isinstance(f, BeloteAnnounced)]
        is_kq = (
            isinstance(event, CardPlayed)
            and event.seat == holder
            and event.card.code[1] == trump
            and event.card.code[0] in "KQ"
        )
        assert bool(belotes) == is_kq
        words += [(f.seat, f.word) for f in belotes]
    assert words == [(holder, "belote"), (holder, "rebelote")]


def test_capot_through_play():
    hands = {
        0: ["JH", "9H", "AH", "TH", "KH", "QH", "8H", "7H"],
        1: ["AS", "TS", "KS", "QS", "JS", "9S", "8S", "7S"],
        2: ["AD", "TD", "KD", "QD", "JD", "9D", "8D", "7D"],
        3: ["AC", "TC", "KC", "QC", "JC", "9C", "8C", "7C"],
    }
    deal = handmade_deal(hands, dealer=3, taker=0, retourne="JH")
    facts = []
    while not deal.over:
        facts += deal.play(deal.turn, cards_of(deal.legal_mask())[0])
    assert [f.winner for f in facts if isinstance(f, TrickWon)] == [0] * 8
    assert [f.word for f in facts if isinstance(f, BeloteAnnounced)] == ["belote", "rebelote"]
    score = deal.finish(0)
    assert score.outcome is Outcome.CAPOT
    assert score.scores == (252 + 20, 0)
    assert deal.card_points == [162, 0]


def test_refused_decision_after_many_moves_leaves_state_unchanged():
    t = Table("unchanged")
    rng = random.Random(2)
    for _ in range(25):
        t.step(rng)
    assert t.state.phase is Phase.PLAYING
    before = snapshot(t.state)
    wrong = (t.state.turn + 1) % 4
    with pytest.raises(RuleViolation) as e:
        t.state.apply(CardPlayed(wrong, cards_of(t.deal.hands[wrong])[0]))
    assert e.value.code == "not_your_turn"
    assert snapshot(t.state) == before
    assert snapshot(replay(t.log)) == before


def test_bots_seated_at_creation():
    state, facts = new_game(GameCreated(Rules(), "bots", BOTS))
    assert all(o.kind == "bot" for o in state.seats)
    assert facts[0] == GameStarted()

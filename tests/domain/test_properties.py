"""Property-based tests over random games and random table options.

Every game is driven by random *legal* decisions (a biased chooser so that
round two, redeals and the forced dealer happen too) and checked, move by
move, against the rule book's reference implementations in belote_testkit.
"""

from __future__ import annotations

import random

from belote_testkit import (
    Table,
    codeset,
    points,
    ref_legal,
    ref_master,
    snapshot,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.announcements import scoring_team, seat_announcements
from domain.bidding import PASS, Bid, BidAction
from domain.bots import decide, get_strategy
from domain.cards import FULL_DECK, Suit, cards_of
from domain.events import (
    BeloteAnnounced,
    BidMade,
    CardPlayed,
    ContractTaken,
    DealScored,
    DealStarted,
    DealThrownIn,
    GameOver,
    TrickWon,
    from_json,
    to_json,
)
from domain.game import Phase, replay
from domain.rules import Rules
from domain.scoring import DealTally, score_deal

RULES = st.builds(
    Rules,
    direction=st.sampled_from(["counterclockwise", "clockwise"]),
    first_packet=st.sampled_from([3, 2]),
    no_taker=st.sampled_from(["redeal", "dealer_forced"]),
    overtrump_partner=st.booleans(),
    belote_on_failed_contract=st.sampled_from(["holder_keeps", "to_defence"]),
    belote_counts_for_contract=st.booleans(),
    announcements=st.booleans(),
    capot_points=st.sampled_from([252, 250]),
    target=st.integers(100, 400),
)
SEEDS = st.text(max_size=12)
CHOOSER = st.tuples(st.integers(0, 2**32 - 1), st.sampled_from([0.5, 0.85, 0.97]))


def choose(t: Table, rng: random.Random, pass_bias: float):
    seat = t.state.turn
    if t.state.phase is Phase.BIDDING:
        bids = t.state.legal_bids()
        if PASS in bids and rng.random() < pass_bias:
            return BidMade(seat, PASS)
        takes = [b for b in bids if b.action is BidAction.TAKE]
        return BidMade(seat, rng.choice(takes))
    return CardPlayed(seat, rng.choice(t.state.legal_cards()))


def games(rules: Rules, seed: str, chooser, max_decisions: int = 2500):
    """Yield (table, event, facts, scores_before, state_before_info) after each decision."""
    t = Table(seed, rules=rules)
    rng = random.Random(chooser[0])
    for _ in range(max_decisions):
        if t.state.winner is not None:
            return
        before = tuple(t.state.scores)
        deal = t.deal
        event = choose(t, rng, chooser[1])
        facts = t.apply(event)
        yield t, event, facts, before, deal
    raise AssertionError("game too long")


def expected_bids(t: Table) -> tuple[Bid, ...]:
    """docs/rules.md §4: the bids open to the seat whose turn it is."""
    deal = t.deal
    retourne = deal.dealt.retourne.suit
    n = len(deal.auction.bids)
    if n < 4:
        return (Bid(BidAction.TAKE, retourne), PASS)
    takes = tuple(Bid(BidAction.TAKE, s) for s in Suit if s != retourne)
    if t.rules.no_taker == "dealer_forced" and n == 7:
        assert t.state.turn == deal.dealer
        return takes
    return (*takes, PASS)


def check_cards_partition(t: Table) -> None:
    deal = t.deal
    hands = deal.hands
    played = 0
    for trick in deal.tricks:
        for x in trick.cards:
            played |= 1 << x
    for x in deal.trick:
        played |= 1 << x
    pieces = [*hands, played]
    if deal.taker is None:
        pieces.append(sum(1 << x for x in deal.dealt.deck[20:]))
        assert [h.bit_count() for h in hands] == [5, 5, 5, 5]
    total = 0
    for p in pieces:
        assert total & p == 0, "a card is in two places"
        total |= p
    assert total == FULL_DECK, "a card is missing"


def reference_full_hands(deal) -> list[set[str]]:
    """§3 step 6, from the dealt deck: the hands after the take."""
    dealt = deal.dealt
    hands = [codeset(dealt.first_five[s]) for s in range(4)]
    pos = 21
    for k in range(1, 5):
        seat = (dealt.dealer + k) % 4
        n = 2 if seat == deal.taker else 3
        hands[seat] |= {x.code for x in dealt.deck[pos : pos + n]}
        pos += n
    hands[deal.taker].add(dealt.retourne.code)
    return hands


def reference_tally(deal, rules: Rules) -> DealTally:
    trump = deal.trump.name
    card_points = [0, 0]
    tricks_won = [0, 0]
    for i, trick in enumerate(deal.tricks):
        cards = [x.code for x in trick.cards]
        winner = (trick.leader + ref_master(cards, trump)) % 4
        card_points[winner % 2] += sum(points(x, trump) for x in cards) + (10 if i == 7 else 0)
        tricks_won[winner % 2] += 1
    full = reference_full_hands(deal)
    belote = next((s % 2 for s in range(4) if {"K" + trump, "Q" + trump} <= full[s]), None)
    if rules.announcements:
        per_seat = tuple(seat_announcements(h) for h in deal.full_hands)
    else:
        per_seat = ((), (), (), ())
    ann = tuple(sum(a.points for s in (team, team + 2) for a in per_seat[s]) for team in (0, 1))
    return DealTally(
        taker_team=deal.taker % 2,
        card_points=(card_points[0], card_points[1]),
        tricks_won=(tricks_won[0], tricks_won[1]),
        announcements=ann,
        announcements_team=scoring_team(per_seat, deal.trump),
        belote_team=belote,
    )


@settings(max_examples=40, deadline=None)
@given(RULES, SEEDS, CHOOSER)
def test_every_position_follows_the_rules(rules, seed, chooser):
    """Legal sets, card conservation, trick winners, 162 points, belote words, deal scores."""
    reserve = 0  # the reserve before each decision
    decisions = 0
    for t, event, facts, _, deal in games(rules, seed, chooser):
        decisions += 1
        # what the decision just produced
        for f in facts:
            if isinstance(f, TrickWon):
                cards = [x.code for x in f.cards]
                trump = deal.trump.name
                assert f.winner == (f.leader + ref_master(cards, trump)) % 4
                assert f.points == sum(points(x, trump) for x in cards) + (
                    10 if f.trick_index == 7 else 0
                )
                if f.trick_index == 0:
                    assert f.leader == (deal.dealer + 1) % 4
                else:
                    assert f.leader == deal.tricks[f.trick_index - 1].winner
            if isinstance(f, DealScored):
                assert deal.over
                assert sum(tr.points for tr in deal.tricks) == 162
                assert sum(deal.card_points) == 162
                assert sum(deal.tricks_won) == 8
                assert [codeset(h) for h in deal.full_hands] == reference_full_hands(deal)
                expected = score_deal(reference_tally(deal, rules), rules, reserve)
                assert deal.score == expected
                assert (f.outcome, f.totals, f.scores) == (
                    expected.outcome.value,
                    expected.totals,
                    expected.scores,
                )
                assert f.reserve == expected.reserve_after == t.state.reserve
            if isinstance(f, BeloteAnnounced):
                assert isinstance(event, CardPlayed)
                assert f.seat == event.seat == deal.belote_seat
                assert event.card.code[0] in "KQ" and event.card.code[1] == deal.trump.name
        reserve = t.state.reserve
        if t.state.winner is not None:
            break
        # seat order, whatever the direction: the next seat acts unless a trick,
        # the bidding or the deal just ended
        if not any(isinstance(f, TrickWon | ContractTaken | DealStarted) for f in facts):
            assert t.state.turn == (event.seat + 1) % 4
        # the position now on the table
        check_cards_partition(t)
        if t.state.phase is Phase.BIDDING:
            assert t.state.legal_bids() == expected_bids(t)
            assert t.state.legal_cards() == ()
        else:
            seat = t.state.turn
            legal = {x.code for x in t.state.legal_cards()}
            assert legal, "no legal card"
            assert legal <= t.hand(seat)
            assert legal == ref_legal(t.hand(seat), t.trick, t.trump, rules.overtrump_partner)
            assert t.state.legal_bids() == ()
    assert t.state.winner is not None
    assert decisions >= 33  # at least one played deal: a take and 32 cards


@settings(max_examples=40, deadline=None)
@given(RULES, SEEDS, CHOOSER)
def test_belote_words_per_deal(rules, seed, chooser):
    words: dict[int, list[tuple[int, str]]] = {}
    for _t, _event, facts, _, deal in games(rules, seed, chooser):
        for f in facts:
            if isinstance(f, BeloteAnnounced):
                words.setdefault(deal.index, []).append((f.seat, f.word))
            if isinstance(f, DealScored):
                trump = deal.trump.name
                holders = [
                    s
                    for s, h in enumerate(deal.full_hands)
                    if {"K" + trump, "Q" + trump} <= codeset(h)
                ]
                got = words.get(deal.index, [])
                if holders:
                    assert got == [(holders[0], "belote"), (holders[0], "rebelote")]
                    assert deal.tally().belote_team == holders[0] % 2
                else:
                    assert got == []
                    assert deal.tally().belote_team is None


@settings(max_examples=40, deadline=None)
@given(RULES, SEEDS, CHOOSER)
def test_scores_change_only_at_deal_end_and_the_game_ends_per_section_9(rules, seed, chooser):
    target = rules.target
    ended = False
    for t, _event, facts, before, deal in games(rules, seed, chooser):
        assert not ended, "a decision was accepted after GameOver"
        scored = [f for f in facts if isinstance(f, DealScored)]
        after = tuple(t.state.scores)
        if not scored:
            assert after == before
            assert not any(isinstance(f, GameOver) for f in facts)
            continue
        assert len(scored) == 1
        f = scored[0]
        assert f.deal_index == deal.index
        assert after == f.game_scores
        assert after == (before[0] + f.scores[0], before[1] + f.scores[1])
        s0, s1 = after
        ends = (s0 >= target or s1 >= target) and s0 != s1
        overs = [g for g in facts if isinstance(g, GameOver)]
        if ends:
            assert len(overs) == 1 and facts[-1] == overs[0]
            assert overs[0].winner == t.state.winner == (0 if s0 > s1 else 1)
            assert overs[0].scores == after
            assert overs[0].ranking_scores == (1000 + s0 - s1, 1000 + s1 - s0)
            assert t.state.phase is Phase.FINISHED
            ended = True
        else:
            assert overs == [] and t.state.winner is None
            started = facts[-1]
            assert isinstance(started, DealStarted)
            assert started.deal_index == deal.index + 1
            assert started.dealer == (deal.dealer + 1) % 4
    assert ended or t.state.winner is not None


@settings(max_examples=30, deadline=None)
@given(RULES, SEEDS, CHOOSER)
def test_redeals_rotate_the_dealer(rules, seed, chooser):
    for t, _event, facts, before, deal in games(rules, seed, chooser):
        if any(isinstance(f, DealThrownIn) for f in facts):
            assert rules.no_taker == "redeal"
            assert tuple(t.state.scores) == before
            assert t.deal.index == deal.index + 1
            assert t.deal.dealer == (deal.dealer + 1) % 4
            assert t.state.phase is Phase.BIDDING


@settings(max_examples=25, deadline=None)
@given(
    RULES.map(lambda r: Rules.from_dict({**r.to_dict(), "target": min(r.target, 160)})),
    SEEDS,
    CHOOSER,
)
def test_replay_of_the_serialised_log_equals_the_live_state(rules, seed, chooser):
    for t, _event, _facts, _before, _deal in games(rules, seed, chooser):
        rebuilt = replay(from_json(to_json(t.log)))
        assert snapshot(rebuilt) == snapshot(t.state)


@settings(max_examples=30, deadline=None)
@given(RULES, SEEDS)
def test_random_bot_only_takes_legal_actions(rules, seed):
    strategy = get_strategy("random")
    t = Table(seed, rules=rules)
    for _ in range(3000):
        if t.state.winner is not None:
            break
        seat = t.state.turn
        event = decide(strategy, t.state, seat)
        assert event.seat == seat
        if isinstance(event, BidMade):
            assert t.state.phase is Phase.BIDDING
            assert event.bid in t.state.legal_bids()
        else:
            assert isinstance(event, CardPlayed)
            assert t.state.phase is Phase.PLAYING
            assert event.card in t.state.legal_cards()
            assert event.card in cards_of(t.deal.hands[seat])
        # the same view and game always give the same choice
        assert decide(strategy, t.state, seat) == event
        t.apply(event)
    assert t.state.winner is not None


@settings(max_examples=30, deadline=None)
@given(RULES, SEEDS, CHOOSER, st.floats(0, 1))
def test_a_copy_and_its_original_evolve_apart(rules, seed, chooser, where):
    """GameState.copy (the store's state cache): each side moves on alone."""
    log = []
    for t, _event, _facts, _before, _deal in games(rules, seed, chooser):
        log = t.log
    cut = 1 + int(where * (len(log) - 1))
    original = replay(log[:cut])
    at_cut = snapshot(original)

    twin = original.copy()
    for event in log[cut:]:
        original.apply(event)
    assert snapshot(twin) == at_cut
    for event in log[cut:]:
        twin.apply(event)
    assert snapshot(twin) == snapshot(original) == snapshot(replay(log))

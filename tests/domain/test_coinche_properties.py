"""Properties over random games of every mode (docs/rules.md §10): classic with
``moderne``, coinche, coinche with ``moderne``, under random table options.

Each game is driven by random legal decisions and checked move by move
against the tests' reference of the rule book (through coinche_testkit).
"""

from __future__ import annotations

import random

from belote_testkit import Table, codeset, snapshot
from coinche_testkit import ref_legal, ref_master, strain_points
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding import PASS, BidAction
from domain.cards import FULL_DECK
from domain.errors import RuleViolation
from domain.events import BidMade, CardPlayed, DealScored, TrickWon, from_json, to_json
from domain.game import Phase, replay
from domain.rules import Rules

CLASSIC_MODERNE = st.builds(
    Rules,
    moderne=st.just(True),
    no_taker=st.sampled_from(["redeal", "dealer_forced"]),
    overtrump_partner=st.booleans(),
    undertrump=st.sampled_from(["required", "optional"]),
    belote_on_failed_contract=st.sampled_from(["holder_keeps", "to_defence"]),
    belote_counts_for_contract=st.booleans(),
    announcements=st.booleans(),
    target=st.integers(100, 300),
)
COINCHE = st.builds(
    Rules,
    mode=st.just("coinche"),
    moderne=st.booleans(),
    overtrump_partner=st.booleans(),
    undertrump=st.sampled_from(["required", "optional"]),
    belote_on_failed_contract=st.sampled_from(["holder_keeps", "to_defence"]),
    announcements=st.booleans(),
    capot_points=st.sampled_from([252, 250]),
    coinche_packets=st.sampled_from(["3-2-3", "3-3-2", "2-3-3"]),
    surcoinche_multiplier=st.sampled_from([4, 3]),
    target=st.integers(100, 600),
)
RULES = st.one_of(CLASSIC_MODERNE, COINCHE)
CHOOSER = st.tuples(st.integers(0, 2**32 - 1), st.sampled_from([0.6, 0.85]))


def choose(t: Table, rng: random.Random, pass_bias: float) -> BidMade | CardPlayed:
    seat = t.state.turn
    assert seat is not None
    if t.state.phase is Phase.BIDDING:
        legal = t.state.legal_bids()
        assert legal, "a seat to bid always has a bid"
        if PASS in legal and rng.random() < pass_bias:
            return BidMade(seat, PASS)
        return BidMade(seat, rng.choice(legal))
    legal_cards = t.state.legal_cards()
    assert legal_cards, "legality is never empty"
    return CardPlayed(seat, rng.choice(legal_cards))


def play_game(
    rules: Rules, seed: str, chooser: tuple[int, float], max_decisions: int = 700
) -> Table:
    t = Table(seed, rules=rules)
    rng = random.Random(chooser[0])
    for _ in range(max_decisions):
        if t.state.winner is not None:
            break
        deal = t.deal
        event = choose(t, rng, chooser[1])
        if isinstance(event, CardPlayed):
            strain = deal.trump.name
            hand = codeset(deal.hands[event.seat])
            trick = [x.code for x in deal.trick]
            assert codeset(t.state.legal_cards()) == ref_legal(
                hand, trick, strain, rules.overtrump_partner, rules.undertrump
            )
        facts = t.apply(event)
        for f in facts:
            if isinstance(f, TrickWon):
                cards = [x.code for x in f.cards]
                assert f.winner == (f.leader + ref_master(cards, strain)) % 4
                expected = sum(strain_points(x, strain) for x in cards)
                assert f.points == expected + (10 if f.trick_index == 7 else 0)
    return t


@settings(max_examples=40, deadline=None)
@given(rules=RULES, seed=st.text(max_size=8), chooser=CHOOSER)
def test_random_games_follow_the_rule_book(rules, seed, chooser):
    t = play_game(rules, seed, chooser)
    for deal in t.state.deals:
        if deal.full_hands is not None:
            hands = deal.full_hands
            assert all(h.bit_count() == 8 for h in hands)
            assert hands[0] | hands[1] | hands[2] | hands[3] == FULL_DECK  # each card once
        if deal.score is not None:
            assert sum(deal.card_points) == 162
            if rules.coinche:
                assert deal.score.outcome in ("made", "failed", "capot")
                assert deal.score.reserve_after == 0


@settings(max_examples=40, deadline=None)
@given(rules=RULES, seed=st.text(max_size=8), chooser=CHOOSER)
def test_replay_is_exact(rules, seed, chooser):
    t = play_game(rules, seed, chooser, max_decisions=300)
    again = replay(from_json(to_json(t.log)))
    assert snapshot(again) == snapshot(t.state)


@settings(max_examples=25, deadline=None)
@given(rules=COINCHE, seed=st.text(max_size=8), chooser=CHOOSER)
def test_every_listed_bid_is_accepted_and_others_refused(rules, seed, chooser):
    from coinche_testkit import COINCHE as COINCHE_BID
    from coinche_testkit import SURCOINCHE, bid

    t = Table(seed, rules=rules)
    rng = random.Random(chooser[0])
    candidates = [PASS, COINCHE_BID, SURCOINCHE] + [
        bid(v, s) for v in (80, 120, 160, "capot") for s in ("S", "H", "D", "C", "SA", "TA")
    ]
    for _ in range(60):
        if t.state.phase is not Phase.BIDDING:
            break
        legal = set(t.state.legal_bids())
        deal = t.deal
        for b in candidates:
            probe = deal.auction.copy()
            try:
                probe.check(b)
                accepted = True
            except RuleViolation:
                accepted = False
            assert accepted == (b in legal), b
        t.apply(choose(t, rng, chooser[1]))
    assert all(b.action is not BidAction.TAKE for _, b in t.deal.auction.bids)


@settings(max_examples=20, deadline=None)
@given(seed=st.text(max_size=8))
def test_scores_add_up_to_the_deal_scores(seed):
    t = play_game(Rules(mode="coinche", moderne=True, target=300), seed, (7, 0.7), 2000)
    scored = [f for f in t.facts if isinstance(f, DealScored)]
    assert list(t.state.scores) == [sum(f.scores[k] for f in scored) for k in (0, 1)]

"""The ``expert`` bot: legal everywhere, deterministic, blind to hidden cards,
its drawn deals consistent with the public record, its exact search exact,
and stronger than ``heuristic`` over duplicate matches.

Legality and consistency are checked against the tests' reference
implementation of the rule book (``tests/reference``), not the engine.
"""

from __future__ import annotations

import json
import random

import pytest
from belote_testkit import codes, ref_legal, ref_master, undertrump_of
from reference.cards import points as ref_points

from domain.bots import bot_entropy, decide, get_strategy
from domain.bots.expert import Budget, expert_bot
from domain.bots.knowledge import draw, knowledge, tricks_of
from domain.bots.playout import Play, Scorer, extras_of, solve
from domain.cards import CODES, cards_of
from domain.contracts import Contract, belote_cards
from domain.duplicate import play_match, summarise, wilson
from domain.events import GameCreated, Occupant
from domain.game import GameState, Phase, new_game
from domain.rules import Rules
from domain.views import seat_view, to_jsonable

SMALL = expert_bot(Budget(samples=6, bid_samples=6))
SEATS = tuple(Occupant("bot", "expert") for _ in range(4))

RULES = {
    "classic": Rules(target=200),
    "classic-options": Rules(
        moderne=True,
        no_taker="dealer_forced",
        overtrump_partner=False,
        undertrump="optional",
        announcements=True,
        belote_on_failed_contract="to_defence",
        belote_counts_for_contract=False,
        target=200,
    ),
    "coinche": Rules(mode="coinche", target=300),
    "coinche-options": Rules(
        mode="coinche",
        moderne=True,
        undertrump="required",
        overtrump_partner=False,
        announcements=True,
        surcoinche_multiplier=3,
        target=300,
    ),
}


def _game(seed: str, rules: Rules) -> GameState:
    state, _ = new_game(GameCreated(rules, seed, SEATS))
    return state


def _checked_decision(state: GameState, strategy=SMALL):  # type: ignore[no-untyped-def]
    """The bot's decision for the seat to act, checked against the reference."""
    seat = state.turn
    assert seat is not None
    view = seat_view(state, seat)
    action = strategy(view, bot_entropy(state.seed))
    deal = state.deal
    assert deal is not None
    if state.phase is Phase.BIDDING:
        assert action in state.legal_bids(), action
    else:
        assert deal.trump is not None
        hand = codes(cards_of(deal.hands[seat]))
        trick = codes(deal.trick)
        legal = ref_legal(
            hand, trick, deal.trump.name, state.rules.overtrump_partner, undertrump_of(state.rules)
        )
        assert action.code in legal, (hand, trick, action)
    return action


@pytest.mark.parametrize("name", list(RULES))
def test_every_decision_is_legal_in_every_mode(name: str) -> None:
    rules = RULES[name]
    strains = set()
    for i in range(3):
        state = _game(f"legal-{name}-{i}", rules)
        rng = random.Random(i)
        deals = 0
        while state.phase is not Phase.FINISHED and deals < 2:
            seat = state.turn
            assert seat is not None
            action = _checked_decision(state)
            # Now and then a random legal action, to reach more positions.
            if rng.random() < 0.15:
                options = state.legal_bids() or state.legal_cards()
                action = rng.choice(options)
            event = decide(lambda v, e, a=action: a, state, seat)
            for fact in state.apply(event):
                deals += type(fact).__name__ == "DealScored"
            if state.deal is not None and state.deal.trump is not None:
                strains.add(state.deal.trump.name)
    assert strains  # some deal was played


def test_deterministic() -> None:
    a = _game("same", Rules(mode="coinche"))
    b = _game("same", Rules(mode="coinche"))
    for _ in range(40):
        seat = a.turn
        assert seat is not None
        view = seat_view(a, seat)
        first = SMALL(view, bot_entropy(a.seed))
        assert SMALL(seat_view(a, seat), bot_entropy(a.seed)) == first
        ea, eb = decide(SMALL, a, seat), decide(SMALL, b, seat)
        assert ea == eb
        a.apply(ea)
        b.apply(eb)


def _other_swaps(state: GameState, seat: int) -> list[tuple[int, int, int, int]]:
    """Swaps of two unseen cards of one plain suit between two other seats:
    (seat a, card a, seat b, card b). They keep every public fact: both seats
    hold the suit, and no trump, king or queen of a belote suit moves."""
    deal = state.deal
    assert deal is not None
    trump = deal.trump
    swaps = []
    others = [s for s in range(4) if s != seat]
    for ia, a in enumerate(others):
        for b in others[ia + 1 :]:
            for ca in cards_of(deal.hands[a]):
                for cb in cards_of(deal.hands[b]):
                    if ca.suit != cb.suit or (trump is not None and trump.name in ("TA",)):
                        continue
                    if trump is not None and trump.name == ca.suit.name:
                        continue
                    if deal.dealt.retourne in (ca, cb):
                        continue
                    swaps.append((a, int(ca), b, int(cb)))
    return swaps


def _swapped(state: GameState, swap: tuple[int, int, int, int]) -> GameState:
    a, ca, b, cb = swap
    twin = state.copy()
    deal = twin.deal
    assert deal is not None
    deal.hands[a] ^= 1 << ca | 1 << cb
    deal.hands[b] ^= 1 << ca | 1 << cb
    if deal.full_hands is not None:
        full = list(deal.full_hands)
        full[a] ^= 1 << ca | 1 << cb
        full[b] ^= 1 << ca | 1 << cb
        deal.full_hands = tuple(full)
    return twin


@pytest.mark.parametrize("name", ["classic", "coinche"])
def test_decision_ignores_how_the_unseen_cards_lie(name: str) -> None:
    checked = 0
    for i in range(6):
        state = _game(f"blind-{name}-{i}", RULES[name])
        rng = random.Random(i)
        steps = rng.randrange(0, 30)
        for _ in range(steps):
            if state.phase is Phase.FINISHED:
                break
            seat = state.turn
            assert seat is not None
            state.apply(decide(SMALL, state, seat))
        if state.phase is Phase.FINISHED:
            continue
        seat = state.turn
        assert seat is not None
        swaps = _other_swaps(state, seat)
        if not swaps:
            continue
        twin = _swapped(state, rng.choice(swaps))
        assert twin.deal is not None and state.deal is not None
        assert twin.deal.hands != state.deal.hands
        view, twin_view = seat_view(state, seat), seat_view(twin, seat)
        assert view == twin_view
        entropy = bot_entropy(state.seed)
        assert SMALL(view, entropy) == SMALL(twin_view, entropy)
        checked += 1
    assert checked >= 3


def test_the_view_holds_no_other_hand() -> None:
    state = _game("no-peek", RULES["classic"])
    for _ in range(30):
        seat = state.turn
        assert seat is not None
        deal = state.deal
        assert deal is not None
        text = json.dumps(to_jsonable(seat_view(state, seat)))
        hidden = 0
        for s in range(4):
            if s != seat:
                hidden |= deal.hands[s]
        if deal.dealt.retourne is not None:
            hidden &= ~(1 << deal.dealt.retourne)
        for card in cards_of(hidden):
            assert f'"{CODES[card]}"' not in text
        state.apply(decide(SMALL, state, seat))


# -- drawn deals against the public record, replayed by the reference --------------


def _consistent(state: GameState, seat: int, hands: list[int]) -> None:
    """Replay the deal's tricks with ``hands`` (the cards each seat still holds)
    plus the cards each played: every card must have been legal by the
    reference, the retourne with the taker, and the belote words right."""
    deal = state.deal
    assert deal is not None and deal.trump is not None
    view = seat_view(state, seat).table.deal
    assert view is not None
    rules = state.rules
    contract = deal.trump.name
    assert hands[seat] == deal.hands[seat]
    assert [h.bit_count() for h in hands] == [h.bit_count() for h in deal.hands]
    others = [s for s in range(4) if s != seat]
    union = hands[others[0]] | hands[others[1]] | hands[others[2]]
    assert union == deal.hands[others[0]] | deal.hands[others[1]] | deal.hands[others[2]]
    assert union.bit_count() == sum(hands[s].bit_count() for s in others)  # disjoint
    held = list(hands)
    for trick in tricks_of(view):
        for i in range(len(trick.cards)):
            s = (trick.leader + i) % 4
            held[s] |= 1 << trick.cards[i]
    full = list(held)
    if deal.dealt.retourne is not None:
        assert full[deal.taker] >> deal.dealt.retourne & 1
    for trick in tricks_of(view):
        played: list[str] = []
        for i, card in enumerate(trick.cards):
            s = (trick.leader + i) % 4
            legal = ref_legal(
                codes(cards_of(held[s])),
                played,
                contract,
                rules.overtrump_partner,
                undertrump_of(rules),
            )
            assert CODES[card] in legal, (s, CODES[card], played, codes(cards_of(held[s])))
            held[s] &= ~(1 << card)
            played.append(CODES[card])
    belote = belote_cards(full, deal.trump)
    for word in view.belote_said:
        assert belote[word.seat] >> word.card & 1
    for a in view.announcements:
        for card in a.cards:
            assert full[a.seat] >> card & 1


@pytest.mark.parametrize("name", list(RULES))
def test_drawn_deals_respect_every_hard_fact(name: str) -> None:
    rules = RULES[name]
    heuristic = get_strategy("heuristic")
    random_bot = get_strategy("random")
    positions = 0
    for i in range(12):
        state = _game(f"facts-{name}-{i}", rules)
        rng = random.Random(i)
        while state.phase is not Phase.FINISHED and positions < 60 * (i + 1):
            seat = state.turn
            assert seat is not None
            deal = state.deal
            assert deal is not None
            if state.phase is Phase.PLAYING and deal.tricks:
                view = seat_view(state, seat)
                assert view.table.deal is not None
                k = knowledge(seat, view.hand, view.table.deal, rules)
                for _ in range(5):
                    _consistent(state, seat, draw(k, rng))
                positions += 1
            # Random players show more voids and undertrumps than good ones.
            bot = random_bot if rng.random() < 0.5 else heuristic
            state.apply(decide(bot, state, seat))
    assert positions >= 100


def test_draws_are_spread_over_the_possible_deals() -> None:
    state = _game("spread", RULES["classic"])
    while state.phase is not Phase.PLAYING:
        state.apply(decide(get_strategy("heuristic"), state, state.turn or 0))
    seat = state.turn
    assert seat is not None
    view = seat_view(state, seat)
    assert view.table.deal is not None
    k = knowledge(seat, view.hand, view.table.deal, state.rules)
    rng = random.Random(1)
    seen = {tuple(draw(k, rng)) for _ in range(50)}
    assert len(seen) > 40


# -- the exact search against a plain minimax on the reference ------------------------


def _reference_minimax(
    hands: dict[int, list[str]],
    trick: list[str],
    leader: int,
    contract: str,
    rules: Rules,
    tricks_left: int,
    team: int,
    points0: int,
    won0: int,
    value,  # type: ignore[no-untyped-def]
) -> int:
    seat = (leader + len(trick)) % 4
    options = ref_legal(hands[seat], trick, contract, rules.overtrump_partner, undertrump_of(rules))
    results = []
    for card in sorted(options):
        hands[seat].remove(card)
        cards = [*trick, card]
        if len(cards) < 4:
            v = _reference_minimax(
                hands, cards, leader, contract, rules, tricks_left, team, points0, won0, value
            )
        else:
            winner = (leader + ref_master(cards, contract)) % 4
            won = sum(ref_points(x, contract) for x in cards) + (10 if tricks_left == 1 else 0)
            p0, w0 = (points0 + won, won0 + 1) if winner % 2 == 0 else (points0, won0)
            if tricks_left == 1:
                v = value(p0, w0)
            else:
                v = _reference_minimax(
                    hands, [], winner, contract, rules, tricks_left - 1, team, p0, w0, value
                )
        hands[seat].append(card)
        results.append(v)
    return max(results) if seat % 2 == team else min(results)


@pytest.mark.parametrize("contract_code", ["H", "SA", "TA"])
def test_exact_search_is_exact(contract_code: str) -> None:
    from domain.contracts import parse_strain

    strain = parse_strain(contract_code)
    rules = Rules(overtrump_partner=False)
    rng = random.Random(contract_code)
    scorer = Scorer(rules, 0)
    for n in range(30):
        deck = list(range(32))
        rng.shuffle(deck)
        per_seat = 3 if n % 2 else 2
        hands = [0, 0, 0, 0]
        for s in range(4):
            for card in deck[per_seat * s : per_seat * (s + 1)]:
                hands[s] |= 1 << card
        leader = rng.randrange(4)
        taker = rng.randrange(4)
        team = rng.randrange(2)
        contract = Contract(taker, strain)
        done = 8 - per_seat
        points0 = rng.randrange(0, 100)
        won0 = rng.randrange(0, done + 1)
        extras = (0, 0, 0, 0, None)
        sign = 1 if team == 0 else -1

        def value(
            p0: int, w0: int, sign: int = sign, contract: Contract = contract, extras=extras
        ) -> int:
            return sign * scorer.diff(contract, p0, w0, extras)

        play = Play(strain, taker, rules)
        got = solve(play, list(hands), [], leader, points0, won0, done, team, value)
        ref_hands = {s: codes(cards_of(hands[s])) for s in range(4)}
        expected = _reference_minimax(
            ref_hands, [], leader, contract_code, rules, per_seat, team, points0, won0, value
        )
        assert got == expected


def test_scores_of_played_deals_match_the_engine() -> None:
    for name in ("classic-options", "coinche-options"):
        state = _game(f"score-{name}", RULES[name])
        heuristic = get_strategy("heuristic")
        while state.phase is not Phase.FINISHED:
            seat = state.turn
            assert seat is not None
            state.apply(decide(heuristic, state, seat))
        reserve = 0
        for deal in state.deals:
            if deal.score is None:
                continue
            assert deal.contract is not None and deal.full_hands is not None
            scorer = Scorer(state.rules, reserve)
            extras = extras_of(deal.full_hands, deal.contract.strain, state.rules)
            diff = scorer.diff(deal.contract, deal.card_points[0], deal.tricks_won[0], extras)
            assert diff == deal.score.scores[0] - deal.score.scores[1]
            reserve = deal.score.reserve_after


# -- the duplicate harness and strength ----------------------------------------------


def test_wilson_interval() -> None:
    low, high = wilson(58, 100)
    assert 0.48 < low < 0.58 < high < 0.68
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_a_match_is_the_same_deals_with_the_seats_swapped() -> None:
    result = play_match("dup", "heuristic", "heuristic", Rules(), deals=2)
    assert len(result.diffs) == 4
    # The same bot on both sides of the same cards: the swap cancels exactly.
    assert result.diffs[0] == -result.diffs[1] and result.diffs[2] == -result.diffs[3]
    assert result.points == 0.5
    summary = summarise([result, play_match("dup2", "random", "heuristic", Rules())])
    assert summary.matches == 2 and 0 <= summary.share <= 1
    assert {kind for (_, kind) in summary.times} == {"bid", "card"}


@pytest.mark.slow
@pytest.mark.parametrize("rules", [Rules(), Rules(mode="coinche")], ids=["classic", "coinche"])
def test_expert_beats_heuristic_over_duplicate_matches(rules: Rules) -> None:
    bots = {"expert": expert_bot(Budget(samples=16, bid_samples=16))}
    results = [
        play_match(f"strength-{i}", "expert", "heuristic", rules, bots=bots) for i in range(100)
    ]
    summary = summarise(results)
    assert summary.mean_diff > 0, summary


def test_drawn_deals_show_the_announcements_that_were_shown() -> None:
    """Announcements are automatic (§7): a drawn deal whose hands would have
    announced other combinations is drawn again, so nearly all match."""
    from domain.bots.expert import _draw_plausible, _shown, _shows

    heuristic = get_strategy("heuristic")
    matching = drawn = 0
    for i in range(20):
        state = _game(f"shown-{i}", Rules(announcements=True))
        while state.phase is not Phase.PLAYING:
            state.apply(decide(heuristic, state, state.turn or 0))
        for _ in range(5):
            state.apply(decide(heuristic, state, state.turn or 0))
        seat = state.turn
        assert seat is not None
        view = seat_view(state, seat)
        deal = view.table.deal
        assert deal is not None
        if not deal.announcements:
            continue
        k = knowledge(seat, view.hand, deal, state.rules)
        shown = _shown(deal)
        rng = random.Random(i)
        for _ in range(10):
            hands = _draw_plausible(k, (), rng, 6, shown)
            full = [k.played[s] | hands[s] for s in range(4)]
            matching += _shows(full, shown, seat)
            drawn += 1
    assert drawn >= 50
    assert matching >= 0.9 * drawn


def test_a_game_of_four_experts_replays_and_redecides_exactly() -> None:
    """Its log replays to the same end, and every bot decision taken again on
    the replayed state is the one logged (as a check that re-runs bots does)."""
    from domain.game import replay

    created = GameCreated(Rules(target=300), "four-experts", SEATS)
    state, _ = new_game(created)
    log = []
    while state.phase is not Phase.FINISHED:
        seat = state.turn
        assert seat is not None
        event = decide(SMALL, state, seat)
        log.append(event)
        state.apply(event)
    again = replay([created, *log])
    assert again.scores == state.scores and again.winner == state.winner
    check, _ = new_game(created)
    for event in log:
        seat = check.turn
        assert seat is not None
        assert decide(SMALL, check, seat) == event
        check.apply(event)

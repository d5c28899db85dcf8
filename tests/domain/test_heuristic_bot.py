"""The ``heuristic`` bot: always legal, deterministic, plays the five tips, beats random.

Targeted positions are built as :class:`~domain.views.SeatView` values by hand
(the views are plain dataclasses); their legal cards come from the testkit's
reference implementation of docs/rules.md §5, not from the engine.

The measurement behind the docs (win rate against ``random``) is
:func:`match`; run it with ``.venv/bin/python tests/domain/test_heuristic_bot.py 200``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

import pytest
from belote_testkit import c, ref_legal, ref_master
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.bidding import PASS, Bid, BidAction
from domain.bots import Strategy, bot_entropy, decide
from domain.bots.heuristic import TAKE_THRESHOLD, hand_strength, heuristic
from domain.bots.random import random_bot
from domain.cards import Card, Suit, mask_of
from domain.events import GameCreated, Occupant
from domain.game import GameState, Phase, new_game
from domain.rules import Rules
from domain.views import BidView, DealView, SeatView, TableView, TrickView, seat_view

SEATS = tuple(Occupant("bot", "bot") for _ in range(4))


# -- building views by hand -------------------------------------------------------


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(x) for x in text.split())


def _trick_views(tricks: list[tuple[int, str]], trump: str) -> tuple[TrickView, ...]:
    done = []
    for leader, text in tricks:
        played = text.split()
        winner = (leader + ref_master(played, trump)) % 4
        done.append(TrickView(leader, cards(text), winner, 0))
    return tuple(done)


def play_view(
    seat: int,
    hand: str,
    trump: str,
    taker: int,
    *,
    current: tuple[int, str] | None = None,
    tricks: list[tuple[int, str]] | None = None,
    retourne: str | None = None,
    rules: Rules | None = None,
) -> SeatView:
    """The view of ``seat`` to play: ``current`` is (leader, cards so far)."""
    rules = rules or Rules()
    done = _trick_views(tricks or [], trump)
    leader = current[0] if current else seat
    in_play = current[1].split() if current else []
    assert (leader + len(in_play)) % 4 == seat, "it must be the seat's turn"
    legal = ref_legal(hand.split(), in_play, trump, rules.overtrump_partner)
    deal = DealView(
        deal_index=0,
        dealer=(leader + 3) % 4,
        retourne=c(retourne or f"7{trump}"),
        bids=(BidView(taker, "take", Suit[trump]),),
        bidding_round=None,
        trump=Suit[trump],
        taker=taker,
        tricks=done,
        current_trick=TrickView(leader, cards(" ".join(in_play)), None, None),
        tricks_won=(0, 0),
        belote=None,
        announcements=(),
        announcements_team=None,
        hand_sizes=(8, 8, 8, 8),
    )
    return SeatView(
        seat=seat,
        hand=tuple(sorted(cards(hand))),
        legal_bids=(),
        legal_cards=tuple(sorted(c(x) for x in legal)),
        table=_table(deal, rules, seat),
    )


def bid_view(
    seat: int, hand: str, retourne: str, round_: int = 1, forced: bool = False
) -> SeatView:
    """The view of ``seat`` to bid in round ``round_``, with the seats before it passed."""
    dealer = (seat + 3) % 4
    turned = c(retourne)
    if round_ == 1:
        legal: tuple[Bid, ...] = (Bid(BidAction.TAKE, turned.suit), PASS)
        bids = ()
    else:
        takes = tuple(Bid(BidAction.TAKE, s) for s in Suit if s != turned.suit)
        legal = takes if forced else (*takes, PASS)
        bids = tuple(BidView((dealer + 1 + i) % 4, "pass", None) for i in range(4))
    deal = DealView(
        deal_index=0,
        dealer=dealer,
        retourne=turned,
        bids=bids,
        bidding_round=round_,
        trump=None,
        taker=None,
        tricks=(),
        current_trick=None,
        tricks_won=(0, 0),
        belote=None,
        announcements=(),
        announcements_team=None,
        hand_sizes=(5, 5, 5, 5),
    )
    return SeatView(seat, tuple(sorted(cards(hand))), legal, (), _table(deal, Rules(), seat))


def _table(deal: DealView, rules: Rules, turn: int) -> TableView:
    return TableView(
        status=Phase.PLAYING if deal.trump is not None else Phase.BIDDING,
        rules=rules,
        seats=SEATS,
        scores=(0, 0),
        reserve=0,
        turn=turn,
        deal=deal,
        version=1,
        decisions=0,
        winner=None,
        ranking_scores=None,
    )


def decision(view: SeatView) -> Card | Bid:
    action = heuristic(view, "entropy")
    assert action in view.legal_cards or action in view.legal_bids
    return action


# -- playing whole games ----------------------------------------------------------


def play_game(seed: str, team0: Strategy, team1: Strategy, rules: Rules | None = None) -> GameState:
    state, _ = new_game(GameCreated(rules or Rules(), seed, SEATS))
    strategies = (team0, team1)
    while state.phase is not Phase.FINISHED:
        seat = state.turn
        assert seat is not None
        state.apply(decide(strategies[seat % 2], state, seat))
    return state


@dataclass(frozen=True)
class MatchResult:
    games: int
    wins: int
    score_difference: int  # final game scores, heuristic team minus the other, summed

    @property
    def win_rate(self) -> float:
        return self.wins / self.games

    @property
    def mean_score_difference(self) -> float:
        """Mean final-score margin of the heuristic team (its ranking score minus 1000)."""
        return self.score_difference / self.games

    @property
    def mean_ranking_score(self) -> float:
        """Mean docs/rules.md §9 ranking score of the heuristic team: 1000 + own - other."""
        return 1000 + self.mean_score_difference


def match(games: int, opponent: Strategy = random_bot, prefix: str = "match") -> MatchResult:
    """``games`` games (an even number), each seed played twice with the teams swapped."""
    wins = diff = 0
    for i in range(games):
        team = i % 2  # the heuristic's team in this game
        pair = (heuristic, opponent) if team == 0 else (opponent, heuristic)
        state = play_game(f"{prefix}-{i // 2}", *pair)
        wins += state.winner == team
        diff += state.scores[team] - state.scores[1 - team]
    return MatchResult(games, wins, diff)


# -- legality and determinism -------------------------------------------------------


def _checked(view: SeatView, entropy: str) -> Card | Bid:
    action = heuristic(view, entropy)
    assert action in view.legal_cards or action in view.legal_bids, (view, action)
    return action


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.text(min_size=1, max_size=12),
    overtrump_partner=st.booleans(),
    no_taker=st.sampled_from(["redeal", "dealer_forced"]),
    first_packet=st.sampled_from([3, 2]),
    heuristic_seats=st.sampled_from([(0, 1, 2, 3), (0, 2), (1, 3), (2,)]),
)
def test_only_legal_actions_in_whole_games(
    seed: str,
    overtrump_partner: bool,
    no_taker: str,
    first_packet: int,
    heuristic_seats: tuple[int, ...],
) -> None:
    rules = Rules(
        overtrump_partner=overtrump_partner,
        no_taker=no_taker,
        first_packet=first_packet,
        target=300,
    )
    state, _ = new_game(GameCreated(rules, seed, SEATS))
    bots: list[Strategy] = [_checked if s in heuristic_seats else random_bot for s in range(4)]
    while state.phase is not Phase.FINISHED:
        seat = state.turn
        assert seat is not None
        state.apply(decide(bots[seat], state, seat))
    assert state.winner in (0, 1)


def test_only_legal_actions_over_seeded_self_play() -> None:
    for i in range(25):
        state = play_game(f"legal-{i}", _checked, _checked)
        assert state.winner in (0, 1)


def test_deterministic_and_ignores_entropy() -> None:
    state, _ = new_game(GameCreated(Rules(), "det", SEATS))
    checked = 0
    while state.phase is not Phase.FINISHED:
        seat = state.turn
        assert seat is not None
        view = seat_view(state, seat)
        first = heuristic(view, "a")
        assert heuristic(view, "a") == first == heuristic(view, bot_entropy("other"))
        assert heuristic(seat_view(state, seat), "a") == first  # a fresh, equal view
        state.apply(decide(heuristic, state, seat))
        checked += 1
    assert checked > 50


def test_same_seed_same_game() -> None:
    a = play_game("again", heuristic, random_bot)
    b = play_game("again", heuristic, random_bot)
    assert a.scores == b.scores and a.decisions == b.decisions


# -- tip 5 and bidding ---------------------------------------------------------------


def test_takes_with_jack_and_nine_of_trump() -> None:
    view = bid_view(1, "JH 9H 7S 8D 7C", retourne="8H")
    assert decision(view) == Bid(BidAction.TAKE, Suit.H)


def test_passes_with_only_outside_aces() -> None:
    view = bid_view(1, "AS AD AC TD 8S", retourne="7H")
    assert decision(view) == PASS


def test_trumps_weigh_more_than_outside_aces() -> None:
    jack_nine = mask_of(cards("JH 9H 7S 8D 7C 8H"))
    three_aces = mask_of(cards("AS AD AC 8S 7D 7H"))
    assert hand_strength(jack_nine, Suit.H) >= TAKE_THRESHOLD > hand_strength(three_aces, Suit.H)


def test_round_two_names_the_strong_suit() -> None:
    view = bid_view(2, "JS 9S AS 7D 8C", retourne="8H", round_=2)
    assert decision(view) == Bid(BidAction.TAKE, Suit.S)


def test_round_two_passes_a_weak_hand() -> None:
    view = bid_view(2, "7S 8D 9C KC QD", retourne="8H", round_=2)
    assert decision(view) == PASS


def test_forced_dealer_names_a_suit() -> None:
    view = bid_view(0, "7S 8D 9C KC QD", retourne="8H", round_=2, forced=True)
    bid = decision(view)
    assert isinstance(bid, Bid) and bid.action is BidAction.TAKE and bid.suit is not Suit.H


# -- tip 4: nothing for a winning opponent ---------------------------------------------


def test_follows_low_under_a_master_opponent() -> None:
    # Seat 1 leads the ace of spades; seat 2 holds the ten and small spades.
    view = play_view(2, "TS 7S 8S KD 7C JH QC 8D", "H", taker=0, current=(1, "AS"))
    assert decision(view) == c("7S")


def test_discards_a_small_card_off_trump_when_it_cannot_win() -> None:
    # Seat 3 is void in spades and trumps: an ace, tens, a king or the 7 of clubs.
    view = play_view(3, "TD AD KD 7C TC AC", "H", taker=0, current=(2, "AS"))
    assert decision(view) == c("7C")


def test_does_not_give_a_ten_when_the_ace_is_out_and_an_opponent_follows() -> None:
    # Seat 1 (second) could beat the 9 with the ten, but the ace is still out.
    view = play_view(1, "TS 7S KD 7C", "H", taker=0, current=(0, "9S"))
    assert decision(view) == c("7S")


# -- tip 3: load the winning partner ---------------------------------------------------


def test_loads_a_ten_on_the_partner_s_winning_trick() -> None:
    # Seat 3 plays last; its partner (seat 1) wins with the ace of spades.
    view = play_view(3, "TD 7D 8C 9C KD", "H", taker=0, current=(0, "7S AS 8S"))
    assert decision(view) == c("TD")


def test_loads_the_ten_of_the_led_suit() -> None:
    view = play_view(3, "TS 7S 8C 9C", "H", taker=0, current=(0, "8S AS 9S"))
    assert decision(view) == c("TS")


def test_loads_an_ace_on_the_partner_s_winning_trump() -> None:
    # The partner cut the king of clubs with the jack of trump: nothing can beat it.
    view = play_view(3, "AC 7C 8D", "H", taker=1, current=(0, "KC JH QC"))
    assert decision(view) == c("AC")


def test_keeps_an_ace_of_another_suit_when_loading() -> None:
    # Void in spades, partner master: the ten goes, the (master) ace of diamonds stays.
    view = play_view(3, "AD TC 8C", "H", taker=0, current=(0, "7S AS 8S"))
    assert decision(view) == c("TC")


def test_plays_low_when_the_partner_may_still_be_beaten() -> None:
    # Partner (seat 0) leads the king; seat 1 (opponent) played low; seat 3 plays after.
    # The ace is out: seat 2 does not load its ten (it cannot win with it either).
    view = play_view(2, "TS 7S 8D", "H", taker=1, current=(0, "KS 8S"))
    assert decision(view) == c("7S")


# -- tips 1 and 2: count and draw the trumps ---------------------------------------------


def test_taker_leads_the_master_trump() -> None:
    view = play_view(1, "JH 9H 7H AS KS 8D 7C 8C", "H", taker=1, retourne="7H")
    assert decision(view) == c("JH")


def test_taker_without_the_jack_leads_a_small_trump() -> None:
    view = play_view(1, "9H 8H 7H AS KS 8D 7C 8C", "H", taker=1, retourne="7H")
    assert decision(view) == c("7H")


def test_taker_s_partner_leads_trumps_too() -> None:
    view = play_view(3, "JH 8H AS KS 8D 7C 9C 8C", "H", taker=1, retourne="7H")
    assert decision(view) == c("JH")


def test_defence_does_not_lead_trumps() -> None:
    view = play_view(0, "JH 8H AS KS 8D 7C 9C 8C", "H", taker=1, retourne="7H")
    assert decision(view) == c("AS")


def test_stops_drawing_once_the_opponents_have_no_trump() -> None:
    # Trick 1: the taker led the jack; both opponents discarded: they hold no trump.
    view = play_view(
        1,
        "9H 7H AS KS 8D 7C 8C",
        "H",
        taker=1,
        retourne="7H",
        tricks=[(1, "JH 7D 8H 8S")],
    )
    assert decision(view) == c("AS")


def test_counts_the_trumps_played() -> None:
    # All the trumps but ours fell in the first two tricks: the 9 is not led again.
    view = play_view(
        1,
        "9H AS KS 8D 7C 8C",
        "H",
        taker=1,
        retourne="JH",
        tricks=[(1, "JH 7H 8H AH"), (1, "TH KH QH 8S")],
    )
    assert decision(view) == c("AS")


def test_keeps_drawing_while_an_opponent_may_hold_a_trump() -> None:
    # Same, but the queen of trump is still out: the master 9 draws it.
    view = play_view(
        1,
        "9H AS KS 8D 7C 8C",
        "H",
        taker=1,
        retourne="JH",
        tricks=[(1, "JH 7H 8H AH"), (1, "TH KH 7S 8S")],
    )
    assert decision(view) == c("9H")


# -- the basics ------------------------------------------------------------------------


def test_wins_cheaply_when_last() -> None:
    view = play_view(3, "AS KS 7D", "H", taker=0, current=(0, "QS 7S 8S"))
    assert decision(view) == c("KS")


def test_trumps_low_to_win_an_opponent_s_trick() -> None:
    view = play_view(3, "JH 9H 7H 8D", "H", taker=3, current=(0, "AS 7S 8S"))
    assert decision(view) == c("7H")


def test_cashes_aces_once_trumps_are_drawn() -> None:
    view = play_view(
        1,
        "AS 7S KD 8C 7D 9C",
        "H",
        taker=1,
        retourne="JH",
        tricks=[(1, "JH 7H 8H AH"), (1, "9H KH QH TH")],
    )
    assert decision(view) == c("AS")


def test_does_not_lead_an_ace_the_taker_can_trump() -> None:
    # The taker (seat 1) trumped the first club: seat 0 cashes its spade ace instead.
    view = play_view(
        0,
        "AS AC QC KD JD",
        "H",
        taker=1,
        retourne="JH",
        tricks=[(0, "7C 8H 9C TC"), (1, "7D AD 8D 9D"), (2, "7S 8S KS QS")],
    )
    assert decision(view) == c("AS")


# -- against random -------------------------------------------------------------------


def test_beats_random_over_forty_seeded_games() -> None:
    result = match(40, prefix="ci")
    assert result.win_rate > 0.6, result
    assert result.mean_ranking_score > 1000, result


@pytest.mark.slow
def test_beats_random_clearly_over_two_hundred_games() -> None:
    result = match(200, prefix="slow")
    assert result.win_rate > 0.8, result


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    r = match(n)
    print(
        f"heuristic vs random, {r.games} games: win rate {r.win_rate:.1%}, "
        f"mean score margin {r.mean_score_difference:+.1f} "
        f"(mean ranking score {r.mean_ranking_score:.1f} vs {2000 - r.mean_ranking_score:.1f})"
    )

"""What a table shows between deals: the last deal's result and where the previous trick was."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bots import decide, get_strategy
from domain.events import BeloteAnnounced, CardPlayed, DealScored, GameCreated, Occupant
from domain.game import Phase, new_game
from domain.rules import Rules
from domain.views import BeloteWordView, deal_records, table_view

BOTS = tuple(Occupant("bot", name) for name in ("heuristic", "random", "heuristic", "random"))


@settings(max_examples=15, deadline=None)
@given(seed=st.text(min_size=1, max_size=10), target=st.sampled_from([100, 301]))
def test_the_last_deal_shows_until_the_next_deals_first_card(seed: str, target: int) -> None:
    state, _ = new_game(GameCreated(Rules(target=target), seed, BOTS))
    shown_results = set()
    while True:
        table = table_view(state)
        deal = state.deal
        assert deal is not None
        nothing_played = not deal.tricks and not deal.trick
        if state.phase is Phase.FINISHED:
            assert table.last_deal is not None and table.last_deal.deal_index == deal.index
        elif nothing_played and deal.index > 0:
            ended = state.deals[-2]
            result = table.last_deal
            assert result is not None and result.deal_index == ended.index
            if ended.score is None:
                assert result.outcome == "thrown_in" and result.scores == (0, 0)
            else:
                assert result.outcome == ended.score.outcome.value
                assert result.scores == ended.score.scores
                assert result.totals == ended.score.totals
                assert result.reserve == ended.score.reserve_after
                assert result.taker == ended.taker and result.trump == ended.trump
                assert sum(result.card_points or (0, 0)) == 162
            shown_results.add(result.deal_index)
        else:
            assert table.last_deal is None
        if table.previous_trick is None:
            assert table.previous_trick_at is None
        else:
            at = table.previous_trick_at
            assert at is not None
            trick = state.deals[at.deal_index].tricks[at.trick_index]
            assert trick.cards == table.previous_trick.cards
            assert all(not d.tricks for d in state.deals[at.deal_index + 1 :]), (
                "previous_trick is the most recent one"
            )
        if state.phase is Phase.FINISHED:
            break
        seat = state.turn
        assert seat is not None
        occupant = state.seats[seat]
        assert occupant is not None
        state.apply(decide(get_strategy(occupant.name), state, seat))
    # Every deal but the last was shown once the next one was dealt.
    assert shown_results == set(range(len(state.deals) - 1))


@settings(max_examples=15, deadline=None)
@given(
    seed=st.text(min_size=1, max_size=10),
    rules=st.sampled_from(
        [Rules(target=100, announcements=True), Rules(target=100, moderne=True, announcements=True)]
    ),
)
def test_who_said_belote_on_which_card_and_the_ended_deals_announcements(
    seed: str, rules: Rules
) -> None:
    """The current deal's ``belote_said`` follows the BeloteAnnounced facts, card by
    card; the ended deal's result keeps them, with every announcement, and the
    ``DealScored`` fact (what a public stream carries) its card points and belote."""
    state, _ = new_game(GameCreated(rules, seed, BOTS))
    said: dict[int, list[BeloteWordView]] = {}
    checked = 0
    while state.phase is not Phase.FINISHED:
        seat = state.turn
        assert seat is not None and state.deal is not None
        index = state.deal.index
        occupant = state.seats[seat]
        assert occupant is not None
        decision = decide(get_strategy(occupant.name), state, seat)
        facts = state.apply(decision)
        for fact in facts:
            if isinstance(fact, BeloteAnnounced):
                assert isinstance(decision, CardPlayed) and fact.seat == decision.seat
                said.setdefault(index, []).append(
                    BeloteWordView(fact.seat, fact.word, decision.card)
                )
        table = table_view(state)
        if table.deal is not None and table.deal.deal_index == index:
            assert list(table.deal.belote_said) == said.get(index, [])
            assert [w.seat for w in table.deal.belote_said] == list(table.deal.belote_words)
        scored = [f for f in facts if isinstance(f, DealScored)]
        if scored:
            (fact,) = scored
            result = table.last_deal
            assert result is not None and result.deal_index == index == fact.deal_index
            assert list(result.belote_said) == said.get(index, [])
            assert result.card_points == fact.card_points and sum(fact.card_points) == 162
            assert result.belote == fact.belote
            (record,) = [r for r in deal_records(state) if r.deal_index == index]
            assert result.announcements == record.announcements
            checked += 1
    assert checked == sum(1 for d in state.deals if d.score is not None)

"""Views: what each reader may see (seat, spectator, finished deals)."""

from __future__ import annotations

import json
import random

from belote_testkit import Table, codeset

from domain.bidding import PASS
from domain.cards import CODES
from domain.events import DealScored, TrickWon
from domain.game import Phase
from domain.views import deal_records, seat_view, table_view, to_jsonable


def card_strings(value) -> set[str]:
    """Every card code appearing anywhere in a jsonable value."""
    found: set[str] = set()

    def walk(v):
        if isinstance(v, str):
            if v in CODES:
                found.add(v)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(value)
    return found


def visible_to_all(t: Table) -> set[str]:
    deal = t.deal
    seen = {deal.dealt.retourne.code}
    for trick in deal.tricks:
        seen |= {x.code for x in trick.cards}
    seen |= {x.code for x in deal.trick}
    if deal.announcements_public:
        seen |= {x.code for anns in deal.announcements for a in anns for x in a.cards}
    # the last trick of an earlier deal stays visible until a new trick is won
    earlier = [d for d in t.state.deals[:-1] if d.tricks]
    if not deal.tricks and earlier:
        seen |= {x.code for x in earlier[-1].tricks[-1].cards}
    return seen


def test_seat_view_during_bidding():
    t = Table("view-bid")
    turn = t.state.turn
    for seat in range(4):
        v = seat_view(t.state, seat)
        assert v.seat == seat
        assert {x.code for x in v.hand} == t.hand(seat)
        assert len(v.hand) == 5
        assert v.my_turn == (seat == turn)
        if seat == turn:
            assert v.legal_bids == t.state.legal_bids()
        else:
            assert v.legal_bids == ()
        assert v.legal_cards == ()
    table = table_view(t.state)
    assert table.status is Phase.BIDDING
    assert table.turn == turn
    assert table.deal.hand_sizes == (5, 5, 5, 5)
    assert table.deal.bidding_round == 1
    assert table.deal.retourne == t.deal.dealt.retourne
    assert table.deal.trump is None and table.deal.taker is None
    assert table.deal.current_trick is None
    assert table.previous_trick is None
    t.pass_()
    bids = table_view(t.state).deal.bids
    assert (
        len(bids) == 1
        and bids[0].seat == turn
        and bids[0].action == "pass"
        and bids[0].suit is None
    )


def test_views_during_play_and_previous_trick():
    t = Table("view-play")
    for _ in range(2):
        t.pass_()
    taker = t.state.turn
    t.take()
    table = table_view(t.state)
    assert table.status is Phase.PLAYING
    assert table.deal.taker == taker and table.deal.trump == t.deal.dealt.retourne.suit
    assert table.deal.bidding_round is None
    sizes = [8, 8, 8, 8]
    assert table.deal.hand_sizes == tuple(sizes)
    assert table.deal.bids[-1].action == "take"
    rng = random.Random(0)
    played = []
    for _ in range(4):
        seat = t.state.turn
        v = seat_view(t.state, seat)
        assert set(v.legal_cards) == set(t.state.legal_cards())
        assert set(v.legal_cards) <= set(v.hand)
        event = t.random_decision(rng)
        played.append(event.card)
        t.apply(event)
        sizes[seat] -= 1
        if len(played) < 4:
            current = table_view(t.state).deal.current_trick
            assert current.cards == tuple(played) and current.winner is None
            assert table_view(t.state).previous_trick is None
    table = table_view(t.state)
    assert table.deal.hand_sizes == tuple(sizes)
    prev = table.previous_trick
    assert prev is not None
    assert prev.cards == tuple(played)
    assert prev.winner == t.deal.tricks[0].winner
    assert prev.points == t.deal.tricks[0].points
    assert table.deal.current_trick.cards == () and table.deal.current_trick.leader == prev.winner
    assert table.turn == prev.winner
    assert sum(table.deal.tricks_won) == 1
    # the previous trick stays visible while the next one is in progress, then is replaced
    t.step(rng)
    assert table_view(t.state).previous_trick == prev
    for _ in range(3):
        t.step(rng)
    assert table_view(t.state).previous_trick.cards == t.deal.tricks[1].cards


def test_hidden_information_in_every_view():
    for seed in ("hidden-1", "hidden-2"):
        t = Table(seed, target=150, announcements=seed.endswith("2"))
        rng = random.Random(seed)
        while t.state.winner is None:
            public = visible_to_all(t)
            spectator = card_strings(to_jsonable(table_view(t.state)))
            assert spectator <= public
            for seat in range(4):
                v = to_jsonable(seat_view(t.state, seat))
                assert card_strings(v) <= public | t.hand(seat)
                assert set(v["hand"]) == t.hand(seat)
            t.step(rng)


def test_deal_records():
    t = Table("records")
    assert deal_records(t.state) == ()  # the current deal is excluded
    for _ in range(8):
        t.pass_()
    records = deal_records(t.state)
    assert len(records) == 1
    thrown = records[0]
    assert thrown.outcome == "thrown_in"
    assert thrown.hands == t.state.deals[0].dealt.first_five
    assert thrown.scores == (0, 0) and thrown.totals is None and thrown.card_points is None
    assert thrown.taker is None and thrown.trump is None and thrown.tricks == ()
    assert len(thrown.bids) == 8
    assert thrown.cut == t.state.deals[0].dealt.cut
    t.take()
    rng = random.Random(1)
    t.play_out_deal(rng)
    records = deal_records(t.state)
    assert len(records) == 2
    played = records[1]
    deal = t.state.deals[1]
    assert played.deal_index == 1
    assert [len(h) for h in played.hands] == [8, 8, 8, 8]
    assert set().union(*(codeset(h) for h in played.hands)) == set(CODES)
    assert {x.code for x in played.hands[deal.taker]} >= {deal.dealt.retourne.code}
    assert len(played.tricks) == 8
    assert sum(played.card_points) == 162
    assert sum(tr.points for tr in played.tricks) == 162
    scored = [f for f in t.facts if isinstance(f, DealScored)][-1]
    assert played.outcome == scored.outcome
    assert played.scores == scored.scores
    assert played.totals == scored.totals
    assert played.game_scores == tuple(t.state.scores)
    assert played.reserve_after == t.state.reserve
    json.dumps(to_jsonable(records))  # serialisable


def test_views_after_the_game():
    t = Table("view-end", target=100)
    rng = random.Random(4)
    while t.state.winner is None:
        t.step(rng)
    table = table_view(t.state)
    assert table.status is Phase.FINISHED
    assert table.turn is None
    s0, s1 = t.state.scores
    assert table.ranking_scores == (1000 + s0 - s1, 1000 + s1 - s0)
    for seat in range(4):
        v = seat_view(t.state, seat)
        assert v.hand == () and v.legal_cards == () and v.legal_bids == ()
        assert not v.my_turn
    records = deal_records(t.state)
    assert records[-1].game_scores == (s0, s1)
    assert all(r.outcome != "thrown_in" or r.scores == (0, 0) for r in records)


def test_seat_view_json_shape():
    t = Table("shape")
    v = to_jsonable(seat_view(t.state, t.state.turn))
    assert v["legal_bids"][-1] == PASS.to_dict()
    assert v["table"]["status"] == "bidding"
    assert v["table"]["rules"]["target"] == 501
    assert v["table"]["seats"][0] == {"kind": "bot", "name": "random"}
    json.dumps(v)


def test_last_trick_of_a_deal_stays_in_public_history():
    t = Table("last-trick")
    t.take()
    rng = random.Random(6)
    facts = t.play_out_deal(rng)
    last = [f for f in facts if isinstance(f, TrickWon)][-1]
    assert last.trick_index == 7
    # the next deal has started; the most recent completed trick is still visible to all
    assert t.deal.index == 1
    record = deal_records(t.state)[-1]
    assert record.tricks[-1].cards == last.cards
    assert record.tricks[-1].winner == last.winner


def test_deal_records_chain_scores_and_reserve():
    """Across a game with a litige: running scores and the reserve chain up."""
    for i in range(300):
        t = Table(f"chain-{i}", target=1000)
        rng = random.Random(i)
        while t.state.winner is None:
            t.step(rng)
        if any(isinstance(f, DealScored) and f.outcome == "litige" for f in t.facts):
            break
    else:
        raise AssertionError("no game with a litige")
    records = deal_records(t.state)
    assert [r.deal_index for r in records] == list(range(len(records)))
    running, reserve = (0, 0), 0
    for r in records:
        assert r.reserve_before == reserve
        running = (running[0] + r.scores[0], running[1] + r.scores[1])
        assert r.game_scores == running
        if r.outcome == "litige":
            assert r.reserve_after > r.reserve_before
        elif r.outcome == "thrown_in":
            assert r.reserve_after == r.reserve_before
        else:
            assert r.reserve_after == 0
        reserve = r.reserve_after
    assert running == tuple(t.state.scores)
    assert reserve == t.state.reserve


def test_the_last_trick_of_a_deal_stays_visible_into_the_next_deal() -> None:
    from domain.bots import decide, get_strategy
    from domain.events import GameCreated, Occupant
    from domain.game import new_game
    from domain.rules import Rules
    from domain.views import table_view

    state, _ = new_game(
        GameCreated(Rules(), "previous", tuple(Occupant("bot", "random") for _ in range(4)))
    )
    random_bot = get_strategy("random")
    while len(state.deals) < 2 or state.deals[0].score is None:
        state.apply(decide(random_bot, state, state.turn))
    first = state.deals[0]
    view = table_view(state)
    assert view.deal is not None and view.deal.tricks == ()
    assert view.previous_trick is not None
    assert view.previous_trick.cards == first.tricks[-1].cards
    assert view.previous_trick.winner == first.tricks[-1].winner

"""Coinche dealing (docs/rules.md §10.2): §3's shuffle and cut, then 8 cards, no retourne."""

from __future__ import annotations

import pytest
from belote_testkit import Table, codes
from hypothesis import given
from hypothesis import strategies as st

from domain.dealing import derive_coinche_deal, derive_deal
from domain.events import DealStarted


@pytest.mark.parametrize(
    ("packets", "sizes"), [("3-2-3", (3, 2, 3)), ("3-3-2", (3, 3, 2)), ("2-3-3", (2, 3, 3))]
)
@given(seed=st.text(max_size=10), index=st.integers(0, 40))
def test_same_shuffle_and_cut_as_classic_then_three_packets(packets, sizes, seed, index):
    dealer = None if index == 0 else index % 4
    classic = derive_deal(seed, index, dealer, 3)
    coinche = derive_coinche_deal(seed, index, dealer, packets)
    # First dealer drawn as §3, then the same shuffle and cut.
    assert (coinche.dealer, coinche.cut, coinche.deck) == (
        classic.dealer,
        classic.cut,
        classic.deck,
    )
    assert coinche.retourne is None
    # Written again from §10.2: packets to each seat in turn from the seat after the dealer.
    deck = codes(coinche.deck)
    expected: dict[int, list[str]] = {s: [] for s in range(4)}
    pos = 0
    for size in sizes:
        for k in (1, 2, 3, 4):
            expected[(coinche.dealer + k) % 4] += deck[pos : pos + size]
            pos += size
    assert pos == 32
    for seat in range(4):
        assert codes(coinche.first_five[seat]) == expected[seat]


def test_a_coinche_game_deals_eight_cards_each_and_no_retourne():
    t = Table("coinche-deal", mode="coinche", coinche_packets="2-3-3")
    assert all(t.deal.hands[s].bit_count() == 8 for s in range(4))
    assert t.deal.hands[0] | t.deal.hands[1] | t.deal.hands[2] | t.deal.hands[3] == (1 << 32) - 1
    started = [f for f in t.facts if isinstance(f, DealStarted)]
    classic = derive_deal("coinche-deal", 0, None, 3)
    assert started == [DealStarted(0, classic.dealer, None)]
    assert started[0].to_dict()["retourne"] is None

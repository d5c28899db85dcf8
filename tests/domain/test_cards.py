"""docs/rules.md §1-§2: cards, canonical order, seats and teams, card order and points."""

from __future__ import annotations

import pytest
from belote_testkit import (
    PLAIN_POINTS,
    PLAIN_STRONGEST_FIRST,
    TRUMP_POINTS,
    TRUMP_STRONGEST_FIRST,
    m,
)

from domain.cards import (
    CARDS,
    CODES,
    FULL_DECK,
    Card,
    Rank,
    Suit,
    card,
    cards_of,
    codes_of,
    mask_of,
    parse_cards,
)
from domain.errors import BeloteError, InvalidInput
from domain.rules import Rules, compass
from domain.trumps import DEAL_POINTS, LAST_TRICK_BONUS, TABLES


def test_thirty_two_cards_in_canonical_order():
    expected = [r + s for s in "SHDC" for r in "789TJQKA"]
    assert list(CODES) == expected
    assert [x.code for x in CARDS] == expected
    assert len(set(CARDS)) == 32
    assert [s.code for s in Suit] == ["S", "H", "D", "C"]
    assert "".join(r.code for r in Rank) == "789TJQKA"


@pytest.mark.parametrize("code", ["JH", "TS", "7S", "AC", "9D", "QH"])
def test_card_parse_and_properties(code):
    x = Card.parse(code)
    assert x.code == code == str(x)
    assert x.suit == Suit[code[1]]
    assert x.rank.code == code[0]
    assert card(code.lower()) is x
    assert x.bit == 1 << int(x)
    assert repr(x) == f"Card({code!r})"


@pytest.mark.parametrize("bad", ["", "1H", "JX", "JHH", "10H", None, 12])
def test_unknown_card(bad):
    with pytest.raises(InvalidInput) as e:
        Card.parse(bad)
    assert e.value.code == "unknown_card"
    assert isinstance(e.value, BeloteError)


def test_unknown_suit():
    assert Suit.parse("H") is Suit.H
    with pytest.raises(InvalidInput) as e:
        Suit.parse("X")
    assert e.value.code == "unknown_suit"


def test_masks_round_trip():
    hand = m("JH", "7S", "AC", "TD")
    assert codes_of(hand) == ["7S", "JH", "TD", "AC"]  # canonical order
    assert cards_of(hand) == parse_cards(["7S", "JH", "TD", "AC"])
    assert mask_of(cards_of(hand)) == hand
    assert cards_of(FULL_DECK) == CARDS
    assert cards_of(0) == ()


def test_seat_order_and_teams_through_compass():
    assert compass(Rules()) == ("S", "E", "N", "W")
    assert compass(Rules(direction="clockwise")) == ("S", "W", "N", "E")
    # Partners sit opposite: seats 0 and 2 (S, N), 1 and 3.
    for rules in (Rules(), Rules(direction="clockwise")):
        labels = compass(rules)
        assert {labels[0], labels[2]} == {"S", "N"}
        assert {labels[1], labels[3]} == {"E", "W"}


@pytest.mark.parametrize("trump", list(Suit))
def test_card_order_and_points_per_trump(trump):
    table = TABLES[trump]
    assert table.trump is trump
    for suit in Suit:
        in_suit = [x for x in CARDS if x.suit == suit]
        order = TRUMP_STRONGEST_FIRST if suit == trump else PLAIN_STRONGEST_FIRST
        pts = TRUMP_POINTS if suit == trump else PLAIN_POINTS
        by_strength = sorted(in_suit, key=lambda x: -table.order[x])
        assert "".join(x.code[0] for x in by_strength) == order
        for x in in_suit:
            assert table.points[x] == pts[x.code[0]], x.code
        assert sum(table.points[x] for x in in_suit) == (62 if suit == trump else 30)
        # higher[x]: exactly the cards of x's suit that are stronger
        for x in in_suit:
            stronger = {y for y in in_suit if order.index(y.code[0]) < order.index(x.code[0])}
            assert set(cards_of(table.higher[x])) == stronger
    assert sum(table.points) == 152
    assert sum(table.points) + LAST_TRICK_BONUS == DEAL_POINTS == 162
    assert set(cards_of(table.cuts)) == {x for x in CARDS if x.suit == trump}


def test_beats():
    t = TABLES[Suit.H]
    assert t.beats(card("7H"), card("AS"))  # any trump beats a plain card
    assert not t.beats(card("AS"), card("7H"))
    assert t.beats(card("9H"), card("AH"))  # 9 above the ace in trump
    assert not t.beats(card("AH"), card("9H"))
    assert t.beats(card("TS"), card("KS"))  # T above the king in plain suits
    assert not t.beats(card("JS"), card("QS"))  # J below Q outside trump
    assert not t.beats(card("AD"), card("7S"))  # another plain suit never wins
    assert t.beats(card("8H"), card("7H"))

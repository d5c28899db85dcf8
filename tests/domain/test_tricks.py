"""docs/rules.md §5: which cards are legal, the error codes, who wins a trick."""

from __future__ import annotations

import pytest
from belote_testkit import (
    Table,
    c,
    codeset,
    find_table,
    handmade_deal,
    m,
    play_cards,
    ref_legal,
    ref_master,
    snapshot,
    strength,
)

from domain.cards import Suit
from domain.errors import RuleViolation
from domain.events import CardPlayed, TrickWon
from domain.game import Phase
from domain.tricks import legal_mask, violated_rule
from domain.trumps import TABLES


def engine_legal(
    hand: list[str], trick: list[str], trump: str, overtrump_partner: bool = True
) -> set[str]:
    """legal_mask for the seat playing after ``trick`` (cards in playing order)."""
    table = TABLES[Suit[trump]]
    if not trick:
        return codeset(legal_mask(m(*hand), -1, -1, False, table, overtrump_partner))
    mi = ref_master(trick, trump)
    partner_master = len(trick) >= 2 and mi == len(trick) - 2
    mask = legal_mask(m(*hand), c(trick[0]), c(trick[mi]), partner_master, table, overtrump_partner)
    return codeset(mask)


def engine_violation(hand: list[str], trick: list[str], trump: str, played: str) -> str:
    mi = ref_master(trick, trump)
    return violated_rule(m(*hand), c(trick[0]), c(trick[mi]), TABLES[Suit[trump]], c(played))


# (case, hand, trick so far, trump, overtrump_partner, expected legal cards)
CASES = [
    ("lead: anything", ["7S", "JH", "AD", "QC"], [], "H", True, {"7S", "JH", "AD", "QC"}),
    ("plain led: follow suit", ["7S", "KS", "JH", "AD"], ["AS"], "H", True, {"7S", "KS"}),
    (
        "plain led, opponent trumped: still just follow suit",
        ["7S", "KS", "JH", "AD"],
        ["AS", "7H"],
        "H",
        True,
        {"7S", "KS"},
    ),
    (
        "plain led: any card of L, no duty to go higher",
        ["7S", "AS", "JH"],
        ["KS"],
        "H",
        True,
        {"7S", "AS"},
    ),
    ("trump led: must go higher", ["JH", "9H", "7H", "KS"], ["AH"], "H", True, {"JH", "9H"}),
    (
        "trump led: cannot go higher -> any trump",
        ["9H", "7H", "AS"],
        ["JH"],
        "H",
        True,
        {"9H", "7H"},
    ),
    (
        "trump led: higher than every trump in the trick",
        ["AH", "TH", "8H", "KD"],
        ["KH", "9H"],
        "H",
        True,
        {"AH", "TH", "8H"},  # only a jack beats the nine: none held, so any trump
    ),
    (
        "trump led, partner master, overtrump_partner=True: still go higher",
        ["JH", "7H", "KS"],
        ["AH", "8H"],
        "H",
        True,
        {"JH"},
    ),
    (
        "trump led, partner master, overtrump_partner=False: any trump",
        ["JH", "7H", "KS"],
        ["AH", "8H"],
        "H",
        False,
        {"JH", "7H"},
    ),
    (
        "trump led, opponent master, overtrump_partner=False: go higher",
        ["JH", "7H", "KS"],
        ["8H", "AH"],
        "H",
        False,
        {"JH"},
    ),
    (
        "void, partner master: anything",
        ["7H", "KD", "QC"],
        ["AS", "7S"],
        "H",
        True,
        {"7H", "KD", "QC"},
    ),
    (
        "void, partner master by trump: anything, even a lower trump",
        ["7H", "KD"],
        ["AS", "9H", "8H"],
        "H",
        True,
        {"7H", "KD"},
    ),
    (
        "void, partner master, overtrump_partner=False: anything",
        ["7H", "KD"],
        ["AS", "9H", "8H"],
        "H",
        False,
        {"7H", "KD"},
    ),
    (
        "void, opponent master: must trump (any trump)",
        ["7H", "JH", "KD"],
        ["AS"],
        "H",
        True,
        {"7H", "JH"},
    ),
    (
        "void, partner played but is not master: must trump",
        ["7H", "KD"],
        ["7S", "AS"],
        "H",
        True,
        {"7H"},
    ),
    (
        "void, opponent trumped: must overtrump",
        ["JH", "8H", "KD"],
        ["7S", "9H"],
        "H",
        True,
        {"JH"},
    ),
    (
        # 7S led by an opponent, partner cut with KH, the other opponent overcut with 9H
        "void, opponent overtrumped partner: must beat the best trump",
        ["JH", "AH", "KD"],
        ["7S", "KH", "9H"],
        "H",
        True,
        {"JH"},
    ),
    (
        "void, opponent overtrumped partner, cannot beat it: any trump",
        ["AH", "TH", "KD"],
        ["7S", "KH", "9H"],
        "H",
        True,
        {"AH", "TH"},
    ),
    (
        "void, cannot overtrump: sous-coupe, still a trump",
        ["8H", "7H", "KD", "QC"],
        ["7S", "9H"],
        "H",
        True,
        {"8H", "7H"},
    ),
    ("void and no trump: anything", ["KD", "QC"], ["AS"], "H", True, {"KD", "QC"}),
    (
        "void and no trump after a cut: anything",
        ["KD", "QC"],
        ["AS", "7H"],
        "H",
        True,
        {"KD", "QC"},
    ),
    ("single card: it is legal", ["7D"], ["AS", "JH", "8H"], "H", True, {"7D"}),
]


@pytest.mark.parametrize(
    ("case", "hand", "trick", "trump", "overtrump_partner", "expected"),
    CASES,
    ids=[x[0] for x in CASES],
)
def test_legal_mask(case, hand, trick, trump, overtrump_partner, expected):
    assert ref_legal(hand, trick, trump, overtrump_partner) == expected, "the test's reference"
    assert engine_legal(hand, trick, trump, overtrump_partner) == expected


def test_legal_set_is_a_subset_of_the_hand_and_never_empty():
    for _case, hand, trick, trump, otp, _ in CASES:
        legal = engine_legal(hand, trick, trump, otp)
        assert legal
        assert legal <= set(hand)


@pytest.mark.parametrize(
    ("hand", "trick", "trump", "played", "code"),
    [
        (["7S", "KS", "JH"], ["AS"], "H", "JH", "must_follow_suit"),
        (["7S", "KS", "AD"], ["AS"], "H", "AD", "must_follow_suit"),
        (["JH", "7H", "AS"], ["AH"], "H", "AS", "must_follow_suit"),  # trump led, discard
        (["JH", "7H", "AS"], ["AH"], "H", "7H", "must_overtrump"),  # trump led, too low
        (["JH", "8H", "KD"], ["7S", "9H"], "H", "8H", "must_overtrump"),  # void, under-cut
        (["JH", "8H", "KD"], ["7S", "9H"], "H", "KD", "must_trump"),  # void, discard
        (["7H", "KD"], ["AS"], "H", "KD", "must_trump"),
        (["8H", "7H", "KD"], ["7S", "9H"], "H", "KD", "must_trump"),  # sous-coupe duty
    ],
)
def test_violated_rule_codes(hand, trick, trump, played, code):
    assert played not in engine_legal(hand, trick, trump)
    assert engine_violation(hand, trick, trump, played) == code


# -- through a real GameState --------------------------------------------------------


def _playing(t: Table) -> bool:
    return t.state.phase is Phase.PLAYING and bool(t.trick)


def _partner_master(t: Table) -> bool:
    tr = t.trick
    return len(tr) >= 2 and ref_master(tr, t.trump) == len(tr) - 2


def _trumps(t: Table) -> list[str]:
    return [x for x in t.hand(t.state.turn) if x[1] == t.trump]


def _best(t: Table) -> int:
    return strength(t.trick[ref_master(t.trick, t.trump)], t.trump)


def _led(t: Table) -> str:
    return t.trick[0][1]


def _holds_led(t: Table) -> bool:
    return any(x[1] == _led(t) for x in t.hand(t.state.turn))


def _opponent_cut(t: Table) -> bool:
    return (
        _playing(t)
        and _led(t) != t.trump
        and not _holds_led(t)
        and not _partner_master(t)
        and t.trick[ref_master(t.trick, t.trump)][1] == t.trump
    )


def assert_refused(t: Table, code_played: str, code: str) -> None:
    """Playing ``code_played`` raises ``code``; the state is exactly as before."""
    before = snapshot(t.state)
    seat = t.state.turn
    legal = {x.code for x in t.state.legal_cards()}
    assert code_played in t.hand(seat)
    assert code_played not in legal
    with pytest.raises(RuleViolation) as e:
        t.state.apply(CardPlayed(seat, c(code_played)))
    assert e.value.code == code
    assert set(e.value.details["legal"]) == legal
    assert snapshot(t.state) == before
    # A legal card is still accepted afterwards.
    t.play(sorted(legal)[0])
    assert t.state.version == len(t.log)


def test_game_refuses_not_following_suit():
    t = find_table(
        lambda t: (
            _playing(t)
            and _led(t) != t.trump
            and _holds_led(t)
            and any(x[1] != _led(t) for x in t.hand(t.state.turn))
        )
    )
    bad = sorted(x for x in t.hand(t.state.turn) if x[1] != _led(t))[0]
    assert {x.code for x in t.state.legal_cards()} == {
        x for x in t.hand(t.state.turn) if x[1] == _led(t)
    }
    assert_refused(t, bad, "must_follow_suit")


def test_game_refuses_not_going_higher_when_trump_is_led():
    t = find_table(
        lambda t: (
            _playing(t)
            and _led(t) == t.trump
            and not _partner_master(t)
            and any(strength(x, t.trump) > _best(t) for x in _trumps(t))
            and any(strength(x, t.trump) < _best(t) for x in _trumps(t))
        )
    )
    low = next(x for x in _trumps(t) if strength(x, t.trump) < _best(t))
    assert {x.code for x in t.state.legal_cards()} == {
        x for x in _trumps(t) if strength(x, t.trump) > _best(t)
    }
    assert_refused(t, low, "must_overtrump")


def test_game_refuses_undercutting_an_opponent_when_able_to_overtrump():
    t = find_table(
        lambda t: (
            _opponent_cut(t)
            and any(strength(x, t.trump) > _best(t) for x in _trumps(t))
            and any(strength(x, t.trump) < _best(t) for x in _trumps(t))
        )
    )
    low = next(x for x in _trumps(t) if strength(x, t.trump) < _best(t))
    assert_refused(t, low, "must_overtrump")


def test_game_refuses_discarding_when_void_and_holding_trumps():
    t = find_table(
        lambda t: (
            _playing(t)
            and _led(t) != t.trump
            and not _holds_led(t)
            and not _partner_master(t)
            and all(x[1] != t.trump for x in t.trick)
            and _trumps(t)
            and any(x[1] != t.trump for x in t.hand(t.state.turn))
        )
    )
    assert {x.code for x in t.state.legal_cards()} == set(_trumps(t))
    discard = next(x for x in t.hand(t.state.turn) if x[1] != t.trump)
    assert_refused(t, discard, "must_trump")


def test_game_sous_coupe_must_still_trump():
    t = find_table(
        lambda t: (
            _opponent_cut(t)
            and _trumps(t)
            and all(strength(x, t.trump) < _best(t) for x in _trumps(t))
            and len(_trumps(t)) < len(t.hand(t.state.turn))
        )
    )
    assert {x.code for x in t.state.legal_cards()} == set(_trumps(t))
    discard = next(x for x in t.hand(t.state.turn) if x[1] != t.trump)
    assert_refused(t, discard, "must_trump")


def test_game_void_with_partner_master_allows_anything():
    t = find_table(
        lambda t: (
            _playing(t)
            and _partner_master(t)
            and _led(t) != t.trump
            and not _holds_led(t)
            and _trumps(t)
            and any(x[1] != t.trump for x in t.hand(t.state.turn))
        )
    )
    assert {x.code for x in t.state.legal_cards()} == t.hand(t.state.turn)
    discard = next(x for x in t.hand(t.state.turn) if x[1] != t.trump)
    t.play(discard)  # accepted


@pytest.mark.parametrize("overtrump_partner", [True, False])
def test_game_trump_led_with_partner_master(overtrump_partner):
    t = find_table(
        lambda t: (
            _playing(t)
            and _partner_master(t)
            and _led(t) == t.trump
            and any(strength(x, t.trump) > _best(t) for x in _trumps(t))
            and any(strength(x, t.trump) < _best(t) for x in _trumps(t))
        ),
        overtrump_partner=overtrump_partner,
    )
    legal = {x.code for x in t.state.legal_cards()}
    low = next(x for x in _trumps(t) if strength(x, t.trump) < _best(t))
    if overtrump_partner:
        assert legal == {x for x in _trumps(t) if strength(x, t.trump) > _best(t)}
        assert_refused(t, low, "must_overtrump")
    else:
        assert legal == set(_trumps(t))
        t.play(low)


def test_card_not_in_hand():
    t = Table("not-in-hand")
    t.take()
    seat = t.state.turn
    other = next(iter(t.hand((seat + 1) % 4)))
    before = snapshot(t.state)
    with pytest.raises(RuleViolation) as e:
        t.state.apply(CardPlayed(seat, c(other)))
    assert e.value.code == "card_not_in_hand"
    assert snapshot(t.state) == before


def test_not_your_turn_for_a_card():
    t = Table("turn")
    t.take()
    seat = t.state.turn
    wrong = (seat + 1) % 4
    card_of_wrong = sorted(t.hand(wrong))[0]
    before = snapshot(t.state)
    with pytest.raises(RuleViolation) as e:
        t.state.apply(CardPlayed(wrong, c(card_of_wrong)))
    assert e.value.code == "not_your_turn"
    assert e.value.details["turn"] == seat
    assert snapshot(t.state) == before


# -- trick winner ---------------------------------------------------------------------

# hands for a hand-made deal; dealer 3, so seat 0 leads; seat 0 takes the retourne (hearts)
HANDS = {
    0: ["AS", "7S", "JH", "7H", "AD", "7D", "AC", "7C"],
    1: ["TS", "8S", "9H", "8H", "TD", "8D", "TC", "8C"],
    2: ["KS", "9S", "AH", "QH", "KD", "9D", "KC", "9C"],
    3: ["QS", "JS", "TH", "KH", "QD", "JD", "QC", "JC"],
}


def test_trick_winner_highest_of_led_suit():
    deal = handmade_deal(HANDS, dealer=3, taker=0, retourne="JH")
    facts = play_cards(deal, ["7S", "TS", "KS", "QS"])
    won = [f for f in facts if isinstance(f, TrickWon)]
    assert len(won) == 1
    assert won[0].winner == 1  # TS beats KS, QS, 7S
    assert won[0].points == 10 + 4 + 3
    assert deal.turn == 1  # the winner leads next
    assert deal.tricks[0].card_of(2).code == "KS"


def won_by(facts) -> TrickWon:
    return next(f for f in facts if isinstance(f, TrickWon))


def test_trick_winner_plain_order_and_the_winner_leads():
    deal = handmade_deal(HANDS, dealer=3, taker=0, retourne="JH")
    play_cards(deal, ["7S", "TS", "KS", "QS"])  # seat 1 leads next
    facts = play_cards(deal, ["TD", "KD", "QD", "AD"])  # AD wins for seat 0
    assert won_by(facts).winner == 0
    assert won_by(facts).leader == 1
    # seat 0 leads AC; seat 1 follows TC, seat 2 KC, seat 3 QC -> AC wins
    facts = play_cards(deal, ["AC", "TC", "KC", "QC"])
    assert won_by(facts).winner == 0
    # seat 0 leads 7D: seat 1 8D, seat 2 9D, seat 3 JD -> JD (outside trump J beats 9)
    facts = play_cards(deal, ["7D", "8D", "9D", "JD"])
    assert won_by(facts).winner == 3
    assert won_by(facts).points == 2


# trump hearts; seat 1 and seat 3 are void in spades, seat 2 void in clubs.
CUT_HANDS = {
    0: ["AS", "KS", "JH", "7D", "8D", "9D", "7C", "8C"],
    1: ["7H", "8H", "TD", "JD", "QD", "9C", "TC", "JC"],
    2: ["7S", "8S", "9S", "TS", "JS", "QS", "KD", "AD"],
    3: ["9H", "AH", "TH", "KH", "QH", "QC", "KC", "AC"],
}


def test_trick_winner_trump_beats_the_led_suit_and_a_discard_never_wins():
    deal = handmade_deal(CUT_HANDS, dealer=3, taker=0, retourne="JH")
    # AS led; seat 1 must cut (7H); seat 2 follows (7S); seat 3's partner (seat 1) is
    # master, so seat 3 may play anything: it overcuts with QH
    assert codeset(deal.legal_mask()) == {"AS", "KS", "JH", "7D", "8D", "9D", "7C", "8C"}
    play_cards(deal, ["AS"])
    assert codeset(deal.legal_mask()) == {"7H", "8H"}
    play_cards(deal, ["7H", "7S"])
    assert codeset(deal.legal_mask()) == set(CUT_HANDS[3])
    facts = play_cards(deal, ["QH"])
    assert won_by(facts).winner == 3
    assert won_by(facts).points == 11 + 0 + 0 + 3
    # seat 3 leads AC; seat 2, void in clubs and without trump, discards KD: AC wins
    play_cards(deal, ["AC", "7C", "9C"])
    assert codeset(deal.legal_mask()) == {"8S", "9S", "TS", "JS", "QS", "KD", "AD"}
    facts = play_cards(deal, ["AD"])
    assert won_by(facts).winner == 3
    assert won_by(facts).points == 11 + 0 + 0 + 11


def test_trick_winner_highest_trump_in_trump_order():
    deal = handmade_deal(HANDS, dealer=3, taker=0, retourne="JH")
    # seat 0 leads the 7 of trump; 9H (seat 1) beats AH (seat 2) and KH (seat 3)
    facts = play_cards(deal, ["7H", "9H", "AH", "KH"])
    won = won_by(facts)
    assert won.winner == 1
    assert won.points == 0 + 14 + 11 + 4
    assert won.cards == tuple(c(x) for x in ["7H", "9H", "AH", "KH"])

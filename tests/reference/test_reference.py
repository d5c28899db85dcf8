"""The reference itself, checked against the rule book's worked examples and
hand-made cases (so that the engine is compared with something known right)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reference.announcements import belote_points, belotes, scoring_team, seat_announcements
from reference.cards import CONTRACTS, DECK, points, strength
from reference.coinche import auction_over, legal_actions, multiplier, score
from reference.coinche import play_deal as coinche_play_deal
from reference.dealing import (
    classic_first_five,
    classic_full_hands,
    classic_retourne,
    coinche_hands,
    shuffle_and_cut,
)
from reference.scoring import game_winner, play_deal, ranking_scores, score_deal
from reference.tricks import legal, winner_index

CLASSIC = {
    "announcements": True,
    "belote_counts_for_contract": True,
    "belote_on_failed_contract": "holder_keeps",
    "capot_points": 252,
}
COINCHE = {"capot_points": 252, "belote_on_failed_contract": "holder_keeps"}


# -- §2 and §10.1: orders and points -------------------------------------------------


@pytest.mark.parametrize("contract", CONTRACTS)
def test_a_deal_is_worth_152_in_cards(contract):
    assert sum(points(x, contract) for x in DECK) == 152


def test_suit_totals():
    assert sum(points(r + "H", "H") for r in "789TJQKA") == 62
    assert sum(points(r + "S", "H") for r in "789TJQKA") == 30
    assert sum(points(r + "S", "SA") for r in "789TJQKA") == 38
    assert sum(points(r + "S", "TA") for r in "789TJQKA") == 38
    assert [points(r + "D", "SA") for r in "ATKQJ"] == [19, 10, 4, 3, 2]
    assert [points(r + "D", "TA") for r in "J9ATKQ"] == [14, 9, 6, 5, 3, 1]


def test_orders():
    assert sorted("789TJQKA", key=lambda r: -strength(r + "H", "H")) == list("J9ATKQ87")
    assert sorted("789TJQKA", key=lambda r: -strength(r + "S", "H")) == list("ATKQJ987")
    assert sorted("789TJQKA", key=lambda r: -strength(r + "S", "SA")) == list("ATKQJ987")
    assert sorted("789TJQKA", key=lambda r: -strength(r + "S", "TA")) == list("J9ATKQ87")


# -- §5 and §10: tricks --------------------------------------------------------------


def test_trick_winner():
    assert winner_index(["AS", "TS", "7H", "KS"], "H") == 2  # a trump cuts
    assert winner_index(["AS", "9H", "JH", "KS"], "H") == 2  # the highest trump
    assert winner_index(["9S", "AD", "TS", "7S"], "H") == 2  # highest of the suit led
    assert winner_index(["9S", "AD", "TS", "JH"], "SA") == 2  # no trump at SA
    assert winner_index(["9S", "JD", "TS", "7S"], "TA") == 0  # at TA only the suit led wins


def test_classic_legality():
    hand = {"7H", "AH", "8S", "KD"}
    # void in clubs, opponent master: must trump
    assert legal(hand, ["AC"], "H") == {"7H", "AH"}
    # opponent trumped with the 9: overtrump (the ace does not beat the 9)
    assert legal(hand | {"JH"}, ["AC", "9H"], "H") == {"JH"}
    # cannot overtrump: still a trump (sous-coupe), unless undertrump is optional
    assert legal(hand, ["AC", "9H"], "H") == {"7H", "AH"}
    assert legal(hand, ["AC", "9H"], "H", undertrump="optional") == hand
    # partner master: anything
    assert legal(hand, ["AC", "7C"], "H") == hand
    # trump led: go higher if you can, also over the partner by default
    assert legal(hand, ["TH", "8H"], "H") == {"AH"}
    assert legal(hand, ["TH", "8H"], "H", overtrump_partner=False) == {"7H", "AH"}
    assert legal(hand, ["KH", "9H"], "H") == {"7H", "AH"}
    # follow suit
    assert legal(hand, ["TS"], "H") == {"8S"}
    assert legal(hand, [], "H") == hand


def test_sa_and_ta_legality():
    hand = {"7S", "AS", "8D", "KD"}
    assert legal(hand, ["TS"], "SA") == {"7S", "AS"}  # follow, no duty to go higher
    assert legal(hand, ["TC"], "SA") == hand
    assert legal(hand, ["TS"], "TA") == {"AS"}  # beat the best of the suit led
    assert legal(hand, ["TS", "JS"], "TA") == {"7S", "AS"}  # cannot: any of the suit
    assert legal(hand, ["TS", "9C"], "TA") == {"AS"}  # a card of another suit is not "best"
    assert legal(hand, ["AD", "7D"], "TA") == {"8D", "KD"}  # partner master: TA still goes higher
    assert legal(hand, ["9D", "7D"], "TA") == {"8D", "KD"}  # (none higher than the 9)
    assert legal({"KD", "JD"}, ["AD", "7D"], "TA") == {"JD"}  # partner's ace: still beat it
    assert legal(hand, ["TC"], "TA") == hand  # void: any card


# -- §6, §7, §10.1: belotes and announcements ------------------------------------------


def test_belotes():
    hands = [["KH", "QH", "KS", "QS"], ["KD", "7D"], ["QD"], ["KC", "QC"]]
    assert belotes(hands, "H") == [(0, "H")]
    assert belotes(hands, "SA") == []
    assert belotes(hands, "TA") == [(0, "S"), (0, "H"), (3, "C")]
    assert belote_points(hands, "TA") == (40, 20)


def names(anns):
    return sorted((kind, "".join(x[0] for x in cards) + cards[0][1], p) for kind, cards, p in anns)


def test_seat_announcements():
    assert names(seat_announcements(["7H", "8H", "9H", "TH", "AS", "KD", "QC", "7C"])) == [
        ("sequence", "789TH", 50)
    ]
    # a run counts once, at its full length
    assert names(seat_announcements(["7H", "8H", "9H", "TH", "JH", "QH", "AS", "AD"])) == [
        ("sequence", "789TJQH", 100)
    ]
    # four tens beat the run 8-Q they share a ten with (equal totals: the carré is stronger)
    hand = ["8H", "9H", "TH", "JH", "QH", "TS", "TD", "TC"]
    assert names(seat_announcements(hand)) == [("carre", "TTTTS", 100)]
    # the carré of jacks plus the runs of the other cards
    hand = ["JS", "JH", "JD", "JC", "7S", "8S", "9S", "AD"]
    assert names(seat_announcements(hand)) == [("carre", "JJJJS", 200), ("sequence", "789S", 20)]
    # a run through a carré's card: the carré (200) beats the run (50 + 0)
    hand = ["JS", "JH", "JD", "JC", "9S", "TS", "QS", "AD"]
    assert names(seat_announcements(hand)) == [("carre", "JJJJS", 200)]
    # eights and sevens are worth nothing
    assert seat_announcements(["8S", "8H", "8D", "8C", "7S", "7H", "7D", "7C"]) == []


def test_who_scores_announcements():
    tierce_h = ("sequence", ("7H", "8H", "9H"), 20)
    tierce_s = ("sequence", ("7S", "8S", "9S"), 20)
    tierce_d_high = ("sequence", ("8D", "9D", "TD"), 20)
    fifty = ("sequence", ("7C", "8C", "9C", "TC"), 50)
    carre_q = ("carre", ("QS", "QH", "QD", "QC"), 100)
    carre_a = ("carre", ("AS", "AH", "AD", "AC"), 100)
    hundred = ("sequence", ("7D", "8D", "9D", "TD", "JD"), 100)
    assert scoring_team([[tierce_h], [tierce_s], [], []], "H") == 0  # the one in trump
    assert scoring_team([[tierce_h], [tierce_s], [], []], "D") is None  # equal: nobody
    assert scoring_team([[tierce_h], [tierce_s], [], []], "TA") is None  # no tie-break at TA
    assert scoring_team([[tierce_h], [tierce_s], [], []], "SA") is None
    assert scoring_team([[tierce_h], [tierce_d_high], [], []], "H") == 1  # higher top card
    assert scoring_team([[], [tierce_s], [fifty], []], "S") == 0  # longer
    assert scoring_team([[hundred], [carre_q], [], []], "D") == 1  # any carré beats any sequence
    assert scoring_team([[carre_q], [carre_a], [], []], "D") == 1  # A before Q
    assert scoring_team([[], [], [], []], "D") is None


# -- §8: scoring a classic deal --------------------------------------------------------


def test_made_dedans_litige_capot():
    # (rules, taker team, card points, tricks won, held, announcements team, belote, reserve)
    s = score_deal
    assert s(CLASSIC, 0, (100, 62), (5, 3), (0, 0), None, (0, 0), 0) == (
        "made",
        (100, 62),
        (100, 62),
        0,
    )
    assert s(CLASSIC, 0, (70, 92), (3, 5), (20, 0), 0, (0, 0), 0) == (
        "dedans",
        (90, 92),
        (0, 182),
        0,
    )
    # litige: the taker's total goes to the reserve, the defence scores its own
    assert s(CLASSIC, 0, (81, 81), (4, 4), (0, 0), None, (0, 0), 0) == (
        "litige",
        (81, 81),
        (0, 81),
        81,
    )
    # successive litiges add up; the belote holder keeps it, outside the reserve
    assert s(CLASSIC, 1, (91, 71), (4, 4), (0, 0), None, (0, 20), 81) == (
        "litige",
        (91, 91),
        (91, 20),
        81 + 71,
    )
    # a litige fails for the belote options: to_defence moves the taker's belote
    to_def = {**CLASSIC, "belote_on_failed_contract": "to_defence"}
    assert s(to_def, 1, (91, 71), (4, 4), (0, 0), None, (0, 20), 0) == (
        "litige",
        (91, 91),
        (111, 0),
        71,
    )
    # the next scored deal's winner collects the reserve
    assert s(CLASSIC, 1, (62, 100), (3, 5), (0, 0), None, (0, 0), 172)[2] == (62, 272)
    assert s(CLASSIC, 1, (100, 62), (5, 3), (0, 0), None, (0, 0), 172)[2] == (334, 0)  # dedans
    # capot: capot_points + both teams' announcements + belote
    assert s(CLASSIC, 0, (162, 0), (8, 0), (50, 20), 0, (0, 20), 0) == (
        "capot",
        (212, 20),
        (322, 20),
        0,
    )
    assert s(CLASSIC, 0, (0, 162), (0, 8), (0, 0), None, (20, 0), 0)[:3] == (
        "capot_defence",
        (20, 162),
        (20, 252),
    )
    # the belote outside the comparison (belote_counts_for_contract false)
    outside = {**CLASSIC, "belote_counts_for_contract": False}
    assert s(outside, 0, (81, 81), (4, 4), (0, 0), None, (20, 0), 0) == (
        "litige",
        (81, 81),
        (20, 81),
        81,
    )
    assert s(outside, 0, (82, 80), (4, 4), (0, 0), None, (0, 20), 0)[2] == (82, 100)


def test_play_deal_recomputes_a_whole_deal():
    # seat 0 holds every heart and takes at hearts: a capot with a belote and announcements
    hands = [
        ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
        ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
        ["7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"],
        ["7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"],
    ]
    # dealer 3: seat 0 leads every trick with a trump and wins it
    plays = [[hands[s][k] for s in range(4)] for k in range(8)]
    r = play_deal(CLASSIC, "H", 3, 0, hands, plays, reserve=0)
    assert r.tricks_won == (8, 0) and r.card_points == (162, 0)
    assert r.belote == (20, 0)
    assert r.announcements_held == (200, 200) and r.announcements_team == 0  # trump tie-break
    assert r.outcome == "capot" and r.scores == (252 + 400 + 20, 0)


# -- §9: the end of the game -----------------------------------------------------------


def test_ranking_examples():
    assert ranking_scores((520, 340)) == (1180, 820)
    assert ranking_scores((380, 510)) == (870, 1130)


def test_game_end():
    assert game_winner((501, 300), 501) == 0
    assert game_winner((600, 700), 501) == 1
    assert game_winner((600, 600), 501) is None  # equal over the target: one more deal
    assert game_winner((500, 400), 501) is None


# -- §10.2: coinche --------------------------------------------------------------------


def test_worked_checks():
    assert score(COINCHE, 0, 80, 1, (92, 70), (5, 3)) == ("made", (172, 70))
    assert score(COINCHE, 0, 100, 1, (82, 80), (4, 4)) == ("failed", (0, 262))
    assert score(COINCHE, 0, 80, 2, (92, 70), (5, 3)) == ("made", (322, 0))
    assert score(COINCHE, 0, 100, 2, (82, 80), (4, 4)) == ("failed", (0, 362))
    assert score(COINCHE, 0, 80, 4, (92, 70), (5, 3)) == ("made", (482, 0))
    assert score(COINCHE, 0, "capot", 1, (162, 0), (8, 0)) == ("capot", (500, 0))
    assert score(COINCHE, 0, 90, 1, (162, 0), (8, 0)) == ("capot", (342, 0))
    assert score(COINCHE, 0, 100, 1, (70, 92), (4, 4), belote=(20, 0)) == ("failed", (20, 262))


def test_coinche_belotes_and_announcements():
    # the belote reaches the bid; a failed contract with to_defence gives it away
    assert score(COINCHE, 0, 90, 1, (70, 92), (4, 4), belote=(20, 0)) == (
        "made",
        (70 + 90 + 20, 92),
    )
    to_def = {**COINCHE, "belote_on_failed_contract": "to_defence"}
    assert score(to_def, 0, 100, 1, (70, 92), (4, 4), belote=(20, 0)) == ("failed", (0, 282))
    # announcements: the scoring team in "made, m = 1", else the side scoring 162+ takes all
    assert score(COINCHE, 1, 80, 1, (70, 92), (4, 4), held=(50, 20), announcements_team=0) == (
        "made",
        (70 + 50, 92 + 80),
    )
    assert score(COINCHE, 1, 80, 2, (70, 92), (4, 4), held=(50, 20), announcements_team=0) == (
        "made",
        (0, 162 + 160 + 70),
    )
    assert score(COINCHE, 0, "capot", 2, (150, 12), (7, 1), held=(0, 100)) == ("failed", (0, 1100))
    # a defence winning all 8 tricks is an ordinary failed contract
    assert score(COINCHE, 0, 80, 1, (0, 162), (0, 8)) == ("failed", (0, 242))


def test_coinche_auction():
    dealer = 3  # seat 0 speaks first
    assert ("bid", 80, "H") in legal_actions([], dealer)
    assert ("bid", 80, "SA") not in legal_actions([], dealer)
    assert ("bid", 80, "SA") in legal_actions([], dealer, moderne=True)
    assert ("coinche",) not in legal_actions([], dealer)
    after = [("bid", 100, "S")]  # seat 1 speaks: strictly higher, or coinche
    acts = legal_actions(after, dealer)
    assert ("bid", 100, "H") not in acts and ("bid", 110, "H") in acts
    assert ("bid", "capot", "C") in acts and ("coinche",) in acts
    # seat 2 (partner of the bidder) may raise but not coinche
    acts = legal_actions([*after, ("pass",)], dealer)
    assert ("coinche",) not in acts and ("bid", 110, "D") in acts
    # a seat may coinche later while the bid stands, and may bid after passing
    acts = legal_actions([*after, ("pass",), ("pass",)], dealer)
    assert ("coinche",) in acts
    acts = legal_actions(
        [
            *after,
            ("pass",),
            ("pass",),
            ("pass",),
        ],
        dealer,
    )
    assert acts == set()  # three passes after the bid end it
    # a coinche freezes the bidding: pass, or surcoinche by the bidder's team
    coinched = [*after, ("coinche",)]
    assert legal_actions(coinched, dealer) == {("pass",), ("surcoinche",)}  # seat 2
    assert legal_actions([*coinched, ("pass",)], dealer) == {("pass",)}  # seat 3
    assert auction_over([*coinched, ("pass",), ("pass",), ("pass",)])
    assert auction_over([*coinched, ("surcoinche",)])
    assert multiplier([*coinched, ("surcoinche",)], 3) == 3 and multiplier(coinched) == 2
    assert auction_over([("pass",)] * 4)
    assert not auction_over([("pass",)] * 3)
    # nothing above capot
    top = legal_actions([("bid", "capot", "H")], dealer)
    assert top == {("pass",), ("coinche",)}


# -- §3 and §10.2: dealing ----------------------------------------------------------


def test_dealing_matches_the_committed_vectors():
    path = Path(__file__).resolve().parents[1] / "domain" / "vectors" / "dealing.json"
    vectors = json.loads(path.read_text(encoding="utf-8"))["vectors"]
    assert vectors
    for v in vectors:
        dealer, cut, deck = shuffle_and_cut(v["seed"], v["deal_index"], v.get("dealer_in"))
        assert (dealer, cut) == (v["dealer"], v["cut"]), v["seed"]
        assert deck == v["deck_after_cut"] and classic_retourne(deck) == v["retourne"]
        first_five = classic_first_five(deck, dealer, 3)
        assert {str(s): sorted(h) for s, h in enumerate(first_five)} == {
            s: sorted(h) for s, h in v["first_five"].items()
        }


def test_coinche_packets():
    deck = list(DECK)
    hands = coinche_hands(deck, 3, "3-2-3")  # seat 0 first: 3, then 2, then 3 cards
    assert hands[0] == {*deck[0:3], *deck[12:14], *deck[20:23]}
    assert sorted(x for h in hands for x in h) == sorted(DECK)
    assert coinche_hands(deck, 3, "2-3-3")[0] == {*deck[0:2], *deck[8:11], *deck[20:23]}
    full = classic_full_hands(deck, 3, 3, taker=1)
    assert len(full[1]) == 8 and deck[20] in full[1]
    assert sorted(x for h in full for x in h) == sorted(DECK)


def test_a_whole_coinche_deal_at_ta():
    # every seat holds one suit; TA: each leads its own suit... seat 0 leads and
    # wins every trick with its jacks-high hearts (nobody can follow)
    hands = [
        ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
        ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
        ["7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"],
        ["7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"],
    ]
    plays = [[hands[s][k] for s in range(4)] for k in range(8)]
    rules = {**COINCHE, "announcements": False}
    r = coinche_play_deal(rules, "TA", 3, 0, 120, 1, hands, plays)
    assert r.tricks_won == (8, 0) and r.card_points == (38 * 4 + 10, 0)
    assert r.belote == (40, 40)  # TA: a belote in every suit
    assert r.outcome == "capot" and r.scores == (252 + 120 + 40, 40)
    # the same cards at SA: no belote at all
    r = coinche_play_deal(rules, "SA", 3, 0, "capot", 2, hands, plays)
    assert r.belote == (0, 0) and (r.outcome, r.scores) == ("capot", (1000, 0))

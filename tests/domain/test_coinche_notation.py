"""The notation (docs/notation.md) for coinche auctions and SA/TA contracts."""

from __future__ import annotations

import pytest

from domain.bidding import CAPOT_BID, Bid, BidAction
from domain.cards import Suit
from domain.contracts import AllSuits
from domain.errors import InvalidInput
from domain.events import GameCreated
from domain.game import replay
from domain.notation import _parse_bid, export_game, import_game, replay_text
from domain.records import game_record
from domain.rules import Rules
from domain.simulation import play_game


@pytest.mark.parametrize(
    ("token", "bid"),
    [
        ("Pass", Bid(BidAction.PASS)),
        ("90-H", Bid(BidAction.BID, Suit.H, 90)),
        ("160-sa", Bid(BidAction.BID, AllSuits.SA, 160)),
        ("capot-TA", Bid(BidAction.BID, AllSuits.TA, CAPOT_BID)),
        ("Coinche", Bid(BidAction.COINCHE)),
        ("surcoinche", Bid(BidAction.SURCOINCHE)),
        ("Take-SA", Bid(BidAction.TAKE, AllSuits.SA)),
        ("Take-ta", Bid(BidAction.TAKE, AllSuits.TA)),
    ],
)
def test_bid_tokens(token, bid):
    assert _parse_bid(token, 1) == bid


@pytest.mark.parametrize("token", ["90", "90-X", "Coinche-H", "Take-NT", "capot", "x-H"])
def test_bad_bid_tokens(token):
    with pytest.raises(InvalidInput) as e:
        _parse_bid(token, 7)
    assert e.value.code == "invalid_notation" and e.value.details["line"] == 7


@pytest.mark.parametrize(
    "rules",
    [
        Rules(mode="coinche", moderne=True, target=400),
        Rules(mode="coinche", coinche_packets="2-3-3", surcoinche_multiplier=3, target=400),
        Rules(moderne=True, target=200),
    ],
)
@pytest.mark.parametrize("seed", ["notation-1", "notation-2"])
def test_round_trip(rules, seed):
    state, _ = play_game(seed, ("heuristic", "random", "heuristic", "random"), rules)
    record = game_record(state)
    text = export_game(record)
    imported_rules, imported_seed, decisions = import_game(text)
    assert (imported_rules, imported_seed) == (rules, seed)
    assert game_record(replay([GameCreated(imported_rules, imported_seed), *decisions])) == record
    assert replay_text(text) == record
    if rules.coinche:
        assert '[Retourne "-"]' in text and "[Contract " in text
        assert "first_packet" not in text and "coinche_packets=" in text
    played = [d for d in state.deals if d.contract is not None]
    for deal in played:
        assert f'[Trump "{deal.contract.strain.name}"]' in text


def test_a_contract_claim_that_lies_is_refused():
    rules = Rules(mode="coinche", target=300)
    state, _ = play_game("notation-lie", ("heuristic",) * 4, rules)
    text = export_game(game_record(state))
    start = text.index("[Contract ")
    end = text.index("]", start)
    value, strain, _ = text[start + len('[Contract "') : end - 1].split()
    lie = text[:start] + f'[Contract "{value} {strain} x9"]' + text[end + 1 :]
    with pytest.raises(InvalidInput) as e:
        replay_text(lie)
    assert e.value.code == "record_mismatch" and e.value.details["tag"] == "Contract"

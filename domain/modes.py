"""Game modes (docs/rules.md §10): the one seam where classic and coinche differ.

A :class:`Mode` hands each deal its dealing, its auction, how the hands are
completed once there is a contract, and its scorer. Everything else (tricks,
legality, belotes, announcements, the game's end) is shared and reads the
contract's :class:`~domain.trumps.TrumpTable`, so no other module asks which
mode it is in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.bidding import Auction, ClassicAuction
from domain.cards import mask_of
from domain.coinche import CoincheAuction
from domain.coinche_scoring import score_coinche
from domain.contracts import Contract
from domain.dealing import DealtCards, completion, derive_coinche_deal, derive_deal
from domain.rules import Rules
from domain.scoring import DealScore, DealTally, score_deal


@dataclass(frozen=True, slots=True)
class Mode:
    """What one mode does differently.

    ``deal(seed, deal_index, dealer, rules)``: the cards (dealer None for deal
    0: drawn). ``auction(dealt, rules)``: a fresh auction. ``complete(dealt,
    taker)``: the mask each seat adds to its hand at the contract.
    ``score(tally, contract, rules, reserve)``: the deal's score.
    """

    name: str
    deal: Callable[[str, int, int | None, Rules], DealtCards]
    auction: Callable[[DealtCards, Rules], Auction]
    complete: Callable[[DealtCards, int], tuple[int, int, int, int]]
    score: Callable[[DealTally, Contract, Rules, int], DealScore]


def _classic_deal(seed: str, index: int, dealer: int | None, rules: Rules) -> DealtCards:
    assert rules.first_packet is not None
    return derive_deal(seed, index, dealer, rules.first_packet)


def _classic_auction(dealt: DealtCards, rules: Rules) -> Auction:
    assert dealt.retourne is not None
    return ClassicAuction(
        dealt.dealer, dealt.retourne.suit, rules.no_taker == "dealer_forced", rules.moderne
    )


def _classic_complete(dealt: DealtCards, taker: int) -> tuple[int, int, int, int]:
    """§3 step 6: two cards to the taker, three to the others; the retourne to the taker."""
    assert dealt.retourne is not None
    extra = [mask_of(cards) for cards in completion(dealt, taker)]
    extra[taker] |= 1 << dealt.retourne
    return (extra[0], extra[1], extra[2], extra[3])


def _classic_score(tally: DealTally, contract: Contract, rules: Rules, reserve: int) -> DealScore:
    return score_deal(tally, rules, reserve)


def _coinche_deal(seed: str, index: int, dealer: int | None, rules: Rules) -> DealtCards:
    assert rules.coinche_packets is not None
    return derive_coinche_deal(seed, index, dealer, rules.coinche_packets)


def _coinche_auction(dealt: DealtCards, rules: Rules) -> Auction:
    assert rules.surcoinche_multiplier is not None
    return CoincheAuction(dealt.dealer, rules.moderne, rules.surcoinche_multiplier)


def _nothing_to_complete(dealt: DealtCards, taker: int) -> tuple[int, int, int, int]:
    return (0, 0, 0, 0)  # all eight cards were dealt before the auction


def _coinche_score(tally: DealTally, contract: Contract, rules: Rules, reserve: int) -> DealScore:
    return score_coinche(tally, contract, rules)  # no reserve in coinche


CLASSIC = Mode("classic", _classic_deal, _classic_auction, _classic_complete, _classic_score)
COINCHE = Mode("coinche", _coinche_deal, _coinche_auction, _nothing_to_complete, _coinche_score)
MODES = {m.name: m for m in (CLASSIC, COINCHE)}


def mode_of(rules: Rules) -> Mode:
    return MODES[rules.mode]

"""docs/rules.md §10.2: the coinche (*contrée*) auction and its scoring table.

An auction is the list of actions so far, from the seat after the dealer, in
seat order. An action is ``("pass",)``, ``("bid", value, contract)`` with
``value`` one of 80, 90, ..., 160 or ``"capot"``, ``("coinche",)`` or
``("surcoinche",)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from reference.cards import CONTRACTS, DEAL_POINTS, SUITS
from reference.scoring import Tally, fields_of, tally

Action = tuple[Any, ...]
VALUES: tuple[int | str, ...] = (*range(80, 161, 10), "capot")
CAPOT_BID_POINTS = 500


def value_rank(value: int | str) -> int:
    return VALUES.index(value)


def highest_bid(auction: Sequence[Action], dealer: int) -> tuple[int, Action] | None:
    """(seat, action) of the highest bid so far, or None."""
    bids = [((dealer + 1 + i) % 4, a) for i, a in enumerate(auction) if a[0] == "bid"]
    return bids[-1] if bids else None


def auction_over(auction: Sequence[Action]) -> bool:
    """Ended at a surcoinche, after three passes in a row following a bid or a
    coinche, or after four passes with no bid (thrown in)."""
    if any(a[0] == "surcoinche" for a in auction):
        return True
    if len(auction) == 4 and all(a[0] == "pass" for a in auction):
        return True
    n = len(auction)
    return n >= 4 and all(a[0] == "pass" for a in auction[-3:]) and auction[-4][0] != "pass"


def legal_actions(auction: Sequence[Action], dealer: int, moderne: bool = False) -> set[Action]:
    """What the seat to speak may do (the empty set once the auction is over)."""
    if auction_over(auction):
        return set()
    seat = (dealer + 1 + len(auction)) % 4
    actions: set[Action] = {("pass",)}
    top = highest_bid(auction, dealer)
    coinched = any(a[0] == "coinche" for a in auction)
    if coinched:
        assert top is not None
        if top[0] % 2 == seat % 2:
            actions.add(("surcoinche",))
        return actions
    contracts = CONTRACTS if moderne else SUITS
    floor = value_rank(top[1][1]) if top is not None else -1
    actions |= {("bid", v, c) for v in VALUES if value_rank(v) > floor for c in contracts}
    if top is not None and top[0] % 2 != seat % 2:
        actions.add(("coinche",))
    return actions


def multiplier(auction: Iterable[Action], surcoinche_multiplier: int = 4) -> int:
    kinds = {a[0] for a in auction}
    return surcoinche_multiplier if "surcoinche" in kinds else 2 if "coinche" in kinds else 1


def score(
    rules: Mapping[str, Any],
    taker: int,
    bid: int | str,
    m: int,
    card_points: Sequence[int],
    tricks_won: Sequence[int],
    belote: Sequence[int] = (0, 0),
    held: Sequence[int] = (0, 0),
    announcements_team: int | None = None,
) -> tuple[str, tuple[int, int]]:
    """§10.2's table: (outcome, scores); ``taker`` a team, ``card_points`` with
    the dix de der, ``held`` every announcement each team holds (zeros when
    announcements are off), ``announcements_team`` the team that scores them (§7)."""
    defence = 1 - taker
    own_ann = held[taker] if announcements_team == taker else 0
    all8 = tricks_won[taker] == 8
    made = all8 if bid == "capot" else card_points[taker] + belote[taker] + own_ann >= bid
    scores = [0, 0]
    if bid == "capot":
        scores[taker if made else defence] = CAPOT_BID_POINTS * m
    elif made and all8:
        scores[taker] = rules["capot_points"] + bid * m
    elif made and m == 1:
        scores = list(card_points)
        scores[taker] += bid
    else:
        scores[taker if made else defence] = DEAL_POINTS + bid * m
    # Announcements: the team that scores them in "made, m = 1" (not a capot),
    # otherwise whoever scores 162 or more takes both teams'.
    if made and m == 1 and not all8 and bid != "capot":
        if announcements_team is not None:
            scores[announcements_team] += held[announcements_team]
    else:
        big = next(t for t in (0, 1) if scores[t] >= DEAL_POINTS)
        scores[big] += held[0] + held[1]
    kept = list(belote)
    if not made and rules["belote_on_failed_contract"] == "to_defence":
        kept[defence] += kept[taker]
        kept[taker] = 0
    scores = [scores[t] + kept[t] for t in (0, 1)]
    outcome = "capot" if made and (all8 or bid == "capot") else "made" if made else "failed"
    return outcome, (scores[0], scores[1])


@dataclass(frozen=True)
class CoincheResult(Tally):
    """A coinche deal's result: its tally and §10.2's verdict."""

    outcome: str  # made, failed, capot
    scores: tuple[int, int]


def play_deal(
    rules: Mapping[str, Any],
    contract: str,
    dealer: int,
    taker: int,
    bid: int | str,
    m: int,
    hands: Sequence[Sequence[str]],
    plays: Sequence[Sequence[str]],
) -> CoincheResult:
    """A played coinche deal from its 8-card ``hands`` and its 8 tricks' cards
    (``taker`` a seat, ``contract`` a suit, ``SA`` or ``TA``, ``m`` the multiplier)."""
    t = tally(rules, contract, dealer, hands, plays)
    outcome, scores = score(
        rules,
        taker % 2,
        bid,
        m,
        t.card_points,
        t.tricks_won,
        t.belote,
        t.announcements_held,
        t.announcements_team,
    )
    return CoincheResult(**fields_of(t), outcome=outcome, scores=scores)

"""``expert``: a determinized-search Belote player, from its seat's view only.

For every decision the bot draws deals of the cards it cannot see that are
consistent with the public record (:mod:`domain.bots.knowledge`), finishes
each one for every option it has (:mod:`domain.bots.playout`: greedy
playouts, and an exact search once few tricks remain) and takes the option
with the best mean *deal score* difference for its team, under the table's
own scoring: contract, multipliers, capot, litige, belote, announcements.

- Cards: every legal card is tried on the same drawn deals.
- Bidding, classic: taking (in each suit it may name, ``SA``/``TA`` with
  ``moderne``) is scored by playing the deal out with the completed hands;
  passing, by letting the other seats finish the auction with a simple
  hand-strength model and playing out whatever contract comes of it.
- Bidding, coinche: each strain is played out with the bot as taker and
  scored at every value it may bid; passing, coinche and surcoinche by
  playing out the standing contract at the multiplier each would give.
- The auction is soft evidence: deals in which a bidder's hand does not
  justify its bid (or a passer's would have bid) are drawn again, a few times.

Deterministic: the random draws come from a generator seeded with the
game's bot entropy, the seat and the decision number, so a game replays
exactly. The :class:`Budget` caps the deals drawn per decision, and, as a
safety net that the defaults do not reach, this thread's CPU time.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from domain.announcements import seat_announcements
from domain.bidding import CAPOT_BID, PASS, Bid, BidAction, value_of
from domain.bots.heuristic import TAKE_THRESHOLD, hand_strength
from domain.bots.knowledge import Knowledge, draw, knowledge
from domain.bots.playout import Extras, Play, Scorer, extras_of, play_out, solve
from domain.cards import FULL_DECK, Card, Suit, mask_of
from domain.contracts import AllSuits, Contract, Strain
from domain.views import DealView, SeatView


@dataclass(frozen=True, slots=True)
class Budget:
    """What one decision may spend.

    ``samples``: deals drawn for a card; ``bid_samples``: for a bid.
    ``cpu_seconds``: a cap on this thread's CPU time, checked after each deal
    (None: none); a decision cut by it depends on the machine's speed, but it
    is recorded in the game's log like any other, and replays from there.
    ``exact_tricks``: from this many tricks left, an exact search replaces
    the playouts. ``redraws``: tries to find a deal that fits the auction.
    """

    samples: int = 120
    bid_samples: int = 64
    cpu_seconds: float | None = 2.0
    exact_tricks: int = 3
    redraws: int = 12


DEFAULT_BUDGET = Budget()

# Margins (in points of deal score) an action must beat passing by: the
# playouts see every hand, so they are optimistic for whoever acts.
TAKE_MARGIN = 0
BID_MARGIN = 10
OVERCALL_MARGIN = 40
PARTNER_RAISE_MARGIN = 30
COINCHE_MARGIN = 40
SURCOINCHE_MARGIN = 60
CAPOT_SURE = 0.9
CLASSIC_STRAINS: tuple[Strain, ...] = (*Suit, *AllSuits)

Evidence = tuple[tuple[int, Suit, float, float], ...]
"""Per seat: a suit, and the lowest and highest hand strength its bids imply."""


def expert_bot(budget: Budget = DEFAULT_BUDGET) -> Callable[[SeatView, str], Bid | Card]:
    """The expert strategy with a given budget."""

    def expert(view: SeatView, entropy: str) -> Bid | Card:
        h = hashlib.sha256(f"expert:{entropy}:{view.seat}:{view.table.decisions}".encode())
        rng = random.Random(int.from_bytes(h.digest()[:8], "big"))
        if view.legal_cards:
            return _card(view, rng, budget)
        if view.legal_bids:
            deal = _deal(view)
            if deal.retourne is None:
                return _coinche_bid(view, rng, budget)
            return _classic_bid(view, rng, budget)
        raise ValueError(f"seat {view.seat} has nothing to decide")

    return expert


expert = expert_bot()


def _deal(view: SeatView) -> DealView:
    deal = view.table.deal
    assert deal is not None, "a seat with a decision to take is in a deal"
    return deal


class _Clock:
    """The budget's CPU-time cap for one decision."""

    __slots__ = ("end",)

    def __init__(self, budget: Budget) -> None:
        seconds = budget.cpu_seconds
        self.end = None if seconds is None else time.thread_time() + seconds

    def out(self) -> bool:
        return self.end is not None and time.thread_time() > self.end


# -- cards ----------------------------------------------------------------------


def _contract_of(deal: DealView) -> Contract:
    c = deal.contract
    if c is None:
        assert deal.taker is not None and deal.trump is not None
        return Contract(deal.taker, deal.trump)
    return Contract(
        c.taker, c.suit, value_of(c.value), c.multiplier, c.coinched_by, c.surcoinched_by
    )


def _card(view: SeatView, rng: random.Random, budget: Budget) -> Card:
    legal = view.legal_cards
    if len(legal) == 1:
        return legal[0]
    deal = _deal(view)
    rules = view.table.rules
    seat = view.seat
    team = seat & 1
    sign = 1 if team == 0 else -1
    contract = _contract_of(deal)
    play = Play(contract.strain, contract.taker, rules)
    scorer = Scorer(rules, view.table.reserve)
    k = knowledge(seat, view.hand, deal, rules)
    evidence = _play_evidence(deal, seat)
    points = [0, 0]
    for t in deal.tricks:
        assert t.winner is not None and t.points is not None
        points[t.winner & 1] += t.points
    done = len(deal.tricks)
    won0 = deal.tricks_won[0]
    current = deal.current_trick
    trick = list(current.cards) if current is not None else []
    leader = current.leader if current is not None else seat
    public = _public_announcements(deal) if rules.announcements and done else None
    shown = _shown(deal) if public is not None else None
    exact = 8 - done <= budget.exact_tricks
    totals = dict.fromkeys(legal, 0)
    clock = _Clock(budget)
    for _ in range(budget.samples):
        hands = _draw_plausible(k, evidence, rng, budget.redraws, shown)
        full = [k.played[s] | hands[s] for s in range(4)]
        extras = extras_of(full, contract.strain, rules)
        if public is not None:
            extras = (extras[0], extras[1], *public)

        def value(p0: int, w0: int, extras: Extras = extras) -> int:
            return sign * scorer.diff(contract, p0, w0, extras)

        for c in legal:
            h = list(hands)
            h[seat] ^= 1 << c
            if exact:
                v = solve(play, h, [*trick, c], leader, points[0], won0, done, team, value)
            else:
                p0, w0 = play_out(play, h, [*trick, c], leader, (points[0], points[1]), won0, done)
                v = value(p0, w0)
            totals[c] += v
        if clock.out():
            break
    return max(legal, key=lambda c: (totals[c], -c))


def _public_announcements(deal: DealView) -> tuple[int, int, int | None]:
    a = [0, 0]
    for ann in deal.announcements:
        a[ann.seat & 1] += ann.points
    return a[0], a[1], deal.announcements_team


def _play_evidence(deal: DealView, seat: int) -> Evidence:
    """What the auction says of the other seats' hands, for the play."""
    floors: dict[int, tuple[Suit, float]] = {}
    for b in deal.bids:
        if b.seat == seat or not isinstance(b.suit, Suit):
            continue
        if b.action == BidAction.TAKE:
            floors[b.seat] = (b.suit, TAKE_THRESHOLD)
        elif b.action == BidAction.BID:
            value = value_of(b.value) or 80
            floors[b.seat] = (b.suit, _bid_floor(value))
    return tuple((s, suit, low, 99.0) for s, (suit, low) in floors.items())


def _bid_floor(value: int) -> float:
    """The least hand strength a coinche bid of ``value`` is taken to show."""
    return TAKE_THRESHOLD - 1.0 + (min(value, 160) - 80) / 10


def _shortfall(hands: list[int], evidence: Evidence) -> float:
    """How far the hands are from what the auction implies (0: they fit)."""
    missing = 0.0
    for s, suit, low, high in evidence:
        strength = hand_strength(hands[s], suit)
        if strength < low:
            missing += low - strength
        elif strength >= high:
            missing += strength - high + 0.5
    return missing


def _draw_plausible(
    k: Knowledge,
    evidence: Evidence,
    rng: random.Random,
    redraws: int,
    shown: Shown | None = None,
) -> list[int]:
    """A drawn deal, drawn again (at most ``redraws`` times) while the auction
    makes it unlikely or, with ``shown``, a seat would have announced other
    combinations than it did (announcements are automatic, §7)."""
    hands = draw(k, rng)
    if not evidence and shown is None:
        return hands
    tries = redraws if shown is None else 4 * redraws
    best, best_missing = hands, float("inf")
    for _ in range(tries + 1):
        full = [k.played[s] | hands[s] for s in range(4)]
        missing = _shortfall(full, evidence)
        if shown is not None and not _shows(full, shown, k.seat):
            missing += 1.0
        if missing == 0:
            return hands
        if missing < best_missing:
            best, best_missing = hands, missing
        hands = draw(k, rng)
    # None fits: the closest, so that a strong bid still reads as strong.
    return best


Shown = tuple[frozenset[tuple[int, ...]], ...]
"""Per seat, the cards of each announcement it showed."""


def _shown(deal: DealView) -> Shown:
    per_seat: list[set[tuple[int, ...]]] = [set(), set(), set(), set()]
    for a in deal.announcements:
        per_seat[a.seat].add(tuple(sorted(a.cards)))
    return tuple(frozenset(x) for x in per_seat)


def _shows(full: list[int], shown: Shown, seat: int) -> bool:
    for s in range(4):
        if s != seat:
            combos = {tuple(sorted(a.cards)) for a in seat_announcements(full[s])}
            if combos != shown[s]:
                return False
    return True


# -- playing a contract out from the deal's start --------------------------------


class _Table:
    """Plays drawn deals out from the first card, one contract at a time."""

    __slots__ = ("leader", "plays", "rules", "scorer", "team")

    def __init__(self, view: SeatView, dealer: int) -> None:
        self.rules = view.table.rules
        self.scorer = Scorer(self.rules, view.table.reserve)
        self.team = view.seat & 1
        self.leader = (dealer + 1) & 3
        self.plays: dict[tuple[Strain, int], Play] = {}

    def outcome(self, strain: Strain, taker: int, full: list[int]) -> tuple[int, int, Extras]:
        """(team 0's card points, team 0's tricks, extras) of the deal played out."""
        play = self.plays.get((strain, taker))
        if play is None:
            play = self.plays[strain, taker] = Play(strain, taker, self.rules)
        p0, w0 = play_out(play, list(full), [], self.leader, (0, 0), 0, 0)
        return p0, w0, extras_of(full, strain, self.rules)

    def value(self, contract: Contract, p0: int, w0: int, extras: Extras) -> int:
        d = self.scorer.diff(contract, p0, w0, extras)
        return d if self.team == 0 else -d


# -- bidding, classic ------------------------------------------------------------


def _completed(
    first: list[int], rest: list[int], dealer: int, taker: int, retourne: int
) -> list[int]:
    """§3 step 6 on a drawn deal: 2 cards to the taker, 3 to the others, in
    seat order from the dealer's left, and the retourne to the taker."""
    full = list(first)
    pos = 0
    for i in range(1, 5):
        s = (dealer + i) & 3
        n = 2 if s == taker else 3
        for c in rest[pos : pos + n]:
            full[s] |= 1 << c
        pos += n
    full[taker] |= 1 << retourne
    return full


def _model_take(
    hand: int, retourne: int, round_: int, forced: bool, moderne: bool
) -> Strain | None:
    """What a plain bidder says in classic: the strongest suit it may name, if
    its hand with the retourne reaches the take threshold."""
    del moderne  # the model names suits only
    with_retourne = hand | 1 << retourne
    r = Suit(retourne >> 3)
    if round_ == 1:
        return r if hand_strength(with_retourne, r) >= TAKE_THRESHOLD else None
    best = max((s for s in Suit if s != r), key=lambda s: hand_strength(with_retourne, s))
    if forced or hand_strength(with_retourne, best) >= TAKE_THRESHOLD:
        return best
    return None


def _classic_bid(view: SeatView, rng: random.Random, budget: Budget) -> Bid:
    deal = _deal(view)
    rules = view.table.rules
    assert deal.retourne is not None
    retourne = int(deal.retourne)
    legal = view.legal_bids
    takes = [b for b in legal if b.action is BidAction.TAKE]
    can_pass = PASS in legal
    if not takes:
        return PASS
    seat = view.seat
    dealer = deal.dealer
    mine = mask_of(view.hand)
    unseen = FULL_DECK & ~mine & ~(1 << retourne)
    pool = [c for c in range(32) if unseen >> c & 1]
    others = [s for s in range(4) if s != seat]
    # Who passed before: they would not have taken with the model's rule.
    passed = [(b.seat, i) for i, b in enumerate(deal.bids) if b.seat != seat]
    forced_model = rules.no_taker == "dealer_forced"
    table = _Table(view, dealer)
    ev = {b: 0 for b in takes}
    ev_pass = 0
    clock = _Clock(budget)
    drawn = 0
    for _ in range(budget.bid_samples):
        drawn += 1
        for _try in range(budget.redraws + 1):
            rng.shuffle(pool)
            first = [0, 0, 0, 0]
            first[seat] = mine
            for j, s in enumerate(others):
                for c in pool[5 * j : 5 * j + 5]:
                    first[s] |= 1 << c
            if all(
                _model_take(first[s], retourne, 1 if i < 4 else 2, False, rules.moderne) is None
                for s, i in passed
            ):
                break
        rest = pool[15:]
        for b in takes:
            assert b.suit is not None
            full = _completed(first, rest, dealer, seat, retourne)
            p0, w0, extras = table.outcome(b.suit, seat, full)
            ev[b] += table.value(Contract(seat, b.suit), p0, w0, extras)
        if can_pass:
            n = len(deal.bids) + 1
            contract = None
            while n < 8 and contract is None:
                s = (dealer + 1 + n) & 3
                strain = _model_take(
                    first[s], retourne, 1 if n < 4 else 2, forced_model and n == 7, rules.moderne
                )
                if strain is not None:
                    contract = Contract(s, strain)
                n += 1
            if contract is not None:
                full = _completed(first, rest, dealer, contract.taker, retourne)
                p0, w0, extras = table.outcome(contract.strain, contract.taker, full)
                ev_pass += table.value(contract, p0, w0, extras)
        if clock.out():
            break
    best = max(takes, key=lambda b: (ev[b], -CLASSIC_STRAINS.index(_strain(b))))
    if not can_pass or ev[best] > ev_pass + TAKE_MARGIN * drawn:
        return best
    return PASS


def _strain(bid: Bid) -> Strain:
    assert bid.suit is not None
    return bid.suit


# -- bidding, coinche ------------------------------------------------------------


def _coinche_evidence(deal: DealView, seat: int) -> Evidence:
    """Bidders are strong in their suit; a seat that opened with a pass is
    not strong in any."""
    evidence: list[tuple[int, Suit, float, float]] = []
    for i, b in enumerate(deal.bids):
        if b.seat == seat:
            continue
        if b.action == BidAction.BID and isinstance(b.suit, Suit):
            evidence.append((b.seat, b.suit, _bid_floor(value_of(b.value) or 80), 99.0))
        elif b.action == BidAction.PASS and all(x.action == BidAction.PASS for x in deal.bids[:i]):
            evidence.extend((b.seat, s, -99.0, TAKE_THRESHOLD + 1.5) for s in Suit)
    return tuple(evidence)


def _coinche_bid(view: SeatView, rng: random.Random, budget: Budget) -> Bid:
    deal = _deal(view)
    rules = view.table.rules
    legal = view.legal_bids
    seat = view.seat
    mine = mask_of(view.hand)
    k = Knowledge(
        seat,
        mine,
        (8, 8, 8, 8),
        FULL_DECK & ~mine,
        (0, 0, 0, 0),
        (0, 0, 0, 0),
        (0, 0, 0, 0),
    )
    evidence = _coinche_evidence(deal, seat)
    high = next((b for b in reversed(deal.bids) if b.action == BidAction.BID), None)
    partner_holds = high is not None and high.seat == seat ^ 2
    offers: dict[Strain, list[Bid]] = {}
    for b in legal:
        # Over a partner only a raise of its strain: two suits outbidding
        # each other in one team climb to a contract neither can make.
        if b.action is BidAction.BID and (not partner_holds or high is None or b.suit == high.suit):
            offers.setdefault(_strain(b), []).append(b)
    standing: Contract | None = None
    if high is not None:
        assert high.suit is not None
        coinched = any(x.action == BidAction.COINCHE for x in deal.bids)
        multiplier = 2 if coinched else 1
        standing = Contract(high.seat, high.suit, value_of(high.value), multiplier)
    coinche = next((b for b in legal if b.action is BidAction.COINCHE), None)
    surcoinche = next((b for b in legal if b.action is BidAction.SURCOINCHE), None)
    table = _Table(view, deal.dealer)
    ev = {b: 0 for bids in offers.values() for b in bids}
    ev_pass = ev_coinche = ev_surcoinche = 0
    capots = dict.fromkeys(offers, 0)
    clock = _Clock(budget)
    n = 0
    for _ in range(budget.bid_samples):
        n += 1
        full = _draw_plausible(k, evidence, rng, budget.redraws)
        for strain, bids in offers.items():
            p0, w0, extras = table.outcome(strain, seat, full)
            capots[strain] += w0 == 8 if seat & 1 == 0 else w0 == 0
            for b in bids:
                assert b.value is not None
                ev[b] += table.value(Contract(seat, strain, b.value), p0, w0, extras)
        if standing is not None:
            p0, w0, extras = table.outcome(standing.strain, standing.taker, full)
            ev_pass += table.value(standing, p0, w0, extras)
            if coinche is not None:
                doubled = Contract(standing.taker, standing.strain, standing.value, 2)
                ev_coinche += table.value(doubled, p0, w0, extras)
            if surcoinche is not None:
                m = rules.surcoinche_multiplier or 4
                redoubled = Contract(standing.taker, standing.strain, standing.value, m)
                ev_surcoinche += table.value(redoubled, p0, w0, extras)
        if clock.out():
            break
    if surcoinche is not None and ev_surcoinche > ev_pass + SURCOINCHE_MARGIN * n:
        return surcoinche
    if coinche is not None and ev_coinche > ev_pass + COINCHE_MARGIN * n:
        best_bid = _best_bid(ev)
        if best_bid is None or ev_coinche >= ev[best_bid]:
            return coinche
    # A capot bid only on a sure capot: the playouts, seeing every hand,
    # find more of them than a table does.
    for b in list(ev):
        if b.value == CAPOT_BID and capots[_strain(b)] < CAPOT_SURE * n:
            del ev[b]
    best_bid = _best_bid(ev)
    if standing is None:
        margin = BID_MARGIN
    else:
        margin = PARTNER_RAISE_MARGIN if partner_holds else OVERCALL_MARGIN
    if best_bid is not None and ev[best_bid] > ev_pass + margin * n:
        return best_bid
    return PASS


def _best_bid(ev: dict[Bid, int]) -> Bid | None:
    if not ev:
        return None
    # Between equal values, the lower bid, then the canonical strain order.
    return max(
        ev,
        key=lambda b: (ev[b], -(b.value or CAPOT_BID), -CLASSIC_STRAINS.index(_strain(b))),
    )

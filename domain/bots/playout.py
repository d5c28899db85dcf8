"""Finishing a deal whose four hands are all known: fast playouts, exact search, score.

The expert bot draws deals consistent with what its seat knows
(:mod:`domain.bots.knowledge`) and finishes each here. A *playout* plays every
seat by a few greedy rules that see all four hands (win cheaply and surely,
load a partner who wins surely, cash masters, draw trumps as the taker);
near the end of the deal an exact minimax search replaces it. Either way the
result is the deal's *score* under the table's rules, computed by the
engine's own scorers (so one source of truth), not its card points.

The inner loop works on ints only: hands are masks, a trick a list of card
indexes, and every per-card fact a tuple looked up by index.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.announcements import scoring_team, seat_announcements
from domain.cards import SUIT_MASKS
from domain.contracts import Contract, Strain, belote_cards, table_for, trump_suit
from domain.modes import mode_of
from domain.rules import Rules
from domain.scoring import BELOTE_POINTS, DealTally
from domain.tricks import legal_mask
from domain.trumps import LAST_TRICK_BONUS

_BIG = 1 << 30


class Play:
    """Per-card tables for playing one contract, built once per decision."""

    __slots__ = (
        "beaten_by",
        "discard_key",
        "higher",
        "load_key",
        "order",
        "overtrump_partner",
        "points",
        "strain",
        "table",
        "taker",
        "takes",
        "trump",
        "undertrump_optional",
        "win_key",
    )

    def __init__(self, strain: Strain, taker: int, rules: Rules) -> None:
        table = table_for(strain)
        self.strain = strain
        self.table = table
        self.taker = taker
        self.order = table.order
        self.points = table.points
        self.higher = table.higher
        self.takes = table.takes
        # Only the trump suit wins a trick it was not led in; none at SA or TA.
        self.trump = SUIT_MASKS[table.trump] if table.trump is not None else 0
        self.overtrump_partner = rules.overtrump_partner or (
            table.trump is None and table.cuts != 0
        )
        self.undertrump_optional = rules.undertrump == "optional"
        takes = table.takes
        self.beaten_by = tuple(
            sum(1 << c for c in range(32) if takes[m << 5 | c]) for m in range(32)
        )
        trump = self.trump
        order, points = table.order, table.points
        # Lower is better for each key.
        self.discard_key = tuple(
            points[c] * 64 + (32 if trump >> c & 1 else 0) + order[c] for c in range(32)
        )
        self.load_key = tuple(-points[c] * 16 + order[c] for c in range(32))
        self.win_key = tuple((16 if trump >> c & 1 else 0) + order[c] for c in range(32))


def _best(mask: int, key: tuple[int, ...]) -> int:
    """The card of ``mask`` with the lowest ``key``."""
    best = -1
    best_key = _BIG
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        k = key[c]
        if k < best_key:
            best, best_key = c, k
        mask ^= low
    return best


def _top(mask: int, order: tuple[int, ...]) -> int:
    """The strongest card of ``mask`` (all of one suit)."""
    best = -1
    best_order = -1
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        if order[c] > best_order:
            best, best_order = c, order[c]
        mask ^= low
    return best


def _lead(p: Play, seat: int, hand: int, hands: list[int]) -> int:
    left, partner, right = hands[(seat + 1) & 3], hands[seat ^ 2], hands[(seat + 3) & 3]
    others = left | partner | right
    higher = p.higher
    trump = p.trump
    if trump:
        mine = hand & trump
        if mine and (left | right) & trump and seat & 1 == p.taker & 1:
            # The taker's side draws trumps: the master one, else a small one.
            top = _top(mine, p.order)
            if not higher[top] & others:
                return top
            if mine & (mine - 1) or seat != p.taker:
                return _best(mine, p.discard_key)
    plain = hand & ~trump
    best, best_points = -1, -1
    for suit_mask in SUIT_MASKS:
        cards = plain & suit_mask
        if not cards:
            continue
        top = _top(cards, p.order)
        if higher[top] & others:
            continue
        if trump and any(not h & suit_mask and h & trump for h in (left, right)):
            continue  # an opponent would trump it
        if p.points[top] > best_points:
            best, best_points = top, p.points[top]
    if best >= 0:
        return best
    if trump and partner & trump:
        for suit_mask in SUIT_MASKS:
            cards = plain & suit_mask
            if cards and not partner & suit_mask and (left | right) & suit_mask:
                return _best(cards, p.discard_key)  # the partner trumps it
    return _best(plain or hand, p.discard_key)


def _follow(
    p: Play,
    seat: int,
    legal: int,
    trick: list[int],
    master: int,
    master_seat: int,
    hands: list[int],
) -> int:
    led_suit = SUIT_MASKS[trick[0] >> 3]
    beaten_by = p.beaten_by
    # Only the next seat, an opponent, can still play after us, unless we are last.
    opponent = hands[(seat + 1) & 3] if len(trick) < 3 else 0
    reach = (opponent & led_suit or opponent & p.trump) if opponent else 0
    if master_seat == seat ^ 2 and not reach & beaten_by[master]:
        return _best(legal & ~p.trump or legal, p.load_key)  # load a sure winner
    winners = legal & beaten_by[master]
    safe = 0
    while winners:
        low = winners & -winners
        c = low.bit_length() - 1
        if not reach & beaten_by[c]:
            safe |= low
        winners ^= low
    if safe:
        return _best(safe, p.win_key)
    return _best(legal, p.discard_key)


def play_out(
    p: Play,
    hands: list[int],
    trick: list[int],
    leader: int,
    points: tuple[int, int],
    won0: int,
    done: int,
) -> tuple[int, int]:
    """Finish the deal greedily; (team 0's card points, team 0's tricks).

    ``hands`` (changed in place) are the cards still held, ``trick`` the trick
    in progress (complete or not), ``points`` and ``won0`` what the ``done``
    completed tricks gave.
    """
    table, takes, card_points = p.table, p.takes, p.points
    otp, uto = p.overtrump_partner, p.undertrump_optional
    pts0, pts1 = points
    trick = list(trick)
    master, master_seat = -1, -1
    for i, c in enumerate(trick):
        if i == 0 or takes[master << 5 | c]:
            master, master_seat = c, (leader + i) & 3
    seat = (leader + len(trick)) & 3
    while True:
        if len(trick) == 4:
            won = (
                card_points[trick[0]]
                + card_points[trick[1]]
                + card_points[trick[2]]
                + card_points[trick[3]]
            )
            done += 1
            if done == 8:
                won += LAST_TRICK_BONUS
            if master_seat & 1:
                pts1 += won
            else:
                pts0 += won
                won0 += 1
            if done == 8:
                return pts0, won0
            trick = []
            seat = master_seat
        hand = hands[seat]
        if trick:
            legal = legal_mask(hand, trick[0], master, master_seat == seat ^ 2, table, otp, uto)
            if legal & (legal - 1):
                c = _follow(p, seat, legal, trick, master, master_seat, hands)
            else:
                c = legal.bit_length() - 1
            if takes[master << 5 | c]:
                master, master_seat = c, seat
        else:
            c = _lead(p, seat, hand, hands) if hand & (hand - 1) else hand.bit_length() - 1
            master, master_seat = c, seat
        hands[seat] = hand ^ (1 << c)
        trick.append(c)
        seat = (seat + 1) & 3


def solve(
    p: Play,
    hands: list[int],
    trick: list[int],
    leader: int,
    points0: int,
    won0: int,
    done: int,
    team: int,
    value: Callable[[int, int], int],
) -> int:
    """The exact minimax value of the position for ``team``.

    ``value(card points, tricks)`` of team 0 at the end is the final score
    difference for ``team``.
    """
    master, master_seat = -1, -1
    for i, c in enumerate(trick):
        if i == 0 or p.takes[master << 5 | c]:
            master, master_seat = c, (leader + i) & 3
    if len(trick) == 4:
        pts = p.points
        won = pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
        done += 1
        if done == 8:
            won += LAST_TRICK_BONUS
        if not master_seat & 1:
            points0 += won
            won0 += 1
        if done == 8:
            return value(points0, won0)
        trick, leader, master, master_seat = [], master_seat, -1, -1
    seat = (leader + len(trick)) & 3
    return _search(
        p,
        hands,
        tuple(trick),
        master,
        master_seat,
        seat,
        points0,
        won0,
        done,
        team,
        -_BIG,
        _BIG,
        value,
    )


def _search(
    p: Play,
    hands: list[int],
    trick: tuple[int, ...],
    master: int,
    master_seat: int,
    seat: int,
    pts0: int,
    won0: int,
    done: int,
    team: int,
    alpha: int,
    beta: int,
    value: Callable[[int, int], int],
) -> int:
    hand = hands[seat]
    if trick:
        legal = legal_mask(
            hand,
            trick[0],
            master,
            master_seat == seat ^ 2,
            p.table,
            p.overtrump_partner,
            p.undertrump_optional,
        )
    else:
        legal = hand
    maximise = seat & 1 == team
    best = -_BIG if maximise else _BIG
    takes = p.takes
    while legal:
        low = legal & -legal
        legal ^= low
        c = low.bit_length() - 1
        hands[seat] = hand ^ low
        if not trick or takes[master << 5 | c]:
            m, ms = c, seat
        else:
            m, ms = master, master_seat
        cards = (*trick, c)
        if len(cards) < 4:
            v = _search(
                p, hands, cards, m, ms, (seat + 1) & 3, pts0, won0, done, team, alpha, beta, value
            )
        else:
            pts = p.points
            won = pts[cards[0]] + pts[cards[1]] + pts[cards[2]] + pts[cards[3]]
            if done == 7:
                won += LAST_TRICK_BONUS
            p0, w0 = (pts0, won0) if ms & 1 else (pts0 + won, won0 + 1)
            if done == 7:
                v = value(p0, w0)
            else:
                v = _search(p, hands, (), -1, -1, ms, p0, w0, done + 1, team, alpha, beta, value)
        hands[seat] = hand
        if maximise:
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
        elif v < best:
            best = v
            if v < beta:
                beta = v
        if alpha >= beta:
            break
    return best


class Scorer:
    """Score differences of finished deals, by the engine's scoring of the mode.

    ``extras`` fixes what the hands bring besides tricks: the belote points
    and the announcements of each team, and the team that scores its
    announcements. Results are cached: a decision scores the same few
    outcomes many times.
    """

    __slots__ = ("_cache", "_score", "reserve", "rules")

    def __init__(self, rules: Rules, reserve: int) -> None:
        self.rules = rules
        self.reserve = reserve
        self._score = mode_of(rules).score
        self._cache: dict[tuple[Contract, int, int, Extras], int] = {}

    def diff(self, contract: Contract, points0: int, won0: int, extras: Extras) -> int:
        """Team 0's deal score minus team 1's."""
        key = (contract, points0, won0, extras)
        found = self._cache.get(key)
        if found is None:
            b0, b1, a0, a1, team = extras
            tally = DealTally(
                taker_team=contract.taker & 1,
                card_points=(points0, 162 - points0),
                tricks_won=(won0, 8 - won0),
                announcements=(a0, a1),
                announcements_team=team,
                belote_team=None,
                belote_points=(b0, b1),
            )
            scores = self._score(tally, contract, self.rules, self.reserve).scores
            found = self._cache[key] = scores[0] - scores[1]
        return found


Extras = tuple[int, int, int, int, int | None]


def extras_of(full_hands: list[int] | tuple[int, ...], strain: Strain, rules: Rules) -> Extras:
    """Belote points and announcements of each team for four complete hands."""
    per_seat = belote_cards(full_hands, strain)
    b = [0, 0]
    for s in range(4):
        b[s & 1] += BELOTE_POINTS * (per_seat[s].bit_count() // 2)
    if not rules.announcements:
        return (b[0], b[1], 0, 0, None)
    anns = tuple(seat_announcements(h) for h in full_hands)
    a = [0, 0]
    for s in range(4):
        a[s & 1] += sum(x.points for x in anns[s])
    return (b[0], b[1], a[0], a[1], scoring_team(anns, trump_suit(strain)))

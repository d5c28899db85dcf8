"""One deal (*donne*) in progress: bidding, the eight tricks, the tally.

:class:`DealState` is the mutable inside of :class:`domain.game.GameState`;
only the game applies decisions to it, after checking turn and phase. Hands
are bit masks (see :mod:`domain.cards`). The *retourne* is the card turned face
up after the first five cards; the *taker* adds it to their hand (classic).
What differs between modes comes from :mod:`domain.modes`; what differs
between contracts (a suit, ``SA``, ``TA``) from the contract's trump table.
"""

from __future__ import annotations

from domain.announcements import Announcement, scoring_team, seat_announcements
from domain.bidding import Auction, Bid
from domain.cards import Card, cards_of, mask_of
from domain.contracts import Contract, Strain, belote_cards, table_for, trump_suit
from domain.dealing import DealtCards
from domain.errors import RuleViolation
from domain.events import (
    AnnouncementsShown,
    BeloteAnnounced,
    ContractTaken,
    Event,
    TrickWon,
)
from domain.modes import Mode, mode_of
from domain.rules import Rules
from domain.scoring import BELOTE_POINTS, DealScore, DealTally
from domain.tricks import Trick, legal_mask, violated_rule
from domain.trumps import LAST_TRICK_BONUS, TrumpTable


class DealState:
    """Mutable state of one deal. ``turn`` is the seat expected to act."""

    __slots__ = (
        "_legal",
        "_must_overtrump_partner",
        "_takes",
        "_undertrump_optional",
        "announcements",
        "announcements_public",
        "auction",
        "belote_cards",
        "belote_played",
        "belote_seat",
        "belotes_said",
        "card_points",
        "contract",
        "dealt",
        "full_hands",
        "hands",
        "leader",
        "master_card",
        "master_seat",
        "mode",
        "rules",
        "score",
        "table",
        "taker",
        "trick",
        "tricks",
        "tricks_won",
        "trump",
        "turn",
    )

    def __init__(self, dealt: DealtCards, rules: Rules, mode: Mode | None = None) -> None:
        self.dealt = dealt
        self.rules = rules
        self.mode = mode = mode or mode_of(rules)
        self.hands = [mask_of(h) for h in dealt.first_five]
        self.full_hands: tuple[int, ...] | None = None
        self.auction: Auction = mode.auction(dealt, rules)
        self.turn = self.auction.turn
        self.taker: int | None = None
        self.contract: Contract | None = None
        self.trump: Strain | None = None
        self.table: TrumpTable | None = None
        self._takes: tuple[bool, ...] = ()  # the table's, once there is a contract
        self._must_overtrump_partner = rules.overtrump_partner
        self._undertrump_optional = rules.undertrump == "optional"
        self.trick: list[Card] = []
        self.leader = -1
        self.master_seat = -1
        self.master_card = -1
        self.tricks: list[Trick] = []
        self.card_points = [0, 0]
        self.tricks_won = [0, 0]
        self.belote_seat: int | None = None  # the first belote's holder
        self.belote_cards = 0  # every card of a belote (K + Q pair), all seats
        self.belote_played = 0  # belote words said so far
        self.belotes_said: tuple[tuple[int, Card], ...] = ()  # (seat, card) per word
        self.announcements: tuple[tuple[Announcement, ...], ...] = ((), (), (), ())
        self.announcements_public = False
        self.score: DealScore | None = None
        self._legal = -1  # cached legal mask for `turn`, -1 when unknown

    def copy(self) -> DealState:
        """An independent copy: its lists are new, the immutable values shared."""
        twin = DealState.__new__(DealState)
        for name in DealState.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.hands = list(self.hands)
        twin.auction = self.auction.copy()
        twin.trick = list(self.trick)
        twin.tricks = list(self.tricks)
        twin.card_points = list(self.card_points)
        twin.tricks_won = list(self.tricks_won)
        return twin

    @property
    def index(self) -> int:
        return self.dealt.deal_index

    @property
    def dealer(self) -> int:
        return self.dealt.dealer

    @property
    def bidding(self) -> bool:
        return self.taker is None

    @property
    def over(self) -> bool:
        return len(self.tricks) == 8

    # -- bidding ---------------------------------------------------------------

    def bid(self, seat: int, bid: Bid) -> tuple[bool, Bid, list[Event]]:
        """Apply a bid: (bidding over, bid as recorded, facts)."""
        auction = self.auction
        checked = auction.check(bid)
        over = auction.record(seat, checked)
        self.turn = auction.turn
        facts: list[Event] = []
        if over:
            contract = auction.contract
            if contract is not None:
                self._take(contract)
                facts.append(
                    ContractTaken(
                        self.index,
                        contract.taker,
                        contract.strain,
                        contract.value,
                        contract.multiplier,
                    )
                )
        return over, checked, facts

    def _take(self, contract: Contract) -> None:
        self.contract = contract
        self.taker = taker = contract.taker
        self.trump = strain = contract.strain
        self.table = table = table_for(strain)
        self._takes = table.takes
        if table.trump is None and table.cuts:  # tout-atout: §10.1, always go higher
            self._must_overtrump_partner = True
        for seat, extra in enumerate(self.mode.complete(self.dealt, taker)):
            self.hands[seat] |= extra
        self.full_hands = tuple(self.hands)
        per_seat = belote_cards(self.hands, strain)
        self.belote_cards = per_seat[0] | per_seat[1] | per_seat[2] | per_seat[3]
        self.belote_seat = None
        if self.belote_cards:
            self.belote_seat = next(s for s in range(4) if per_seat[s])
        if self.rules.announcements:
            self.announcements = tuple(seat_announcements(h) for h in self.hands)
        self.leader = self.turn = (self.dealer + 1) % 4
        self._legal = -1

    # -- play ------------------------------------------------------------------

    def legal_mask(self) -> int:
        """Legal cards of the seat to play, as a mask (cached until it plays)."""
        legal = self._legal
        if legal < 0:
            turn = self.turn
            trick = self.trick
            table = self.table
            assert table is not None
            if trick:
                legal = legal_mask(
                    self.hands[turn],
                    trick[0],
                    self.master_card,
                    self.master_seat == (turn + 2) & 3,
                    table,
                    self._must_overtrump_partner,
                    self._undertrump_optional,
                )
            else:
                legal = self.hands[turn]  # leading: any card
            self._legal = legal
        return legal

    def play(self, seat: int, card: Card) -> list[Event]:
        """Play ``card`` for ``seat`` (whose turn it is). Returns the facts."""
        bit = 1 << card
        legal = self._legal
        if legal < 0:
            legal = self.legal_mask()
        if not legal & bit:
            self._refuse(seat, card, legal)
        self._legal = -1
        self.hands[seat] ^= bit
        trick = self.trick
        if not trick or self._takes[self.master_card << 5 | card]:
            self.master_card = card
            self.master_seat = seat
        trick.append(card)
        facts: list[Event] = []
        if self.belote_cards >> card & 1:
            # The pair's other card (Q <-> K, ranks 5 and 6) still in hand: "belote".
            first = self.hands[seat] >> (card ^ 3) & 1
            self.belote_played += 1
            self.belotes_said += ((seat, card),)
            facts.append(BeloteAnnounced(seat, "belote" if first else "rebelote"))
        if len(trick) < 4:
            self.turn = (seat + 1) & 3
            return facts
        facts += self._gather()
        return facts

    def _refuse(self, seat: int, card: Card, legal: int) -> None:
        legal_cards = [c.code for c in cards_of(legal)]
        if not self.hands[seat] >> card & 1:
            raise RuleViolation(
                "card_not_in_hand", f"{card.code} is not in seat {seat}'s hand", legal=legal_cards
            )
        assert self.table is not None
        code = violated_rule(self.hands[seat], self.trick[0], self.master_card, self.table, card)
        raise RuleViolation(
            code,
            f"{card.code} breaks {code}: legal cards are {', '.join(legal_cards)}",
            legal=legal_cards,
        )

    def _gather(self) -> list[Event]:
        table = self.table
        assert table is not None
        points = table.points
        c0, c1, c2, c3 = cards = tuple(self.trick)
        won = points[c0] + points[c1] + points[c2] + points[c3]
        tricks = self.tricks
        index = len(tricks)
        if index == 7:
            won += LAST_TRICK_BONUS
        winner = self.master_seat
        leader = self.leader
        tricks.append(Trick(leader, cards, winner, won))
        self.card_points[winner & 1] += won
        self.tricks_won[winner & 1] += 1
        self.trick = []
        self.leader = self.turn = winner
        self.master_card = self.master_seat = -1
        facts: list[Event] = [TrickWon(self.dealt.deal_index, index, leader, cards, winner, won)]
        if index == 0 and self.rules.announcements:
            self.announcements_public = True
            facts.append(
                AnnouncementsShown(
                    tuple(
                        tuple(_announcement_dict(a) for a in anns) for anns in self.announcements
                    ),
                    self.announcements_team(),
                )
            )
        return facts

    # -- the end ---------------------------------------------------------------

    def announcements_team(self) -> int | None:
        assert self.trump is not None
        return scoring_team(self.announcements, trump_suit(self.trump))

    def belotes_held(self, seat: int) -> int:
        """How many belotes (K + Q pairs) ``seat`` was dealt: 0 or 1, up to 4 at TA."""
        if self.full_hands is None:
            return 0
        return (self.full_hands[seat] & self.belote_cards).bit_count() // 2

    def belote_points(self) -> tuple[int, int]:
        """20 per belote (K + Q pair) held, per team."""
        if not self.belote_cards:  # nobody holds one (or there is no contract yet)
            return (0, 0)
        held = self.belotes_held
        return (BELOTE_POINTS * (held(0) + held(2)), BELOTE_POINTS * (held(1) + held(3)))

    def tally(self) -> DealTally:
        assert self.taker is not None
        per_team = [0, 0]
        for seat, anns in enumerate(self.announcements):
            for a in anns:
                per_team[seat & 1] += a.points
        return DealTally(
            taker_team=self.taker & 1,
            card_points=(self.card_points[0], self.card_points[1]),
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            announcements=(per_team[0], per_team[1]),
            announcements_team=self.announcements_team(),
            belote_team=None if self.belote_seat is None else self.belote_seat & 1,
            belote_points=self.belote_points(),
        )

    def finish(self, reserve: int) -> DealScore:
        assert self.contract is not None
        self.score = self.mode.score(self.tally(), self.contract, self.rules, reserve)
        return self.score

    # -- for views -------------------------------------------------------------

    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple(((self.leader + i) % 4, c) for i, c in enumerate(self.trick))

    def belote_words(self) -> tuple[int, int] | None:
        """(seat, words said so far) once the belote is public."""
        if self.belote_seat is None or not self.belote_played:
            return None
        return self.belote_seat, self.belote_played


def _announcement_dict(a: Announcement) -> dict[str, object]:
    return {"name": a.name, "cards": [c.code for c in a.cards], "points": a.points}

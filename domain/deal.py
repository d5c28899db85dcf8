"""One deal (*donne*) in progress: bidding, the eight tricks, the tally.

:class:`DealState` is the mutable inside of :class:`domain.game.GameState`;
only the game applies decisions to it, after checking turn and phase. Hands
are bit masks (see :mod:`domain.cards`). The *retourne* is the card turned face
up after the first five cards; the *taker* adds it to their hand.
"""

from __future__ import annotations

from domain.announcements import Announcement, scoring_team, seat_announcements
from domain.bidding import Bid, BidAction, ClassicAuction
from domain.cards import Card, Rank, Suit, cards_of, mask_of
from domain.dealing import DealtCards, completion
from domain.errors import RuleViolation
from domain.events import (
    AnnouncementsShown,
    BeloteAnnounced,
    ContractTaken,
    Event,
    TrickWon,
)
from domain.rules import Rules
from domain.scoring import DealScore, DealTally, score_deal
from domain.tricks import Trick, legal_mask, violated_rule
from domain.trumps import LAST_TRICK_BONUS, TABLES, TrumpTable


class DealState:
    """Mutable state of one deal. ``turn`` is the seat expected to act."""

    __slots__ = (
        "_legal",
        "announcements",
        "announcements_public",
        "auction",
        "belote_played",
        "belote_seat",
        "card_points",
        "dealt",
        "full_hands",
        "hands",
        "leader",
        "master_card",
        "master_seat",
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

    def __init__(self, dealt: DealtCards, rules: Rules) -> None:
        self.dealt = dealt
        self.rules = rules
        self.hands = [mask_of(h) for h in dealt.first_five]
        self.full_hands: tuple[int, ...] | None = None
        self.auction = ClassicAuction(
            dealt.dealer, dealt.retourne.suit, rules.no_taker == "dealer_forced"
        )
        self.turn = self.auction.turn
        self.taker: int | None = None
        self.trump: Suit | None = None
        self.table: TrumpTable | None = None
        self.trick: list[Card] = []
        self.leader = -1
        self.master_seat = -1
        self.master_card = -1
        self.tricks: list[Trick] = []
        self.card_points = [0, 0]
        self.tricks_won = [0, 0]
        self.belote_seat: int | None = None
        self.belote_played = 0
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
        checked = self.auction.check(bid)
        over = self.auction.record(seat, checked)
        self.turn = self.auction.turn
        facts: list[Event] = []
        if checked.action is BidAction.TAKE:
            assert checked.suit is not None
            self._take(seat, checked.suit)
            facts.append(ContractTaken(self.index, seat, checked.suit))
        return over, checked, facts

    def _take(self, taker: int, trump: Suit) -> None:
        self.taker = taker
        self.trump = trump
        self.table = TABLES[trump]
        for seat, extra in enumerate(completion(self.dealt, taker)):
            self.hands[seat] |= mask_of(extra)
        self.hands[taker] |= 1 << self.dealt.retourne
        self.full_hands = tuple(self.hands)
        king, queen = 8 * trump + Rank.KING, 8 * trump + Rank.QUEEN
        both = (1 << king) | (1 << queen)
        self.belote_seat = next((s for s in range(4) if self.hands[s] & both == both), None)
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
                    self.rules.overtrump_partner,
                )
            else:
                legal = self.hands[turn]  # leading: any card
            self._legal = legal
        return legal

    def play(self, seat: int, card: Card) -> list[Event]:
        """Play ``card`` for ``seat`` (whose turn it is). Returns the facts."""
        bit = 1 << card
        hand = self.hands[seat]
        legal = self._legal if self._legal >= 0 else self.legal_mask()
        if not legal & bit:
            self._refuse(seat, card, legal)
        self.hands[seat] = hand ^ bit
        self._legal = -1
        trick = self.trick
        master = self.master_card
        table = self.table
        assert table is not None
        if not trick or table.takes[master << 5 | card]:
            self.master_card = card
            self.master_seat = seat
        trick.append(card)
        facts: list[Event] = []
        if seat == self.belote_seat and card >> 3 == self.trump and (card & 7) in _KING_QUEEN:
            self.belote_played += 1
            facts.append(BeloteAnnounced(seat, "belote" if self.belote_played == 1 else "rebelote"))
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
        winner = self.master_seat
        points = table.points
        won = (
            points[self.trick[0]]
            + points[self.trick[1]]
            + points[self.trick[2]]
            + points[self.trick[3]]
        )
        if len(self.tricks) == 7:
            won += LAST_TRICK_BONUS
        t = Trick(self.leader, tuple(self.trick), winner, won)
        self.tricks.append(t)
        self.card_points[winner & 1] += won
        self.tricks_won[winner & 1] += 1
        self.trick = []
        self.leader = self.turn = winner
        self.master_card = self.master_seat = -1
        facts: list[Event] = [
            TrickWon(self.index, len(self.tricks) - 1, t.leader, t.cards, winner, won)
        ]
        if len(self.tricks) == 1 and self.rules.announcements:
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
        return scoring_team(self.announcements, self.trump)

    def tally(self) -> DealTally:
        assert self.taker is not None
        per_team = [0, 0]
        for seat, anns in enumerate(self.announcements):
            per_team[seat & 1] += sum(a.points for a in anns)
        return DealTally(
            taker_team=self.taker & 1,
            card_points=(self.card_points[0], self.card_points[1]),
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            announcements=(per_team[0], per_team[1]),
            announcements_team=self.announcements_team(),
            belote_team=None if self.belote_seat is None else self.belote_seat & 1,
        )

    def finish(self, reserve: int) -> DealScore:
        self.score = score_deal(self.tally(), self.rules, reserve)
        return self.score

    # -- for views -------------------------------------------------------------

    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple(((self.leader + i) % 4, c) for i, c in enumerate(self.trick))

    def belote_words(self) -> tuple[int, int] | None:
        """(seat, words said so far) once the belote is public."""
        if self.belote_seat is None or not self.belote_played:
            return None
        return self.belote_seat, self.belote_played


_KING_QUEEN = (Rank.KING.value, Rank.QUEEN.value)


def _announcement_dict(a: Announcement) -> dict[str, object]:
    return {"name": a.name, "cards": [c.code for c in a.cards], "points": a.points}

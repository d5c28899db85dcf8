"""The daily challenge: one secret seed per UTC day, the same game for everyone.

Every date has one seed, ``hex(HMAC-SHA256(secret, "challenge:" + date))``
(secret from ``BELOTE_CHALLENGE_SECRET``). Each player may start that day's
challenge once, that day: seat 0 against three ``heuristic`` bots, default
rules of the server's challenge mode (``BELOTE_CHALLENGE_MODE``: ``classic``,
the default, or ``coinche``, either with ``+moderne`` for the SA/TA
contracts; docs/rules.md §10). The seed fixes the first dealer and every deal, and the bots are
deterministic, so the same decisions give exactly the same game.

Because every challenger of the day plays the same deals, the day's seed is a
secret until the day is over (UTC) -- also for a finished challenge game,
whose seed would otherwise be revealed (:meth:`api.services.reads.Reads.public_seed`)
-- and so are the day's challenge games themselves: they stay out of the history listings and
the leaderboard names no game until the day is over. A challenge game ranks
only if it finished during its day, so the revealed seed can never help a
game still running; and only after the server has replayed it from the seed
and its decisions (checking every bot decision too) and found the same result.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy.exc import IntegrityError

from api.services.errors import Conflict, Exhausted
from api.services.games import GameService, SeatRequest
from domain.bots import bot_turn, decide, get_strategy
from domain.dealing import seed_commitment
from domain.errors import BeloteError, InvalidInput
from domain.events import GameCreated, Occupant
from domain.game import GameState, Phase, new_game
from domain.rules import Rules
from persistence.queries import HistoryQueries, LeaderboardEntry
from persistence.store import GameStore, Player

log = logging.getLogger(__name__)

INSECURE_DEVELOPMENT_SECRET = "belote-development-only-challenge-secret"
"""Used when ``BELOTE_CHALLENGE_SECRET`` is unset: anyone can compute every day's
seed from it (it is in this public source), so production must set its own."""

DEFAULT_STARTS_PER_ADDRESS = 3
"""Challenge games one client address may start a day (BELOTE_CHALLENGE_STARTS_PER_ADDRESS)."""
RULES = Rules()
"""The rules of the challenge in the default mode, classic."""
BOT = "heuristic"
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def challenge_secret() -> str:
    """The server secret of ``BELOTE_CHALLENGE_SECRET``, or the insecure default."""
    secret = os.environ.get("BELOTE_CHALLENGE_SECRET", "")
    if not secret:
        log.warning("BELOTE_CHALLENGE_SECRET is not set: daily challenge seeds are guessable")
        return INSECURE_DEVELOPMENT_SECRET
    return secret


def challenge_rules(setting: str | None) -> Rules:
    """The challenge's rules for a ``BELOTE_CHALLENGE_MODE`` value: ``classic``
    (None or empty too), ``coinche``, ``classic+moderne`` or ``coinche+moderne``."""
    mode, plus, extra = (setting or "classic").strip().partition("+")
    if mode not in ("classic", "coinche") or (plus and extra != "moderne"):
        raise ValueError(
            f"BELOTE_CHALLENGE_MODE is classic or coinche, optionally +moderne; not {setting!r}"
        )
    return Rules(mode=mode, moderne=bool(plus))


def utcnow() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class ChallengeCalendar:
    """The days, their seeds and what is still secret, by the server's UTC clock."""

    secret: str
    clock: Callable[[], datetime] = utcnow

    def today(self) -> date:
        return self.clock().astimezone(UTC).date()

    def seed(self, day: date) -> str:
        message = f"challenge:{day.isoformat()}".encode()
        return hmac.new(self.secret.encode(), message, hashlib.sha256).hexdigest()

    def is_over(self, day: date) -> bool:
        return day < self.today()

    def embargoes(self, seed: str) -> bool:
        """Whether ``seed`` is the challenge seed of a day not over yet.

        Only today's challenge can be started, so that is the only seed to keep.
        """
        today = self.seed(self.today())
        return hmac.compare_digest(seed.encode(), today.encode())  # any seed, not only ASCII

    def secret_day(self) -> str:
        """The day whose challenge games stay out of history listings: today."""
        return self.today().isoformat()


def parse_day(text: str) -> date:
    """A challenge date ``YYYY-MM-DD``, or ``invalid_date`` (422)."""
    try:
        if not _DATE.match(text):
            raise ValueError
        return date.fromisoformat(text)
    except ValueError:
        raise InvalidInput(
            "invalid_date", f"a challenge date is written YYYY-MM-DD, not {text!r}"
        ) from None


@dataclass(frozen=True, slots=True)
class Challenge:
    """One day's challenge as anyone may see it."""

    date: date
    status: str  # upcoming | open | over
    seed_commitment: str
    seed: str | None  # once the day is over
    rules: Rules
    bots: tuple[str, str, str]
    challengers: int


class ChallengeService:
    """Use cases of ``/challenges``; games are created through :class:`GameService`."""

    def __init__(
        self,
        games: GameService,
        queries: HistoryQueries,
        calendar: ChallengeCalendar,
        rules: Rules = RULES,
        starts_per_address: int = 0,
    ):
        self.games = games
        self.queries = queries
        self.calendar = calendar
        self.rules = rules
        self.starts_per_address = starts_per_address  # a day; 0: no limit

    @property
    def store(self) -> GameStore:
        return self.games.store

    def describe(self, day: date) -> Challenge:
        today = self.calendar.today()
        seed = self.calendar.seed(day)
        return Challenge(
            date=day,
            status="over" if day < today else "open" if day == today else "upcoming",
            seed_commitment=seed_commitment(seed),
            seed=seed if day < today else None,
            rules=self.rules,
            bots=(BOT, BOT, BOT),
            challengers=self.queries.challengers(day.isoformat()),
        )

    def start(self, player: Player, day: date, address: str) -> tuple[str, GameState]:
        """``player``'s game of today's challenge; once per player and day, and at
        most ``starts_per_address`` a day from one client ``address``."""
        today = self.calendar.today()
        if day < today:
            raise Conflict("challenge_closed", f"the {day} challenge is over; today is {today}")
        if day > today:
            raise Conflict(
                "challenge_not_open", f"the {day} challenge is not open yet; today is {today}"
            )
        self._refuse_second_game(player, day)
        self._count_start(address, day)
        seats = [SeatRequest(None), SeatRequest(BOT), SeatRequest(BOT), SeatRequest(BOT)]
        try:
            return self.games.create_game(
                player,
                self.rules.to_dict(),
                self.calendar.seed(day),
                seats,
                challenge_day=day.isoformat(),
            )
        except IntegrityError:  # the same player's concurrent request won
            self._refuse_second_game(player, day)
            raise

    def _count_start(self, address: str, day: date) -> None:
        """Count a start from ``address`` today; past the day's budget, 429.

        Counted in the shared ``rate_limits`` table (one budget for every
        worker process), in a window that closes at the end of the day.
        """
        if not self.starts_per_address:
            return
        now = self.calendar.clock()
        end_of_day = datetime.combine(day + timedelta(days=1), time(), UTC)
        now_ms = int(now.timestamp() * 1000)
        window_ms = int(end_of_day.timestamp() * 1000) - now_ms
        scope = f"challenge:{day.isoformat()}:{address}"
        hits, _ = self.store.rate_limits.count(scope, now_ms, max(1, window_ms))
        if hits > self.starts_per_address:
            retry_after = max(1, (window_ms + 999) // 1000)
            raise Exhausted(
                "challenge_starts_exhausted",
                f"this address may start {self.starts_per_address} challenge games a day; "
                f"the next challenge opens in {retry_after} s",
                retry_after=retry_after,
            )

    def _refuse_second_game(self, player: Player, day: date) -> None:
        game_id = self.queries.challenge_game(day.isoformat(), player.id)
        if game_id is not None:
            raise Conflict(
                "challenge_already_started",
                f"you already started the {day} challenge",
                game_id=game_id,
            )

    def leaderboard(
        self, day: date, *, limit: int, offset: int
    ) -> tuple[list[LeaderboardEntry], int]:
        """A page of the day's verified results, best first, and their number.

        Finished games not yet checked are verified first (lazily, here: the
        write path stays the plain event store).
        """
        for game_id in self.queries.unverified_finished(day.isoformat()):
            self.verify(game_id, day)
        entries = self.queries.leaderboard(day.isoformat(), limit=limit, offset=offset)
        return entries, self.queries.count_leaderboard(day.isoformat())

    def verify(self, game_id: str, day: date) -> bool:
        """Replay a finished challenge game from the day's seed and record its result.

        The log must start with the challenge's own ``GameCreated``, every bot
        decision must be the one the bot takes, every decision must be legal,
        the replay must end the game with the stored result, before the end of
        the day. Otherwise the game is recorded as refused (it never ranks).
        """
        summary = self.store.summary(game_id)
        problem = self._replay_problem(game_id, day, summary.scores)
        if problem is None and summary.finished_at is not None:
            end_of_day = datetime.combine(day + timedelta(days=1), time(), UTC)
            if summary.finished_at >= end_of_day:
                problem = "finished after the end of its day"
        if problem is not None:
            log.warning("challenge game %s refused: %s", game_id, problem)
            self.store.record_challenge_result(game_id, None, summary.finished_at)
            return False
        self.store.record_challenge_result(game_id, summary.scores, summary.finished_at)
        return True

    def _replay_problem(self, game_id: str, day: date, stored: tuple[int, int]) -> str | None:
        log_ = self.store.events(game_id, 0, 1_000_000)
        created = log_[0].event
        if not isinstance(created, GameCreated) or created.seed != self.calendar.seed(day):
            return "not this day's challenge seed"
        player = created.seats[0]
        if player is None or player.kind != "player":
            return "seat 0 holds no player"
        bot = Occupant("bot", BOT)
        if created != GameCreated(self.rules, created.seed, (player, bot, bot, bot)):
            return "not the challenge's rules or seats"
        state, _ = new_game(created)
        for item in log_[1:]:
            turn = bot_turn(state)
            if turn is not None and item.event != decide(get_strategy(turn[1]), state, turn[0]):
                return f"event {item.seq} is not the bot's decision"
            try:
                state.apply(item.event)
            except BeloteError as e:
                return f"event {item.seq} is refused: {e.code}"
        if state.phase is not Phase.FINISHED:
            return "the replay does not end the game"
        if (state.scores[0], state.scores[1]) != stored:
            return f"the replay scores {state.scores} are not the stored {stored}"
        return None

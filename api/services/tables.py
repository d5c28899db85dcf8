"""Life at a table around the game: open tables, invitations, expiry.

A waiting game is **public** (listed in ``GET /lobby`` while seats are free;
anyone may sit) or **private** (a player sits only with a single-use
invitation the creator made, ``PUT /games/{id}/seats/{n}?invitation=CODE``).
Public is the default (any player may sit at any waiting game, and
``GET /games?status=waiting`` lists them all); a table for friends says
``"visibility": "private"``.

The creator, and players already seated, sit and seat bots without a code.
The creator may delete a waiting game. A waiting game with no activity (no
seat taken or left) for ``BELOTE_WAITING_GAME_TTL_SECONDS`` expires: out of
the lobby, refused on join (410 ``game_expired``) and deleted lazily (by the
lobby and by such a join). None of this is in the game's log: who may sit is
the service's business, not a decision of the game.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from api.services.errors import Conflict, Forbidden, Gone, Invalid, NotFound
from api.services.games import GameService, SeatRequest
from api.services.seats import check_holds_seat, holds_seat
from domain.events import GameCreated
from domain.game import GameState, Phase
from persistence.models import utcnow
from persistence.player_events import PlayerEvent, rematch_asked
from persistence.store import GameSummary, Player
from persistence.tables import (
    Claim,
    Invitation,
    Rematches,
    RematchNotAgreed,
    Table,
    TableStore,
    Visibility,
)

DEFAULT_TTL_SECONDS = 24 * 3600
MAX_INVITATIONS = 20  # per game: a table has three seats to offer; this only stops abuse
PURGE_BATCH = 20  # expired games a lobby request deletes, at most


@dataclass(frozen=True, slots=True)
class LobbyEntry:
    summary: GameSummary
    expires_at: datetime | None


@dataclass(frozen=True, slots=True)
class RematchStatus:
    game_id: str
    requests: list[int]  # seats that asked
    waiting_for: list[int]  # human seats that have not
    rematch: str | None  # the new game, once every human seat asked


class Tables:
    def __init__(
        self, games: GameService, ttl_seconds: int, clock: Callable[[], datetime] = utcnow
    ) -> None:
        self.games = games
        self.store = TableStore(games.store.engine)
        self.rematches = Rematches(games.store.engine)
        self.ttl = timedelta(seconds=ttl_seconds) if ttl_seconds else None
        self.clock = clock  # tests move it forward instead of sleeping

    # -- creating and deleting ------------------------------------------------

    def create_game(
        self,
        creator: Player,
        rules: dict[str, Any],
        seed: str | None,
        seats: list[SeatRequest | None],
        visibility: Visibility,
        clock: dict[str, Any] | None = None,
    ) -> str:
        def table(conn: Any, game_id: str) -> None:
            self.store.add(conn, game_id, visibility)

        game_id, _ = self.games.create_game(creator, rules, seed, seats, clock=clock, also=table)
        return game_id

    def delete(self, game_id: str, player: Player) -> None:
        summary = self.games.summary(game_id)
        self._creator_only(summary, player)
        if summary.status != Phase.WAITING or not self.store.delete_waiting(
            game_id, summary.version
        ):
            raise Conflict("game_started", "only a waiting game can be deleted")
        self.games.store.forget(game_id)

    # -- sitting -------------------------------------------------------------------

    def sit(
        self,
        game_id: str,
        player: Player,
        seat: int,
        request: SeatRequest,
        if_match: int | None,
        invitation: str | None,
    ) -> GameState:
        """Take a seat, with the invitation a private table asks of newcomers."""
        summary = self.games.summary(game_id)
        self._refuse_expired(summary)
        table = self.store.table(game_id)
        needs_code = (
            table is not None
            and table.visibility is Visibility.PRIVATE
            and player.id != summary.creator_id
            and not any(holds_seat(o, player.id) for o in summary.seats)
            and summary.status == Phase.WAITING
        )
        if not needs_code:
            return self.games.sit(game_id, player, seat, request, if_match)
        if request.bot is not None:
            raise Forbidden(
                "not_at_table",
                "only the creator or a player seated at this private table may seat a bot",
            )
        if invitation is None:
            raise Forbidden(
                "invitation_required",
                "this table is private: sit with an invitation from its creator (?invitation=CODE)",
            )
        claim = self.store.claim(game_id, invitation, player.id, self.clock())
        if claim is Claim.UNKNOWN:
            raise Forbidden("unknown_invitation", "no such invitation to this game")
        if claim is Claim.USED:
            raise Conflict("invitation_used", "this invitation has already been used")
        try:
            return self.games.sit(game_id, player, seat, request, if_match)
        except BaseException:
            self.store.release(game_id, invitation, player.id)  # not spent on a refused seat
            raise

    # -- invitations -------------------------------------------------------------

    def invite(self, game_id: str, player: Player, invitee: str | None = None) -> Invitation:
        """A new invitation; with ``invitee`` (a player's id) it is also sent to that
        player's own stream (``invited``, persistence/player_events.py)."""
        summary = self.games.summary(game_id)
        self._creator_only(summary, player)
        if invitee is not None:
            if invitee == player.id:
                raise Invalid("invite_yourself", "the creator sits without an invitation")
            if self.games.store.get_player(invitee) is None:
                raise Invalid("unknown_player", f"no player {invitee!r} to invite")
        if summary.status != Phase.WAITING:
            raise Conflict("game_started", "the game has started: no seat to offer")
        self._refuse_expired(summary)
        if len(self.store.invitations(game_id)) >= MAX_INVITATIONS:
            raise Conflict(
                "too_many_invitations",
                f"a game has at most {MAX_INVITATIONS} invitations",
                limit=MAX_INVITATIONS,
            )
        heads: dict[str, int] = {}

        def tell(conn: Any, code: str) -> None:
            data = {"game_id": game_id, "invitation": code, "by": player.id}
            events = [PlayerEvent(invitee, "invited", data)] if invitee is not None else []
            heads.update(self.games.store.player_events(conn, events, self.clock()))

        code = self.store.invite(game_id, self.clock(), also=tell)
        self.games.store.announce_players(heads)
        return next(i for i in self.store.invitations(game_id) if i.code == code)

    def invitations(self, game_id: str, player: Player) -> list[Invitation]:
        self._creator_only(self.games.summary(game_id), player)  # 404 for an unknown game
        return self.store.invitations(game_id)

    # -- rematches --------------------------------------------------------------------

    def rematch(self, game_id: str) -> RematchStatus:
        return self._rematch_status(self.games.load(game_id), game_id)

    def ask_rematch(self, game_id: str, player: Player, seat: int) -> RematchStatus:
        """The seat asks for a rematch; the last human seat to ask starts it.

        Bots agree. The rematch has the same rules and seats, a fresh seed,
        and is linked both ways; asking again changes nothing.
        """
        state = self._finished_seat(game_id, player, seat)
        table = self.store.table(game_id)
        if table is None or table.rematch is None:
            heads: dict[str, int] = {}

            def tell(conn: Any) -> None:
                events = rematch_asked(game_id, state, seat, player.id)
                heads.update(self.games.store.player_events(conn, events, self.clock()))

            self.rematches.ask(game_id, seat, player.id, self.clock(), also=tell)
            self.games.store.announce_players(heads)
            humans = _human_seats(state)
            if humans <= set(self.rematches.requests(game_id)):
                # The game's creator's rematch; a game from before creators were
                # kept (migration 0005) is the last asker's.
                creator = self.games.summary(game_id).creator_id or player.id
                self._start_rematch(game_id, state, humans, creator)
        return self._rematch_status(state, game_id)

    def withdraw_rematch(self, game_id: str, player: Player, seat: int) -> RematchStatus:
        state = self._finished_seat(game_id, player, seat)
        if not self.rematches.withdraw(game_id, seat):
            raise Conflict("rematch_started", "every seat agreed: the rematch has started already")
        return self._rematch_status(state, game_id)

    def _start_rematch(
        self, game_id: str, state: GameState, humans: set[int], creator: str
    ) -> None:
        created = GameCreated(state.rules, secrets.token_hex(16), tuple(state.seats), state.clock)

        def link(conn: Any, rematch_id: str) -> None:
            Rematches.link(conn, game_id, rematch_id, humans)
            self.store.add(conn, rematch_id, Visibility.PRIVATE, rematch_of=game_id)

        # Another process may have started it first, or a seat withdrawn meanwhile.
        with contextlib.suppress(RematchNotAgreed):
            self.games.start_game(created, also=link, creator_id=creator)

    def _finished_seat(self, game_id: str, player: Player, seat: int) -> GameState:
        state = self.games.load(game_id)
        check_holds_seat(state, player, seat)
        if state.phase is not Phase.FINISHED:
            raise Conflict(
                "rematch_before_end",
                f"the game is {state.phase.value}: a rematch is asked once it is over",
            )
        return state

    def _rematch_status(self, state: GameState, game_id: str) -> RematchStatus:
        asked = self.rematches.requests(game_id)
        return RematchStatus(
            game_id=game_id,
            requests=asked,
            waiting_for=sorted(_human_seats(state) - set(asked)),
            rematch=self.rematches.rematch_of(game_id),
        )

    # -- the lobby -------------------------------------------------------------------

    def lobby(self, *, offset: int, limit: int) -> tuple[list[LobbyEntry], int]:
        """Public waiting games still active, newest first; purges a few expired ones."""
        since = self.clock() - self.ttl if self.ttl is not None else None
        if since is not None:
            for game_id in self.store.expired(since, PURGE_BATCH):
                self._purge(game_id)
        found, total = self.store.lobby(since, limit=limit, offset=offset)
        return [LobbyEntry(s, self.expires_at(s)) for s in found], total

    def expires_at(self, summary: GameSummary) -> datetime | None:
        """When a waiting game expires if nothing happens; None for others."""
        if self.ttl is None or summary.status != Phase.WAITING:
            return None
        return summary.updated_at + self.ttl

    def table(self, game_id: str) -> Table | None:
        return self.store.table(game_id)

    # -- inside ---------------------------------------------------------------------

    def _refuse_expired(self, summary: GameSummary) -> None:
        expires = self.expires_at(summary)
        if expires is not None and expires <= self.clock():
            self._purge(summary.id)
            raise Gone(
                "game_expired",
                f"game {summary.id!r} waited with no activity until {expires.isoformat()}",
            )

    def _purge(self, game_id: str) -> None:
        try:
            summary = self.games.summary(game_id)
        except NotFound:
            return  # already gone
        if self.store.delete_waiting(game_id, summary.version):
            self.games.store.forget(game_id)

    @staticmethod
    def _creator_only(summary: GameSummary, player: Player) -> None:
        if summary.creator_id != player.id:  # None: created before creators were kept
            raise Forbidden("not_creator", "only the game's creator may do this")


def _human_seats(state: GameState) -> set[int]:
    return {seat for seat, o in enumerate(state.seats) if o is not None and o.kind == "player"}

"""Issue 12's end-to-end test: life at a real table, through the generated Python client.

Four humans meet at a private table (invitations), with a turn clock and the
smallest target. Dan goes silent: his clock runs out twice in a row (the
stand-in decides each time, marked ``stand_in`` in the log), he is then
*absent* and his stand-in decides at once, until he returns. The others play
the game to its end; the record replays exactly (``POST /replays`` and
``belote verify``), and all four agree to a rematch, linked both ways, dealt
from a fresh server seed.

A real ``belote serve`` (two workers, each sweeping clocks) on SQLite and on
PostgreSQL. Time moves only when the test writes the server's clock file
(``BELOTE_CLOCK_FILE``); the test never sleeps for a deadline: it long-polls
the seat view until the game moves.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

import pytest

from tests.clients.conftest import belote_client_package  # noqa: F401 (fixture)
from tests.e2e.conftest import start_server, stop_server

START = datetime(2031, 6, 1, 9, 0, tzinfo=UTC)
TURN_SECONDS = 10  # the smallest turn clock (domain.clocks.TURN_SECONDS)
ABSENT_AFTER = 2
TARGET = 100  # the smallest target (domain.rules)
NAMES = ("Ann", "Ben", "Cat", "Dan")
DAN = 3  # the seat that goes silent

T = TypeVar("T")


def expect(answer: Any, kind: type[T]) -> T:
    assert isinstance(answer, kind), answer
    return answer


@dataclass
class Seat:
    name: str
    id: str
    token: str
    client: Any  # belote_client.AuthenticatedClient


class Table:
    """The four seats of one game, and the server's clock file."""

    def __init__(self, url: str, seats: list[Seat], clock_file: Path) -> None:
        self.url = url
        self.seats = seats
        self.clock_file = clock_file

    def game(self, game_id: str) -> Any:
        from belote_client.api.games import get_game
        from belote_client.models import GameOut

        return expect(get_game.sync(game_id, client=self.seats[0].client), GameOut)

    def log(self, game_id: str) -> list[dict[str, Any]]:
        """The whole event log, page by page, as plain JSON."""
        from belote_client.api.events import list_events
        from belote_client.models import EventPage

        events: list[dict[str, Any]] = []
        while True:
            page = list_events.sync(
                game_id, client=self.seats[0].client, after=len(events), limit=500
            )
            got = [e.to_dict() for e in expect(page, EventPage).events]
            events += got
            if not got:
                return events

    def wait_past(self, game_id: str, version: int) -> Any:
        """The table once the game moved past ``version`` (Ann's seat view, long-polled)."""
        from belote_client.api.seats import get_seat_view
        from belote_client.models import SeatViewOut

        for _ in range(60):  # each poll waits up to 5 s for the sweeper's append
            view = get_seat_view.sync(
                game_id, 0, client=self.seats[0].client, wait=5, after_version=version
            )
            table = expect(view, SeatViewOut).table
            if table.version > version:
                return table
        raise AssertionError(f"no sweeper moved game {game_id} past version {version}")

    def move(self, game_id: str, seat: int) -> Any:
        """The seat's own decision: take when it may, else pass; the first legal card."""
        from belote_client.api.deals import post_bid, post_play
        from belote_client.api.seats import get_seat_view
        from belote_client.models import PassBidIn, PlayIn, SeatViewOut, TakeBidIn

        client = self.seats[seat].client
        view = expect(get_seat_view.sync(game_id, seat, client=client), SeatViewOut)
        deal = view.table.deal
        assert view.table.turn == seat and deal is not None
        if view.legal_bids:
            takes = [b.to_dict() for b in view.legal_bids if b.action == "take"]
            body: Any = (
                TakeBidIn.from_dict({**takes[0], "seat": seat})
                if takes
                else PassBidIn.from_dict({"action": "pass", "seat": seat})
            )
            answer = post_bid.sync(game_id, deal.deal_index, client=client, body=body)
        else:
            card = view.legal_cards[0]
            answer = post_play.sync(
                game_id,
                deal.deal_index,
                client=client,
                body=PlayIn.from_dict({"card": card, "seat": seat}),
            )
        return expect(answer, SeatViewOut).table

    def set_clock(self, when: datetime) -> None:
        self.clock_file.write_text(when.isoformat())


def sit_four(table_url: str, clock_file: Path) -> Table:
    from belote_client import AuthenticatedClient, Client
    from belote_client.api.players import create_player
    from belote_client.models import PlayerCreate, PlayerCreated

    seats = []
    with Client(base_url=table_url) as anonymous:
        for name in NAMES:
            made = expect(
                create_player.sync(client=anonymous, body=PlayerCreate(name)), PlayerCreated
            )
            client = AuthenticatedClient(base_url=table_url, token=made.token)
            seats.append(Seat(name, made.id, made.token, client))
    return Table(table_url, seats, clock_file)


@pytest.mark.slow
def test_four_humans_one_goes_silent_returns_and_all_agree_to_a_rematch(
    belote_client_package: ModuleType,  # noqa: F811
    database_url: str,
    tmp_path: Path,
) -> None:
    from belote_client.api.endings import ask_rematch
    from belote_client.api.games import create_game
    from belote_client.api.lobby import create_invitation, list_lobby
    from belote_client.api.records import get_game_record, replay_game
    from belote_client.api.seats import return_to_seat, take_seat
    from belote_client.models import (
        ClockSpec,
        GameCreate,
        GameOut,
        GameRecordOut,
        InvitationOut,
        Problem,
        RematchOut,
        ReplayIn,
        Rules,
        SeatIn,
        SeatSpec,
        SeatViewOut,
    )

    clock_file = tmp_path / "now"
    clock_file.write_text(START.isoformat())
    env = {"BELOTE_CLOCK_FILE": str(clock_file), "BELOTE_SWEEP_SECONDS": "0.05"}
    server = start_server(database_url, workers=2, log=tmp_path / "server.log", env=env)
    try:
        t = sit_four(server.url, clock_file)
        ann, ben, cat, dan = t.seats

        # A private table for four friends, with a turn clock, to the smallest target.
        body = GameCreate(
            seats=[SeatSpec(), None, None, None],
            visibility="private",
            rules=Rules(target=TARGET),
            clock=ClockSpec(turn_seconds=TURN_SECONDS, absent_after=ABSENT_AFTER),
        )
        game = expect(create_game.sync(client=ann.client, body=body), GameOut)
        game_id = game.id
        assert list_lobby.sync(client=ben.client) == []  # private: not listed
        refused = take_seat.sync(game_id, 1, client=ben.client, body=SeatSpec())
        assert expect(refused, Problem).code == "invitation_required"
        codes = [
            expect(create_invitation.sync(game_id, client=ann.client), InvitationOut).code
            for _ in range(3)
        ]
        for seat, friend in enumerate((ben, cat, dan), start=1):
            if seat == 2:  # Ben's code is spent, and a made-up one is no invitation
                for code, refusal in ((codes[0], "invitation_used"), ("x", "unknown_invitation")):
                    no = take_seat.sync(
                        game_id, seat, client=friend.client, body=SeatSpec(), invitation=code
                    )
                    assert expect(no, Problem).code == refusal
            seated = take_seat.sync(
                game_id, seat, client=friend.client, body=SeatSpec(), invitation=codes[seat - 1]
            )
            expect(seated, GameOut)

        started = t.game(game_id)
        assert started.seat_names == list(NAMES) and started.table.status == "bidding"
        clock = started.table.clock
        assert (clock.turn_seconds, clock.absent_after) == (TURN_SECONDS, ABSENT_AFTER)
        assert clock.seat == started.table.turn
        assert clock.deadline == START + timedelta(seconds=TURN_SECONDS)

        timeouts = 0  # Dan's clock ran out this many times
        returned_at: int | None = None  # the log's length when Dan came back
        table = started.table
        while table.status != "finished":
            if table.turn == DAN and timeouts < ABSENT_AFTER:
                # Dan is silent: let his clock run out; a sweeper's stand-in decides.
                assert table.clock.seat == DAN and not table.absent[DAN]
                t.set_clock(table.clock.deadline + timedelta(seconds=1))
                table = t.wait_past(game_id, table.version)
                timeouts += 1
                assert table.absent[DAN] == (timeouts == ABSENT_AFTER), table.absent
                continue
            if timeouts == ABSENT_AFTER and returned_at is None:
                stand_ins = [e for e in t.log(game_id) if e["data"].get("stand_in")]
                if len(stand_ins) > ABSENT_AFTER:  # absent: his stand-in decided at once
                    back = return_to_seat.sync(game_id, DAN, client=dan.client)
                    table = expect(back, SeatViewOut).table
                    assert table.absent == [False] * 4
                    returned_at = len(t.log(game_id))
                    continue
            assert table.turn != DAN or returned_at is not None
            table = t.move(game_id, table.turn)

        # -- the log says who decided what ------------------------------------------------
        assert returned_at is not None, "the game ended before Dan's stand-in played at once"
        log = t.log(game_id)
        stand_ins = [e for e in log if e["data"].get("stand_in")]
        assert len(stand_ins) > ABSENT_AFTER
        assert {e["data"]["seat"] for e in stand_ins} == {DAN}
        assert all(e["seq"] < returned_at for e in stand_ins)  # none after his return
        # The timeout that made him absent says so in its facts (what streams carry).
        absent = [
            (e["seq"], f["seat"]) for e in log for f in e["facts"] if f["type"] == "SeatAbsent"
        ]
        assert absent == [(stand_ins[ABSENT_AFTER - 1]["seq"], DAN)]
        (back,) = [e for e in log if e["type"] == "SeatReturned"]
        assert back["data"]["seat"] == DAN and back["seq"] == returned_at
        dans_own = [
            e
            for e in log[returned_at:]
            if e["type"] in ("BidMade", "CardPlayed") and e["data"]["seat"] == DAN
        ]
        assert dans_own and not any(e["data"].get("stand_in") for e in dans_own)

        # -- the final record, replayed exactly ----------------------------------------------
        over = t.game(game_id)
        assert over.table.winner in (0, 1) and max(over.table.scores) >= TARGET
        assert over.seed is not None and over.seed_chosen_by == "server"
        record = expect(get_game_record.sync(game_id, client=ann.client), GameRecordOut)
        as_json = record.to_dict()
        assert as_json["seat_names"] == list(NAMES) and as_json["winner"] == over.table.winner
        decisions = [e for e in log if e["type"] in ("BidMade", "CardPlayed")]
        replay = ReplayIn.from_dict(
            {
                "rules": as_json["rules"],
                "seed": over.seed,
                "seats": as_json["seats"],
                "decisions": [{"type": e["type"], **e["data"]} for e in decisions],
            }
        )
        replayed = expect(replay_game.sync(client=ann.client, body=replay), GameRecordOut)
        assert replayed.to_dict()["deals"] == as_json["deals"]
        assert replayed.to_dict()["scores"] == as_json["scores"]
        belote = Path(sys.executable).with_name("belote")
        verified = subprocess.run(
            [str(belote), "verify", game_id],
            env={**os.environ, "BELOTE_DATABASE_URL": database_url},
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert verified.returncode == 0, verified.stdout + verified.stderr
        assert "verified 1 game: all match their logs" in verified.stdout

        # -- all four agree to a rematch -------------------------------------------------
        rematch = None
        for seat, friend in enumerate(t.seats):
            asked = ask_rematch.sync(game_id, client=friend.client, body=SeatIn(seat=seat))
            status = expect(asked, RematchOut)
            assert status.waiting_for == list(range(seat + 1, 4)), status
            rematch = status.rematch
        assert isinstance(rematch, str)
        old, new = t.game(game_id), t.game(rematch)
        assert (old.rematch, new.rematch_of) == (rematch, game_id)  # linked both ways
        assert new.seat_names == list(NAMES) and new.visibility == "private"
        assert new.creator_id == ann.id
        assert new.seed_chosen_by == "server" and new.seed is None
        assert new.seed_commitment != old.seed_commitment
        assert new.table.clock.turn_seconds == TURN_SECONDS
        assert new.table.rules.target == TARGET
        assert new.table.status == "bidding" and new.table.absent == [False] * 4
    finally:
        stop_server(server)

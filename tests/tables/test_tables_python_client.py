"""Issue 12 through the generated Python client against a live ``belote serve``."""

from __future__ import annotations

from types import ModuleType
from typing import Any, TypeVar

from tests.clients.conftest import belote_client_package, live_server  # noqa: F401 (fixtures)
from tests.e2e.conftest import Server

T = TypeVar("T")


def expect(answer: Any, kind: type[T]) -> T:
    assert isinstance(answer, kind), answer
    return answer


def test_python_client_names_tables_resignation_and_rematch(
    belote_client_package: ModuleType,  # noqa: F811
    live_server: Server,  # noqa: F811
) -> None:
    from belote_client import AuthenticatedClient, Client
    from belote_client.api.endings import ask_rematch, get_rematch, resign, withdraw_rematch
    from belote_client.api.games import create_game
    from belote_client.api.lobby import create_invitation, list_lobby
    from belote_client.api.me import get_me, rename_me
    from belote_client.api.players import create_player, get_player
    from belote_client.api.seats import take_seat
    from belote_client.models import (
        GameCreate,
        GameOut,
        InvitationOut,
        PlayerCreate,
        PlayerCreated,
        PlayerProfileOut,
        PlayerRename,
        Problem,
        RematchOut,
        SeatIn,
        SeatSpec,
    )

    url = live_server.url
    with Client(base_url=url) as anonymous:
        ann = expect(create_player.sync(client=anonymous, body=PlayerCreate("Ann")), PlayerCreated)
        ben = expect(create_player.sync(client=anonymous, body=PlayerCreate("Ben")), PlayerCreated)
        bad = expect(create_player.sync(client=anonymous, body=PlayerCreate("\x07")), Problem)
        assert bad.code == "invalid_name"
    with (
        AuthenticatedClient(base_url=url, token=ann.token) as a,
        AuthenticatedClient(base_url=url, token=ben.token) as b,
    ):
        renamed = expect(rename_me.sync(client=b, body=PlayerRename(" Benoît ")), PlayerProfileOut)
        assert (
            renamed.name == "Benoît"
            and expect(get_me.sync(client=b), PlayerProfileOut).id == ben.id
        )
        assert expect(get_player.sync(ann.id, client=b), PlayerProfileOut).name == "Ann"

        bot = SeatSpec(bot="heuristic")
        body = GameCreate(seats=[SeatSpec(), bot, None, bot], visibility="public")
        game = expect(create_game.sync(client=a, body=body), GameOut)
        lobby = list_lobby.sync(client=a)
        assert isinstance(lobby, list) and [g.id for g in lobby] == [game.id]
        assert lobby[0].free_seats == [2] and lobby[0].creator_name == "Ann"
        invitation = expect(create_invitation.sync(game.id, client=a), InvitationOut)
        assert invitation.game_id == game.id  # a public table needs none, but may have some
        seated = expect(take_seat.sync(game.id, 2, client=b, body=SeatSpec()), GameOut)
        assert seated.seat_names == ["Ann", "heuristic", "Benoît", "heuristic"]

        early = expect(ask_rematch.sync(game.id, client=a, body=SeatIn(seat=0)), Problem)
        assert early.code == "rematch_before_end"
        over = expect(resign.sync(game.id, client=a, body=SeatIn(seat=0)), GameOut)
        assert over.resigned == 0 and over.table.winner == 1
        asked = expect(ask_rematch.sync(game.id, client=a, body=SeatIn(seat=0)), RematchOut)
        assert asked.waiting_for == [2] and asked.rematch is None
        expect(withdraw_rematch.sync(game.id, client=a, body=SeatIn(seat=0)), RematchOut)
        assert expect(get_rematch.sync(game.id, client=a), RematchOut).requests == []
        expect(ask_rematch.sync(game.id, client=a, body=SeatIn(seat=0)), RematchOut)
        done = expect(ask_rematch.sync(game.id, client=b, body=SeatIn(seat=2)), RematchOut)
        assert isinstance(done.rematch, str)
        refused = expect(withdraw_rematch.sync(game.id, client=b, body=SeatIn(seat=2)), Problem)
        assert refused.code == "rematch_started"

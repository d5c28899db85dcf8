"""The generated Python client: strictly typed, and it plays a whole game against a live server.

One player sits in seat 0 against three heuristic bots and makes every one of
its decisions through ``belote_client`` (sync), until the game is over.
"""

from __future__ import annotations

import hashlib
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from tests.e2e.conftest import Server

T = TypeVar("T")


def expect(answer: Any, kind: type[T]) -> T:
    """The parsed answer when it is a ``kind``; a failure naming the problem otherwise."""
    assert isinstance(answer, kind), f"expected {kind.__name__}, got {answer!r}"
    return answer


def test_python_client_plays_a_game_to_the_end(
    belote_client_package: ModuleType, live_server: Server
) -> None:
    from belote_client import AuthenticatedClient, Client
    from belote_client.api.deals import post_bid, post_play
    from belote_client.api.games import create_game, get_game
    from belote_client.api.players import create_player
    from belote_client.api.seats import get_seat_view
    from belote_client.models import (
        GameCreate,
        GameOut,
        PassBidIn,
        PlayerCreate,
        PlayerCreated,
        PlayIn,
        Problem,
        SeatSpec,
        SeatViewOut,
        TakeBidIn,
    )

    with Client(base_url=live_server.url) as anonymous:
        player = expect(
            create_player.sync(client=anonymous, body=PlayerCreate("py")), PlayerCreated
        )
        refused = expect(create_game.sync(client=anonymous, body=GameCreate()), Problem)
        assert refused.code == "unauthorized" and refused.status == 401

    rng = random.Random("python-client")
    decisions = 0
    with AuthenticatedClient(base_url=live_server.url, token=player.token) as client:
        bots = [SeatSpec(bot="heuristic") for _ in range(3)]
        body = GameCreate(seed="python-client", seats=[SeatSpec(), *bots])
        game = expect(create_game.sync(client=client, body=body), GameOut)
        assert [o.kind if o else None for o in game.table.seats] == ["player", *["bot"] * 3]
        while True:
            view = expect(get_seat_view.sync(game.id, 0, client=client), SeatViewOut)
            table = view.table
            if table.status == "finished":
                break
            assert table.turn == 0, "the bots move before a response returns"
            assert table.deal is not None
            deal_index = table.deal.deal_index
            if view.legal_cards:
                play = PlayIn(card=rng.choice(view.legal_cards), seat=0)
                answer = post_play.sync(game.id, deal_index, client=client, body=play)
            else:
                choice = rng.choice(view.legal_bids)
                # A bid is a discriminated union: one typed class per action.
                bid: PassBidIn | TakeBidIn
                if choice.action == "pass":
                    bid = PassBidIn(action="pass", seat=0)
                else:
                    bid = TakeBidIn(action="take", seat=0, suit=choice.suit)
                answer = post_bid.sync(game.id, deal_index, client=client, body=bid)
            expect(answer, SeatViewOut)
            decisions += 1
            assert decisions < 1000, "the game does not end"

        final = expect(get_game.sync(game.id, client=client), GameOut)

    table = final.table
    assert table.status == "finished" and decisions > 8
    assert max(table.scores) >= table.rules.target
    assert table.winner == (0 if table.scores[0] > table.scores[1] else 1)
    assert isinstance(final.seed, str) and final.seed == "python-client"
    assert hashlib.sha256(final.seed.encode()).hexdigest() == final.seed_commitment


def test_python_client_is_strictly_typed(belote_client_package: ModuleType, tmp_path: Path) -> None:
    package = Path(belote_client_package.__file__ or "").parent
    mypy = [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path), str(package)]
    result = subprocess.run(mypy, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr

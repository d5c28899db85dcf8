"""Hidden information on the streams: the public stream never shows a card a
spectator could not see at that moment, a seat's stream adds only that seat's
hand, and a seat's stream needs that seat's token.

Whole games are played (with announcements on, over several deals) while the
streams record; afterwards every message is checked against the state the
public log replays to at that message's seq, with the hidden-card oracle of
the API tests (``api_support.visible_by_deal``, written on the raw deal state).
"""

from __future__ import annotations

import random

import httpx
import pytest
from streams_support import (
    Player,
    Recorder,
    Server,
    create_game,
    events,
    new_player,
    play_to_the_end,
    replay_steps,
    secrets_shown,
    sit,
)

from domain.cards import cards_of
from domain.events import GameCreated, Occupant
from domain.game import Phase, new_game
from domain.rules import Rules
from domain.views import seat_view, to_jsonable

HEURISTIC = {"bot": "heuristic"}


@pytest.mark.parametrize("seed", ["secrets-1", "secrets-2"])
def test_no_stream_message_shows_a_card_its_reader_could_not_see(
    server2: Server, seed: str
) -> None:
    a, b = new_player(server2.url, "a"), new_player(server2.url, "b")
    rules = {"target": 300, "announcements": True}
    game_id = create_game(server2.url, a, [{}, HEURISTIC, None, HEURISTIC], rules, seed)
    sit(server2.url, b, game_id, 2)
    readers: list[tuple[Recorder, Player | None, int | None]] = [
        (Recorder(server2.url, game_id), None, None),
        (Recorder(server2.url, game_id, seat=0, player=a), a, 0),
        (Recorder(server2.url, game_id, seat=2, player=b), b, 2),
    ]
    for recorder, _, _ in readers:
        recorder.start()
    for _ in play_to_the_end(server2.url, game_id, {0: a, 2: b}, random.Random(seed)):
        pass
    log = events(server2.url, game_id)
    seed_text = log[0]["data"]["seed"]  # revealed now that the game is over
    streams = [(recorder.finish(), player, seat) for recorder, player, seat in readers]
    assert all(len(messages) == len(log) for messages, _, _ in streams)

    deal_before: int | None = None
    checked = deals = 0
    for i, (seq, state) in enumerate(replay_steps(log)):
        for messages, player, seat in streams:
            message = messages[i]
            assert message.id == str(seq)
            body = message.json()
            leaks = secrets_shown(body, state, deal_before, player.id if player else None)
            assert not leaks, f"seq {seq} ({body['type']}): {sorted(leaks, key=str)} leaked"
            if state.phase is not Phase.FINISHED:
                assert seed_text not in message.data, f"seq {seq}: the seed leaked"
            if player is None or seat is None:
                assert "view" not in body
            elif state.seats[seat] != Occupant("player", player.id):
                assert "view" not in body  # b's seat before b sat down
            else:  # the seat's own hand, and only it
                hand = cards_of(state.deal.hands[seat]) if state.deal and not state.winner else ()
                assert body["view"]["seat"] == seat
                assert body["view"]["hand"] == [c.code for c in hand]
            checked += 1
        deals = len(state.deals)
        deal_before = state.deal.index if state.deal is not None else None
    assert deals >= 2 and checked == 3 * len(log)
    assert any(e["type"] == "CardPlayed" for e in log)


def test_a_seat_stream_needs_that_seats_token(server2: Server) -> None:
    a, b = new_player(server2.url, "a"), new_player(server2.url, "b")
    game_id = create_game(server2.url, a, [{}, HEURISTIC, None, HEURISTIC], {"target": 100}, "t")
    sit(server2.url, b, game_id, 2)
    url = f"{server2.url}/games/{game_id}/events/stream"
    cases = [
        ({"seat": 0}, {}, 401, "unauthorized"),
        ({"seat": 0}, {"Authorization": "Bearer not-a-token"}, 401, "unauthorized"),
        ({"seat": 0}, {"Authorization": "Basic eDp5"}, 401, "unauthorized"),
        ({"seat": 0}, b.auth, 403, "not_your_seat"),  # b sits in seat 2, not 0
        ({"seat": 1}, a.auth, 403, "not_your_seat"),  # a bot's seat
        ({"seat": 2}, a.auth, 403, "not_your_seat"),
    ]
    for params, headers, status, code in cases:
        r = httpx.get(url, params=params, headers=headers, timeout=10)
        assert r.status_code == status, (params, r.text)
        assert r.headers["Content-Type"] == "application/problem+json"
        assert r.json()["code"] == code
        assert not any(c in r.text for c in ("hand", "legal_cards")), r.text
    for params, player in (({"seat": 0}, a), ({"seat": 2}, b)):
        first = Recorder(server2.url, game_id, params=params, player=player, stop_after=2)
        first.start()
        created, seated = first.finish()  # the game starts when seat 2 is taken
        if params["seat"] == 0:  # a sits from the creation on: an empty hand, no deal yet
            assert created.json()["view"]["hand"] == []
        else:  # b sat down later: its stream starts showing the seat from then on
            assert "view" not in created.json()
        assert seated.event == "SeatTaken"
        assert len(seated.json()["view"]["hand"]) == 5  # its own first five cards


def test_a_seat_stream_stops_showing_the_seat_once_its_player_left(server2: Server) -> None:
    """Leaving before the start frees the seat for someone else, whose hand is not
    the leaver's to see, even on a stream opened while the leaver sat there."""
    a, b, c = (new_player(server2.url, n) for n in "abc")
    game_id = create_game(server2.url, a, [{}, None, None, HEURISTIC], {"target": 100}, "left")
    sit(server2.url, b, game_id, 2)
    held = Recorder(server2.url, game_id, seat=2, player=b)
    held.start()
    assert held.ready.wait(10) and held.error is None
    r = httpx.delete(f"{server2.url}/games/{game_id}/seats/2", headers=b.auth, timeout=10)
    assert r.status_code == 200, r.text

    late = Recorder(server2.url, game_id, seat=2, player=b)
    late.start()
    assert late.ready.wait(10)
    assert isinstance(late.error, httpx.HTTPStatusError), "b no longer sits there"
    assert late.error.response.status_code == 403

    sit(server2.url, c, game_id, 2)
    r = httpx.put(
        f"{server2.url}/games/{game_id}/seats/1", json=HEURISTIC, headers=a.auth, timeout=10
    )
    assert r.status_code == 200, r.text  # the game starts: c's hand is dealt
    for _ in play_to_the_end(server2.url, game_id, {0: a, 2: c}, random.Random(2)):
        pass
    log = events(server2.url, game_id)
    messages = held.finish()
    assert messages[1].event == "SeatTaken" and "view" in messages[1].json()  # b's seat
    assert messages[2].event == "SeatLeft" and "view" not in messages[2].json()
    deal_before: int | None = None
    for message, (seq, state) in zip(messages, replay_steps(log), strict=False):
        assert message.id == str(seq)
        leaks = secrets_shown(message.json(), state, deal_before, b.id)
        assert not leaks, f"seq {seq}: {sorted(leaks, key=str)} shown to a player who left"
        deal_before = state.deal.index if state.deal is not None else None


def test_the_checker_itself_flags_a_hand_it_should_not_see() -> None:
    """The checks above can fail: a hand in a message is caught, one's own is not."""
    seats = (Occupant("player", "p1"), Occupant("bot", "heuristic"))
    state, _ = new_game(GameCreated(Rules(), "checker", seats * 2))
    message = {"seq": 1, "type": "GameCreated", "data": {}, "facts": []}
    for seat in range(4):
        with_view = {**message, "view": to_jsonable(seat_view(state, seat))}
        assert len(secrets_shown(with_view, state, None, None)) == 5  # a spectator
        assert bool(secrets_shown(with_view, state, None, "p1")) == (seat not in (0, 2))
    assert not secrets_shown(message, state, None, None)

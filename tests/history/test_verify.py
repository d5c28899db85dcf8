"""``belote verify``: stored games replayed from their logs, projections compared.

Games are written through the real store, then rows are edited behind its
back, as a bug or a hand-edited database would: an event's payload (the
replay fails, or succeeds and disagrees) and a ``games`` row.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from sqlalchemy import Engine, select, update

from api.cli.main import main
from domain.bots import bot_turn, decide, get_strategy
from domain.events import CardPlayed, Event, GameCreated, Occupant
from domain.game import new_game
from domain.records import game_record
from domain.rules import Rules
from domain.simulation import play_game
from persistence.db import make_engine, upgrade
from persistence.models import EventRow, GameRow
from persistence.store import GameStore
from persistence.verify import verify_games

LINEUP = ("heuristic", "random", "heuristic", "random")


@dataclass(frozen=True)
class Stored:
    engine: Engine
    finished: str  # a game of four bots, over
    playing: str  # a player's game, waiting for the player's decision
    first_card_seq: int  # seq of the finished game's first CardPlayed


@pytest.fixture
def stored(database_url: str) -> Iterator[Stored]:
    engine = make_engine(database_url)
    upgrade(engine)
    store = GameStore(engine)
    record = game_record(play_game("verify", LINEUP, Rules(target=300))[0])
    decisions = record.decisions()
    finished, _ = store.create_game(record.created(), decisions)
    first_card = next(i for i, d in enumerate(decisions) if isinstance(d, CardPlayed))

    seats = (Occupant("player", "p1"), *(Occupant("bot", name) for name in LINEUP[1:]))
    created = GameCreated(Rules(), "verify-playing", seats)
    state, _ = new_game(created)
    bots: list[Event] = []
    while (turn := bot_turn(state)) is not None:
        bots.append(decide(get_strategy(turn[1]), state, turn[0]))
        state.apply(bots[-1])
    playing, _ = store.create_game(created, bots)
    yield Stored(engine, finished, playing, first_card + 2)
    engine.dispose()


def mismatches(stored: Stored, game_id: str) -> list[str]:
    (found,) = verify_games(stored.engine, [game_id])
    return [str(m) for m in found]


def test_untouched_games_match_their_logs(stored: Stored) -> None:
    assert list(verify_games(stored.engine)) == [[], []]


def test_an_edited_card_makes_the_log_fail_to_replay(stored: Stored) -> None:
    game, seq = stored.finished, stored.first_card_seq
    with stored.engine.begin() as conn:
        where = (EventRow.game_id == game, EventRow.seq.in_([seq, seq + 1]))
        rows = dict(conn.execute(select(EventRow.seq, EventRow.payload).where(*where)).all())
        # The card the next seat played: not in this seat's hand.
        edited = {**rows[seq], "card": rows[seq + 1]["card"]}
        conn.execute(
            update(EventRow)
            .where(EventRow.game_id == game, EventRow.seq == seq)
            .values(payload=edited)
        )

    found = mismatches(stored, game)

    assert len(found) == 1
    assert found[0].startswith(f"game {game}: events: seq {seq} does not replay: card_not_in_hand")
    assert mismatches(stored, stored.playing) == []


def test_an_edited_event_that_still_replays_shows_as_differences(stored: Stored) -> None:
    game = stored.playing
    with stored.engine.begin() as conn:
        where = (EventRow.game_id == game, EventRow.seq == 1)
        created = conn.execute(select(EventRow.payload).where(*where)).scalar_one()
        created["seats"][2] = {"kind": "bot", "name": "someone-else"}
        conn.execute(update(EventRow).where(*where).values(payload=created))

    found = mismatches(stored, game)

    assert {line.split(": ")[1] for line in found} == {"seats", "game_seats"}
    assert all("someone-else" in line for line in found)


def test_an_edited_projection_is_caught(stored: Stored) -> None:
    game = stored.finished
    with stored.engine.begin() as conn:
        score = conn.execute(select(GameRow.score_0).where(GameRow.id == game)).scalar_one()
        conn.execute(
            update(GameRow).where(GameRow.id == game).values(score_0=score + 5, status="playing")
        )

    found = mismatches(stored, game)

    assert sorted(found) == [
        f"game {game}: score_0: stored {score + 5}, the log gives {score}",
        f"game {game}: status: stored 'playing', the log gives 'finished'",
    ]


def test_the_command_exit_codes(
    stored: Stored,
    database_url: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("BELOTE_DATABASE_URL", database_url)
    assert main(["verify", "--all"]) == 0
    assert capsys.readouterr().out == "verified 2 games: all match their logs\n"
    assert main(["verify", stored.playing]) == 0
    assert capsys.readouterr().out == "verified 1 game: all match their logs\n"

    with stored.engine.begin() as conn:
        conn.execute(update(GameRow).where(GameRow.id == stored.finished).values(version=1))
    assert main(["verify", "--all"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"game {stored.finished}: version: stored 1, the log gives ")
    assert out[-1] == "verified 2 games: 1 with mismatches"

    assert main(["verify", "nosuchgame"]) == 1
    unknown = capsys.readouterr()
    assert unknown.out == ""  # an unknown id is not a mismatch
    assert unknown.err.startswith("belote verify: error: no game 'nosuchgame' in ")
    with pytest.raises(SystemExit) as usage:
        main(["verify"])  # a game id or --all is required
    assert usage.value.code == 2

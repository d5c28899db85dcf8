"""The runnable example of docs/bots.md, loaded as ``belote bot --strategy`` loads it."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from api.cli.main import main
from botclient.strategies import StrategyNotFound, load_strategy
from domain.bots import Strategy, decide, get_strategy
from domain.events import GameCreated, Occupant
from domain.game import Phase, new_game
from domain.rules import Rules

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def my_bot(monkeypatch: pytest.MonkeyPatch) -> Strategy:
    monkeypatch.chdir(REPO)  # as documented: run from the repository's root
    return load_strategy("examples.my_bot:choose")


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(no_taker="dealer_forced", announcements=True), Rules(first_packet=2)],
    ids=["default", "dealer-forced", "first-packet-2"],
)
def test_my_bot_plays_whole_games_against_random(my_bot: Strategy, rules: Rules) -> None:
    seats = (Occupant("bot", "example"), Occupant("bot", "random")) * 2
    for game in range(3):
        state, _ = new_game(GameCreated(rules, f"example-{game}", seats))
        decisions = 0
        while state.phase is not Phase.FINISHED:
            seat = state.turn
            assert seat is not None
            strategy = my_bot if seat % 2 == 0 else get_strategy("random")
            state.apply(decide(strategy, state, seat))  # raises if the move is illegal
            decisions += 1
        assert decisions > 32 and state.winner in (0, 1)


def test_strategies_by_name_or_module_function(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    assert load_strategy("heuristic") is get_strategy("heuristic")
    assert load_strategy("domain.bots.random:random_bot") is get_strategy("random")
    for spec in (
        "nope",
        "no_such_module:choose",
        "examples.my_bot:nope",
        "examples.my_bot:TAKE_AT",
    ):
        with pytest.raises(StrategyNotFound):
            load_strategy(spec)


def test_a_bad_strategy_stops_belote_bot_before_any_request(
    capsys: pytest.CaptureFixture[str], belote_client_package: ModuleType
) -> None:
    code = main(
        ["bot", "--url", "http://127.0.0.1:9", "--game", "g", "--seat", "0", "--strategy", "x"]
    )
    assert code == 2
    assert "unknown strategy 'x'" in capsys.readouterr().err


def test_the_terminal_front_end_plays_a_game(
    server2: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.syspath_prepend(str(REPO))
    from examples import terminal_table

    typed: list[str] = []

    def player(prompt: str) -> str:
        """A typo at the first card to play, else the first legal move the prompt offers."""
        legal = prompt.split("(", 1)[1].rsplit(")", 1)[0].split(", ")
        playing = legal[0].split()[0] not in ("take", "pass")
        typed.append("9Z" if playing and "9Z" not in typed else legal[0])
        return typed[-1]

    monkeypatch.setattr("builtins.input", player)
    assert terminal_table.main(["--url", server2.url, "--target", "100"]) == 0
    out = capsys.readouterr().out
    assert "refused: unknown_card" in out  # 9Z is no card: a problem, and the game goes on
    assert "your hand:" in out and "game over: team 0" in out
    assert len(typed) > 8


def test_the_terminal_front_end_never_sends_an_empty_line_or_a_card_as_a_bid(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.syspath_prepend(str(REPO))
    from examples import terminal_table

    bidding = {
        "legal_cards": [],
        "legal_bids": [{"action": "take", "suit": None}, {"action": "pass", "suit": None}],
    }
    typed = iter(["", "JH", "pass"])
    prompts: list[str] = []

    def player(prompt: str) -> str:
        prompts.append(prompt)
        return next(typed)

    monkeypatch.setattr("builtins.input", player)
    assert terminal_table.ask(bidding, auto=False) == "pass"
    assert prompts[0] == "  your move (take, pass): "  # a first-round take names no suit
    assert len(prompts) == 3
    assert capsys.readouterr().out.count("type a bid") == 2

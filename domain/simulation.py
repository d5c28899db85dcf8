"""Bots playing whole games against each other, for ``belote simulate`` and tests."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from domain.bots import decide, get_strategy
from domain.events import DealScored, GameCreated, Occupant
from domain.game import GameState, Phase, new_game
from domain.rules import Rules


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: str
    lineup: tuple[str, str, str, str]
    scores: tuple[int, int]
    winner: int
    outcomes: Counter[str]  # deal outcomes: made, dedans, litige, capot, …


def play_game(
    seed: str, lineup: tuple[str, str, str, str], rules: Rules
) -> tuple[GameState, GameResult]:
    """Play one game to the end with the built-in bots of ``lineup``."""
    strategies = [get_strategy(name) for name in lineup]
    created = GameCreated(rules, seed, tuple(Occupant("bot", name) for name in lineup))
    state, _ = new_game(created)
    outcomes: Counter[str] = Counter()
    while state.phase is not Phase.FINISHED:
        seat = state.turn
        assert seat is not None
        for fact in state.apply(decide(strategies[seat], state, seat)):
            if type(fact) is DealScored:
                outcomes[fact.outcome] += 1
    assert state.winner is not None
    result = GameResult(seed, lineup, (state.scores[0], state.scores[1]), state.winner, outcomes)
    return state, result


@dataclass
class Totals:
    games: int = 0
    team_wins: Counter[int] = field(default_factory=Counter)
    strategy_wins: Counter[str] = field(default_factory=Counter)
    strategy_games: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    ranking_diff: Counter[str] = field(default_factory=Counter)

    def add(self, r: GameResult) -> None:
        self.games += 1
        self.team_wins[r.winner] += 1
        self.outcomes.update(r.outcomes)
        teams = ({r.lineup[0], r.lineup[2]}, {r.lineup[1], r.lineup[3]})
        for team, names in enumerate(teams):
            if len(names) == 1:  # a strategy owns the team
                (name,) = names
                self.strategy_games[name] += 1
                self.strategy_wins[name] += team == r.winner
                self.ranking_diff[name] += r.scores[team] - r.scores[1 - team]


def lineup_for(game: int, strategies: list[str], swap: bool) -> tuple[str, str, str, str]:
    """Seat strategies for game number ``game``.

    Two names give a team each; four name each seat. With ``swap``, every odd
    game moves everyone one seat on, so each strategy plays both teams.
    """
    if len(strategies) == 2:
        seats = [strategies[0], strategies[1], strategies[0], strategies[1]]
    elif len(strategies) == 4:
        seats = list(strategies)
    elif len(strategies) == 1:
        seats = strategies * 4
    else:
        raise ValueError("give 1, 2 or 4 bot names")
    if swap and game % 2:
        seats = seats[1:] + seats[:1]
    return (seats[0], seats[1], seats[2], seats[3])

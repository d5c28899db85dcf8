"""The app's services: made once when the app starts, found by each request's handlers."""

from __future__ import annotations

import os

from flask import Flask, current_app

from api.services.challenges import (
    ChallengeCalendar,
    ChallengeService,
    challenge_rules,
    challenge_secret,
    utcnow,
)
from api.services.games import GameService
from api.services.reads import GameRead, Reads
from api.services.tables import Tables
from domain.game import GameState
from persistence.queries import HistoryQueries
from persistence.store import GameStore, GameSummary

GAMES, CHALLENGES, TABLES, READS = "belote", "belote_challenges", "belote_tables", "belote_reads"


def install(app: Flask, store: GameStore) -> GameService:
    """The games, the daily challenge and the tables of ``store``, attached to ``app``.

    Config ``CHALLENGE_SECRET`` (default: ``BELOTE_CHALLENGE_SECRET``),
    ``CHALLENGE_CLOCK`` (a function giving the current UTC time; tests move it),
    ``CHALLENGE_MODE`` (default: ``BELOTE_CHALLENGE_MODE``, see
    :func:`~api.services.challenges.challenge_rules`), ``CHALLENGE_STARTS_PER_ADDRESS``
    and ``WAITING_GAME_TTL_SECONDS`` (0: a waiting game never expires).
    """
    secret = app.config.get("CHALLENGE_SECRET") or challenge_secret()
    calendar = ChallengeCalendar(secret, app.config.get("CHALLENGE_CLOCK") or utcnow)
    mode = app.config.get("CHALLENGE_MODE") or os.environ.get("BELOTE_CHALLENGE_MODE")
    games = GameService(store, calendar)
    app.extensions[GAMES] = games
    app.extensions[CHALLENGES] = ChallengeService(
        games,
        HistoryQueries(store.engine),
        calendar,
        challenge_rules(mode),
        int(app.config["CHALLENGE_STARTS_PER_ADDRESS"]),
    )
    app.extensions[TABLES] = tables = Tables(games, app.config["WAITING_GAME_TTL_SECONDS"])
    app.extensions[READS] = Reads(games, tables)
    return games


def games() -> GameService:
    service: GameService = current_app.extensions[GAMES]
    return service


def challenges() -> ChallengeService:
    service: ChallengeService = current_app.extensions[CHALLENGES]
    return service


def tables() -> Tables:
    service: Tables = current_app.extensions[TABLES]
    return service


def reads() -> Reads:
    service: Reads = current_app.extensions[READS]
    return service


def game_read(summary: GameSummary, state: GameState) -> GameRead:
    """The read model of the game resource (see :meth:`Reads.game`)."""
    return reads().game(summary, state)

"""The app's services: made once when the app starts, found by each request's handlers."""

from __future__ import annotations

import logging

from flask import Flask, current_app

from api.services.challenges import (
    INSECURE_DEVELOPMENT_SECRET,
    ChallengeCalendar,
    ChallengeService,
)
from api.services.games import GameService
from api.services.reads import GameRead, Reads
from api.services.tables import Caps, TableCaps, Tables
from api.settings import Settings
from domain.game import GameState
from persistence.queries import HistoryQueries
from persistence.store import GameStore, GameSummary
from persistence.time_source import TimeSource

log = logging.getLogger(__name__)

GAMES, CHALLENGES, TABLES, READS = "belote", "belote_challenges", "belote_tables", "belote_reads"


def install(app: Flask, store: GameStore, settings: Settings, time: TimeSource) -> GameService:
    """The games, the daily challenge and the tables of ``store``, attached to ``app``,
    on the settings' challenge secret, mode and start budget and waiting games' lifetime."""
    secret = settings.challenge_secret
    if not secret:
        log.warning("BELOTE_CHALLENGE_SECRET is not set: daily challenge seeds are guessable")
        secret = INSECURE_DEVELOPMENT_SECRET
    calendar = ChallengeCalendar(secret, time)
    games = GameService(store, calendar)
    app.extensions[GAMES] = games
    app.extensions[CHALLENGES] = ChallengeService(
        games,
        HistoryQueries(store.engine),
        calendar,
        settings.challenge_mode,
        settings.challenge_starts_per_address,
    )
    caps = TableCaps(
        Caps(settings.waiting_tables_per_player, settings.waiting_tables_per_address),
        Caps(settings.clocked_tables_per_player, settings.clocked_tables_per_address),
    )
    tables = Tables(games, settings.waiting_game_ttl_seconds, time, caps=caps)
    app.extensions[TABLES] = tables
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

"""History queries at scale: 100,000 finished games, filtered pages on SQLite.

    .venv/bin/python bench/history.py [--games 100000] [--distinct 2000] [--players 2000]
                                      [--runs 25] [--database-url URL] [--keep]

Seeding. ``--distinct`` games are played to the end by the built-in ``random``
bots (varied rule options, see ``RULES_MIX``), then stored ``--games`` times in
all, each copy with its own id, players and times: its log is its own
``GameCreated`` (rules, seed, its seats) followed by the game's decisions, and
its projection rows come from :func:`persistence.store.projection` and
:func:`persistence.store.player_games` of the game's replayed state, exactly
what ``GameStore`` writes. So every seeded game is a real game that replays to
its projection (a sample is replayed and checked before measuring). One
"regular" player sits in 5% of the games, to measure a heavy history.

Measuring. Requests go through the Flask app (test client, no network), each
query ``--runs`` times with varied values; ``history_page`` is a JSON page of
``GET /games`` or ``GET /players/{id}/games`` (20 items and the total). Prints
``name=value`` lines: ``history_page_ms_p50`` (the target: under 20 ms),
``history_page_ms_p95``, one ``q_<query>_ms_p50`` per query, ``stats_ms_p50``,
``seed_seconds``, ``games``, ``events``, ``replay_checked``.
"""

from __future__ import annotations

import argparse
import random
import secrets
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, insert, select

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from api.http.app import create_app
from domain.bots import decide, get_strategy
from domain.dealing import seed_commitment
from domain.events import GameCreated, Occupant
from domain.game import GameState, Phase, new_game
from domain.rules import Rules
from persistence.db import is_sqlite, make_engine, upgrade, write_transaction
from persistence.models import EventRow, GameRow, GameSeatRow, PlayerGameRow, PlayerRow
from persistence.projections import player_games, projection, rule_columns
from persistence.store import GameStore, hash_token, new_id

START = datetime(2025, 1, 1, tzinfo=UTC)
YEAR = timedelta(days=365)
LABELS = tuple(Occupant("player", f"seat{i}") for i in range(4))
BATCH = 1000  # games per transaction
PAGE = "page_size=20"

# Each distinct game draws every option from these weighted choices.
RULES_MIX: dict[str, list[tuple[Any, int]]] = {
    "target": [(100, 3), (200, 2), (301, 1), (501, 4), (1001, 2)],
    "announcements": [(False, 7), (True, 3)],
    "direction": [("counterclockwise", 8), ("clockwise", 2)],
    "first_packet": [(3, 8), (2, 2)],
    "no_taker": [("redeal", 9), ("dealer_forced", 1)],
    "overtrump_partner": [(True, 9), (False, 1)],
    "belote_on_failed_contract": [("holder_keeps", 9), ("to_defence", 1)],
    "belote_counts_for_contract": [(True, 9), (False, 1)],
    "capot_points": [(252, 9), (250, 1)],
}


@dataclass(frozen=True)
class Played:
    """A distinct game: its opening, its decisions (serialised once) and its results."""

    rules: Rules
    seed: str
    decisions: list[str]  # payload column values, in order
    types: list[str]
    projection: dict[str, Any]
    per_seat: list[dict[str, Any]]  # player_games columns of each seat's player


def draw_rules(rng: random.Random) -> Rules:
    options = {}
    for name, choices in RULES_MIX.items():
        values, weights = zip(*choices, strict=True)
        options[name] = rng.choices(values, weights)[0]
    return Rules(**options)


def play(rules: Rules, seed: str, to_payload: Callable[[Any], str]) -> Played:
    state, _ = new_game(GameCreated(rules, seed, LABELS))
    bot = get_strategy("random")
    decisions = []
    while state.phase is not Phase.FINISHED:
        assert state.turn is not None
        decision = decide(bot, state, state.turn)
        state.apply(decision)
        decisions.append(decision)
    by_label = player_games(state)
    columns = {**projection(state), **rule_columns(rules)}
    columns.pop("seats")
    return Played(
        rules,
        seed,
        [to_payload(d.to_dict()) for d in decisions],
        [d.type for d in decisions],
        columns,
        [by_label[label.name] for label in LABELS],
    )


def seat_players(rng: random.Random, players: list[str], regular: str) -> list[str | None]:
    """Who sits: a player in seat 0, sometimes others; bots elsewhere."""
    chosen = rng.sample(players, 4)
    if rng.random() < 0.05:
        chosen[0] = regular
    odds = (1.0, 0.2, 0.3, 0.2)
    return [p if rng.random() < odds[seat] else None for seat, p in enumerate(chosen)]


class Seeder:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        dialect = engine.dialect
        events = EventRow.__table__.c
        self.to_payload: Callable[[Any], str] = events.payload.type.bind_processor(dialect)
        self.to_time: Callable[[Any], Any] = events.recorded_at.type.bind_processor(dialect)
        self.events = 0

    def players(self, count: int) -> list[str]:
        rows = [
            {"id": new_id(), "name": f"bench {i}", "token_hash": hash_token(secrets.token_hex())}
            for i in range(count)
        ]
        with write_transaction(self.engine) as conn:
            conn.execute(insert(PlayerRow), [{**r, "created_at": START} for r in rows])
        return [r["id"] for r in rows]

    def games(
        self, conn: Connection, batch: list[tuple[Played, list[str | None], datetime]]
    ) -> None:
        games, seats, mine, events = [], [], [], []
        for played, who, created in batch:
            game_id = new_id()
            finished = created + timedelta(minutes=5 + len(played.decisions) // 10)
            occupants = tuple(
                Occupant("player", p) if p else Occupant("bot", "random") for p in who
            )
            opening = GameCreated(played.rules, played.seed, occupants)
            games.append(
                {
                    **played.projection,
                    "id": game_id,
                    "seats": [o.to_dict() for o in occupants],
                    "seed": played.seed,
                    "seed_commitment": seed_commitment(played.seed),
                    "created_at": created,
                    "updated_at": finished,
                    "finished_at": finished,
                }
            )
            for seat, o in enumerate(occupants):
                seats.append({"game_id": game_id, "seat": seat, "kind": o.kind, "name": o.name})
                if o.kind == "player":
                    mine.append(
                        {
                            **played.per_seat[seat],
                            "game_id": game_id,
                            "player_id": o.name,
                            "created_at": created,
                            "finished_at": finished,
                        }
                    )
            start, end = self.to_time(created), self.to_time(finished)
            events.append((game_id, 1, "GameCreated", self.to_payload(opening.to_dict()), start))
            events.extend(
                (game_id, seq, kind, payload, end)
                for seq, (kind, payload) in enumerate(
                    zip(played.types, played.decisions, strict=True), start=2
                )
            )
        conn.execute(insert(GameRow), games)
        conn.execute(insert(GameSeatRow), seats)
        conn.execute(insert(PlayerGameRow), mine)
        self.events += len(events)
        if is_sqlite(self.engine):  # the driver directly: the values are already bound
            conn.exec_driver_sql(
                "INSERT INTO events (game_id, seq, type, payload, recorded_at) "
                "VALUES (?, ?, ?, ?, ?)",
                events,
            )
        else:
            keys = ("game_id", "seq", "type", "payload", "recorded_at")
            conn.execute(
                insert(EventRow),
                [dict(zip(keys, (g, s, t, p, r), strict=True)) for g, s, t, p, r in events],
            )


def seed(engine: Engine, games: int, distinct: int, players: int, rng: random.Random) -> str:
    """Fill the database; returns the regular player's id."""
    seeder = Seeder(engine)
    ids = seeder.players(players)
    regular = ids[0]
    pool = [play(draw_rules(rng), f"bench-{i}", seeder.to_payload) for i in range(distinct)]
    step = YEAR / games
    for first in range(0, games, BATCH):
        batch = [
            (rng.choice(pool), seat_players(rng, ids[1:], regular), START + step * n)
            for n in range(first, min(first + BATCH, games))
        ]
        with write_transaction(engine) as conn:
            seeder.games(conn, batch)
    print(f"games={games}")
    print(f"distinct_games={distinct}")
    print(f"events={seeder.events}")
    return regular


def check_replays(engine: Engine, sample: int, rng: random.Random) -> int:
    """Replay a sample of the seeded games: their logs must give their projections."""
    store = GameStore(engine)
    with engine.connect() as conn:
        ids = list(conn.execute(select(GameRow.id)).scalars())
    for game_id in rng.sample(ids, sample):
        state: GameState = store.load(game_id)
        with engine.connect() as conn:
            row = conn.execute(select(GameRow).where(GameRow.id == game_id)).one()._mapping
            mine = conn.execute(select(PlayerGameRow).where(PlayerGameRow.game_id == game_id)).all()
        expected = {**projection(state), **rule_columns(state.rules)}
        assert {k: row[k] for k in expected} == expected, game_id
        rows = {p.player_id: p for p in mine}
        for player_id, columns in player_games(state).items():
            assert {k: getattr(rows[player_id], k) for k in columns} == columns, game_id
    return sample


def measure(url: str, regular: str, runs: int, rng: random.Random) -> None:
    app = create_app({"DATABASE_URL": url, "MIGRATE": False})
    client = app.test_client()
    engine = app.extensions["belote"].store.engine
    with engine.connect() as conn:
        someone = list(
            conn.execute(
                select(PlayerGameRow.player_id).where(PlayerGameRow.player_id != regular).limit(500)
            ).scalars()
        )

    def month() -> str:
        start = START + timedelta(days=rng.randrange(330))
        end = start + timedelta(days=30)
        return f"{start:%Y-%m-%dT%H:%M:%SZ}", f"{end:%Y-%m-%dT%H:%M:%SZ}"

    def created_month() -> str:
        start, end = month()
        return f"/games?created_from={start}&created_to={end}&{PAGE}"

    def finished_week() -> str:
        start, _ = month()
        end = (datetime.fromisoformat(start) + timedelta(days=7)).strftime("%Y-%m-%dT%H:%M:%SZ")
        return f"/games?finished_from={start}&finished_to={end}&sort=oldest&{PAGE}"

    queries: dict[str, Callable[[], str]] = {
        "finished_newest": lambda: f"/games?status=finished&{PAGE}",
        "finished_page_50": lambda: f"/games?status=finished&page=50&{PAGE}",
        "player": lambda: f"/games?player={rng.choice(someone)}&{PAGE}",
        "player_by_ranking": lambda: f"/players/{rng.choice(someone)}/games?sort=ranking&{PAGE}",
        "regular_player": lambda: f"/players/{regular}/games?status=finished&{PAGE}",
        "target_by_ranking": lambda: f"/games?target={rng.choice([100, 1001])}&sort=ranking&{PAGE}",
        "announcements_winner": lambda: (
            f"/games?announcements=true&winner={rng.randrange(2)}&{PAGE}"
        ),
        "created_month": created_month,
        "finished_week": finished_week,
        "target_finished": lambda: (
            f"/games?target={rng.choice([501, 1001])}&status=finished&{PAGE}"
        ),
        "three_rule_options": lambda: f"/games?target=100&first_packet=2&no_taker=redeal&{PAGE}",
        "clockwise_oldest": lambda: f"/games?direction=clockwise&sort=oldest&{PAGE}",
        "best_ranking": lambda: f"/games?sort=ranking&{PAGE}",
    }
    pages: list[float] = []
    for name, url_of in queries.items():
        times = []
        for _ in range(runs):
            path = url_of()
            t0 = time.perf_counter()
            resp = client.get(path)
            times.append((time.perf_counter() - t0) * 1000)
            assert resp.status_code == 200, (path, resp.get_json())
        pages.extend(times)
        print(f"q_{name}_ms_p50={statistics.median(times):.2f}")
    stats = []
    for _ in range(runs):
        who = rng.choice([regular, *someone])
        t0 = time.perf_counter()
        assert client.get(f"/players/{who}/stats").status_code == 200
        stats.append((time.perf_counter() - t0) * 1000)
    print(f"stats_ms_p50={statistics.median(stats):.2f}")
    pages.sort()
    print(f"history_page_ms_p95={pages[int(len(pages) * 0.95)]:.2f}")
    print(f"history_page_ms_p50={statistics.median(pages):.2f}")
    engine.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--distinct", type=int, default=2000, help="games actually played")
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=25, help="requests per query")
    parser.add_argument("--database-url", help="an empty database (default: a temporary SQLite)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary database")
    args = parser.parse_args()
    rng = random.Random(2026)
    tmp = None if args.database_url else Path(tempfile.mkdtemp(prefix="belote-history-"))
    url = args.database_url or f"sqlite:///{tmp}/history.db"
    engine = make_engine(url)
    try:
        upgrade(engine)
        t0 = time.perf_counter()
        regular = seed(engine, args.games, args.distinct, args.players, rng)
        print(f"seed_seconds={time.perf_counter() - t0:.1f}")
        print(f"replay_checked={check_replays(engine, 25, rng)}")
        engine.dispose()
        measure(url, regular, args.runs, rng)
    finally:
        engine.dispose()
        if tmp is not None and not args.keep:
            shutil.rmtree(tmp)
        elif tmp is not None:
            print(f"database={url}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

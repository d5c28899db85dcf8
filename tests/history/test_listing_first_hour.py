"""What a new user of the history noticed: the export's pages, ranking scores in the list."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from flask import Flask
from flask.testing import FlaskClient

from domain.events import GameCreated, Occupant
from domain.game import ranking_score
from domain.records import game_record
from domain.rules import Rules
from domain.simulation import play_game

REPO = Path(__file__).resolve().parents[2]
BOT = Occupant("bot", "random")


def finished_games(app: Flask, seeds: list[str]) -> dict[str, tuple[int, int]]:
    """Finished bot games stored through the store: id -> final scores."""
    store = app.extensions["belote"].store
    made = {}
    for seed in seeds:
        state, _ = play_game(seed, ("heuristic", "random") * 2, Rules(target=100))
        created = GameCreated(Rules(target=100), seed, (BOT,) * 4)
        # Ranked games: their seeds stand for the server's (a creator's seed never ranks).
        game_id, stored = store.create_game(
            created, list(game_record(state).decisions()), seed_chosen_by="server"
        )
        made[game_id] = stored.scores
    return made


def test_the_export_streams_everything_and_claims_no_pages(app: Flask) -> None:
    made = finished_games(app, ["x1", "x2", "x3"])
    client = app.test_client()
    ndjson = {"Accept": "application/x-ndjson"}
    for query in ("", "?page=2&page_size=1", "?page_size=1"):
        answer = client.get(f"/games{query}", headers=ndjson)
        assert answer.status_code == 200
        assert "X-Pagination" not in answer.headers
        ids = {json.loads(line)["id"] for line in answer.get_data(as_text=True).splitlines()}
        assert ids == set(made)
    # The JSON listing keeps its pages.
    page = client.get("/games?page_size=1")
    assert json.loads(page.headers["X-Pagination"])["total"] == 3


def test_list_items_carry_the_ranking_scores(app: Flask, client: FlaskClient) -> None:
    made = finished_games(app, ["r1", "r2", "r3", "r4"])
    store = app.extensions["belote"].store
    waiting, _ = store.create_game(GameCreated(Rules(), "w", (BOT, None, None, None)))
    listing = client.get("/games?sort=ranking").get_json()
    finished = [item for item in listing if item["status"] == "finished"]
    assert len(finished) == 4
    for item in finished:
        scores = made[item["id"]]
        own_first = [ranking_score(scores[0], scores[1]), ranking_score(scores[1], scores[0])]
        assert item["ranking_scores"] == own_first
    best = [max(item["ranking_scores"]) for item in finished]
    assert best == sorted(best, reverse=True)  # what sort=ranking orders by
    assert [i["ranking_scores"] for i in listing if i["id"] == waiting] == [None]


def test_git_ignores_sqlite_side_files(tmp_path: Path) -> None:
    for name in ("belote.db-wal", "belote.db-shm", "belote.db", "x.sqlite-wal"):
        result = subprocess.run(
            ["git", "check-ignore", "--no-index", "-q", name],
            cwd=REPO,
            check=False,
        )
        assert result.returncode == 0, name

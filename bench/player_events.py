"""The cost of players' own event logs on moves: CPU time of whole games in-process.

    .venv/bin/python bench/player_events.py [--games 20]

One human against three heuristic bots, through the Flask test client on an
SQLite file: each move now also writes the human's ``your_turn`` event (and
the game's start and end write ``game_started``/``game_finished``). Run it on
two trees back to back (``PYTHONPATH=<other tree>``) to compare. Prints
``name=value`` lines: ``moves``, ``cpu_seconds``, ``cpu_ms_per_move``.
"""

from __future__ import annotations

import argparse
import logging
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path[0] = str(Path(__file__).resolve().parents[1])  # the tree's api, not bench/api.py

from api.http.app import create_app  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app(
            {
                "DATABASE_URL": f"sqlite:///{Path(tmp) / 'bench.db'}",
                "RATE_LIMIT_WRITES": "off",
                "RATE_LIMIT_ANONYMOUS": "off",
            }
        )
        client = app.test_client()
        token = client.post("/players", json={"name": "bench"}).get_json()["token"]
        auth = {"Authorization": f"Bearer {token}"}
        rng = random.Random(7)
        moves = 0
        started = time.process_time()
        for g in range(args.games):
            game = client.post("/games", json={"seed": f"bench:{g}"}, headers=auth).get_json()
            view = client.get(f"/games/{game['id']}/seats/0/view", headers=auth).get_json()
            while view["table"]["status"] != "finished":
                deal = view["table"]["deal"]["deal_index"]
                base = f"/games/{game['id']}/deals/{deal}"
                if view["legal_cards"]:
                    body = {"seat": 0, "card": rng.choice(view["legal_cards"])}
                    r = client.post(f"{base}/plays", json=body, headers=auth)
                else:
                    body = {"seat": 0, **rng.choice(view["legal_bids"])}
                    r = client.post(f"{base}/bids", json=body, headers=auth)
                assert r.status_code == 201, r.get_json()
                moves += 1
                view = client.get(f"/games/{game['id']}/seats/0/view", headers=auth).get_json()
        cpu = time.process_time() - started
    print(f"games={args.games}")
    print(f"moves={moves}")
    print(f"cpu_seconds={cpu:.2f}")
    print(f"cpu_ms_per_move={1000 * cpu / moves:.3f}")


if __name__ == "__main__":
    main()

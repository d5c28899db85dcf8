"""Issue 12 items 1, 2, 4 and 5 over real HTTP against ``belote serve`` (two workers).

Four friends meet at a private table through invitations, one renames
itself, one resigns, and all four agree to a rematch: on SQLite and on
PostgreSQL, with two worker processes, so that names, invitations and the
rematch are shared through the database, never through one process's memory.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import requests

from tests.e2e.conftest import start_server, stop_server


class Friend:
    def __init__(self, base: str, name: str) -> None:
        self.base = base
        created = requests.post(f"{base}/players", json={"name": name}, timeout=10)
        assert created.status_code == 201, created.text
        self.id = created.json()["id"]
        self.session = requests.Session()  # its own connections: any worker may answer
        self.session.headers["Authorization"] = f"Bearer {created.json()['token']}"

    def call(self, method: str, path: str, status: int, **kwargs: Any) -> Any:
        resp = self.session.request(method, f"{self.base}{path}", timeout=10, **kwargs)
        assert resp.status_code == status, (method, path, resp.status_code, resp.text)
        return resp.json() if resp.content else None


def test_four_friends_invite_resign_and_rematch(database_url: str, tmp_path: Path) -> None:
    server = start_server(database_url, workers=2, log=tmp_path / "server.log")
    try:
        base = server.url
        ann, ben, cat, dan = (Friend(base, n) for n in ("Ann", "Ben", "Cat", "Dan"))
        game = ann.call(
            "POST", "/games", 201, json={"seats": [{}, None, None, None], "visibility": "private"}
        )["id"]
        assert requests.get(f"{base}/lobby", timeout=10).json() == []  # private: not listed
        ben.call("PUT", f"/games/{game}/seats/1", 403)  # invitation_required
        codes = [ann.call("POST", f"/games/{game}/invitations", 201)["code"] for _ in range(3)]
        for friend, seat, code in zip((ben, cat, dan), (1, 2, 3), codes, strict=True):
            friend.call("PUT", f"/games/{game}/seats/{seat}?invitation={code}", 200)
        assert ann.call("GET", f"/games/{game}", 200)["table"]["status"] == "bidding"

        # A rename answered by whichever worker is seen by every worker at once.
        ben.call("PATCH", "/me", 200, json={"name": "Benoît"})
        for _ in range(4):
            names = requests.get(f"{base}/games/{game}", timeout=10).json()["seat_names"]
            assert names == ["Ann", "Benoît", "Cat", "Dan"]
        assert ben.call("GET", "/me", 200)["name"] == "Benoît"

        ended = cat.call("POST", f"/games/{game}/resignation", 200, json={"seat": 2})
        assert (ended["table"]["winner"], ended["resigned"]) == (1, 2)
        record = requests.get(f"{base}/games/{game}/record", timeout=10).json()
        assert record["resigned"] == 2 and record["seat_names"][1] == "Benoît"

        rematch = None
        for friend, seat in ((ann, 0), (ben, 1), (cat, 2), (dan, 3)):
            status = friend.call("POST", f"/games/{game}/rematch", 200, json={"seat": seat})
            rematch = status["rematch"]
            assert (rematch is None) == (seat < 3), status
        new = requests.get(f"{base}/games/{rematch}", timeout=10).json()
        assert new["rematch_of"] == game and new["seat_names"] == ["Ann", "Benoît", "Cat", "Dan"]
        assert new["table"]["status"] == "bidding"
        turn = new["table"]["turn"]
        friend = (ann, ben, cat, dan)[turn]
        view = friend.call("GET", f"/games/{rematch}/seats/{turn}/view", 200)
        assert view["legal_bids"], view
        stats = requests.get(f"{base}/players/{cat.id}/stats", timeout=10).json()
        assert (stats["player_name"], stats["losses"]) == ("Cat", 1)
    finally:
        stop_server(server)

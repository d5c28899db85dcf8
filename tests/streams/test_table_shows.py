"""Issue 12 item 7, "what a table shows", on the seat view and on the streams.

A front end needs no second request: the seat view and every message of a
seat's stream carry the seats' names (read when the stream starts and when a
seat changes hands), their kinds and presence (``absent``), the turn clock,
``previous_trick`` with its place, who said belote and rebelote on which card,
and the result of the deal that just ended with every announcement. The public
stream's ``DealScored`` fact carries the deal's card points and belote too.
"""

from __future__ import annotations

import random

import requests
from streams_support import (
    Recorder,
    Server,
    create_game,
    events,
    new_player,
    play_to_the_end,
    replay_steps,
    sit,
)

from domain.views import table_view, to_jsonable

HEURISTIC = {"bot": "heuristic"}


def test_the_seat_view_and_both_streams_carry_what_a_table_shows(server2: Server) -> None:
    base = server2.url
    a, b = new_player(base, "Ann"), new_player(base, "Ben")
    rules = {"target": 300, "announcements": True}
    game_id = create_game(base, a, [{}, HEURISTIC, None, HEURISTIC], rules, "table-shows")
    own = Recorder(base, game_id, seat=0, player=a)
    public = Recorder(base, game_id)
    own.start()
    public.start()
    assert own.ready.wait(10) and public.ready.wait(10)
    sit(base, b, game_id, 2)
    viewed = []  # a's seat view after each of the humans' moves
    for _ in play_to_the_end(base, game_id, {0: a, 2: b}, random.Random(7)):
        r = requests.get(f"{base}/games/{game_id}/seats/0/view", headers=a.auth, timeout=10)
        assert r.status_code == 200, r.text
        viewed.append(r.json())
    log = events(base, game_id)
    tables = {seq: to_jsonable(table_view(state)) for seq, state in replay_steps(log)}
    mine, shared = own.finish(), public.finish()
    assert len(mine) == len(shared) == len(log)

    # Every view, read or streamed, names the seats: before b sat, and after.
    for message in mine:
        view = message.json()["view"]
        seq = int(message.id)
        expected = ["Ann", "heuristic", "Ben" if seq > 1 else None, "heuristic"]
        assert view["seat_names"] == expected, seq
        assert view["table"] == tables[seq]  # the table the public log replays to, all of it
    assert all(v["seat_names"] == ["Ann", "heuristic", "Ben", "heuristic"] for v in viewed)

    # The ended deal's result, until the next deal's first card, with its words and
    # announcements; the public stream's DealScored says as much.
    results = [m.json()["view"]["table"]["last_deal"] for m in mine]
    scored = {
        f["deal_index"]: f for m in shared for f in m.json()["facts"] if f["type"] == "DealScored"
    }
    shown = {r["deal_index"]: r for r in results if r is not None and r["outcome"] != "thrown_in"}
    assert len(scored) >= 2 and set(shown) == set(scored)
    for index, result in shown.items():
        fact = scored[index]
        assert (result["card_points"], result["belote"]) == (fact["card_points"], fact["belote"])
        assert result["totals"] == fact["totals"] and result["reserve"] == fact["reserve"]
        assert sum(fact["card_points"]) == 162
    said = [w for r in shown.values() for w in r["belote_said"]]
    announced = [x for r in shown.values() for x in r["announcements"]]
    assert said or announced, "pick a seed whose game has a belote or an announcement"
    for r in shown.values():
        for word in r["belote_said"]:
            assert word["card"][0] in "KQ" and word["word"] in ("belote", "rebelote")
            assert r["belote"] == word["seat"]

    # previous_trick with its place, in the streamed views as on the table.
    placed = [m.json()["view"]["table"] for m in mine]
    assert any(t["previous_trick_at"] for t in placed)
    for t in placed:
        assert (t["previous_trick"] is None) == (t["previous_trick_at"] is None)

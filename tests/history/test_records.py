"""Game records: what ``GET /games/{game_id}/record`` and ``domain.records`` say.

The domain tests check the record of bot games against the facts the replay
emitted on the way (``TrickWon``, ``DealScored``, ``GameOver``), which come
from a different path than ``domain.views.deal_records``, and against the
arithmetic docs/rules.md promises (162 points a deal, dealer rotation, every card
played once). The API tests read records of games finished over HTTP.
"""

from __future__ import annotations

import json
import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from api.http.schemas.records import GameRecordOut
from domain.dealing import seed_commitment
from domain.errors import RuleViolation
from domain.events import DealScored, GameCreated, GameOver, Occupant, TrickWon
from domain.game import replay, replay_with_facts
from domain.notation import MEDIA_TYPE, replay_text
from domain.records import GameRecord, game_record
from domain.rules import Rules
from domain.simulation import play_game

LINEUPS = [("heuristic", "random", "heuristic", "random"), ("random",) * 4]
CARD_CODES = {r + s for s in "SHDC" for r in "789TJQKA"}


def bot_record(seed: str, rules: Rules, lineup: tuple[str, str, str, str]) -> GameRecord:
    state, _ = play_game(seed, lineup, rules)
    return game_record(state)


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(announcements=True, no_taker="dealer_forced"), Rules(first_packet=2)],
    ids=["default", "announcements-dealer-forced", "first-packet-2"],
)
@pytest.mark.parametrize("game", range(4))
def test_record_agrees_with_the_facts_of_the_replay(rules: Rules, game: int) -> None:
    record = bot_record(f"record-{game}", rules, LINEUPS[game % 2])
    _, produced = replay_with_facts([record.created(), *record.decisions()])
    facts = [fact for batch in produced for fact in batch]

    tricks = [f for f in facts if isinstance(f, TrickWon)]
    recorded = [
        (d.deal.deal_index, i, t) for d in record.deals for i, t in enumerate(d.deal.tricks)
    ]
    assert [
        (t.deal_index, t.trick_index, t.leader, t.cards, t.winner, t.points) for t in tricks
    ] == [(deal, i, t.leader, t.cards, t.winner, t.points) for deal, i, t in recorded]
    scored = {f.deal_index: f for f in facts if isinstance(f, DealScored)}
    for entry in record.deals:
        deal = entry.deal
        if deal.outcome == "thrown_in":
            assert deal.deal_index not in scored and deal.scores == (0, 0)
            continue
        fact = scored[deal.deal_index]
        assert (deal.outcome, deal.totals, deal.scores) == (fact.outcome, fact.totals, fact.scores)
        assert (deal.game_scores, deal.reserve_after) == (fact.game_scores, fact.reserve)
    (over,) = [f for f in facts if isinstance(f, GameOver)]
    assert (record.winner, record.scores, record.ranking_scores) == (
        over.winner,
        over.scores,
        over.ranking_scores,
    )
    assert record.seed == over.seed


@pytest.mark.parametrize("game", range(6))
def test_record_keeps_the_rule_book_arithmetic(game: int) -> None:
    rules = Rules(announcements=game % 2 == 0, target=301)
    record = bot_record(f"arith-{game}", rules, LINEUPS[game % 2])
    running = [0, 0]
    for index, entry in enumerate(record.deals):
        deal, points = entry.deal, entry.points
        assert deal.deal_index == index
        if index:
            assert deal.dealer == (record.deals[index - 1].deal.dealer + 1) % 4
        running = [running[0] + deal.scores[0], running[1] + deal.scores[1]]
        assert list(deal.game_scores) == running
        dealt = [c.code for hand in deal.hands for c in hand]
        assert len(dealt) == len(set(dealt)) and set(dealt) <= CARD_CODES
        if deal.outcome == "thrown_in":
            assert points is None and deal.tricks == () and len(deal.bids) == 8
            assert [len(h) for h in deal.hands] == [5, 5, 5, 5]
            continue
        assert points is not None and deal.taker is not None
        assert [len(h) for h in deal.hands] == [8, 8, 8, 8]
        assert deal.retourne in deal.hands[deal.taker]
        assert deal.tricks[0].leader == (deal.dealer + 1) % 4
        for before, after in zip(deal.tricks, deal.tricks[1:], strict=False):
            assert after.leader == before.winner
        for seat in range(4):
            played = {t.cards[(seat - t.leader) % 4] for t in deal.tricks}
            assert played == set(deal.hands[seat])
        assert sum(points.card_points) == 162
        assert sum(t.points for t in deal.tricks) == 162
        assert sum(points.tricks_won) == 8
        assert points.last_trick_team == deal.tricks[-1].winner % 2
        for team in (0, 1):
            if team != deal.announcements_team:
                assert points.announcements[team] == 0
        if deal.belote is None:
            assert points.belote == (0, 0)
        else:
            assert points.belote[deal.belote % 2] == 20
    assert tuple(running) == record.scores
    winner, loser = record.winner, 1 - record.winner
    assert record.scores[winner] >= rules.target and record.scores[winner] > record.scores[loser]
    assert record.ranking_scores[winner] == 1000 + record.scores[winner] - record.scores[loser]


def test_a_game_in_progress_has_no_record() -> None:
    created = GameCreated(Rules(), "unfinished", (Occupant("bot", "random"),) * 4)
    with pytest.raises(RuleViolation) as refused:
        game_record(replay([created]))
    assert refused.value.code == "game_not_finished"
    assert refused.value.details == {"phase": "bidding"}


def test_record_as_json_is_plain_and_matches_the_schema() -> None:
    record = bot_record("json-shape", Rules(announcements=True), LINEUPS[0])
    body = json.loads(json.dumps(record.to_dict()))
    assert GameRecordOut().validate(body) == {}
    assert body["seed_commitment"] == seed_commitment("json-shape")
    assert body["deals"][0]["hands"][0][0] in CARD_CODES
    assert len(body["deals"]) == len(record.deals)


# -- over HTTP ---------------------------------------------------------------------


def new_game(client: FlaskClient, seats: list[dict[str, str]], **body: object) -> str:
    token = client.post("/players", json={"name": "Reader"}).get_json()["token"]
    created = client.post(
        "/games", json={"seats": seats, **body}, headers={"Authorization": f"Bearer {token}"}
    )
    assert created.status_code == 201, created.get_json()
    game_id: str = created.get_json()["id"]
    return game_id


BOTS = [{"bot": "heuristic"}, {"bot": "random"}, {"bot": "heuristic"}, {"bot": "random"}]


def test_record_of_a_game_finished_over_http(client: FlaskClient) -> None:
    game_id = new_game(client, BOTS, seed="http-record", rules={"announcements": True})
    game = client.get(f"/games/{game_id}").get_json()
    deals = client.get(f"/games/{game_id}/deals").get_json()

    response = client.get(f"/games/{game_id}/record")

    assert response.status_code == 200 and response.mimetype == "application/json"
    assert "Accept" in [v.strip() for v in response.headers["Vary"].split(",")]
    body = response.get_json()
    assert GameRecordOut().validate(body) == {}
    table = game["table"]
    assert (body["seed"], body["seed_commitment"]) == (game["seed"], game["seed_commitment"])
    assert (body["rules"], body["seats"]) == (table["rules"], table["seats"])
    assert (body["scores"], body["winner"]) == (table["scores"], table["winner"])
    assert body["ranking_scores"] == table["ranking_scores"]
    assert [{k: v for k, v in d.items() if k != "points"} for d in body["deals"]] == [
        d["record"] for d in deals
    ]
    # The same game, replayed by anyone from the record alone.
    text = client.get(f"/games/{game_id}/record?format=belote").get_data(as_text=True)
    names = body.pop("seat_names")  # the service's, not the record's (tests/tables)
    assert len(names) == 4
    assert body.pop("seat_kinds") == ["bot"] * 4  # built-in bots are shown as bots
    assert replay_text(text).to_dict() == body


def test_record_formats_by_query_and_by_accept(client: FlaskClient) -> None:
    game_id = new_game(client, BOTS, seed="formats", rules={"target": 200})
    url = f"/games/{game_id}/record"
    by_query = client.get(f"{url}?format=belote")
    by_accept = client.get(url, headers={"Accept": MEDIA_TYPE})
    query_wins = client.get(f"{url}?format=json", headers={"Accept": MEDIA_TYPE})
    anything = client.get(url, headers={"Accept": "*/*"})

    assert by_query.mimetype == MEDIA_TYPE and by_query.mimetype_params["charset"] == "utf-8"
    text = by_query.get_data(as_text=True)
    assert text == by_accept.get_data(as_text=True)
    assert f'[Event "Belote game {game_id}"]' in text and '[Seed "formats"]' in text
    assert query_wins.mimetype == anything.mimetype == "application/json"
    bad = client.get(f"{url}?format=xml")
    assert bad.status_code == 422 and bad.get_json()["code"] == "validation_error"


def test_no_record_before_the_end_and_none_of_an_unknown_game(client: FlaskClient) -> None:
    game_id = new_game(client, [{}, {"bot": "random"}, {"bot": "random"}, {"bot": "random"}])

    early = client.get(f"/games/{game_id}/record")
    early_text = client.get(f"/games/{game_id}/record?format=belote")
    missing = client.get("/games/nosuchgame/record")

    assert early.status_code == early_text.status_code == 409
    assert early.mimetype == "application/problem+json"
    assert early.get_json()["code"] == "game_not_finished"
    shown = early.get_data(as_text=True)
    assert not re.findall(r"\b[789TJQKA][SHDC]\b", shown), "a problem shows no card"
    assert missing.status_code == 404 and missing.get_json()["code"] == "not_found"


def test_a_game_dealt_from_todays_challenge_seed_keeps_its_record(
    app: Flask, client: FlaskClient
) -> None:
    from api.http.extensions import challenges

    with app.app_context():
        calendar = challenges().calendar
        seed = calendar.seed(calendar.today())
    game_id = new_game(client, BOTS, seed=seed)

    response = client.get(f"/games/{game_id}/record?format=belote")

    # Nobody sits at this all-bot table: while the day runs, nobody may read it
    # (tests/history/test_challenge_private.py has its player's own 409).
    assert response.status_code == 403
    assert response.get_json()["code"] == "challenge_game_private"
    shown = response.get_data(as_text=True)
    assert seed not in shown and not re.findall(r"\b[789TJQKA][SHDC]\b", shown)

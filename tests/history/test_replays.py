"""``POST /replays``: replay a game sent as JSON or notation; name the first illegal decision.

Nothing is stored, so one SQLite file serves every test here. The illegal
positions are found from the record's own data (hands, tricks), not from the
engine's legality code, and the expected rule is the one docs/rules.md §5 names.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from api.http.app import create_app
from api.http.schemas.records import GameRecordOut
from domain.cards import Card
from domain.errors import InvalidInput
from domain.events import CardPlayed, to_json
from domain.notation import MEDIA_TYPE, export_game
from domain.records import GameRecord, game_record, replay_decisions
from domain.rules import Rules
from domain.simulation import play_game

RECORD = game_record(play_game("replays", ("heuristic", "random") * 2, Rules(target=300))[0])


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Flask]:
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'replays.db'}"})
    yield app
    app.extensions["belote"].store.engine.dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def as_json(record: GameRecord) -> dict[str, Any]:
    """The body a client sends: the event log's decisions, without ``v``."""
    decisions = [
        {k: v for k, v in d.items() if k != "v"} for d in to_json(list(record.decisions()))
    ]
    return {
        "rules": record.rules.to_dict(),
        "seed": record.seed,
        "seats": [o.to_dict() if o else None for o in record.seats],
        "decisions": decisions,
    }


def first_revoke(record: GameRecord) -> tuple[int, str]:
    """(decision index, card) of the first card that could have been played off-suit.

    The first position where the seat to play holds the led suit and a card
    of another suit: playing the latter breaks ``must_follow_suit``.
    """
    index = 0
    for entry in record.deals:
        deal = entry.deal
        index += len(deal.bids)
        hands = [set(h) for h in deal.hands]
        for trick in deal.tricks:
            led = trick.cards[0].suit
            for k, card in enumerate(trick.cards):
                hand = hands[(trick.leader + k) % 4]
                off_suit = sorted(c for c in hand if c.suit != led)
                if k and off_suit and any(c.suit == led for c in hand):
                    return index, off_suit[0].code
                hand.discard(card)
                index += 1
    raise AssertionError("no revoke possible in the whole game")


def test_a_correct_game_gives_its_record(client: FlaskClient) -> None:
    response = client.post("/replays", json=as_json(RECORD))
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body == RECORD.to_dict()
    assert GameRecordOut().validate(body) == {}


def test_the_event_log_shape_is_accepted_as_is_and_seats_are_optional(client: FlaskClient) -> None:
    body = as_json(RECORD)
    body["decisions"] = to_json(list(RECORD.decisions()))  # with "v": 1
    del body["seats"]
    response = client.post("/replays", json=body)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["seats"] == [{"kind": "player", "name": "anonymous"}] * 4
    assert response.get_json()["deals"] == RECORD.to_dict()["deals"]


def test_a_record_in_notation_gives_the_same_record(client: FlaskClient) -> None:
    text = export_game(RECORD)
    as_json_answer = client.post("/replays", data=text, content_type=MEDIA_TYPE)
    as_text_answer = client.post("/replays?format=belote", data=text, content_type=MEDIA_TYPE)
    assert as_json_answer.status_code == 200 and as_json_answer.get_json() == RECORD.to_dict()
    assert as_text_answer.mimetype == MEDIA_TYPE
    assert as_text_answer.get_data(as_text=True) == text


def test_the_first_illegal_card_is_named_with_its_rule(client: FlaskClient) -> None:
    index, card = first_revoke(RECORD)
    body = as_json(RECORD)
    body["decisions"][index]["card"] = card
    body["decisions"][-1]["seat"] = (body["decisions"][-1]["seat"] + 1) % 4  # later: ignored

    response = client.post("/replays", json=body)

    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert (problem["code"], problem["index"], problem["rule"]) == (
        "illegal_decision",
        index,
        "must_follow_suit",
    )
    assert card not in problem["legal"] and problem["legal"]
    assert f"decision {index}" in problem["detail"]


def test_the_same_fault_in_notation_names_its_line(client: FlaskClient) -> None:
    index, card = first_revoke(RECORD)
    lines = export_game(RECORD).splitlines()
    moves = [n for n, line in enumerate(lines) if line and not line.startswith(("[", ";"))]
    # The move lines hold the decisions in order: find the one holding decision `index`.
    seen = 0
    for n in moves:
        count = len(lines[n].split(";")[0].split(":")[-1].split())
        if seen + count > index:
            tokens = lines[n].split(";")[0].split()
            tokens[1 + index - seen] = card
            lines[n] = " ".join(tokens)
            break
        seen += count
    response = client.post("/replays", data="\n".join(lines), content_type=MEDIA_TYPE)
    problem = response.get_json()
    assert response.status_code == 422
    assert (problem["code"], problem["index"], problem["line"]) == (
        "illegal_decision",
        index,
        n + 1,
    )
    assert problem["rule"] == "must_follow_suit"


def test_a_decision_out_of_turn_is_named(client: FlaskClient) -> None:
    body = as_json(RECORD)
    body["decisions"][0]["seat"] = (body["decisions"][0]["seat"] + 2) % 4
    problem = client.post("/replays", json=body).get_json()
    assert (problem["status"], problem["index"], problem["rule"]) == (422, 0, "not_your_turn")


def test_an_unfinished_game_and_decisions_after_the_end(client: FlaskClient) -> None:
    body = as_json(RECORD)
    decisions = body["decisions"]
    short = client.post("/replays", json={**body, "decisions": decisions[:-1]}).get_json()
    assert (short["code"], short["index"]) == ("game_not_finished", len(decisions) - 1)
    extra = {"type": "BidMade", "seat": 0, "bid": {"action": "pass"}}
    long = client.post("/replays", json={**body, "decisions": [*decisions, extra]}).get_json()
    assert (long["code"], long["index"], long["rule"]) == (
        "illegal_decision",
        len(decisions),
        "game_over",
    )


@pytest.mark.parametrize(
    ("send", "status", "code"),
    [
        ({"data": "{not json", "content_type": "application/json"}, 400, "malformed_json"),
        ({"data": "hello", "content_type": "text/plain"}, 415, "unsupported_media_type"),
        ({"json": {"seed": "s"}}, 422, "validation_error"),
        ({"json": {"seed": "s", "decisions": [{"type": "CardPlayed", "seat": 0}]}}, 422, None),
        ({"json": {"seed": "s", "decisions": [{"type": "Cheat", "seat": 0}]}}, 422, None),
        (
            {"json": {"seed": "s", "decisions": [], "rules": {"target": 1}}},
            422,
            "invalid_rule_option",
        ),
        ({"json": [1, 2]}, 422, "validation_error"),
        ({"data": "[Seed x]", "content_type": MEDIA_TYPE}, 422, "invalid_notation"),
        # every JSON body with a lone surrogate is refused before any handler
        ({"json": {"seed": "\ud800", "decisions": []}}, 422, "validation_error"),
        ({"data": b"\xff\xfe[", "content_type": MEDIA_TYPE}, 422, "invalid_notation"),
    ],
    ids=[
        "bad-json",
        "plain-text",
        "no-decisions",
        "card-without-card",
        "unknown-type",
        "bad-rules",
        "not-an-object",
        "bad-notation",
        "unencodable-seed",
        "not-utf8",
    ],
)
def test_bad_requests_are_problems(
    client: FlaskClient, send: dict[str, Any], status: int, code: str | None
) -> None:
    response = client.post("/replays", **send)
    assert response.status_code == status
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["code"] == (code or "validation_error")


def test_the_domain_replay_names_the_same_decision() -> None:
    index, card = first_revoke(RECORD)
    decisions = list(RECORD.decisions())
    played = decisions[index]
    assert isinstance(played, CardPlayed)
    decisions[index] = CardPlayed(played.seat, Card.parse(card))
    with pytest.raises(InvalidInput) as refused:
        replay_decisions(RECORD.created(), decisions)
    assert refused.value.details["index"] == index
    assert refused.value.details["rule"] == "must_follow_suit"

"""Answers of 1 KB or more are compressed when the client accepts it: brotli
first, else gzip; smaller ones, event streams and clients that accept neither
get the plain body. Compression is no database matter: one SQLite app here."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

import brotli
import pytest
from flask import Flask
from flask.testing import FlaskClient

from api.http.app import create_app
from api.http.compression import MIN_SIZE


@pytest.fixture
def web_app(tmp_path: Path) -> Iterator[Flask]:
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'compress.db'}"})
    yield app
    app.extensions["belote"].store.engine.dispose()


def plain(client: FlaskClient, path: str) -> bytes:
    answer = client.get(path, headers={"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in answer.headers
    return answer.data


@pytest.mark.parametrize("path", ["/openapi.json", "/web/main.js", "/web/style.css"])
def test_large_answers_are_brotli_or_gzip_as_accepted(web_app: Flask, path: str) -> None:
    client = web_app.test_client()
    body = plain(client, path)
    assert len(body) >= MIN_SIZE
    br = client.get(path, headers={"Accept-Encoding": "gzip, deflate, br, zstd"})
    assert br.headers["Content-Encoding"] == "br"
    assert "Accept-Encoding" in br.headers["Vary"]
    assert brotli.decompress(br.data) == body
    assert len(br.data) < len(body) / 2
    gz = client.get(path, headers={"Accept-Encoding": "gzip"})
    assert gz.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(gz.data) == body


def test_small_answers_stay_plain(web_app: Flask) -> None:
    client = web_app.test_client()
    health = client.get("/health", headers={"Accept-Encoding": "br, gzip"})
    assert len(health.data) < MIN_SIZE
    assert "Content-Encoding" not in health.headers


def test_a_replayed_write_is_the_same_answer_compressed_or_not(web_app: Flask) -> None:
    """Idempotency keeps the plain body: a replay is compressed afresh, or not, as asked."""
    client = web_app.test_client()
    token = client.post("/players", json={"name": "Mireille"}).get_json()["token"]
    headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": "k-1"}
    first = client.post("/games", json={}, headers={**headers, "Accept-Encoding": "br"})
    assert first.status_code == 201
    again = client.post("/games", json={}, headers={**headers, "Accept-Encoding": "identity"})
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert "Content-Encoding" not in again.headers
    first_body = (
        brotli.decompress(first.data) if first.headers.get("Content-Encoding") else first.data
    )
    assert json.loads(first_body) == json.loads(again.data)


def test_event_streams_are_never_compressed(web_app: Flask) -> None:
    """A compressor would hold events back: the stream's type is not compressed."""
    from api.http.compression import MIMETYPES

    assert "text/event-stream" not in MIMETYPES
    assert web_app.config["COMPRESS_MIMETYPES"] == MIMETYPES


def test_a_compressed_view_keeps_the_version_as_its_etag(web_app: Flask) -> None:
    """The ETag is the game's version, sent back in If-Match whatever the coding read."""
    client = web_app.test_client()
    token = client.post("/players", json={"name": "Ann"}).get_json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    game = client.post("/games", json={"seats": [{}, *[{"bot": "heuristic"}] * 3]}, headers=auth)
    view = f"/games/{game.get_json()['id']}/seats/0/view"
    plain_etag = client.get(view, headers={**auth, "Accept-Encoding": "identity"}).headers["ETag"]
    for coding in ("br", "gzip"):
        answer = client.get(view, headers={**auth, "Accept-Encoding": coding})
        assert answer.headers["Content-Encoding"] == coding
        assert answer.headers["ETag"] == plain_etag
    version = int(plain_etag.strip('"'))
    seat = client.get(view, headers=auth).get_json()
    move = (  # the bots may have taken already: then seat 0 leads a card
        ("plays", {"seat": 0, "card": seat["legal_cards"][0]})
        if seat.get("legal_cards")
        else ("bids", {"seat": 0, "action": "pass"})
    )
    play = client.post(
        f"/games/{game.get_json()['id']}/deals/0/{move[0]}",
        json=move[1],
        headers={**auth, "If-Match": plain_etag, "Accept-Encoding": "br"},
    )
    assert play.status_code == 201, play.get_json()
    assert int(play.headers["ETag"].strip('"')) > version

"""A page from another origin plays against a real ``belote serve`` in a real Chromium (CORS).

The page is served by a second local HTTP server (another port: another
origin), and does what a front end does: create a player, create a game with
an ``Idempotency-Key``, read exposed headers (``Location``, ``ETag``,
``Idempotent-Replayed``), bid and play with ``If-Match``, read a refusal's
problem, and follow the game's ``EventSource`` stream until its own card
shows up there. Without CORS every one of those steps fails in a browser.
"""

from __future__ import annotations

from typing import Any

import pytest

PAGE = """<!doctype html>
<meta charset="utf-8">
<title>cross-origin table</title>
<script>
const base = new URLSearchParams(location.search).get("api");
const json = {"Content-Type": "application/json"};
async function call(path, init) {
  const answer = await fetch(base + path, init);
  return {status: answer.status, headers: answer.headers, body: await answer.json()};
}
async function play() {
  const out = {steps: []};
  const player = await call("/players", {
    method: "POST", headers: json, body: JSON.stringify({name: "browser"})});
  out.steps.push(["player", player.status]);
  const auth = {...json, Authorization: "Bearer " + player.body.token};
  const create = (key) => call("/games", {method: "POST",
    headers: {...auth, "Idempotency-Key": key}, body: JSON.stringify({seed: "readme"})});
  const game = await create("first-game");
  out.steps.push(["game", game.status]);
  out.location = game.headers.get("Location");
  out.etag = game.headers.get("ETag");
  const again = await create("first-game");
  out.replayed = again.headers.get("Idempotent-Replayed");
  const id = game.body.id;

  const seen = [];
  const ownCard = new Promise((resolve, reject) => {
    const events = new EventSource(`${base}/games/${id}/events/stream`);
    events.onerror = () => {
      if (events.readyState === EventSource.CLOSED) reject("stream closed");
    };
    events.addEventListener("CardPlayed", (e) => {
      const data = JSON.parse(e.data).data;
      seen.push(e.lastEventId);
      if (data.seat === 0) { events.close(); resolve(data.card); }
    });
  });

  let view = await call(`/games/${id}/seats/0/view`, {headers: auth});
  out.viewEtag = view.headers.get("ETag");
  const moveHeaders = (v) => ({...auth, "If-Match": `"${v.body.table.version}"`,
    "Idempotency-Key": crypto.randomUUID()});
  const bid = await call(`/games/${id}/deals/0/bids`, {method: "POST",
    headers: moveHeaders(view), body: JSON.stringify({seat: 0, action: "take"})});
  out.steps.push(["bid", bid.status]);
  view = bid;
  const refused = await call(`/games/${id}/deals/0/plays`, {method: "POST",
    headers: moveHeaders(view), body: JSON.stringify({seat: 0, card: "ZZ"})});
  out.problem = [refused.status, refused.headers.get("Content-Type"), refused.body.code];
  const card = view.body.legal_cards[0];
  const played = await call(`/games/${id}/deals/0/plays`, {method: "POST",
    headers: moveHeaders(view), body: JSON.stringify({seat: 0, card})});
  out.steps.push(["play", played.status]);
  out.played = card;
  out.streamed = await ownCard;
  out.eventIds = seen;
  return out;
}
window.result = play().catch((e) => ({error: String(e)}));
</script>
"""


def test_a_page_on_another_origin_plays_and_follows_the_stream(
    browser: Any, service: Any, page_server: Any
) -> None:
    url = page_server.publish("table.html", PAGE)
    assert page_server.url != service.url  # another port: another origin
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        page.goto(f"{url}?api={service.url}")
        result = page.evaluate("window.result")
    finally:
        context.close()
    assert "error" not in result, (result, errors)
    assert result["steps"] == [["player", 201], ["game", 201], ["bid", 201], ["play", 201]]
    assert result["location"].startswith("/games/")
    assert result["etag"].startswith('"')
    assert result["viewEtag"].startswith('"')
    assert result["replayed"] == "true"
    assert result["problem"][0] == 422
    assert result["problem"][1] == "application/problem+json"
    assert result["problem"][2] == "unknown_card"  # the problem body is readable cross-origin
    assert result["streamed"] == result["played"]
    assert all(event_id.isdigit() for event_id in result["eventIds"])
    assert not [e for e in errors if "CORS" in e], errors


def test_without_cors_the_same_page_is_refused(
    browser: Any, page_server: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The control: with ``BELOTE_CORS_ORIGINS`` naming another origin the browser refuses."""
    from tests.e2e.conftest import start_server, stop_server

    monkeypatch.setenv("BELOTE_CORS_ORIGINS", "https://elsewhere.example")
    server = start_server(f"sqlite:///{tmp_path / 'closed.db'}", log=tmp_path / "closed.log")
    url = page_server.publish("table.html", PAGE)
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{url}?api={server.url}")
        result = page.evaluate("window.result")
    finally:
        context.close()
        stop_server(server)
    assert "Failed to fetch" in result["error"]

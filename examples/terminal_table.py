"""A tiny terminal front end: you in seat 0 against three built-in bots.

It shows what every front end does (docs/frontends.md), with nothing but
plain HTTP (httpx here; any HTTP client would do):

1. ``POST /players`` once: the answer's ``token`` is the player's bearer token.
2. ``POST /games``: by default the caller sits in seat 0 and heuristic bots
   take the three other seats; the game starts at once.
3. ``GET /games/{id}/seats/0/view?wait=30&after_version=V`` (long-poll): the
   seat's private view, as soon as it is this seat's turn.
4. ``POST .../deals/{deal}/bids`` or ``.../plays``, with ``If-Match`` set to
   the view's version and an ``Idempotency-Key``; a refusal is an
   ``application/problem+json`` body whose ``code`` says why.

Run it from the repository's root against a running ``belote serve``::

    python examples/terminal_table.py --url http://127.0.0.1:8000

Type a card (``JH``), ``take``, ``take S`` or ``pass``. ``--auto`` plays the
first legal move by itself (a demo, and how the tests run it).
"""

from __future__ import annotations

import argparse
import sys
import uuid
from typing import Any

import httpx

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--name", default="terminal")
    parser.add_argument("--target", type=int, default=501, help="points to win")
    parser.add_argument("--auto", action="store_true", help="play the first legal move")
    args = parser.parse_args(argv)

    with httpx.Client(base_url=args.url, timeout=60) as http:
        player = http.post("/players", json={"name": args.name})
        player.raise_for_status()
        http.headers["Authorization"] = f"Bearer {player.json()['token']}"
        game = http.post("/games", json={"rules": {"target": args.target}})
        game.raise_for_status()
        game_id = game.json()["id"]
        print(f"game {game_id}: you are seat 0 (team 0, with seat 2)")
        view = get_view(http, game_id, after=None)
        while view["table"]["status"] != "finished":
            if view["table"]["turn"] != 0:
                view = get_view(http, game_id, after=view["table"]["version"])
                continue
            show(view)
            url, body = move(game_id, view, ask(view, args.auto))
            answer = http.post(url, json=body, headers=write_headers(view))
            if answer.status_code == 201:
                view = answer.json()  # our view again, after the bots' replies
            else:
                problem = answer.json()  # application/problem+json
                print(f"  refused: {problem['code']}: {problem['detail']}")
                view = get_view(http, game_id, after=None)
        table = view["table"]
        outcome = "you win" if table["winner"] == 0 else "you lose"
        print(f"game over: team 0 {table['scores'][0]} - team 1 {table['scores'][1]}; {outcome}")
    return 0


def get_view(http: httpx.Client, game_id: str, after: int | None) -> dict[str, Any]:
    """The seat's view; with ``after``, wait until our turn or a version past it."""
    params: dict[str, Any] = {} if after is None else {"wait": 30, "after_version": after}
    r = http.get(f"/games/{game_id}/seats/0/view", params=params)
    r.raise_for_status()
    view: dict[str, Any] = r.json()
    return view


def show(view: dict[str, Any]) -> None:
    deal = view["table"]["deal"]
    trump = SUIT_NAMES.get(deal["trump"] or "", "not chosen yet")
    print(f"\ndeal {deal['deal_index']}: retourne {deal['retourne']}, trump {trump}")
    print(f"  scores: team 0 {view['table']['scores'][0]} - team 1 {view['table']['scores'][1]}")
    if view["table"]["previous_trick"]:
        last = view["table"]["previous_trick"]
        print(f"  last trick: {' '.join(last['cards'])} (won by seat {last['winner']})")
    if deal["current_trick"] and deal["current_trick"]["cards"]:
        trick = deal["current_trick"]
        print(f"  on the table: {' '.join(trick['cards'])} (led by seat {trick['leader']})")
    if deal["bids"] and deal["taker"] is None:
        print("  bids: " + ", ".join(f"seat {b['seat']} {b['action']}" for b in deal["bids"]))
    print(f"  your hand: {' '.join(view['hand'])}")


def ask(view: dict[str, Any], auto: bool) -> str:
    legal: list[str] = list(view["legal_cards"]) or [
        b["action"] + (f" {b['suit']}" if b["action"] == "take" else "") for b in view["legal_bids"]
    ]
    if auto:
        print(f"  you: {legal[0]}")
        return legal[0]
    return input(f"  your move ({', '.join(legal)}): ").strip()


def move(game_id: str, view: dict[str, Any], text: str) -> tuple[str, dict[str, Any]]:
    """The URL and JSON body of a move typed as ``JH``, ``pass``, ``take`` or ``take S``."""
    deal = view["table"]["deal"]["deal_index"]
    base = f"/games/{game_id}/deals/{deal}"
    words = text.split()
    if words and words[0].lower() in ("take", "pass"):
        body: dict[str, Any] = {"seat": 0, "action": words[0].lower()}
        if len(words) > 1:
            body["suit"] = words[1].upper()
        return f"{base}/bids", body
    return f"{base}/plays", {"seat": 0, "card": text.upper()}


def write_headers(view: dict[str, Any]) -> dict[str, str]:
    """Act only on the position shown (else 412), and never twice on a retry."""
    return {"If-Match": f'"{view["table"]["version"]}"', "Idempotency-Key": uuid.uuid4().hex}


if __name__ == "__main__":
    sys.exit(main())

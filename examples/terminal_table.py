"""A tiny terminal front end: you in seat 0 against three built-in bots.

It shows what every front end does (docs/frontends.md), with nothing but
plain HTTP from Python's standard library (any HTTP client would do), so it
runs right after ``pip install -e .``:

1. ``POST /players`` once: the answer's ``token`` is the player's bearer token.
2. ``POST /games``: by default the caller sits in seat 0 and heuristic bots
   take the three other seats; the game starts at once.
3. ``GET /games/{id}/seats/0/view?wait=30&after_version=V`` (long-poll): the
   seat's private view, as soon as it is this seat's turn.
4. ``POST .../deals/{deal}/bids`` or ``.../plays``, with ``If-Match`` set to
   the view's version and an ``Idempotency-Key``; a refusal is an
   ``application/problem+json`` body whose ``code`` says why.
5. ``GET /games/{id}/deals/{deal}`` once a deal is over: its record (taker,
   trump, belote, announcements, outcome and points).

Run it from the repository's root against a running ``belote serve``::

    python examples/terminal_table.py --url http://127.0.0.1:8000

Type a card (``JH``), ``take``, ``take S`` or ``pass``. ``--auto`` plays the
first legal move by itself (a demo, and how the tests run it). Ctrl-C leaves
the table (exit 130); a server that goes away ends it with one line (exit 1).
"""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from typing import Any
from urllib.error import HTTPError, URLError
from urllib.parse import urlencode
from urllib.request import Request, urlopen

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
OUTCOMES = {
    "made": "made",
    "capot": "made, capot",
    "dedans": "failed (dedans)",
    "capot_defence": "failed, capot by the defence",
    "litige": "litige (tie: points held in reserve)",
    "thrown_in": "nobody took: redealt",
}


class ServerLost(Exception):
    """The service cannot be reached any more."""


class Http:
    """JSON over HTTP with the standard library: ``(status, body)`` for every answer."""

    def __init__(self, base_url: str, timeout: float = 60) -> None:
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.headers = {"Accept": "application/json"}

    def call(
        self,
        method: str,
        path: str,
        body: dict[str, Any] | None = None,
        params: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, Any]:
        url = self.base_url + path + ("?" + urlencode(params) if params else "")
        data = None if body is None else json.dumps(body).encode()
        sent = {**self.headers, **(headers or {})}
        if data is not None:
            sent["Content-Type"] = "application/json"
        request = Request(url, data=data, method=method, headers=sent)
        try:
            with urlopen(request, timeout=self.timeout) as answer:
                return answer.status, json.load(answer)
        except HTTPError as refusal:  # 4xx and 5xx: the body is a problem
            with refusal:
                return refusal.code, json.load(refusal)
        except (URLError, OSError) as e:  # refused, reset, timed out, ...
            raise ServerLost(f"lost the server at {self.base_url}: {e}") from None

    def ok(self, method: str, path: str, **kwargs: Any) -> Any:
        """The body of a successful answer; a refusal here is a bug of this example."""
        status, body = self.call(method, path, **kwargs)
        if status >= 400:
            raise ServerLost(f"{method} {path} answered {status}: {body.get('detail', body)}")
        return body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--name", default="terminal")
    parser.add_argument("--target", type=int, default=501, help="points to win")
    parser.add_argument(
        "--announcements", action="store_true", help="play with announcements (tierce, carre, ...)"
    )
    parser.add_argument("--seed", help="deal from this seed (the same game every time)")
    parser.add_argument("--auto", action="store_true", help="play the first legal move")
    args = parser.parse_args(argv)
    http = Http(args.url)
    try:
        return play(http, args)
    except ServerLost as e:
        print(f"\n{e}", file=sys.stderr)
        return 1
    except (KeyboardInterrupt, EOFError):  # Ctrl-C, or Ctrl-D at the prompt
        print("\nleft the table; the game stays on the server", file=sys.stderr)
        return 130


def play(http: Http, args: argparse.Namespace) -> int:
    player = http.ok("POST", "/players", body={"name": args.name})
    http.headers["Authorization"] = f"Bearer {player['token']}"
    rules = {"target": args.target, "announcements": args.announcements}
    body = {"rules": rules, **({"seed": args.seed} if args.seed else {})}
    game_id = http.ok("POST", "/games", body=body)["id"]
    print(f"game {game_id}: you are seat 0 (team 0, with seat 2)")
    view = get_view(http, game_id, after=None)
    shown_deal = 0
    while view["table"]["status"] != "finished":
        deal = view["table"]["deal"]["deal_index"]
        if deal != shown_deal:
            show_result(http, game_id, shown_deal)
            shown_deal = deal
        if view["table"]["turn"] != 0:
            view = get_view(http, game_id, after=view["table"]["version"])
            continue
        show(view)
        url, body = move(game_id, view, ask(view, args.auto))
        status, answer = http.call("POST", url, body=body, headers=write_headers(view))
        if status == 201:
            view = answer  # our view again, after the bots' replies
        else:
            problem = answer  # application/problem+json
            print(f"  refused: {problem['code']}: {problem['detail']}")
            view = get_view(http, game_id, after=None)
    show_result(http, game_id, shown_deal)
    table = view["table"]
    outcome = "you win" if table["winner"] == 0 else "you lose"
    print(f"game over: team 0 {table['scores'][0]} - team 1 {table['scores'][1]}; {outcome}")
    return 0


def get_view(http: Http, game_id: str, after: int | None) -> dict[str, Any]:
    """The seat's view; with ``after``, wait until our turn or a version past it."""
    params: dict[str, Any] = {} if after is None else {"wait": 30, "after_version": after}
    view: dict[str, Any] = http.ok("GET", f"/games/{game_id}/seats/0/view", params=params)
    return view


def show(view: dict[str, Any]) -> None:
    deal = view["table"]["deal"]
    trump = SUIT_NAMES.get(deal["trump"] or "", "not chosen yet")
    print(f"\ndeal {deal['deal_index']}: retourne {deal['retourne']}, trump {trump}")
    if deal["taker"] is not None:
        print(f"  taker: seat {deal['taker']} (team {deal['taker'] % 2})")
    print(f"  scores: team 0 {view['table']['scores'][0]} - team 1 {view['table']['scores'][1]}")
    for line in honours(deal):
        print(f"  {line}")
    if view["table"]["previous_trick"]:
        last = view["table"]["previous_trick"]
        print(f"  last trick: {' '.join(last['cards'])} (won by seat {last['winner']})")
    if deal["current_trick"] and deal["current_trick"]["cards"]:
        trick = deal["current_trick"]
        print(f"  on the table: {' '.join(trick['cards'])} (led by seat {trick['leader']})")
    if deal["bids"] and deal["taker"] is None:
        print("  bids: " + ", ".join(f"seat {b['seat']} {b['action']}" for b in deal["bids"]))
    print(f"  your hand: {' '.join(view['hand'])}")


def honours(deal: dict[str, Any]) -> list[str]:
    """Belote and announcements (of a deal's view or record), as lines."""
    lines = []
    if deal.get("belote") is not None:  # the seat that showed king and queen of trumps
        lines.append(f"belote: seat {deal['belote']} (team {deal['belote'] % 2})")
    for announced in deal.get("announcements") or []:
        cards = " ".join(announced.get("cards") or [])
        lines.append(
            f"announced: {announced['name']} by seat {announced['seat']} "
            f"({announced['points']} points{', ' + cards if cards else ''})"
        )
    return lines


def show_result(http: Http, game_id: str, deal_index: int) -> None:
    """A finished deal's record: who took, in what, and the points."""
    record = http.ok("GET", f"/games/{game_id}/deals/{deal_index}")["record"]
    if record is None:
        return
    if record["taker"] is None:
        print(f"\ndeal {deal_index} over: nobody took; redealt")
        return
    trump = SUIT_NAMES.get(record["trump"], record["trump"])
    outcome = OUTCOMES.get(record["outcome"], record["outcome"])
    print(
        f"\ndeal {deal_index} over: seat {record['taker']} took in {trump}, contract {outcome}; "
        f"points team 0 {record['scores'][0]} - team 1 {record['scores'][1]}, "
        f"totals {record['totals'][0]} - {record['totals'][1]}"
    )
    for line in honours(record):
        print(f"  {line}")


def ask(view: dict[str, Any], auto: bool) -> str:
    """The player's move as typed; during the auction only a bid (an empty line, or a
    card, asks again: the server would read either as a card)."""
    bidding = not view["legal_cards"]
    legal: list[str] = list(view["legal_cards"]) or [
        b["action"] + (f" {b['suit']}" if b.get("suit") else "") for b in view["legal_bids"]
    ]
    if auto:
        print(f"  you: {legal[0]}")
        return legal[0]
    while True:
        text = input(f"  your move ({', '.join(legal)}): ").strip()
        if text and (not bidding or text.split()[0].lower() in ("take", "pass")):
            return text
        print("  type a bid: take, take S or pass" if bidding else "  type a card, like JH")


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

"""Helpers of the API tests: a checking HTTP harness, rule oracles, game drivers.

Every request of the API tests goes through :class:`Harness` (one per app). It
checks each response as it arrives, whatever the test is about:

- errors are RFC 9457 problems (``application/problem+json``, members type,
  title, status, detail, code) and validate against ``ProblemSchema``;
- successful bodies validate against their response schema of ``api.http.schemas``;
- the ETag of a game or view equals its table's version, and a table equals
  the one the harness rebuilds by replaying the stored log through the domain;
- **hidden information**: every card code in the body is one the caller could
  see at that moment, computed independently from the replayed log (own
  seats' hands, retournes, played cards, shown announcements, hands of deals
  that are over), and no unfinished game's seed appears anywhere.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import marshmallow as ma
import reference.announcements as ref_ann
import reference.cards as ref_cards
import reference.coinche as ref_coinche
import reference.dealing as ref_dealing
import reference.scoring as ref_scoring
import reference.tricks as ref_tricks
from flask import Flask
from play_styles import choose_bid, choose_card, choose_coinche_bid
from situations import count_coinche_deal, count_contract, count_deal, position_situations
from werkzeug.test import TestResponse

from api.http.problems import PROBLEM_CONTENT_TYPE, ProblemSchema
from api.http.schemas.events import EventPage
from api.http.schemas.games import BidOut, GameListItem, GameOut
from api.http.schemas.moves import DealEntry, PlayOut
from api.http.schemas.players import PlayerCreated
from api.http.schemas.views import SeatViewOut
from domain.bots import decide, get_strategy
from domain.cards import CODES, cards_of
from domain.events import CardPlayed, Event, GameCreated, Occupant, decision_from_dict
from domain.game import GameState, Phase, new_game
from domain.rules import Rules
from domain.views import table_view, to_jsonable
from persistence.store import GameStore, NotFound

CARD_RE = re.compile(r"^[789TJQKA][SHDC]$")
SUITS = "SHDC"
TYPE_BASE = "https://belote.dev/problems/"

UNSET: Any = object()


# -- JSON walking --------------------------------------------------------------


def strings_in(value: Any) -> Iterator[str]:
    """Every string of a JSON value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings_in(k)
            yield from strings_in(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings_in(v)


# -- the rules, from the tests' reference (tests/reference, which shares nothing with domain/) --


def legal_cards_oracle(
    hand: Iterable[str],
    trick: list[str],
    leader: int,
    seat: int,
    trump: str,
    overtrump_partner: bool = True,
    undertrump: str = "required",
) -> set[str]:
    """docs/rules.md §5 and §10 (``leader`` and ``seat`` are implied by the trick's
    length; ``trump`` is the contract: a suit, or ``SA``/``TA``)."""
    assert (leader + len(trick)) % 4 == seat, (leader, trick, seat)
    return ref_tricks.legal(hand, trick, trump, overtrump_partner, undertrump)


def refusal_oracle(
    hand: Iterable[str],
    trick: list[str],
    leader: int,
    seat: int,
    trump: str,
    card: str,
    overtrump_partner: bool = True,
) -> str | None:
    """The code a play of ``card`` must be refused with, or None if legal."""
    hand = set(hand)
    if card not in hand:
        return "card_not_in_hand"
    if card in legal_cards_oracle(hand, trick, leader, seat, trump, overtrump_partner):
        return None
    led = trick[0][1]
    if any(c[1] == led for c in hand) and card[1] != led:
        return "must_follow_suit"
    if card[1] == trump:
        return "must_overtrump"
    return "must_trump"


def bid_action(bid: dict[str, Any]) -> tuple[Any, ...]:
    """A bid as the API writes it, as the reference writes an action (reference.coinche)."""
    if bid["action"] == "take":
        return ("take", bid["suit"])
    if bid["action"] == "bid":
        return ("bid", bid["value"], bid["suit"])
    return (bid["action"],)


def legal_bids_oracle(table: dict[str, Any]) -> set[tuple[Any, ...]]:
    """docs/rules.md §4 (round two also SA/TA with ``moderne``, §10.1) or §10.2's
    auction, from a table: the bids the seat to speak may make, as actions."""
    deal = table["deal"]
    rules = table["rules"]
    bids = deal["bids"]
    if rules.get("mode") == "coinche":
        actions = [bid_action(b) for b in bids]
        return ref_coinche.legal_actions(actions, deal["dealer"], rules["moderne"])
    retourne_suit = deal["retourne"][1]
    if len(bids) < 4:
        return {("take", retourne_suit), ("pass",)}
    contracts = ref_cards.CONTRACTS if rules.get("moderne") else SUITS
    takes = {("take", s) for s in contracts if s != retourne_suit}
    if rules["no_taker"] == "dealer_forced" and len(bids) == 7:
        return takes
    return {*takes, ("pass",)}


def view_legal_cards_oracle(view: dict[str, Any]) -> set[str]:
    table = view["table"]
    deal = table["deal"]
    trick = deal["current_trick"]
    return legal_cards_oracle(
        view["hand"],
        list(trick["cards"]),
        trick["leader"],
        view["seat"],
        deal["trump"],
        table["rules"]["overtrump_partner"],
        table["rules"].get("undertrump", "required"),  # §10.2's option, where it exists
    )


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


# -- what a caller may see ---------------------------------------------------------


def owned_seats(state: GameState, player_id: str | None) -> set[int]:
    if player_id is None:
        return set()
    return {
        i
        for i, o in enumerate(state.seats)
        if o is not None and o.kind == "player" and o.name == player_id
    }


@cache
def dealt_by_the_rule_book(seed: str, rules: Rules, deal_index: int) -> tuple[RuleBookDeal, ...]:
    """Deals 0..``deal_index`` as §3 derives them (dealers rotate from the drawn first)."""
    deals: list[RuleBookDeal] = []
    dealer = None
    for k in range(deal_index + 1):
        deals.append(rule_book_deal(seed, k, dealer, rules.to_dict()))
        dealer = (deals[-1].dealer + 1) % 4
    return tuple(deals)


@cache
def announced_cards(dealt: RuleBookDeal, taker: int) -> frozenset[str]:
    """The cards of every seat's announcements (§7), from the 8-card hands."""
    return frozenset(
        x
        for hand in dealt.full_hands(taker)
        for _, cards, _ in ref_ann.seat_announcements(hand)
        for x in cards
    )


def visible_by_deal(state: GameState, player_id: str | None) -> dict[int, set[str]]:
    """Deal by deal, the cards ``player_id`` (None: a spectator) may see in ``state``.

    Written from the hidden-information rules (README) and docs/rules.md, not from the
    engine's views nor its own record of hands and announcements: the deals
    are re-derived from the seed (§3); a seat sees what was dealt to it (its
    first five cards, its eight after the take), everyone sees the retourne
    and the cards played, the announcements once the first trick is over (§7),
    and every dealt card of a deal that is over (the first five cards of each
    seat when it was thrown in). Only the decisions (who took, which cards
    were played) are read from the replayed state.
    """
    mine = owned_seats(state, player_id)
    visible: dict[int, set[str]] = {}
    if state.deal is None:
        return visible
    dealt_all = dealt_by_the_rule_book(state.seed, state.rules, state.deal.index)
    for deal in state.deals:
        dealt = dealt_all[deal.index]
        played = [CODES[c] for trick in deal.tricks for c in trick.cards]
        played += [CODES[c] for c in deal.trick]
        over = deal is not state.deal or len(deal.tricks) == 8
        taker = deal.taker
        seen: set[str] = {*played}
        if dealt.retourne is not None:  # none in coinche (§10.2)
            seen.add(dealt.retourne)
        if taker is not None and state.rules.announcements and deal.tricks:
            seen |= announced_cards(dealt, taker)
        for seat in range(4):
            if over or seat in mine:
                seen |= dealt.first_five[seat]
                if taker is not None:
                    seen |= dealt.full_hands(taker)[seat]
        visible[deal.index] = seen
    return visible


def visible_cards(state: GameState, player_id: str | None) -> set[str]:
    """What ``player_id`` may see of the current deal (nothing before the start)."""
    if state.deal is None:
        return set()
    return visible_by_deal(state, player_id)[state.deal.index]


def hidden_cards(state: GameState, player_id: str | None) -> set[str]:
    """The cards of the current deal ``player_id`` may not see."""
    everything = set(ref_cards.DECK)
    return everything - visible_cards(state, player_id)


def last_completed_trick(state: GameState) -> set[str]:
    """docs/rules.md §5: the most recent completed trick stays visible, across a deal's end."""
    for deal in reversed(state.deals):
        if deal.tricks:
            return {CODES[c] for c in deal.tricks[-1].cards}
    return set()


PREVIOUS_TRICK = -1  # the deal "index" of a card in a table's ``previous_trick``


def shown_cards(
    value: Any, deal: int | None, seq_deals: list[int]
) -> Iterator[tuple[str, int | None]]:
    """(card code, deal it belongs to) for every card code of a JSON body.

    A card belongs to the deal named by the nearest enclosing ``deal_index``;
    in an event of the log (an object with ``seq``), to the deal in progress
    when the event was recorded; in a table's ``previous_trick``, to that
    trick (:data:`PREVIOUS_TRICK`); otherwise to ``deal``.
    """
    if isinstance(value, str):
        if CARD_RE.match(value):
            yield value, deal
    elif isinstance(value, dict):
        seq = value.get("seq")
        if isinstance(seq, int) and "type" in value and 0 < seq <= len(seq_deals):
            deal = seq_deals[seq - 1]
        if isinstance(value.get("deal_index"), int):
            deal = value["deal_index"]
        for k, v in value.items():
            inner = PREVIOUS_TRICK if k == "previous_trick" and "status" in value else deal
            yield from shown_cards(k, deal, seq_deals)
            yield from shown_cards(v, inner, seq_deals)
    elif isinstance(value, list):
        for v in value:
            yield from shown_cards(v, deal, seq_deals)


# -- response schemas ------------------------------------------------------------

_G = r"/games/[^/]+"
SCHEMAS: list[tuple[str, re.Pattern[str], int, ma.Schema]] = [
    ("POST", re.compile(r"^/players$"), 201, PlayerCreated()),
    ("POST", re.compile(r"^/games$"), 201, GameOut()),
    ("GET", re.compile(r"^/games$"), 200, GameListItem(many=True)),
    ("GET", re.compile(rf"^{_G}$"), 200, GameOut()),
    ("PUT", re.compile(rf"^{_G}/seats/-?\d+$"), 200, GameOut()),
    ("DELETE", re.compile(rf"^{_G}/seats/-?\d+$"), 200, GameOut()),
    ("GET", re.compile(rf"^{_G}/seats/-?\d+/view$"), 200, SeatViewOut()),
    ("GET", re.compile(rf"^{_G}/deals$"), 200, DealEntry(many=True)),
    ("GET", re.compile(rf"^{_G}/deals/\d+$"), 200, DealEntry()),
    ("GET", re.compile(rf"^{_G}/deals/\d+/bids$"), 200, BidOut(many=True)),
    ("POST", re.compile(rf"^{_G}/deals/\d+/bids$"), 201, SeatViewOut()),
    ("GET", re.compile(rf"^{_G}/deals/\d+/plays$"), 200, PlayOut(many=True)),
    ("POST", re.compile(rf"^{_G}/deals/\d+/plays$"), 201, SeatViewOut()),
    ("GET", re.compile(rf"^{_G}/events$"), 200, EventPage()),
]


def schema_for(method: str, path: str, status: int) -> ma.Schema | None:
    for m, pattern, st, schema in SCHEMAS:
        if m == method and st == status and pattern.match(path):
            return schema
    return None


def assert_problem(resp: TestResponse, status: int, code: str) -> dict[str, Any]:
    """The response is an RFC 9457 problem with this status and code."""
    body = resp.get_json(force=True, silent=True)
    assert resp.status_code == status, (resp.status_code, body)
    assert resp.mimetype == PROBLEM_CONTENT_TYPE, resp.content_type
    assert isinstance(body, dict), body
    assert body["code"] == code, body
    assert body["status"] == status, body
    assert body["type"] == TYPE_BASE + code, body
    assert isinstance(body["title"], str) and body["title"], body
    assert isinstance(body["detail"], str) and body["detail"], body
    ProblemSchema().load(body)
    return body


# -- the harness -------------------------------------------------------------------


class LeakError(AssertionError):
    """A response showed a card or a seed its caller could not see."""


@dataclass
class Harness:
    app: Flask
    client: Any = None
    store: GameStore = field(init=False)
    games: dict[str, GameState] = field(default_factory=dict)
    seq_deals: dict[str, list[int]] = field(default_factory=dict)  # deal at each seq
    responses: int = 0
    cards_checked: int = 0
    leaks_checked: bool = True

    def __post_init__(self) -> None:
        self.client = self.app.test_client()
        self.store = self.app.extensions["belote"].store

    # -- callers ---------------------------------------------------------------

    def anonymous(self) -> Caller:
        return Caller(self, None, None, "anonymous")

    def player(self, name: str = "player") -> Caller:
        resp = self.anonymous().post("/players", json={"name": name})
        assert resp.status_code == 201, resp.get_json()
        body = resp.get_json()
        return Caller(self, body["token"], body["id"], name)

    # -- the replayed truth ----------------------------------------------------

    def state(self, game_id: str) -> GameState | None:
        """The game as its stored log replays now (None if there is no such game)."""
        state = self.games.get(game_id)
        after = state.version if state is not None else 0
        try:
            stored = self.store.events(game_id, after, 1_000_000)
        except NotFound:
            return None
        events = [s.event for s in stored]
        if state is None:
            state, _ = new_game(events[0])  # type: ignore[arg-type]
            self.seq_deals[game_id] = [0]
            events = events[1:]
        for event in events:
            self.seq_deals[game_id].append(state.deal.index if state.deal is not None else 0)
            state.apply(event)
        self.games[game_id] = state
        return state

    # -- checking every response ---------------------------------------------

    def observe(self, caller: Caller, method: str, url: str, resp: TestResponse) -> None:
        self.responses += 1
        path = url.split("?", 1)[0]
        raw = resp.get_data(as_text=True)
        body = json.loads(raw) if raw and resp.is_json else None
        if resp.status_code >= 400:
            assert resp.mimetype == PROBLEM_CONTENT_TYPE, (method, url, resp.status_code, raw)
            assert isinstance(body, dict), raw
            assert body["status"] == resp.status_code, body
            assert body["type"] == TYPE_BASE + body["code"], body
            assert isinstance(body["title"], str) and body["title"], body
            assert isinstance(body["detail"], str) and body["detail"], body
            ProblemSchema().load(body)
        elif resp.status_code != 304 and path != "/openapi.json":
            assert resp.mimetype == "application/json", (method, url, resp.content_type)
            schema = schema_for(method, path, resp.status_code)
            if schema is not None:
                try:
                    schema.load(body)
                except ma.ValidationError as e:
                    raise AssertionError(f"{method} {url}: body does not match schema: {e}") from e
        if not self.leaks_checked or path == "/openapi.json":
            return
        self.check_secrets(caller, method, path, resp, raw, body)

    def check_secrets(
        self,
        caller: Caller,
        method: str,
        path: str,
        resp: TestResponse,
        raw: str,
        body: Any,
    ) -> None:
        game_ids: list[str] = []
        m = re.match(r"^/games/([^/]+)", path)
        if m:
            game_ids.append(m.group(1))
        elif path == "/games" and isinstance(body, dict) and "id" in body:
            game_ids.append(body["id"])
        elif path == "/games" and isinstance(body, list):
            game_ids.extend(item["id"] for item in body if isinstance(item, dict))
        # Which deal a card without a deal_index belongs to: the path's, or the current one.
        m = re.match(r"^/games/[^/]+/deals/(\d+)", path)
        default_deal = int(m.group(1)) if m and method == "GET" else None
        shown: list[tuple[str, int | None]] = []
        leaked: set[tuple[str, int | None]] = set()
        for game_id in game_ids or [None]:
            # Only writes change a game (bots move inside them): a read reuses the replay.
            if game_id is None:
                state = None
            elif method == "GET" and game_id in self.games:
                state = self.games[game_id]
            else:
                state = self.state(game_id)
            if state is None:
                allowed: dict[int, set[str]] = {}
                seq_deals: list[int] = []
                current = None
            else:
                allowed = visible_by_deal(state, caller.player_id)
                seq_deals = self.seq_deals[game_id]  # type: ignore[index]
                current = state.deal.index if state.deal is not None else None
                allowed[PREVIOUS_TRICK] = last_completed_trick(state)
            deal = default_deal if default_deal is not None else current
            part = body
            if len(game_ids) > 1:  # a listing: each item is one game
                part = [g for g in body if g.get("id") == game_id]
            shown = list(shown_cards(part, deal, seq_deals))
            leaked |= {(c, d) for c, d in shown if d is None or c not in allowed.get(d, set())}
            self.cards_checked += len(shown)
        if leaked:
            raise LeakError(
                f"{method} {path} by {caller.name}: cards (card, deal) {sorted(leaked, key=str)} "
                "are hidden from this caller"
            )
        headers = " ".join(f"{k}: {v}" for k, v in resp.headers.items())
        for game_id, state in self.games.items():
            if state.phase is not Phase.FINISHED and (state.seed in raw or state.seed in headers):
                raise LeakError(f"{method} {path}: the seed of unfinished {game_id} leaked")
        # A game's table must be the one its log replays to, with its ETag.
        table = None
        if isinstance(body, dict) and isinstance(body.get("table"), dict):
            table = body["table"]
        if table is not None and game_ids and resp.status_code < 300:
            state = self.games.get(game_ids[0])
            assert state is not None
            assert table == to_jsonable(table_view(state)), (method, path)
            assert resp.headers.get("ETag") == f'"{table["version"]}"', (method, path)
            if "seed" in body:
                finished = state.phase is Phase.FINISHED
                assert body["seed"] == (state.seed if finished else None), body["seed"]


@dataclass
class Caller:
    """Someone calling the API: a player (with its bearer token) or anonymous."""

    harness: Harness
    token: str | None
    player_id: str | None
    name: str

    def request(
        self,
        method: str,
        url: str,
        *,
        json: Any = UNSET,
        data: str | bytes | None = None,
        content_type: str | None = None,
        headers: dict[str, str] | None = None,
        token: Any = UNSET,
    ) -> TestResponse:
        all_headers: dict[str, str] = {}
        token = self.token if token is UNSET else token
        if token is not None:
            all_headers["Authorization"] = f"Bearer {token}"
        all_headers.update(headers or {})
        kwargs: dict[str, Any] = {"method": method, "headers": all_headers}
        if json is not UNSET:
            kwargs["json"] = json
        if data is not None:
            kwargs["data"] = data
        if content_type is not None:
            kwargs["content_type"] = content_type
        resp = self.harness.client.open(url, **kwargs)
        self.harness.observe(self, method, url, resp)
        return resp

    def get(self, url: str, **kw: Any) -> TestResponse:
        return self.request("GET", url, **kw)

    def post(self, url: str, **kw: Any) -> TestResponse:
        return self.request("POST", url, **kw)

    def put(self, url: str, **kw: Any) -> TestResponse:
        return self.request("PUT", url, **kw)

    def delete(self, url: str, **kw: Any) -> TestResponse:
        return self.request("DELETE", url, **kw)

    # -- conveniences ----------------------------------------------------------

    def create_game(self, **body: Any) -> dict[str, Any]:
        resp = self.post("/games", json=body)
        assert resp.status_code == 201, resp.get_json()
        game: dict[str, Any] = resp.get_json()
        assert resp.headers["Location"] == f"/games/{game['id']}"
        return game

    def game(self, game_id: str) -> dict[str, Any]:
        resp = self.get(f"/games/{game_id}")
        assert resp.status_code == 200, resp.get_json()
        body: dict[str, Any] = resp.get_json()
        return body

    def view(self, game_id: str, seat: int) -> dict[str, Any]:
        resp = self.get(f"/games/{game_id}/seats/{seat}/view")
        assert resp.status_code == 200, resp.get_json()
        body: dict[str, Any] = resp.get_json()
        return body

    def events(self, game_id: str, limit: int = 1000) -> list[dict[str, Any]]:
        return all_events(self, game_id, limit)


def all_events(caller: Caller, game_id: str, limit: int = 1000) -> list[dict[str, Any]]:
    """The whole log, page after page (``after`` = the previous ``next_after``)."""
    events: list[dict[str, Any]] = []
    after = 0
    while True:
        resp = caller.get(f"/games/{game_id}/events?after={after}&limit={limit}")
        assert resp.status_code == 200, resp.get_json()
        page = resp.get_json()
        assert len(page["events"]) <= limit
        events.extend(page["events"])
        if page["next_after"] is None:
            assert not events or events[-1]["seq"] == page["last_seq"]
            return events
        assert page["next_after"] == page["events"][-1]["seq"]
        after = page["next_after"]


def snapshot(caller: Caller, game_id: str) -> tuple[Any, ...]:
    """What a refused request must leave unchanged: the table and the whole log."""
    resp = caller.get(f"/games/{game_id}")
    assert resp.status_code == 200
    events = caller.get(f"/games/{game_id}/events?limit=1000").get_json()
    return resp.headers["ETag"], resp.get_json()["table"], events


def assert_refused(
    caller: Caller,
    game_id: str,
    method: str,
    url: str,
    status: int,
    code: str,
    **kw: Any,
) -> dict[str, Any]:
    """``caller``'s request is refused with (status, code) and writes nothing."""
    before = snapshot(caller, game_id)
    resp = caller.request(method, url, **kw)
    body = assert_problem(resp, status, code)
    assert snapshot(caller, game_id) == before, f"{method} {url} was refused but wrote"
    return body


# -- decisions and replay -----------------------------------------------------------


def decisions_of(events: list[dict[str, Any]], seed: str | None = None) -> list[Event]:
    """The API's event listing as domain decisions (``seed`` fills a hidden one)."""
    decisions = []
    for e in events:
        data = dict(e["data"])
        if e["type"] == "GameCreated" and data["seed"] is None:
            assert seed is not None, "the seed is hidden: pass the one the game was made with"
            data["seed"] = seed
        decisions.append(decision_from_dict({**data, "type": e["type"]}))
    return decisions


def bid_body(seat: int, choice: dict[str, Any]) -> dict[str, Any]:
    body = {"seat": seat, "action": choice["action"]}
    if choice.get("suit") is not None:
        body["suit"] = choice["suit"]
    if choice.get("value") is not None:
        body["value"] = choice["value"]
    return body


def choose_action(view: dict[str, Any], rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A legal action picked from the view: ("bids"|"plays", request body)."""
    seat = view["seat"]
    if view["legal_bids"]:
        takes = [b for b in view["legal_bids"] if b["action"] == "take"]
        passes = [b for b in view["legal_bids"] if b["action"] == "pass"]
        choice = rng.choice(takes) if takes and (not passes or rng.random() < 0.4) else passes[0]
        return "bids", bid_body(seat, choice)
    assert view["legal_cards"], view
    return "plays", {"seat": seat, "card": rng.choice(sorted(view["legal_cards"]))}


def check_view_legality(view: dict[str, Any]) -> None:
    """The legal actions of a view agree with the rule book."""
    table = view["table"]
    mine = table["turn"] == view["seat"]
    if not mine:
        assert view["legal_bids"] == [] and view["legal_cards"] == [], view
        return
    if table["status"] == "bidding":
        assert view["legal_cards"] == []
        expected = legal_bids_oracle(table)
        got = [bid_action(b) for b in view["legal_bids"]]
        assert len(got) == len(set(got)) and set(got) == expected, (view, expected)
        assert len(view["hand"]) == (8 if table["rules"].get("mode") == "coinche" else 5)
    else:
        assert table["status"] == "playing"
        assert view["legal_bids"] == []
        assert set(view["legal_cards"]) == view_legal_cards_oracle(view), view
        assert set(view["legal_cards"]) <= set(view["hand"])


def act(caller: Caller, game_id: str, view: dict[str, Any], rng: random.Random) -> TestResponse:
    """Check the view's legal actions, then post one of them."""
    check_view_legality(view)
    kind, body = choose_action(view, rng)
    deal = view["table"]["deal"]["deal_index"]
    resp = caller.post(f"/games/{game_id}/deals/{deal}/{kind}", json=body)
    assert resp.status_code == 201, resp.get_json()
    assert resp.get_json()["seat"] == view["seat"]
    return resp


def play_styled_game(
    caller: Caller,
    game_id: str,
    chooser: tuple[int, float, str],
    seen: Counter[str],
    max_decisions: int = 3000,
) -> int:
    """Play a game whose four seats are ``caller``'s to the end, each decision
    picked by tests/play_styles.py from the view (as the domain's seeded games
    pick them, so the same game unfolds); counts the rare positions met."""
    rng = random.Random(chooser[0])
    table = caller.game(game_id)["table"]
    decisions = 0
    while table["status"] != "finished":
        seat = table["turn"]
        view = caller.view(game_id, seat)
        check_view_legality(view)
        deal = view["table"]["deal"]
        if view["legal_bids"] and table["rules"].get("mode") == "coinche":
            choice = choose_coinche_bid(
                view["legal_bids"], chooser[1], seat, chooser[2], rng, sorted(view["hand"])
            )
            kind, body = "bids", bid_body(seat, choice)
        elif view["legal_bids"]:
            kind, body = "bids", bid_body(seat, choose_bid(view["legal_bids"], chooser[1], rng))
        else:
            trick = list(deal["current_trick"]["cards"]) if deal["current_trick"] else []
            for name in position_situations(set(view["hand"]), trick, deal["trump"]):
                seen[name] += 1
            card = choose_card(view["legal_cards"], trick, deal["trump"], seat, chooser[2], rng)
            kind, body = "plays", {"seat": seat, "card": card}
        resp = caller.post(f"/games/{game_id}/deals/{deal['deal_index']}/{kind}", json=body)
        assert resp.status_code == 201, resp.get_json()
        table = resp.get_json()["table"]
        decisions += 1
        assert decisions < max_decisions
    return decisions


# -- positions found with the domain --------------------------------------------


PLAYER = Occupant("player", "p")


@dataclass(frozen=True)
class Position:
    """Decisions that lead (from the seed's start) to a refusal of ``card``."""

    seed: str
    rules: Rules
    decisions: tuple[Event, ...]
    seat: int
    card: str
    code: str


def api_decision(event: Event) -> tuple[str, dict[str, Any]]:
    if isinstance(event, CardPlayed):
        return "plays", {"seat": event.seat, "card": event.card.code}
    bid = event.bid  # type: ignore[attr-defined]
    body: dict[str, Any] = {"seat": event.seat, "action": bid.action.value}  # type: ignore[attr-defined]
    if bid.suit is not None:
        body["suit"] = bid.suit.name
    return "bids", body


DEFAULT_RULES = Rules()


@cache
def find_position(code: str, rules: Rules = DEFAULT_RULES, tries: int = 60) -> Position:
    """The shortest line (over a few seeds, heuristic bots deciding) reaching a
    seat to play that holds a card whose play the rule book refuses with ``code``."""
    heuristic = get_strategy("heuristic")
    best: Position | None = None
    for i in range(tries):
        seed = f"position-{code}-{i}"
        state, _ = new_game(GameCreated(rules, seed, (PLAYER,) * 4))
        decisions: list[Event] = []
        while state.phase is not Phase.FINISHED and len(decisions) < 60:
            seat = state.turn
            assert seat is not None
            if state.phase is Phase.PLAYING:
                deal = state.deal
                assert deal is not None and deal.trump is not None
                hand = [c.code for c in cards_of(deal.hands[seat])]
                trick = [c.code for c in deal.trick]
                found = [
                    c
                    for c in hand
                    if refusal_oracle(
                        hand, trick, deal.leader, seat, deal.trump.name, c, rules.overtrump_partner
                    )
                    == code
                ]
                if found:
                    if best is None or len(decisions) < len(best.decisions):
                        best = Position(seed, rules, tuple(decisions), seat, found[0], code)
                    break
            if best is not None and len(decisions) >= len(best.decisions):
                break
            decision = decide(heuristic, state, seat)
            state.apply(decision)
            decisions.append(decision)
    assert best is not None, f"no position for {code} in {tries} seeds"
    return best


def reach(caller: Caller, position: Position, seats: list[dict[str, Any]] | None = None) -> str:
    """Create the position's game (all seats the caller's) and play its decisions."""
    game = caller.create_game(
        seed=position.seed, rules=position.rules.to_dict(), seats=seats or [{}, {}, {}, {}]
    )
    game_id = game["id"]
    local, _ = new_game(GameCreated(position.rules, position.seed, (PLAYER,) * 4))
    for decision in position.decisions:
        kind, body = api_decision(decision)
        assert local.deal is not None
        resp = caller.post(f"/games/{game_id}/deals/{local.deal.index}/{kind}", json=body)
        assert resp.status_code == 201, resp.get_json()
        local.apply(decision)
    return game_id


# -- docs/rules.md §3 dealing, by the reference ---------------------------------------


@dataclass(frozen=True)
class RuleBookDeal:
    """A deal as §3 (classic) or §10.2 (coinche: ``packets``, all 8 cards at
    once, no retourne) deals it; ``first_five`` is what each seat holds while
    the bidding goes on (all 8 cards in coinche)."""

    dealer: int
    cut: int
    first_five: tuple[frozenset[str], ...]
    retourne: str | None
    deck: tuple[str, ...]
    first_packet: int | None
    packets: str | None = None

    def full_hands(self, taker: int) -> tuple[frozenset[str], ...]:
        if self.packets is not None:
            return self.first_five
        assert self.first_packet is not None
        hands = ref_dealing.classic_full_hands(
            list(self.deck), self.dealer, self.first_packet, taker
        )
        return tuple(frozenset(h) for h in hands)


def rule_book_deal(
    seed: str, deal_index: int, dealer: int | None, rules: dict[str, Any]
) -> RuleBookDeal:
    dealer, cut, deck = ref_dealing.shuffle_and_cut(seed, deal_index, dealer)
    if rules.get("mode") == "coinche":
        hands = ref_dealing.coinche_hands(deck, dealer, rules["coinche_packets"])
        return RuleBookDeal(
            dealer,
            cut,
            tuple(frozenset(h) for h in hands),
            None,
            tuple(deck),
            None,
            rules["coinche_packets"],
        )
    first_five = ref_dealing.classic_first_five(deck, dealer, rules["first_packet"])
    return RuleBookDeal(
        dealer,
        cut,
        tuple(frozenset(h) for h in first_five),
        ref_dealing.classic_retourne(deck),
        tuple(deck),
        rules["first_packet"],
    )


# -- a finished game, checked end to end ------------------------------------------


def assert_finished_game(
    caller: Caller, game_id: str, seed: str | None = None, seen: Counter[str] | None = None
) -> dict[str, Any]:
    """docs/rules.md §9 and the seed's reveal, on a game that should be over; each
    deal is checked by the reference, and what it reached counted in ``seen``."""
    game = caller.game(game_id)
    table = game["table"]
    rules = table["rules"]
    target = rules["target"]
    assert table["status"] == "finished"
    assert table["turn"] is None
    assert game["finished_at"] is not None
    s0, s1 = table["scores"]
    winner = table["winner"]
    assert winner in (0, 1)
    assert table["scores"][winner] >= target
    assert table["scores"][winner] > table["scores"][1 - winner]
    assert table["ranking_scores"] == [1000 + s0 - s1, 1000 + s1 - s0]
    # The seed is revealed and matches the commitment published at creation.
    revealed = game["seed"]
    assert isinstance(revealed, str) and revealed
    assert sha256_hex(revealed) == game["seed_commitment"]
    if seed is not None:
        assert revealed == seed
    # Every deal is over, the scores add up, and the game ended at the first
    # scored deal after which a team reached the target with unequal totals.
    resp = caller.get(f"/games/{game_id}/deals")
    assert resp.status_code == 200
    entries = resp.get_json()
    assert [e["deal_index"] for e in entries] == list(range(len(entries)))
    running = [0, 0]
    dealer = None
    for k, entry in enumerate(entries):
        assert entry["over"] is True and entry["current"] is None
        record = entry["record"]
        running = [running[0] + record["scores"][0], running[1] + record["scores"][1]]
        assert record["game_scores"] == running
        ended = max(running) >= target and running[0] != running[1]
        scored = record["outcome"] != "thrown_in"
        if k < len(entries) - 1:
            assert not (scored and ended), f"the game should have ended after deal {k}"
        else:
            assert scored and ended
        # Anyone can re-derive the deal from the revealed seed (docs/rules.md §3).
        derived = rule_book_deal(revealed, k, dealer, rules)
        assert record["dealer"] == derived.dealer
        assert record["cut"] == derived.cut
        assert record["retourne"] == derived.retourne
        result = check_deal_record(record, rules)
        if isinstance(result, ref_coinche.CoincheResult) and seen is not None:
            contract = record["contract"]
            count_coinche_deal(seen, result, contract["value"], contract["multiplier"])
            count_contract(seen, result, record["trump"], record["hands"])
        elif result is not None and seen is not None:
            count_deal(seen, result, rules, record["taker"], record["reserve_before"], running)
            count_contract(seen, result, record["trump"], record["hands"])
        if scored:
            full = derived.full_hands(record["taker"])
            assert [set(h) for h in record["hands"]] == [set(h) for h in full]
        else:
            assert [set(h) for h in record["hands"]] == [set(h) for h in derived.first_five]
        dealer = (derived.dealer + 1) % 4
    assert running == [s0, s1]
    # The log says the same: the seed in GameCreated, GameOver last.
    events = caller.events(game_id)
    assert events[0]["type"] == "GameCreated"
    assert events[0]["data"]["seed"] == revealed
    assert events[-1]["facts"][-1]["type"] == "GameOver"
    assert events[-1]["facts"][-1]["seed"] == revealed
    assert events[-1]["facts"][-1]["scores"] == [s0, s1]
    return game


# -- docs/rules.md §2, §5-§8 on a finished deal's public record, by the reference -----


def check_coinche_auction(record: dict[str, Any], rules: dict[str, Any]) -> tuple[Any, ...]:
    """§10.2: each bid of the record legal when made, by the seat to speak, the
    auction over exactly at its last bid; returns (taker, bid, contract, multiplier)."""
    dealer = record["dealer"]
    actions: list[tuple[Any, ...]] = []
    for k, b in enumerate(record["bids"]):
        assert b["seat"] == (dealer + 1 + k) % 4, (k, b)
        assert not ref_coinche.auction_over(actions), (k, b)
        action = bid_action(b)
        assert action in ref_coinche.legal_actions(actions, dealer, rules["moderne"]), (k, b)
        actions.append(action)
    assert ref_coinche.auction_over(actions)
    top = ref_coinche.highest_bid(actions, dealer)
    if top is None:
        return (None, None, None, 1)
    seat, (_, value, contract) = top
    return seat, value, contract, ref_coinche.multiplier(actions, rules["surcoinche_multiplier"])


def check_deal_record(
    record: dict[str, Any], rules: dict[str, Any]
) -> ref_scoring.DealResult | ref_coinche.CoincheResult | None:
    """A played deal's tricks, announcements and score, recomputed by the
    reference from its hands and the cards played (and in coinche its
    auction); returns the reference's result (None for a deal thrown in)."""
    coinche = rules.get("mode") == "coinche"
    if coinche:
        taker, value, contract, multiplier = check_coinche_auction(record, rules)
        assert record["taker"] == taker
    if record["outcome"] == "thrown_in":
        assert record["taker"] is None and record["tricks"] == []
        assert record["scores"] == [0, 0]
        assert record["reserve_after"] == record["reserve_before"]
        return None
    trump = record["trump"]
    hands = [sorted(h) for h in record["hands"]]
    assert all(len(h) == 8 for h in hands) and len({x for h in hands for x in h}) == 32
    assert len(record["tricks"]) == 8
    plays = [t["cards"] for t in record["tricks"]]
    ref: ref_scoring.DealResult | ref_coinche.CoincheResult
    if coinche:
        assert (trump, record["contract"]["value"], record["contract"]["multiplier"]) == (
            contract,
            value,
            multiplier,
        )
        ref = ref_coinche.play_deal(
            rules, trump, record["dealer"], taker, value, multiplier, hands, plays
        )
    else:
        ref = ref_scoring.play_deal(
            rules, trump, record["dealer"], record["taker"], hands, plays, record["reserve_before"]
        )
    # Tricks: each card legal when played, who led, who won, what they are worth (§2, §5).
    remaining = [set(h) for h in hands]
    for k, (trick, expected) in enumerate(zip(record["tricks"], ref.tricks, strict=True)):
        for i, card in enumerate(trick["cards"]):
            seat = (expected.leader + i) % 4
            legal = ref_tricks.legal(
                remaining[seat],
                trick["cards"][:i],
                trump,
                rules["overtrump_partner"],
                rules.get("undertrump", "required"),
            )
            assert card in legal, (k, seat, card, sorted(legal))
            remaining[seat].remove(card)
        got = (trick["leader"], trick["winner"], trick["points"])
        assert got == (expected.leader, expected.winner, expected.points), (k, trick)
    assert record["card_points"] == list(ref.card_points)
    # Belote (§6) and announcements (§7): who holds what, who scores them.
    holders = ref_ann.belotes(hands, trump)
    assert record["belote"] == (holders[0][0] if holders else None)
    shown = sorted(
        (a["seat"], a["points"], tuple(sorted(a["cards"]))) for a in record["announcements"]
    )
    expected_anns = sorted(
        (seat, pts, tuple(sorted(cards)))
        for seat, anns in enumerate(ref.announcements)
        for _, cards, pts in anns
    )
    assert shown == expected_anns, (shown, expected_anns)
    assert record["announcements_team"] == ref.announcements_team
    if isinstance(ref, ref_coinche.CoincheResult):  # §10.2's table, no reserve
        got = (record["outcome"], record["scores"], record["reserve_after"])
        assert got == (ref.outcome, list(ref.scores), record["reserve_before"]), (got, ref)
        return ref
    # Outcome and scores of both teams, litige included, and the reserve (§8).
    got = (record["outcome"], record["totals"], record["scores"], record["reserve_after"])
    assert got == (ref.outcome, list(ref.totals), list(ref.scores), ref.reserve_after), (got, ref)
    return ref


def count_games(harness: Harness) -> int:
    """How many games the harness's database holds."""
    from persistence.queries import GameFilter, HistoryQueries

    return HistoryQueries(harness.store.engine).count_games(GameFilter())

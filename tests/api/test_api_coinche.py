"""Coinche and belote moderne (docs/rules.md §10) over HTTP, on both backends.

Whole games are played by four human seats through the API: at every step
the seat view's legal bids (one by one and grouped in ``bid_options``) and
legal cards must be exactly the engine's own listing for the same position
(a local replay of the same decisions), a few actions the engine refuses are
sent and must be refused with 409 naming the rule, and every view must load
with its strict response schema.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from api_support import check_view_legality
from flask.testing import FlaskClient

from api.http.schemas.views import SeatViewOut
from domain.bidding import Bid, BidAction, value_of
from domain.cards import Card
from domain.contracts import parse_strain
from domain.errors import BeloteError
from domain.events import BidMade, CardPlayed, GameCreated, Occupant
from domain.game import GameState, Phase, new_game
from domain.rules import Rules
from domain.views import bid_options, to_jsonable
from persistence.verify import verify_games


class Table:
    """One game over HTTP, every seat held by one player, mirrored by a local engine."""

    def __init__(self, client: FlaskClient, rules: dict[str, Any], seed: str) -> None:
        self.client = client
        player = client.post("/players", json={"name": "Four hands"})
        assert player.status_code == 201, player.get_json()
        self.token = player.get_json()["token"]
        self.player_id = player.get_json()["id"]
        resp = self.post("/games", {"rules": rules, "seed": seed, "seats": [{}, {}, {}, {}]})
        assert resp.status_code == 201, resp.get_json()
        self.id = resp.get_json()["id"]
        me = Occupant("player", self.player_id)
        self.state, _ = new_game(GameCreated(Rules.from_dict(rules), seed, (me, me, me, me)))
        self.refusals: dict[str, int] = {}

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def post(self, url: str, body: dict[str, Any]) -> Any:
        return self.client.post(url, json=body, headers=self.headers())

    def view(self, seat: int) -> dict[str, Any]:
        resp = self.client.get(f"/games/{self.id}/seats/{seat}/view", headers=self.headers())
        assert resp.status_code == 200, resp.get_json()
        body: dict[str, Any] = resp.get_json()
        SeatViewOut().load(body)  # strict: the body is exactly the documented shape
        return body

    def check_view(self, view: dict[str, Any]) -> None:
        """The view's legal actions are the rule book's (the tests' reference) and
        the engine's, and the table is the engine's."""
        check_view_legality(view)
        state = self.state
        assert view["table"]["turn"] == state.turn
        legal = state.legal_bids()
        assert view["legal_bids"] == [b.to_dict() for b in legal]
        assert view["bid_options"] == to_jsonable(bid_options(legal))
        assert view["legal_cards"] == [c.code for c in state.legal_cards()]
        assert view["table"]["scores"] == list(state.scores)

    def bid(self, seat: int, body: dict[str, Any]) -> Any:
        deal = self.state.deal
        assert deal is not None
        return self.post(f"/games/{self.id}/deals/{deal.index}/bids", {"seat": seat, **body})

    def play(self, seat: int, card: str) -> Any:
        deal = self.state.deal
        assert deal is not None
        return self.post(f"/games/{self.id}/deals/{deal.index}/plays", {"seat": seat, "card": card})

    def refused(self, resp: Any, code: str | None = None) -> None:
        assert resp.status_code == 409, resp.get_json()
        assert resp.mimetype == "application/problem+json"
        got = resp.get_json()["code"]
        if code is not None:
            assert got == code
        self.refusals[got] = self.refusals.get(got, 0) + 1

    def step(self, rng: random.Random, pass_bias: float, prefer: tuple[str, ...] = ()) -> None:
        state = self.state
        seat = state.turn
        assert seat is not None
        self.check_view(self.view(seat))
        if state.phase is Phase.BIDDING:
            legal = state.legal_bids()
            self.try_refused_bids(seat, legal)
            preferred = [b for b in legal if b.suit is not None and b.suit.name in prefer]
            if preferred:
                choice = rng.choice(preferred)
            elif Bid(BidAction.PASS) in legal and rng.random() < pass_bias:
                choice = Bid(BidAction.PASS)
            else:
                choice = rng.choice(legal)
            resp = self.bid(seat, _body(choice))
            assert resp.status_code == 201, resp.get_json()
            state.apply(BidMade(seat, choice))
        else:
            cards = state.legal_cards()
            deal = state.deal
            assert deal is not None
            illegal = [c for c in _hand(deal.hands[seat]) if c not in cards]
            if illegal:
                self.refused(self.play(seat, illegal[0].code))
            card = rng.choice(cards)
            resp = self.play(seat, card.code)
            assert resp.status_code == 201, resp.get_json()
            state.apply(CardPlayed(seat, card))

    def try_refused_bids(self, seat: int, legal: tuple[Bid, ...]) -> None:
        """Bids the engine refuses here must be refused over HTTP with the same code."""
        deal = self.state.deal
        assert deal is not None
        candidates = [
            {"action": "bid", "value": 80, "suit": "H"},
            {"action": "bid", "value": "capot", "suit": "S"},
            {"action": "coinche"},
            {"action": "surcoinche"},
            {"action": "take", "suit": "TA"},
            {"action": "pass"},
        ]
        for body in candidates:
            bid = Bid(
                BidAction(body["action"]),
                parse_strain(body["suit"]) if "suit" in body else None,
                value_of(body.get("value")),
            )
            try:
                deal.auction.copy().check(bid)
                continue  # allowed: not a refusal to test
            except BeloteError as e:
                code = e.code
            assert bid not in legal
            self.refused(self.bid(seat, body), code)

    def play_to_the_end(
        self, seed: int, pass_bias: float, prefer: tuple[str, ...] = (), limit: int = 4000
    ) -> None:
        rng = random.Random(seed)
        for _ in range(limit):
            if self.state.phase is Phase.FINISHED:
                break
            self.step(rng, pass_bias, prefer)
        assert self.state.phase is Phase.FINISHED
        game = self.client.get(f"/games/{self.id}").get_json()
        assert game["table"]["status"] == "finished"
        assert game["table"]["scores"] == list(self.state.scores)
        assert game["table"]["winner"] == self.state.winner


def _body(bid: Bid) -> dict[str, Any]:
    body = bid.to_dict()
    return {k: v for k, v in body.items() if v is not None}


def _hand(mask: int) -> list[Card]:
    from domain.cards import cards_of

    return list(cards_of(mask))


def _contracts(state: GameState) -> set[tuple[str, int]]:
    return {
        (d.contract.strain.name, d.contract.multiplier)
        for d in state.deals
        if d.contract is not None and d.score is not None
    }


def test_a_four_human_coinche_game_to_the_end(client: FlaskClient) -> None:
    rules = {"mode": "coinche", "moderne": True, "target": 600}
    table = Table(client, rules, "coinche-http-1")
    table.play_to_the_end(seed=1, pass_bias=0.75)
    assert table.state.rules.target == 600
    played = [d for d in table.state.deals if d.score is not None]
    assert played and all(d.score.outcome.value in ("made", "failed", "capot") for d in played)
    assert all(d.dealt.retourne is None for d in table.state.deals)
    # Refusals were exercised and named the rule.
    assert {"bid_too_low", "cannot_coinche_own_team", "not_coinched"} <= set(table.refusals)
    deals = client.get(f"/games/{table.id}/deals").get_json()
    records = [d["record"] for d in deals if d["record"] is not None and d["record"]["contract"]]
    assert records and all(r["retourne"] is None for r in records)
    assert {r["contract"]["suit"] for r in records} <= {"S", "H", "D", "C", "SA", "TA"}
    check_stats(client, table)
    check_replays(client, table)
    # belote verify: the stored projections (rule columns, stats) agree with the log.
    engine = client.application.extensions["belote"].store.engine
    assert list(verify_games(engine, [table.id])) == [[]]


def check_stats(client: FlaskClient, table: Table) -> None:
    """The player held all four seats: every contract, coinche and surcoinche is its."""
    stats = client.get(f"/players/{table.player_id}/stats").get_json()
    played = [d.contract for d in table.state.deals if d.score is not None]
    assert all(c is not None for c in played)
    names = [c.strain.name for c in played if c is not None]
    assert stats["deals_taken"] == len(played)
    assert stats["contracts_sa"] == names.count("SA")
    assert stats["contracts_ta"] == names.count("TA")
    assert stats["contracts_suit"] == len(names) - names.count("SA") - names.count("TA")
    assert stats["coinches"] == sum(c is not None and c.coinched_by is not None for c in played)
    assert stats["surcoinches"] == sum(
        c is not None and c.surcoinched_by is not None for c in played
    )


def check_replays(client: FlaskClient, table: Table) -> None:
    """The finished game's record replays to itself, from notation and from JSON."""
    record = client.get(f"/games/{table.id}/record").get_json()
    text = client.get(f"/games/{table.id}/record?format=belote").get_data(as_text=True)
    assert '[Retourne "-"]' in text and "[Contract " in text
    replayed = client.post("/replays", data=text, content_type="text/x-belote")
    assert replayed.status_code == 200, replayed.get_json()
    # A stored game's own: a replay has no id, times, nor players' names.
    strip = {"id", "created_at", "finished_at", "seat_names", "seat_kinds"}
    expected = {k: v for k, v in record.items() if k not in strip}
    assert {k: v for k, v in replayed.get_json().items() if k not in strip} == expected
    events = client.get(f"/games/{table.id}/events?limit=1000").get_json()["events"]
    decisions = [
        {"type": e["type"], **e["data"]} for e in events if e["type"] in ("BidMade", "CardPlayed")
    ]
    body = {"rules": record["rules"], "seed": record["seed"], "decisions": decisions}
    replayed = client.post("/replays", json=body)
    assert replayed.status_code == 200, replayed.get_json()
    assert replayed.get_json()["deals"] == record["deals"]


def test_a_moderne_classic_game_to_the_end_with_sa_and_ta(client: FlaskClient) -> None:
    rules = {"moderne": True, "target": 300, "undertrump": "optional"}
    table = Table(client, rules, "moderne-http-1")
    table.play_to_the_end(seed=2, pass_bias=1.0, prefer=("SA", "TA"))
    kinds = {strain for strain, _ in _contracts(table.state)}
    assert kinds == {"SA", "TA"}, kinds


def test_coinche_bids_refused_and_contract_in_the_views(client: FlaskClient) -> None:
    table = Table(client, {"mode": "coinche", "surcoinche_multiplier": 3}, "coinche-http-2")
    first = table.state.turn
    assert first is not None
    partner, left, right = (first + 2) % 4, (first + 1) % 4, (first + 3) % 4
    assert table.bid(first, {"action": "bid", "value": 100, "suit": "H"}).status_code == 201
    table.state.apply(BidMade(first, Bid(BidAction.BID, parse_strain("H"), 100)))
    table.refused(table.bid(left, {"action": "bid", "value": 100, "suit": "S"}), "bid_too_low")
    table.refused(
        table.bid(left, {"action": "bid", "value": 110, "suit": "SA"}), "suit_not_allowed"
    )
    table.refused(table.bid(partner, {"action": "pass"}), "not_your_turn")
    assert table.bid(left, {"action": "coinche"}).status_code == 201
    table.state.apply(BidMade(left, Bid(BidAction.COINCHE)))
    view = table.view(partner)
    table.check_view(view)
    assert view["bid_options"] == [
        {"action": "pass", "values": [], "suits": []},
        {"action": "surcoinche", "values": [], "suits": []},
    ]
    table.refused(
        table.bid(partner, {"action": "bid", "value": 110, "suit": "H"}), "only_surcoinche_or_pass"
    )
    assert table.bid(partner, {"action": "surcoinche"}).status_code == 201
    table.state.apply(BidMade(partner, Bid(BidAction.SURCOINCHE)))
    contract = table.view(right)["table"]["deal"]["contract"]
    assert contract == {
        "taker": first,
        "suit": "H",
        "value": 100,
        "multiplier": 3,
        "coinched_by": left,
        "surcoinched_by": partner,
    }
    bids = client.get(f"/games/{table.id}/deals/0/bids").get_json()
    assert bids == [
        {"seat": first, "action": "bid", "suit": "H", "value": 100},
        {"seat": left, "action": "coinche", "suit": None},
        {"seat": partner, "action": "surcoinche", "suit": None},
    ]
    events = client.get(f"/games/{table.id}/events").get_json()["events"]
    assert events[1]["data"]["bid"] == {"action": "bid", "suit": "H", "value": 100}
    facts = [f for e in events for f in e["facts"] if f["type"] == "ContractTaken"]
    assert facts[0]["value"] == 100 and facts[0]["multiplier"] == 3 and facts[0]["trump"] == "H"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"seat": 0, "action": "bid", "suit": "H"}, "value"),
        ({"seat": 0, "action": "bid", "value": 85, "suit": "H"}, "value"),
        ({"seat": 0, "action": "bid", "value": "80", "suit": "H"}, "value"),
        ({"seat": 0, "action": "bid", "value": 80, "suit": "NT"}, "suit"),
        ({"seat": 0, "action": "bid", "value": 80}, "suit"),
        ({"seat": 0, "action": "double"}, "action"),
        ({"seat": 0, "action": "coinche", "value": 80}, "value"),
        ({"seat": 0}, "action"),
    ],
)
def test_malformed_bids_are_422(client: FlaskClient, body: dict[str, Any], field: str) -> None:
    table = Table(client, {"mode": "coinche"}, "coinche-http-3")
    resp = table.post(f"/games/{table.id}/deals/0/bids", body)
    assert resp.status_code == 422, resp.get_json()
    # An unknown suit has its own code; the rest are schema errors.
    unknown_suit = body.get("suit") == "NT"
    assert resp.get_json()["code"] == ("unknown_suit" if unknown_suit else "validation_error")
    assert field in str(resp.get_json()["errors"])


@pytest.mark.parametrize(
    ("rules", "code", "option"),
    [
        ({"mode": "coinche", "first_packet": 3}, "rule_option_not_in_mode", "first_packet"),
        ({"mode": "coinche", "no_taker": "redeal"}, "rule_option_not_in_mode", "no_taker"),
        ({"coinche_packets": "3-3-2"}, "rule_option_not_in_mode", "coinche_packets"),
        ({"mode": "classic", "surcoinche_multiplier": 3}, "rule_option_not_in_mode", None),
    ],
)
def test_options_of_the_other_mode_are_422(
    client: FlaskClient, rules: dict[str, Any], code: str, option: str | None
) -> None:
    player = client.post("/players", json={"name": "x"}).get_json()
    resp = client.post(
        "/games",
        json={"rules": rules},
        headers={"Authorization": f"Bearer {player['token']}"},
    )
    assert resp.status_code == 422, resp.get_json()
    assert resp.get_json()["code"] == code
    if option is not None:
        assert resp.get_json()["option"] == option


def test_coinche_defaults_over_http_and_history_filters(client: FlaskClient) -> None:
    coinche = Table(client, {"mode": "coinche", "moderne": True}, "coinche-http-4")
    classic = Table(client, {}, "classic-http-4")
    rules = client.get(f"/games/{coinche.id}").get_json()["table"]["rules"]
    assert rules == {
        "mode": "coinche",
        "moderne": True,
        "direction": "counterclockwise",
        "overtrump_partner": True,
        "undertrump": "optional",
        "belote_on_failed_contract": "holder_keeps",
        "announcements": False,
        "capot_points": 252,
        "target": 2000,
        "coinche_packets": "3-2-3",
        "surcoinche_multiplier": 4,
    }

    def ids(query: str) -> set[str]:
        return {g["id"] for g in client.get(f"/games?{query}&page_size=100").get_json()}

    assert ids("mode=coinche&moderne=true") == {coinche.id}
    assert ids("mode=classic") == {classic.id}
    assert ids("moderne=false") == {classic.id}
    assert ids("coinche_packets=3-2-3") == {coinche.id}
    assert ids("undertrump=required") == {classic.id}


def test_the_spec_describes_bids_as_a_discriminated_union(client: FlaskClient) -> None:
    spec = client.get("/openapi.json").get_json()
    body = spec["paths"]["/games/{game_id}/deals/{deal_index}/bids"]["post"]["requestBody"]
    schema = body["content"]["application/json"]["schema"]
    mapping = schema["discriminator"]["mapping"]
    assert schema["discriminator"]["propertyName"] == "action"
    assert set(mapping) == {"pass", "take", "bid", "coinche", "surcoinche"}
    refs = [s["$ref"] for s in schema["oneOf"]]
    assert sorted(refs) == sorted(mapping.values())
    for action, ref in mapping.items():
        component = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
        assert component["properties"]["action"]["enum"] == [action]
        assert "action" in component["required"] and "seat" in component["required"]

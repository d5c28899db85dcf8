"""docs/rules.md §3: deterministic, verifiable dealing.

The shared vectors (``shared/vectors/dealing.json``, beside the repository)
are the public contract; a reference implementation written from the rule
book's pseudo-code is checked against them too, then used for the cases the
vectors do not cover (``first_packet = 2``, the rejection loop).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest
from belote_testkit import Table, codes
from ci_env import under_ci

from domain.cards import CODES, Suit
from domain.dealing import completion, derive_deal, generator, seed_commitment
from domain.events import ContractTaken, DealStarted, DealThrownIn

# The contract lives in shared/vectors beside the repository (as in CI); a
# checkout on its own uses the committed copy, kept identical by a test below.
SHARED_VECTORS = Path(__file__).resolve().parents[2].parent / "shared" / "vectors" / "dealing.json"
COPIED_VECTORS = Path(__file__).resolve().parent / "vectors" / "dealing.json"
VECTORS_PATH = SHARED_VECTORS if SHARED_VECTORS.exists() else COPIED_VECTORS
VECTORS = json.loads(VECTORS_PATH.read_text(encoding="utf-8"))
DEAL_VECTORS = VECTORS["vectors"]


def _vector_id(v: dict) -> str:
    return f"{v['seed']}#{v['deal_index']}"


# -- a reference implementation of §3, from the rule book's text ---------------


def spec_rand_below(seed: str, deal_index: int):
    counter = 0

    def rand_below(n: int) -> int:
        nonlocal counter
        while True:
            h = hashlib.sha256(f"{seed}:{deal_index}:{counter}".encode()).digest()
            counter += 1
            x = int.from_bytes(h[:8], "big", signed=False)
            if x < (2**64 // n) * n:
                return x % n

    return rand_below


def spec_deal(seed: str, deal_index: int, dealer: int | None, first_packet: int) -> dict:
    rand_below = spec_rand_below(seed, deal_index)
    if dealer is None:
        dealer = rand_below(4)
    deck = [r + s for s in "SHDC" for r in "789TJQKA"]
    for i in range(31, 0, -1):
        j = rand_below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    cut = 3 + rand_below(27)
    deck = deck[cut:] + deck[:cut]
    hands: dict[int, list[str]] = {s: [] for s in range(4)}
    pos = 0
    for packet in (first_packet, 5 - first_packet):
        for k in range(1, 5):
            hands[(dealer + k) % 4] += deck[pos : pos + packet]
            pos += packet
    return {"dealer": dealer, "cut": cut, "deck": deck, "first_five": hands, "retourne": deck[20]}


# -- the shared vectors -------------------------------------------------------------


def test_committed_copy_of_the_vectors_matches_the_shared_contract():
    if not SHARED_VECTORS.exists():
        # CI checks out shared/ beside the repository: its absence there is a
        # broken checkout, not a reason to test only our own copy.
        assert not under_ci(), f"CI=true but the shared vectors are missing: {SHARED_VECTORS}"
        assert json.loads(COPIED_VECTORS.read_text())["vectors"]  # a checkout on its own
        return
    assert json.loads(COPIED_VECTORS.read_text()) == json.loads(SHARED_VECTORS.read_text())


@pytest.mark.parametrize("ci", ["true", "True", ""])
def test_missing_shared_vectors_fail_under_ci_only(monkeypatch, tmp_path, ci):
    monkeypatch.setenv("CI", ci)
    monkeypatch.setattr(sys.modules[__name__], "SHARED_VECTORS", tmp_path / "dealing.json")
    if ci:
        with pytest.raises(AssertionError, match="shared vectors are missing"):
            test_committed_copy_of_the_vectors_matches_the_shared_contract()
    else:
        test_committed_copy_of_the_vectors_matches_the_shared_contract()


def test_vectors_file_is_the_shared_contract():
    assert VECTORS_PATH.is_file()
    assert len(DEAL_VECTORS) >= 9
    assert {v["deal_index"] for v in DEAL_VECTORS} >= {0, 1, 2}


def test_sha256_commitment_example():
    ex = VECTORS["sha256_commitment_example"]
    assert seed_commitment(ex["seed"]) == ex["seed_commitment"]
    assert seed_commitment(ex["seed"]) == hashlib.sha256(ex["seed"].encode("utf-8")).hexdigest()


def test_commitment_uses_utf8_and_differs_per_seed():
    assert (
        seed_commitment("seed with spaces ü")
        == hashlib.sha256("seed with spaces ü".encode()).hexdigest()
    )
    assert seed_commitment("a") != seed_commitment("b")
    assert len(seed_commitment("")) == 64


@pytest.mark.parametrize("v", DEAL_VECTORS, ids=_vector_id)
def test_engine_matches_vector(v):
    dealt = derive_deal(v["seed"], v["deal_index"], v["dealer_in"], 3)
    assert dealt.deal_index == v["deal_index"]
    assert dealt.dealer == v["dealer"]
    assert dealt.cut == v["cut"]
    assert codes(dealt.deck) == v["deck_after_cut"]
    for seat in range(4):
        assert codes(dealt.first_five[seat]) == v["first_five"][str(seat)], f"seat {seat}"
    assert dealt.retourne.code == v["retourne"]


@pytest.mark.parametrize("v", DEAL_VECTORS, ids=_vector_id)
def test_reference_implementation_matches_vector(v):
    """The test's own reading of §3 agrees with the vectors (so it can be trusted below)."""
    ref = spec_deal(v["seed"], v["deal_index"], v["dealer_in"], 3)
    assert ref["dealer"] == v["dealer"]
    assert ref["cut"] == v["cut"]
    assert ref["deck"] == v["deck_after_cut"]
    assert {str(s): h for s, h in ref["first_five"].items()} == v["first_five"]
    assert ref["retourne"] == v["retourne"]


@pytest.mark.parametrize("v", DEAL_VECTORS, ids=_vector_id)
def test_vector_structure_follows_the_rules(v):
    deck = v["deck_after_cut"]
    assert sorted(deck) == sorted(CODES)
    assert 3 <= v["cut"] <= 29
    assert deck[20] == v["retourne"]
    dealer = v["dealer"]
    # first_packet = 3: three cards each from the seat after the dealer, then two.
    for k in range(1, 5):
        seat = (dealer + k) % 4
        expected = deck[3 * (k - 1) : 3 * k] + deck[12 + 2 * (k - 1) : 12 + 2 * k]
        assert v["first_five"][str(seat)] == expected


def test_first_dealer_is_the_first_draw_of_deal_zero():
    for v in DEAL_VECTORS:
        if v["dealer_in"] is None:
            assert spec_rand_below(v["seed"], 0)(4) == v["dealer"]


def test_game_deal_zero_uses_the_seed():
    """A game with seed 'belote' deals the vector's deal 0 (dealer drawn)."""
    v = next(x for x in DEAL_VECTORS if x["seed"] == "belote" and x["deal_index"] == 0)
    t = Table("belote")
    deal = t.deal
    assert deal.index == 0
    assert deal.dealer == v["dealer"]
    assert codes(deal.dealt.deck) == v["deck_after_cut"]
    assert deal.dealt.retourne.code == v["retourne"]
    for seat in range(4):
        assert t.hand(seat) == set(v["first_five"][str(seat)])
    started = [f for f in t.facts if isinstance(f, DealStarted)]
    assert started == [DealStarted(0, v["dealer"], deal.dealt.retourne)]


def test_redeals_follow_the_vectors_with_rotation():
    """Two thrown-in deals: deal_index 1 and 2, dealers rotate, cards as the vectors say."""
    vs = {x["deal_index"]: x for x in DEAL_VECTORS if x["seed"] == "belote"}
    t = Table("belote")
    for index in (1, 2):
        for _ in range(8):
            t.pass_()
        deal = t.deal
        assert deal.index == index
        assert deal.dealer == vs[index]["dealer_in"] == (vs[index - 1]["dealer"] + 1) % 4
        assert codes(deal.dealt.deck) == vs[index]["deck_after_cut"]
        assert deal.dealt.retourne.code == vs[index]["retourne"]
        for seat in range(4):
            assert t.hand(seat) == set(vs[index]["first_five"][str(seat)])
    assert [f.deal_index for f in t.facts if isinstance(f, DealThrownIn)] == [0, 1]
    assert t.state.scores == [0, 0]


# -- beyond the vectors -------------------------------------------------------------


@pytest.mark.parametrize("seed", ["", "x", "belote", "2026-11-29", "ü€𝄞", "a:b:c"])
@pytest.mark.parametrize("deal_index", [0, 1, 7, 123])
@pytest.mark.parametrize("first_packet", [3, 2])
def test_engine_matches_reference(seed, deal_index, first_packet):
    dealer = None if deal_index == 0 else deal_index % 4
    ref = spec_deal(seed, deal_index, dealer, first_packet)
    dealt = derive_deal(seed, deal_index, dealer, first_packet)
    assert dealt.dealer == ref["dealer"]
    assert dealt.cut == ref["cut"]
    assert codes(dealt.deck) == ref["deck"]
    assert [codes(h) for h in dealt.first_five] == [ref["first_five"][s] for s in range(4)]
    assert dealt.retourne.code == ref["retourne"]


@pytest.mark.parametrize("v", DEAL_VECTORS, ids=_vector_id)
def test_first_packet_two(v):
    """Same shuffle and cut; two cards each, then three, from the seat after the dealer."""
    d3 = derive_deal(v["seed"], v["deal_index"], v["dealer_in"], 3)
    d2 = derive_deal(v["seed"], v["deal_index"], v["dealer_in"], 2)
    assert d2.deck == d3.deck
    assert d2.dealer == d3.dealer and d2.cut == d3.cut
    deck = v["deck_after_cut"]
    for k in range(1, 5):
        seat = (d2.dealer + k) % 4
        expected = deck[2 * (k - 1) : 2 * k] + deck[8 + 3 * (k - 1) : 8 + 3 * k]
        assert codes(d2.first_five[seat]) == expected
    assert d2.retourne.code == deck[20] == v["retourne"]
    assert [codes(h) for h in d2.first_five] != [codes(h) for h in d3.first_five]


def test_rand_below_rejects_values_above_the_limit():
    """With n just above 2**63 about half the draws are rejected: the loop must redraw."""
    n = 2**63 + 12345
    engine = generator("reject", 5)
    ref = spec_rand_below("reject", 5)
    rejected = 0
    for _ in range(20):
        value = engine(n)
        assert value == ref(n)
        assert 0 <= value < n
    # And the reference does reject some draws for this n (so the check is meaningful).
    for counter in range(40):
        h = hashlib.sha256(f"reject:5:{counter}".encode()).digest()
        if int.from_bytes(h[:8], "big") >= (2**64 // n) * n:
            rejected += 1
    assert rejected > 0


def test_rand_below_counter_restarts_for_each_deal():
    a, b = generator("s", 0), generator("s", 1)
    ra, rb = spec_rand_below("s", 0), spec_rand_below("s", 1)
    assert [a(1000) for _ in range(10)] == [ra(1000) for _ in range(10)]
    assert [b(1000) for _ in range(10)] == [rb(1000) for _ in range(10)]


# -- completion after the take (§3 step 6) ------------------------------------------


def _expected_full_hands(dealt, taker: int) -> dict[int, set[str]]:
    deck = codes(dealt.deck)
    hands = {s: set(codes(dealt.first_five[s])) for s in range(4)}
    pos = 21
    for k in range(1, 5):
        seat = (dealt.dealer + k) % 4
        n = 2 if seat == taker else 3
        hands[seat] |= set(deck[pos : pos + n])
        pos += n
    assert pos == 32
    hands[taker].add(deck[20])
    return hands


@pytest.mark.parametrize("passes", [0, 1, 2, 3])
def test_completion_after_round_one_take(passes):
    t = Table("completion", first_packet=3)
    dealt = t.deal.dealt
    for _ in range(passes):
        t.pass_()
    taker = t.state.turn
    assert taker == (dealt.dealer + 1 + passes) % 4
    facts = t.take()
    assert ContractTaken(0, taker, dealt.retourne.suit) in facts
    expected = _expected_full_hands(dealt, taker)
    for seat in range(4):
        assert t.hand(seat) == expected[seat], f"seat {seat}"
        assert len(t.hand(seat)) == 8
    assert dealt.retourne.code in t.hand(taker)
    # The seat after the dealer leads, whoever took.
    assert t.state.turn == (dealt.dealer + 1) % 4


@pytest.mark.parametrize("passes", [4, 5, 6, 7])
def test_completion_after_round_two_take_includes_the_retourne(passes):
    t = Table("completion-2", first_packet=2)
    dealt = t.deal.dealt
    for _ in range(passes):
        t.pass_()
    taker = t.state.turn
    other = next(s for s in Suit if s != dealt.retourne.suit)
    t.take(other.name)
    assert t.deal.trump == other
    expected = _expected_full_hands(dealt, taker)
    for seat in range(4):
        assert t.hand(seat) == expected[seat]
    assert dealt.retourne.code in t.hand(taker)


@pytest.mark.parametrize("taker", range(4))
@pytest.mark.parametrize("first_packet", [3, 2])
def test_completion_function(taker, first_packet):
    dealt = derive_deal("completion-fn", 3, 1, first_packet)
    extra = completion(dealt, taker)
    assert len(extra[taker]) == 2
    assert all(len(extra[s]) == 3 for s in range(4) if s != taker)
    # handed out in seat order from the seat after the dealer (seat 2 here)
    order = [2, 3, 0, 1]
    flat = [x for s in order for x in codes(extra[s])]
    assert flat == codes(dealt.deck[21:])
    assert dealt.retourne not in extra[taker]

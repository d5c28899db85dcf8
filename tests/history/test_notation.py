"""The Belote notation: exact round trips, the examples of docs/notation.md, clear errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.errors import InvalidInput
from domain.events import GameCreated, Occupant
from domain.game import replay
from domain.notation import export_game, import_game, replay_text
from domain.records import GameRecord, game_record
from domain.rules import MODES, OPTIONS, Rules, options_of
from domain.simulation import play_game

DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"
BOT_NAMES = ("random", "heuristic")


def rule_options() -> st.SearchStrategy[Rules]:
    """Any table of docs/rules.md, in either mode (§10: each mode has its own
    options); targets kept low so that games stay short."""

    def of_mode(mode: str) -> st.SearchStrategy[Rules]:
        options = {
            name: st.integers(100, 600) if isinstance(allowed, range) else st.sampled_from(allowed)
            for name, allowed in OPTIONS.items()
            if name in options_of(mode) and name != "mode"
        }
        return st.fixed_dictionaries(options).map(lambda d: Rules.from_dict({"mode": mode, **d}))

    return st.sampled_from(MODES).flatmap(of_mode)


def finished(seed: str, rules: Rules, lineup: tuple[str, ...]) -> GameRecord:
    state, _ = play_game(seed, (lineup[0], lineup[1], lineup[2], lineup[3]), rules)
    return game_record(state)


@settings(max_examples=30, deadline=None)
@given(
    rules=rule_options(),
    seed=st.text(min_size=1, max_size=40),
    lineup=st.tuples(*[st.sampled_from(BOT_NAMES)] * 4),
)
def test_export_then_import_replays_the_same_game(
    rules: Rules, seed: str, lineup: tuple[str, ...]
) -> None:
    record = finished(seed, rules, lineup)
    text = export_game(record)

    imported_rules, imported_seed, decisions = import_game(text)
    again = game_record(replay([GameCreated(imported_rules, imported_seed), *decisions]))

    assert (imported_rules, imported_seed) == (rules, seed)
    assert again == record
    assert replay_text(text) == record
    assert export_game([record.created(), *record.decisions()]) == text


@settings(max_examples=10, deadline=None)
@given(seed=st.text(alphabet='"\\;[]\n\t\x00é♥ ', min_size=1, max_size=20))
def test_any_seed_survives_the_tag_value_quoting(seed: str) -> None:
    record = finished(seed, Rules(target=100), ("random",) * 4)
    assert import_game(export_game(record))[1] == seed


def doc_examples() -> list[str]:
    examples = DOC.read_text(encoding="utf-8").split("## Example", 1)[1]
    return re.findall(r"```\n(.*?)```", examples, flags=re.S)


def test_the_documented_example_is_what_the_service_writes() -> None:
    full, smallest = doc_examples()
    record = replay_text(full)
    assert export_game(record, event="Belote game k3v8q2mzt7ha", date="2025.03.14") == full
    assert [d.deal.outcome for d in record.deals] == ["thrown_in", "made"]
    again = replay_text(smallest)
    assert again.deals == record.deals and again.scores == record.scores == (77, 125)
    assert again.seats == (Occupant("player", "anonymous"),) * 4


def test_the_documented_tags_are_the_ones_the_parser_knows() -> None:
    from domain.notation import DEAL_TAGS, HEADER_TAGS

    tables = DOC.read_text(encoding="utf-8").split("## Header tags")[1].split("## Errors")[0]
    documented = set(re.findall(r"^\| `(\w+)`", tables, flags=re.M))
    documented |= {"South", "East", "North", "West"}  # one row names the four seats
    assert documented == set(HEADER_TAGS) | set(DEAL_TAGS)


# -- errors ------------------------------------------------------------------------

SAMPLE = finished("errors", Rules(target=200), ("heuristic",) * 4)
TEXT = export_game(SAMPLE)
LINES = TEXT.splitlines()


def line_of(prefix: str, start: int = 0) -> int:
    """The 1-based number of the first line starting with ``prefix``."""
    return next(i for i, line in enumerate(LINES, 1) if i > start and line.startswith(prefix))


def edited(number: int, new: str | None) -> str:
    """TEXT with line ``number`` replaced (or removed when ``new`` is None)."""
    lines = list(LINES)
    if new is None:
        del lines[number - 1]
    else:
        lines[number - 1] = new
    return "\n".join(lines) + "\n"


def inserted(after: int, new: str) -> str:
    lines = list(LINES)
    lines.insert(after, new)
    return "\n".join(lines) + "\n"


FIRST_TRICK = line_of("[Play ") + 1
MALFORMED = {
    "unknown tag": (inserted(1, '[Colour "blue"]'), 2, "unknown tag [Colour]"),
    "tag without quotes": (edited(line_of("[Seed"), "[Seed errors]"), line_of("[Seed"), "tag pair"),
    "bad escape": (edited(line_of("[Seed"), r'[Seed "a\q"]'), line_of("[Seed"), "bad escape"),
    "text after a tag": (edited(2, LINES[1] + " x"), 2, "only a comment"),
    "tag twice": (inserted(line_of("[Seed"), '[Seed "again"]'), line_of("[Seed") + 1, "twice"),
    "header tag in a deal": (
        inserted(line_of('[Board "0"]'), '[Seed "x"]'),
        line_of('[Board "0"]') + 1,
        "cannot appear in a deal block",
    ),
    "deal tag in the header": (inserted(1, '[Cut "3"]'), 2, "cannot appear in the game header"),
    "no seed": (edited(line_of("[Seed"), None), 1, "no [Seed"),
    "unknown rule option": (
        edited(line_of("[Rules"), '[Rules "colour=blue"]'),
        line_of("[Rules"),
        "option=value",
    ),
    "rule value out of range": (
        edited(line_of("[Rules"), '[Rules "target=99"]'),
        line_of("[Rules"),
        "'target' cannot be 99",
    ),
    "rule value not a plain number": (
        edited(line_of("[Rules"), '[Rules "target=²"]'),
        line_of("[Rules"),
        "'target' cannot be '²'",
    ),
    "rule value too long to be a number": (
        edited(line_of("[Rules"), f'[Rules "target={"9" * 5000}"]'),
        line_of("[Rules"),
        "an integer from 100 to 5000",
    ),
    "bad seat tag": (edited(line_of("[South"), '[South "robot"]'), line_of("[South"), "player:ID"),
    "deals out of order": (
        edited(line_of('[Board "0"]'), '[Board "1"]'),
        line_of('[Board "0"]'),
        'expected [Board "0"]',
    ),
    "bad seat letter": (
        edited(line_of("[Bidding"), '[Bidding "Q"]'),
        line_of("[Bidding"),
        "'Q' is not a seat",
    ),
    "bad bid": (
        edited(line_of("[Bidding") + 1, "Pass Bid-H"),
        line_of("[Bidding") + 1,
        "not a bid",
    ),
    "move outside a section": (
        inserted(line_of("[Dealer"), "Pass"),
        line_of("[Dealer") + 1,
        "must follow a [Bidding] or [Play]",
    ),
    "no bidding section": ('[Seed "x"]\n[Board "0"]\n[Dealer "S"]\n', 2, "no [Bidding] section"),
    "unknown card": (
        edited(FIRST_TRICK, LINES[FIRST_TRICK - 1][:3] + "XX" + LINES[FIRST_TRICK - 1][5:]),
        FIRST_TRICK,
        "unknown card 'XX'",
    ),
    "five cards in a trick": (
        edited(FIRST_TRICK, LINES[FIRST_TRICK - 1].split(";")[0] + " 7S"),
        FIRST_TRICK,
        "1 to 4 cards, not 5",
    ),
    "trick without a leader": (
        edited(FIRST_TRICK, LINES[FIRST_TRICK - 1].split(":", 1)[1]),
        FIRST_TRICK,
        "LEADER: card",
    ),
    "play names another leader": (
        edited(
            FIRST_TRICK,
            ("N" if LINES[FIRST_TRICK - 1][0] != "N" else "S") + LINES[FIRST_TRICK - 1][1:],
        ),
        FIRST_TRICK - 1,
        "first trick's leader",
    ),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_records_are_refused_with_their_line(case: str) -> None:
    text, line, words = MALFORMED[case]
    with pytest.raises(InvalidInput) as refused:
        import_game(text)
    assert refused.value.code == "invalid_notation"
    assert refused.value.details["line"] == line
    assert refused.value.message.startswith(f"line {line}: ")
    assert words in refused.value.message


def test_a_record_without_any_deal_is_refused() -> None:
    header = TEXT.split('[Board "0"]')[0]
    with pytest.raises(InvalidInput) as refused:
        import_game(header)
    assert refused.value.code == "invalid_notation" and "no deal block" in refused.value.message


def test_claims_are_optional_and_checked_when_present() -> None:
    decisions_only = [
        line
        for line in LINES
        if not line.startswith("[")
        or line.split()[0][1:] in ("Rules", "Seed", "Board", "Bidding", "Play")
    ]
    assert replay_text("\n".join(decisions_only)).deals == SAMPLE.deals

    score = line_of("[Score")
    with pytest.raises(InvalidInput) as refused:
        replay_text(edited(score, '[Score "0-0"]'))
    e = refused.value
    assert (e.code, e.details["line"], e.details["tag"]) == ("record_mismatch", score, "Score")
    assert e.details["claimed"] == "0-0" and e.details["derived"] == LINES[score - 1][8:-2]

    # Comments are not claims; white space inside a claim is free.
    trick = LINES[FIRST_TRICK - 1].split(";")[0] + "; won by nobody"
    hands = line_of("[Deal ")
    spaced = LINES[hands - 1].replace(" ", "   ").replace("[Deal   ", "[Deal ")
    assert replay_text(edited(hands, spaced).replace(LINES[FIRST_TRICK - 1], trick)) == SAMPLE


def test_an_illegal_move_in_the_text_names_its_line() -> None:
    first_bid = line_of("[Bidding") + 1
    retourne_suit = LINES[line_of("[Retourne") - 1][-3]
    other = next(suit for suit in "SHDC" if suit != retourne_suit)
    bids = LINES[first_bid - 1].split()
    with pytest.raises(InvalidInput) as refused:
        replay_text(edited(first_bid, " ".join([f"Take-{other}", *bids[1:]])))
    e = refused.value
    assert (e.code, e.details["index"], e.details["line"]) == ("illegal_decision", 0, first_bid)
    assert e.details["rule"] == "suit_not_allowed"  # round one takes the retourne's suit
    assert e.message.startswith(f"line {first_bid}: decision 0 ")


@pytest.mark.parametrize("seed", ["\x85", "a\u2028b", "x\x1cy", "\r", "é\n"])
def test_seeds_with_unicode_line_breaks_round_trip(seed: str) -> None:
    # Found by hypothesis: U+0085, U+2028 or U+001C inside a quoted value
    # must not end the line (only LF does).
    state, _ = play_game(seed, ("random",) * 4, Rules(target=100))
    text = export_game(game_record(state))
    _, parsed_seed, decisions = import_game(text)
    assert parsed_seed == seed
    assert game_record(replay([GameCreated(state.rules, seed, (None,) * 4), *decisions])) == (
        game_record(state)
    )

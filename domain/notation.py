"""The Belote notation: a finished game as plain text, modelled on PBN.

``docs/notation.md`` is the specification; this module is its reference
implementation. A record is a game header of tag pairs (``[Rules "…"]``,
``[Seed "…"]``, the seats, the final result) followed by one block per deal
(``[Board "0"]``, dealer, hands, retourne, a ``[Bidding]`` and a ``[Play]``
section, the deal's result).

Only the rules, the seed, the seats and the moves of the two sections are
*decisions*; every other tag is a *claim* derived from them. :func:`import_game`
reads the decisions; :func:`replay_text` also replays them and checks every
claim present against the replay, so a record edited by hand cannot say
anything the game did not do.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from domain.bidding import CAPOT_BID, Bid, BidAction
from domain.cards import RANK_CODES, Card, Suit
from domain.contracts import STRAIN_CODES, Strain, parse_strain
from domain.errors import BeloteError, InvalidInput
from domain.events import BidMade, Event, Occupant, Resigned, SeatTaken, card_played
from domain.game import replay
from domain.records import (
    ANONYMOUS,
    GameRecord,
    RecordedDeal,
    game_record,
    replay_record,
    replayed_game,
)
from domain.rules import OPTIONS, Rules, compass

MEDIA_TYPE = "text/x-belote"

SEAT_TAGS = {"S": "South", "E": "East", "N": "North", "W": "West"}
TEAMS = ("NS", "EW")  # team 0 sits South and North, team 1 East and West
INFO_TAGS = ("Event", "Site", "Date")
HEADER_CLAIMS = ("FinalScore", "Winner", "Ranking", "ReserveLost", "Termination")
ABANDONED = "abandoned"  # the Termination of a game every player left: no winner, unranked
RESIGNED = "Resigned"  # a decision: the seat (letter) that resigned, after the last deal
HEADER_TAGS = (*INFO_TAGS, "Rules", "Seed", *SEAT_TAGS.values(), *HEADER_CLAIMS, RESIGNED)
DEAL_CLAIMS = (
    "Dealer",
    "Cut",
    "Deal",
    "Retourne",
    "Trump",
    "Taker",
    "Contract",
    "Belote",
    "Announcements",
    "Result",
    "Points",
    "Score",
    "Reserve",
    "Total",
)
SECTIONS = ("Bidding", "Play")
DEAL_TAGS = ("Board", *DEAL_CLAIMS, *SECTIONS)

_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*)[ \t]+("(?:[^"\\]|\\.)*")[ \t]*\](.*)')
_TRICK = re.compile(r"([A-Za-z])[ \t]*:(.*)")
_INTEGER = re.compile(r"-?[0-9]{1,9}")
_RANKS_HIGH_FIRST = RANK_CODES[::-1]


# -- export ----------------------------------------------------------------------


def export_game(
    source: GameRecord | Iterable[Event],
    *,
    event: str | None = None,
    site: str | None = None,
    date: str | None = None,
) -> str:
    """A game that is over as Belote notation (a record, or its whole event log).

    ``event``, ``site`` and ``date`` (``YYYY.MM.DD``) fill the informational
    tags; they take no part in the game.
    """
    record = source if isinstance(source, GameRecord) else game_record(replay(source))
    letters = compass(record.rules)
    out = ["; Belote game record: see docs/notation.md"]
    for name, value in zip(INFO_TAGS, (event, site, date), strict=True):
        if value is not None:
            out.append(_tag(name, value))
    out.append(_tag("Rules", _rules_text(record.rules)))
    out.append(_tag("Seed", record.seed))
    for seat, occupant in enumerate(record.seats):
        if occupant is not None:
            out.append(_tag(SEAT_TAGS[letters[seat]], f"{occupant.kind}:{occupant.name}"))
    out.append(_tag("FinalScore", _pair(record.scores)))
    out.append(_tag("Winner", TEAMS[record.winner] if record.winner is not None else "-"))
    if record.ranking_scores is not None:
        out.append(_tag("Ranking", _pair(record.ranking_scores)))
    out.append(_tag("ReserveLost", str(record.reserve_lost)))
    if record.abandoned:
        out.append(_tag("Termination", ABANDONED))
    if record.resigned is not None:
        out.append(_tag(RESIGNED, letters[record.resigned]))
    for entry in record.deals:
        out.append("")
        out.extend(_deal_lines(entry, letters))
    return "\n".join(out) + "\n"


def _deal_lines(entry: RecordedDeal, letters: tuple[str, ...]) -> list[str]:
    deal = entry.deal
    first = (deal.dealer + 1) % 4
    hands = " ".join(_hand(deal.hands[(deal.dealer + k) % 4]) for k in range(4))
    lines = [
        _tag("Board", str(deal.deal_index)),
        _tag("Dealer", letters[deal.dealer]),
        _tag("Cut", str(deal.cut)),
        _tag("Deal", f"{letters[deal.dealer]}:{hands}"),
        _tag("Retourne", deal.retourne.code if deal.retourne is not None else "-"),
        _tag("Bidding", letters[first]),
    ]
    bids = [_bid_token(b.action, b.suit, b.value) for b in deal.bids]
    lines.extend(" ".join(bids[i : i + 4]) for i in range(0, len(bids), 4))
    lines.append(_tag("Trump", deal.trump.name if deal.trump is not None else "-"))
    lines.append(_tag("Taker", _seat_or_dash(deal.taker, letters)))
    contract = deal.contract
    if contract is not None and contract.value is not None:
        lines.append(
            _tag("Contract", f"{contract.value} {contract.suit.name} x{contract.multiplier}")
        )
    if deal.tricks:
        lines.append(_tag("Play", letters[deal.tricks[0].leader]))
        for t in deal.tricks:
            cards = " ".join(c.code for c in t.cards)
            won = f"won by {_seat_or_dash(t.winner, letters)}, {t.points} points"
            lines.append(f"{letters[t.leader]}: {cards} ; {won}")
    lines.append(_tag("Belote", _seat_or_dash(deal.belote, letters)))
    shown = [
        f"{letters[a.seat]} {a.name} {a.points} {' '.join(c.code for c in a.cards)}"
        for a in deal.announcements
    ]
    lines.append(_tag("Announcements", ", ".join(shown) or "-"))
    lines.append(_tag("Result", deal.outcome))
    p = entry.points
    if p is not None and deal.totals is not None:
        lines.append(
            _tag(
                "Points",
                f"tricks {_pair(p.tricks_won)}, cards {_pair(p.card_points)}, "
                f"dix de der {TEAMS[p.last_trick_team]}, "
                f"announcements {_pair(p.announcements)}, belote {_pair(p.belote)}, "
                f"totals {_pair(deal.totals)}",
            )
        )
    lines.append(_tag("Score", _pair(deal.scores)))
    lines.append(_tag("Reserve", str(deal.reserve_after)))
    lines.append(_tag("Total", _pair(deal.game_scores)))
    return lines


def _tag(name: str, value: str) -> str:
    return f"[{name} {json.dumps(value, ensure_ascii=False)}]"


def _rules_text(rules: Rules) -> str:
    """Every option of the game's mode (the other mode's options do not exist)."""
    values = rules.to_dict()
    return " ".join(f"{name}={_option_text(value)}" for name, value in values.items())


def _option_text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _pair(values: tuple[int, int]) -> str:
    return f"{values[0]}-{values[1]}"


def _seat_or_dash(seat: int | None, letters: tuple[str, ...]) -> str:
    return letters[seat] if seat is not None else "-"


def _hand(cards: Iterable[Card]) -> str:
    """``AK.T97..QJ8``: spades, hearts, diamonds, clubs, ranks high first."""
    held = {c.code for c in cards}
    return ".".join("".join(r for r in _RANKS_HIGH_FIRST if r + s.name in held) for s in Suit)


def _bid_token(action: str, suit: Strain | None, value: int | str | None = None) -> str:
    """``Pass``, ``Take``, ``Take-H``, ``Take-SA``; coinche ``90-H``, ``capot-TA``,
    ``Coinche``, ``Surcoinche``."""
    if action in _WORDS:
        return _WORDS[action]
    if action == BidAction.BID.value:
        assert suit is not None
        return f"{value}-{suit.name}"
    return "Take" if suit is None else f"Take-{suit.name}"


_WORDS = {
    BidAction.PASS.value: "Pass",
    BidAction.COINCHE.value: "Coinche",
    BidAction.SURCOINCHE.value: "Surcoinche",
}


# -- import ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Tag:
    """One tag pair as read, with its line for error messages."""

    name: str
    value: str
    line: int


@dataclass(slots=True)
class _Block:
    """The tags and moves of the game header or of one deal, as read."""

    line: int
    tags: dict[str, Tag] = field(default_factory=dict)
    bids: list[tuple[str, int]] = field(default_factory=list)  # (token, line)
    tricks: list[tuple[str, list[str], int]] = field(default_factory=list)  # leader, cards, line


@dataclass(frozen=True, slots=True)
class ParsedGame:
    """A record as read: its decisions (with their lines) and its claims."""

    rules: Rules
    seed: str
    seats: tuple[Occupant, ...]
    decisions: tuple[Event, ...]  # bids and cards, in order
    lines: tuple[int, ...]  # the line of each decision
    header_claims: dict[str, Tag]
    deal_claims: tuple[dict[str, Tag], ...]

    def seat_decisions(self) -> tuple[Event, ...]:
        """The seats as ``SeatTaken`` decisions, for a game created with empty seats."""
        return tuple(SeatTaken(seat, o) for seat, o in enumerate(self.seats))


def import_game(text: str) -> tuple[Rules, str, tuple[Event, ...]]:
    """``(rules, seed, decisions)`` of a record in Belote notation.

    ``decisions`` are what follows ``GameCreated(rules, seed)`` (seats empty):
    four ``SeatTaken``, then every bid and card. Claims are not checked here
    (see :func:`replay_text`). Raises :class:`InvalidInput` ``invalid_notation``
    with the ``line`` at fault.
    """
    parsed = parse_game(text)
    return parsed.rules, parsed.seed, parsed.seat_decisions() + parsed.decisions


def replay_text(text: str) -> GameRecord:
    """Replay a record in notation and check its claims; returns the derived record.

    Raises ``invalid_notation`` (syntax), ``illegal_decision`` (a refused move:
    ``index``, ``rule`` and ``line``), ``game_not_finished`` or
    ``record_mismatch`` (a claim the replay contradicts: ``line``, ``tag``,
    ``claimed`` and ``derived``).
    """
    parsed = parse_game(text)
    try:
        record = replay_record(
            replayed_game(parsed.rules, parsed.seed, parsed.seats), parsed.decisions
        )
    except BeloteError as e:
        index = e.details.get("index")
        if e.code != "illegal_decision" or not isinstance(index, int):
            raise
        line = parsed.lines[index]
        raise InvalidInput(
            e.code, f"line {line}: {e.message}", **{**e.details, "line": line}
        ) from None
    check_claims(parsed, record)
    return record


def check_claims(parsed: ParsedGame, record: GameRecord) -> None:
    """Raise ``record_mismatch`` at the first claim ``record`` contradicts."""
    derived = parse_game(export_game(record))
    pairs = [
        (parsed.header_claims, derived.header_claims),
        *zip(parsed.deal_claims, derived.deal_claims, strict=False),
    ]
    for claims, truth in pairs:
        for name, tag in sorted(claims.items(), key=lambda item: item[1].line):
            expected = truth.get(name)
            shown = expected.value if expected is not None else ""
            if _normal(tag.value) != _normal(shown):
                raise InvalidInput(
                    "record_mismatch",
                    f"line {tag.line}: {_tag(name, tag.value)} but the replay gives {shown!r}",
                    line=tag.line,
                    tag=name,
                    claimed=tag.value,
                    derived=shown,
                )


def _normal(value: str) -> str:
    return " ".join(value.split())


def parse_game(text: str) -> ParsedGame:
    """Read a record's decisions and claims; ``invalid_notation`` on any fault."""
    header, deals = _read_blocks(text)
    if "Seed" not in header.tags:
        raise _error(header.line, 'the game header has no [Seed "…"] tag')
    if not deals and RESIGNED not in header.tags:
        raise _error(header.line, 'the record has no deal block (no [Board "0"])')
    rules = _parse_rules(header.tags.get("Rules"))
    letters = {letter: seat for seat, letter in enumerate(compass(rules))}
    seats = tuple(_parse_seat(header.tags.get(SEAT_TAGS[letter])) for letter in compass(rules))
    decisions: list[Event] = []
    lines: list[int] = []
    for index, block in enumerate(deals):
        board = block.tags["Board"]
        if board.value.strip() != str(index):
            raise _error(board.line, f'deal blocks are numbered from 0: expected [Board "{index}"]')
        if "Bidding" not in block.tags:
            raise _error(block.line, f"deal {index} has no [Bidding] section")
        first = _seat_value(block.tags["Bidding"], letters)
        for k, (token, line) in enumerate(block.bids):
            decisions.append(BidMade((first + k) % 4, _parse_bid(token, line)))
            lines.append(line)
        if block.tricks:
            play = block.tags["Play"]
            if _seat_value(play, letters) != _seat_of(block.tricks[0][0], letters, play.line):
                raise _error(play.line, "[Play] names the first trick's leader")
        for leader_letter, cards, line in block.tricks:
            leader = _seat_of(leader_letter, letters, line)
            for k, code in enumerate(cards):
                decisions.append(card_played((leader + k) % 4, _parse_card(code, line)))
                lines.append(line)
    if RESIGNED in header.tags:
        decisions.append(Resigned(_seat_value(header.tags[RESIGNED], letters)))
        lines.append(header.tags[RESIGNED].line)
    return ParsedGame(
        rules=rules,
        seed=header.tags["Seed"].value,
        seats=seats,
        decisions=tuple(decisions),
        lines=tuple(lines),
        header_claims={n: t for n, t in header.tags.items() if n in HEADER_CLAIMS},
        deal_claims=tuple({n: t for n, t in b.tags.items() if n in DEAL_CLAIMS} for b in deals),
    )


def _read_blocks(text: str) -> tuple[_Block, list[_Block]]:
    """Split the text into the header and the deal blocks (lines checked, not meant)."""
    header = _Block(line=1)
    deals: list[_Block] = []
    block = header
    section: str | None = None
    # Only LF (or CRLF) ends a line: str.splitlines() would also split inside a
    # quoted value at U+0085 or U+2028, which json.dumps leaves unescaped.
    for number, raw in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        line = raw.strip()
        if line.startswith("["):
            tag = _parse_tag(line, number)
            if tag.name == "Board":
                block = _Block(line=number)
                deals.append(block)
            allowed = DEAL_TAGS if deals else HEADER_TAGS
            if tag.name not in allowed:
                where = "a deal block" if deals else "the game header"
                known = tag.name in DEAL_TAGS or tag.name in HEADER_TAGS
                raise _error(
                    number,
                    f"[{tag.name}] cannot appear in {where}"
                    if known
                    else f"unknown tag [{tag.name}]; see docs/notation.md",
                )
            if tag.name in block.tags:
                raise _error(
                    number,
                    f"[{tag.name}] appears twice (first on line {block.tags[tag.name].line})",
                )
            block.tags[tag.name] = tag
            section = tag.name if tag.name in SECTIONS else None
            continue
        line = line.split(";", 1)[0].strip()
        if not line:
            continue
        if section == "Bidding":
            block.bids.extend((token, number) for token in line.split())
        elif section == "Play":
            match = _TRICK.fullmatch(line)
            if match is None:
                raise _error(number, "a trick is written 'LEADER: card card card card'")
            cards = match.group(2).split()
            if not 1 <= len(cards) <= 4:
                raise _error(number, f"a trick has 1 to 4 cards, not {len(cards)}")
            block.tricks.append((match.group(1), cards, number))
        else:
            raise _error(number, "moves must follow a [Bidding] or [Play] tag")
    return header, deals


def _parse_tag(line: str, number: int) -> Tag:
    match = _TAG.fullmatch(line)
    if match is None:
        raise _error(number, 'a tag pair is written [Name "value"], one per line')
    rest = match.group(3).strip()
    if rest and not rest.startswith(";"):
        raise _error(number, "only a comment may follow a tag pair on its line")
    try:
        value = json.loads(match.group(2))
    except ValueError:
        raise _error(number, f"bad escape in the value of [{match.group(1)}]") from None
    return Tag(match.group(1), value, number)


def _parse_rules(tag: Tag | None) -> Rules:
    if tag is None:
        return Rules()
    options: dict[str, Any] = {}
    for item in tag.value.split():
        name, sep, raw = item.partition("=")
        if not sep or name not in OPTIONS:
            raise _error(tag.line, f"[Rules] takes option=value pairs of {', '.join(OPTIONS)}")
        if name in options:
            raise _error(tag.line, f"rule option {name!r} is given twice")
        allowed = OPTIONS[name]
        sample = allowed.start if isinstance(allowed, range) else allowed[0]
        if isinstance(sample, bool):
            options[name] = {"true": True, "false": False}.get(raw, raw)
        elif isinstance(sample, int):
            options[name] = int(raw) if _INTEGER.fullmatch(raw) else raw
        else:
            options[name] = raw
    try:
        return Rules.from_dict(options)
    except BeloteError as e:
        raise _error(tag.line, e.message) from None


def _parse_seat(tag: Tag | None) -> Occupant:
    if tag is None:
        return ANONYMOUS
    kind, sep, name = tag.value.partition(":")
    if not sep or kind not in ("player", "bot") or not name:
        raise _error(tag.line, f"[{tag.name}] is 'player:ID' or 'bot:NAME', not {tag.value!r}")
    return Occupant(kind, name)


def _seat_value(tag: Tag, letters: dict[str, int]) -> int:
    return _seat_of(tag.value.strip(), letters, tag.line)


def _seat_of(letter: str, letters: dict[str, int], line: int) -> int:
    seat = letters.get(letter)
    if seat is None:
        raise _error(line, f"{letter!r} is not a seat: seats are S, E, N, W")
    return seat


def _parse_bid(token: str, line: int) -> Bid:
    word, _, suit = token.partition("-")
    lower = word.lower()
    if not suit:
        if lower == "pass":
            return Bid(BidAction.PASS)
        if lower == "take":
            return Bid(BidAction.TAKE)
        if lower in ("coinche", "surcoinche"):
            return Bid(BidAction(lower))
    elif suit.upper() in STRAIN_CODES:
        strain = parse_strain(suit)
        if lower == "take":
            return Bid(BidAction.TAKE, strain)
        if lower == "capot":
            return Bid(BidAction.BID, strain, CAPOT_BID)
        if _INTEGER.fullmatch(word):
            return Bid(BidAction.BID, strain, int(word))
    raise _error(
        line,
        f"{token!r} is not a bid: bids are Pass, Take, Take-S/H/D/C/SA/TA and, "
        "in coinche, VALUE-SUIT (80-H, capot-TA), Coinche, Surcoinche",
    )


def _parse_card(code: str, line: int) -> Card:
    try:
        return Card.parse(code)
    except BeloteError as e:
        raise _error(line, e.message) from None


def _error(line: int, message: str) -> InvalidInput:
    return InvalidInput("invalid_notation", f"line {line}: {message}", line=line)

"""The rare situations the games must reach, named for the counts.

Each rule that a single hand-written example would otherwise carry is counted here
when a game reaches it, by the domain property games and the HTTP full games
alike, computed from the tests' reference (``tests/reference``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from play_styles import STYLES
from reference.announcements import belotes
from reference.announcements import strength as announcement_strength
from reference.cards import strength
from reference.coinche import CoincheResult
from reference.scoring import DealResult, Tally
from reference.tricks import winner_index

RARE = (
    "litige",
    "litige_reserve_adds_up",  # a litige while a reserve waits: they add up
    "litige_defence_belote_outside",  # the defence's belote outside the comparison
    "reserve_collected",
    "capot",
    "capot_defence",
    "dedans",
    "belote",
    "announcements_scored",
    "announcements_equal_nobody_scores",
    "announcements_trump_tiebreak",  # equal best sequences, the one in trump wins
    "overtrump_when_void",  # void, a trump in the trick, higher and lower trumps held
    "undertrump_when_void",  # void, only lower trumps than the trick's: still a trump
    "tie_over_target",  # equal totals over the target: one more deal
)

# §10's rare situations (coinche and belote moderne), counted the same way.
RARE_10 = (
    "coinched",  # a contract played coinched (x2)
    "surcoinched",  # a contract played surcoinched
    "coinche_failed",  # a coinched or surcoinched contract failed
    "capot_bid_made",
    "capot_bid_failed",
    "sa_contract",  # a deal played sans-atout (coinche or classic moderne)
    "ta_contract",  # a deal played tout-atout
    "belote_in_ta",  # a belote held at tout-atout (any suit's king and queen)
    "belote_coinched",  # a belote in a coinched deal: added outside the multiplier
)


def position_situations(hand: set[str], trick: list[str], trump: str) -> list[str]:
    """The rare §5 duties the position puts on the seat playing after ``trick``."""
    if not trick or trick[0][1] == trump or any(x[1] == trick[0][1] for x in hand):
        return []
    partner_master = len(trick) >= 2 and winner_index(trick, trump) == len(trick) - 2
    best = max((strength(x, trump) for x in trick if x[1] == trump), default=None)
    mine = [strength(x, trump) for x in hand if x[1] == trump]
    if partner_master or best is None or not mine:
        return []
    out = []
    if any(s > best for s in mine) and any(s < best for s in mine):
        out.append("overtrump_when_void")
    if all(s < best for s in mine) and len(mine) < len(hand):
        out.append("undertrump_when_void")
    return out


def trump_tiebreak(result: DealResult) -> bool:
    """§7: the two teams' best announcements are equal sequences but for the trump."""
    best = [
        max(
            (announcement_strength(a, None) for s in (t, t + 2) for a in result.announcements[s]),
            default=None,
        )
        for t in (0, 1)
    ]
    equal_sequences = best[0] is not None and best[0] == best[1] and best[0][0] == 0
    return equal_sequences and result.announcements_team is not None  # decided by the trump


def count_deal(
    seen: Counter[str],
    result: DealResult,
    rules: Mapping[str, Any],
    taker: int,
    reserve_before: int,
    game_scores: Sequence[int],
) -> None:
    """Count what a scored deal reached (``game_scores``: the running scores after it)."""
    seen[result.outcome] += 1
    seen["belote"] += any(result.belote)
    if result.outcome == "litige":
        seen["litige_reserve_adds_up"] += reserve_before > 0
        seen["litige_defence_belote_outside"] += (
            result.belote[1 - taker % 2] > 0 and not rules["belote_counts_for_contract"]
        )
    elif reserve_before > 0:
        seen["reserve_collected"] += 1
    if result.announcements_team is not None:
        seen["announcements_scored"] += 1
    elif any(result.announcements_held):
        seen["announcements_equal_nobody_scores"] += 1
    seen["announcements_trump_tiebreak"] += trump_tiebreak(result)
    if max(game_scores) >= rules["target"] and game_scores[0] == game_scores[1]:
        seen["tie_over_target"] += 1


def count_contract(seen: Counter[str], result: Tally, contract: str, hands: Any) -> None:
    """§10.1's contracts reached by a played deal, in either mode."""
    seen["sa_contract"] += contract == "SA"
    seen["ta_contract"] += contract == "TA"
    seen["belote_in_ta"] += contract == "TA" and bool(belotes(hands, "TA"))


def count_coinche_deal(
    seen: Counter[str], result: CoincheResult, bid: int | str, multiplier: int
) -> None:
    """Count what a scored coinche deal reached (§10.2)."""
    seen[f"coinche_{result.outcome}"] += 1
    seen["coinched"] += multiplier == 2
    seen["surcoinched"] += multiplier > 2
    seen["coinche_failed"] += multiplier > 1 and result.outcome == "failed"
    seen["belote_coinched"] += multiplier > 1 and any(result.belote)
    if bid == "capot":
        seen["capot_bid_made" if result.outcome == "capot" else "capot_bid_failed"] += 1


def missing(seen: Counter[str], names: Sequence[str] = RARE) -> list[str]:
    return [name for name in names if not seen[name]]


def sweep_rules(i: int) -> dict[str, Any]:
    """The table options of seeded game ``i`` (``sweep-<i>``): cycling through
    the options, with low targets for many short games."""
    return {
        "first_packet": (3, 2)[i % 2],
        "no_taker": ("redeal", "dealer_forced")[i // 2 % 2],
        "overtrump_partner": i % 5 != 0,
        "belote_on_failed_contract": ("holder_keeps", "to_defence")[i // 3 % 2],
        "belote_counts_for_contract": i % 7 != 3,
        "announcements": i % 4 != 3,
        "capot_points": (252, 250)[i % 2],
        "target": (100, 120, 150, 300, 500, 1000)[i % 6],
    }


def sweep_game(i: int) -> tuple[dict[str, Any], str, tuple[int, float, str]]:
    """Seeded game ``i``: (rules, game seed, chooser = (rng seed, pass bias, style))."""
    return sweep_rules(i), f"sweep-{i}", (i, 0.85, STYLES[i % 4])


# Games found by a one-off search over sweep_game(0..8000) for the rarest
# situations: many litiges, two in a row (653), equal totals over the target
# (381), a litige with the defence's belote outside the contract (2236), the
# trump tie-break between equal sequences (184, 224), equal best sequences
# scoring for nobody (12).
LITIGES = (98, 166, 184, 290, 311, 335, 344, 347, 392)
RARE_GAMES = (12, 224, 381, 653, 2236)  # together they reach every RARE situation


def sweep_rules_10(i: int) -> dict[str, Any]:
    """The table options of seeded §10 game ``i`` (``sweep10-<i>``): coinche
    (moderne two games in three) and classic moderne in turn, low targets."""
    if i % 3 == 2:
        return {
            "moderne": True,
            "undertrump": ("required", "optional")[i // 3 % 2],
            "announcements": i % 4 != 3,
            "belote_counts_for_contract": i % 7 != 3,
            "target": (100, 150, 300)[i // 3 % 3],
        }
    return {
        "mode": "coinche",
        "moderne": i % 3 == 0 or i % 5 == 0,
        "undertrump": ("optional", "required")[i // 3 % 2],
        "overtrump_partner": i % 5 != 1,
        "belote_on_failed_contract": ("holder_keeps", "to_defence")[i // 2 % 2],
        "announcements": i % 4 == 1,
        "coinche_packets": ("3-2-3", "3-3-2", "2-3-3")[i // 2 % 3],
        "surcoinche_multiplier": (4, 3)[i // 4 % 2],
        "target": (300, 500, 1000)[i // 4 % 3],
    }


def sweep_game_10(i: int) -> tuple[dict[str, Any], str, tuple[int, float, str]]:
    """Seeded §10 game ``i``: (rules, game seed, chooser = (rng seed, pass bias, style))."""
    return sweep_rules_10(i), f"sweep10-{i}", (i, 0.7, STYLES[i % 4])


# Found by a one-off search over sweep_game_10(0..200): a ``capot`` bid made is
# the rarest (18, 69, 91, 130, 154); 130 reaches every RARE_10 situation but
# the surcoinche and a belote in a coinched deal, which 69 adds.
CAPOT_BID_MADE_GAMES = (18, 69, 91, 130, 154)
RARE_GAMES_10 = (69, 130)  # together they reach every RARE_10 situation

"""docs/rules.md §5, §10.1 and §10.2: which cards a seat may play, who wins a trick."""

from __future__ import annotations

from collections.abc import Iterable

from reference.cards import LAST_TRICK_BONUS, is_trump, points, strength, suit


def winner_index(trick: list[str], contract: str) -> int:
    """Index (in playing order) of the card winning ``trick`` so far.

    The highest trump, or with no trump in it (and always at SA and TA) the
    highest card of the suit led.
    """
    trumps = [i for i, x in enumerate(trick) if is_trump(x, contract)]
    led = suit(trick[0])
    candidates = trumps or [i for i, x in enumerate(trick) if suit(x) == led]
    return max(candidates, key=lambda i: strength(trick[i], contract))


def trick_points(trick: list[str], contract: str, last: bool) -> int:
    return sum(points(x, contract) for x in trick) + (LAST_TRICK_BONUS if last else 0)


def legal(
    hand: Iterable[str],
    trick: list[str],
    contract: str,
    overtrump_partner: bool = True,
    undertrump: str = "required",
) -> set[str]:
    """The cards the seat playing after ``trick`` (cards so far, in order) may play.

    The seat's partner played ``trick[-2]`` (when there are two cards or more).
    """
    hand = set(hand)
    if not trick:
        return hand
    led = suit(trick[0])
    follow = {x for x in hand if suit(x) == led}
    partner_master = len(trick) >= 2 and winner_index(trick, contract) == len(trick) - 2

    if contract == "SA":  # follow suit if you can, no duty to go higher
        return follow or hand
    if contract == "TA":  # follow and beat the best card of the suit led, even over partner
        best = max(strength(x, contract) for x in trick if suit(x) == led)
        higher = {x for x in follow if strength(x, contract) > best}
        return higher or follow or hand

    def beats_every_trump(x: str) -> bool:
        return all(
            strength(x, contract) > strength(t, contract) for t in trick if suit(t) == contract
        )

    if follow:
        if led != contract:
            return follow
        if partner_master and not overtrump_partner:
            return follow
        return {x for x in follow if beats_every_trump(x)} or follow
    if partner_master:
        return hand
    trumps = {x for x in hand if suit(x) == contract}
    if not trumps:
        return hand
    higher = {x for x in trumps if beats_every_trump(x)}
    if higher:
        return higher
    # Only lower trumps than one already played: the sous-coupe, unless optional.
    return hand if undertrump == "optional" else trumps

"""``random``: a uniformly random legal action, reproducible from the game."""

from __future__ import annotations

import hashlib

from domain.bidding import Bid
from domain.cards import Card
from domain.views import SeatView


def random_bot(view: SeatView, entropy: str) -> Bid | Card:
    options: tuple[Bid | Card, ...] = view.legal_cards or view.legal_bids
    if not options:
        raise ValueError(f"seat {view.seat} has nothing to decide")
    h = hashlib.sha256(f"{entropy}:{view.seat}:{view.table.decisions}".encode()).digest()
    return options[int.from_bytes(h[:8], "big") % len(options)]

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.belote_word_out_card import BeloteWordOutCard, check_belote_word_out_card
from ..models.belote_word_out_word import BeloteWordOutWord, check_belote_word_out_word

T = TypeVar("T", bound="BeloteWordOut")


@_attrs_define
class BeloteWordOut:
    """
    Attributes:
        card (BeloteWordOutCard):  Example: JH.
        seat (int):  Example: 0.
        word (BeloteWordOutWord):
    """

    card: BeloteWordOutCard
    seat: int
    word: BeloteWordOutWord

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        seat = self.seat

        word: str = self.word

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "word": word,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_belote_word_out_card(d.pop("card"))

        seat = d.pop("seat")

        word = check_belote_word_out_word(d.pop("word"))

        belote_word_out = cls(
            card=card,
            seat=seat,
            word=word,
        )

        return belote_word_out

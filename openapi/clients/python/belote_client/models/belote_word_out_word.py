from typing import Literal

BeloteWordOutWord = Literal["belote", "rebelote"]

BELOTE_WORD_OUT_WORD_VALUES: set[BeloteWordOutWord] = {
    "belote",
    "rebelote",
}


def check_belote_word_out_word(value: str) -> BeloteWordOutWord:
    if value in BELOTE_WORD_OUT_WORD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BELOTE_WORD_OUT_WORD_VALUES!r}")

from typing import Literal

InvitationOutSeedChosenBy = Literal["creator", "server"]

INVITATION_OUT_SEED_CHOSEN_BY_VALUES: set[InvitationOutSeedChosenBy] = {
    "creator",
    "server",
}


def check_invitation_out_seed_chosen_by(value: str) -> InvitationOutSeedChosenBy:
    if value in INVITATION_OUT_SEED_CHOSEN_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INVITATION_OUT_SEED_CHOSEN_BY_VALUES!r}")

from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.challenge_out_status import ChallengeOutStatus, check_challenge_out_status

if TYPE_CHECKING:
    from ..models.rules import Rules


T = TypeVar("T", bound="ChallengeOut")


@_attrs_define
class ChallengeOut:
    """
    Attributes:
        bots (list[str]): Seats 1, 2, 3; the player sits in 0.
        challengers (int): Players who started it.
        date (datetime.date):
        rules (Rules):
        seed (None | str): Revealed once the day is over (UTC).
        seed_commitment (str): hex(sha256(utf8(seed))) of the day's seed.
        status (ChallengeOutStatus):
    """

    bots: list[str]
    challengers: int
    date: datetime.date
    rules: Rules
    seed: None | str
    seed_commitment: str
    status: ChallengeOutStatus

    def to_dict(self) -> dict[str, Any]:
        bots = self.bots

        challengers = self.challengers

        date = self.date.isoformat()

        rules = self.rules.to_dict()

        seed: None | str
        seed = self.seed

        seed_commitment = self.seed_commitment

        status: str = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots": bots,
                "challengers": challengers,
                "date": date,
                "rules": rules,
                "seed": seed,
                "seed_commitment": seed_commitment,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rules import Rules  # noqa: PLC0415

        d = dict(src_dict)
        bots = cast(list[str], d.pop("bots"))

        challengers = d.pop("challengers")

        date = datetime.date.fromisoformat(d.pop("date"))

        rules = Rules.from_dict(d.pop("rules"))

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        seed_commitment = d.pop("seed_commitment")

        status = check_challenge_out_status(d.pop("status"))

        challenge_out = cls(
            bots=bots,
            challengers=challengers,
            date=date,
            rules=rules,
            seed=seed,
            seed_commitment=seed_commitment,
            status=status,
        )

        return challenge_out

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player_stats_out_player_kind import PlayerStatsOutPlayerKind, check_player_stats_out_player_kind

T = TypeVar("T", bound="PlayerStatsOut")


@_attrs_define
class PlayerStatsOut:
    """
    Attributes:
        average_ranking (float | None): Mean ranking score (1000 + own - other) of the player's team.
        belotes (int): Belotes the player held.
        capots (int): Deals the player's team won 8-0.
        coinches (int): Coinches the player said.
        contracts_sa (int): Sans-atout contracts taken.
        contracts_suit (int): Contracts taken in a trump suit.
        contracts_ta (int): Tout-atout contracts taken.
        deals_made (int): Taken and made (capots too).
        deals_taken (int): Contracts the player took.
        dedans (int): Taken and failed (dedans, a capot by the defence, a coinche contract failed).
        games (int): Finished games played.
        losses (int): A game with the player on both teams is neither.
        player_id (str):
        player_kind (PlayerStatsOutPlayerKind): `human`, or `bot` for a bot account: a program plays it. Chosen when the
            player is created and never changed, so that everyone it played knows whom. Example: human.
        player_name (str): Current display name.
        surcoinches (int): Surcoinches the player said.
        wins (int):
    """

    average_ranking: float | None
    belotes: int
    capots: int
    coinches: int
    contracts_sa: int
    contracts_suit: int
    contracts_ta: int
    deals_made: int
    deals_taken: int
    dedans: int
    games: int
    losses: int
    player_id: str
    player_kind: PlayerStatsOutPlayerKind
    player_name: str
    surcoinches: int
    wins: int

    def to_dict(self) -> dict[str, Any]:
        average_ranking: float | None
        average_ranking = self.average_ranking

        belotes = self.belotes

        capots = self.capots

        coinches = self.coinches

        contracts_sa = self.contracts_sa

        contracts_suit = self.contracts_suit

        contracts_ta = self.contracts_ta

        deals_made = self.deals_made

        deals_taken = self.deals_taken

        dedans = self.dedans

        games = self.games

        losses = self.losses

        player_id = self.player_id

        player_kind: str = self.player_kind

        player_name = self.player_name

        surcoinches = self.surcoinches

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "average_ranking": average_ranking,
                "belotes": belotes,
                "capots": capots,
                "coinches": coinches,
                "contracts_sa": contracts_sa,
                "contracts_suit": contracts_suit,
                "contracts_ta": contracts_ta,
                "deals_made": deals_made,
                "deals_taken": deals_taken,
                "dedans": dedans,
                "games": games,
                "losses": losses,
                "player_id": player_id,
                "player_kind": player_kind,
                "player_name": player_name,
                "surcoinches": surcoinches,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_average_ranking(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_ranking = _parse_average_ranking(d.pop("average_ranking"))

        belotes = d.pop("belotes")

        capots = d.pop("capots")

        coinches = d.pop("coinches")

        contracts_sa = d.pop("contracts_sa")

        contracts_suit = d.pop("contracts_suit")

        contracts_ta = d.pop("contracts_ta")

        deals_made = d.pop("deals_made")

        deals_taken = d.pop("deals_taken")

        dedans = d.pop("dedans")

        games = d.pop("games")

        losses = d.pop("losses")

        player_id = d.pop("player_id")

        player_kind = check_player_stats_out_player_kind(d.pop("player_kind"))

        player_name = d.pop("player_name")

        surcoinches = d.pop("surcoinches")

        wins = d.pop("wins")

        player_stats_out = cls(
            average_ranking=average_ranking,
            belotes=belotes,
            capots=capots,
            coinches=coinches,
            contracts_sa=contracts_sa,
            contracts_suit=contracts_suit,
            contracts_ta=contracts_ta,
            deals_made=deals_made,
            deals_taken=deals_taken,
            dedans=dedans,
            games=games,
            losses=losses,
            player_id=player_id,
            player_kind=player_kind,
            player_name=player_name,
            surcoinches=surcoinches,
            wins=wins,
        )

        return player_stats_out

from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_profile_out_kind import PlayerProfileOutKind, check_player_profile_out_kind

T = TypeVar("T", bound="PlayerProfileOut")


@_attrs_define
class PlayerProfileOut:
    """
    Attributes:
        created_at (datetime.datetime):
        finished_games (int):
        games (int): Games it holds a seat in.
        games_url (str):  Example: /players/k3v8q2mzt7ha/games.
        id (str):  Example: k3v8q2mzt7ha.
        kind (PlayerProfileOutKind): `human`, or `bot` for a bot account: a program plays it. Chosen when the player is
            created and never changed, so that everyone it played knows whom. Example: human.
        name (str):
        stats_url (str):  Example: /players/k3v8q2mzt7ha/stats.
    """

    created_at: datetime.datetime
    finished_games: int
    games: int
    games_url: str
    id: str
    kind: PlayerProfileOutKind
    name: str
    stats_url: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        finished_games = self.finished_games

        games = self.games

        games_url = self.games_url

        id = self.id

        kind: str = self.kind

        name = self.name

        stats_url = self.stats_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "finished_games": finished_games,
                "games": games,
                "games_url": games_url,
                "id": id,
                "kind": kind,
                "name": name,
                "stats_url": stats_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        finished_games = d.pop("finished_games")

        games = d.pop("games")

        games_url = d.pop("games_url")

        id = d.pop("id")

        kind = check_player_profile_out_kind(d.pop("kind"))

        name = d.pop("name")

        stats_url = d.pop("stats_url")

        player_profile_out = cls(
            created_at=created_at,
            finished_games=finished_games,
            games=games,
            games_url=games_url,
            id=id,
            kind=kind,
            name=name,
            stats_url=stats_url,
        )

        return player_profile_out

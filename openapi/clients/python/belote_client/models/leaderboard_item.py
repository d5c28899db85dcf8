from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.leaderboard_item_player_kind import LeaderboardItemPlayerKind, check_leaderboard_item_player_kind

T = TypeVar("T", bound="LeaderboardItem")


@_attrs_define
class LeaderboardItem:
    """
    Attributes:
        finished_at (datetime.datetime):
        game_id (None | str): Null until the day is over: the game shows the day's deals.
        player_id (str):
        player_kind (LeaderboardItemPlayerKind): `human`, or `bot` for a bot account: a program plays it. Chosen when
            the player is created and never changed, so that everyone it played knows whom. Example: human.
        player_name (str):
        position (int): 1 for the best score.
        ranking_score (int): 1000 + own - other.
        scores (list[int]): The player's team's, the bots'. Example: [0, 0].
    """

    finished_at: datetime.datetime
    game_id: None | str
    player_id: str
    player_kind: LeaderboardItemPlayerKind
    player_name: str
    position: int
    ranking_score: int
    scores: list[int]

    def to_dict(self) -> dict[str, Any]:
        finished_at = self.finished_at.isoformat()

        game_id: None | str
        game_id = self.game_id

        player_id = self.player_id

        player_kind: str = self.player_kind

        player_name = self.player_name

        position = self.position

        ranking_score = self.ranking_score

        scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finished_at": finished_at,
                "game_id": game_id,
                "player_id": player_id,
                "player_kind": player_kind,
                "player_name": player_name,
                "position": position,
                "ranking_score": ranking_score,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        player_id = d.pop("player_id")

        player_kind = check_leaderboard_item_player_kind(d.pop("player_kind"))

        player_name = d.pop("player_name")

        position = d.pop("position")

        ranking_score = d.pop("ranking_score")

        scores = cast(list[int], d.pop("scores"))

        leaderboard_item = cls(
            finished_at=finished_at,
            game_id=game_id,
            player_id=player_id,
            player_kind=player_kind,
            player_name=player_name,
            position=position,
            ranking_score=ranking_score,
            scores=scores,
        )

        return leaderboard_item

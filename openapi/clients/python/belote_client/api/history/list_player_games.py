import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_list_item import GameListItem
from ...models.list_player_games_belote_on_failed_contract import (
    ListPlayerGamesBeloteOnFailedContract,
)
from ...models.list_player_games_capot_points import ListPlayerGamesCapotPoints
from ...models.list_player_games_coinche_packets import (
    ListPlayerGamesCoinchePackets,
)
from ...models.list_player_games_direction import ListPlayerGamesDirection
from ...models.list_player_games_first_packet import ListPlayerGamesFirstPacket
from ...models.list_player_games_mode import ListPlayerGamesMode
from ...models.list_player_games_no_taker import ListPlayerGamesNoTaker
from ...models.list_player_games_sort import ListPlayerGamesSort
from ...models.list_player_games_status import ListPlayerGamesStatus
from ...models.list_player_games_surcoinche_multiplier import (
    ListPlayerGamesSurcoincheMultiplier,
)
from ...models.list_player_games_undertrump import ListPlayerGamesUndertrump
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: str,
    *,
    status: ListPlayerGamesStatus | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    finished_from: datetime.datetime | Unset = UNSET,
    finished_to: datetime.datetime | Unset = UNSET,
    since: Any | Unset = UNSET,
    until: Any | Unset = UNSET,
    after: str | Unset = UNSET,
    before: str | Unset = UNSET,
    winner: int | Unset = UNSET,
    sort: ListPlayerGamesSort | Unset = "newest",
    mode: ListPlayerGamesMode | Unset = UNSET,
    moderne: bool | Unset = UNSET,
    direction: ListPlayerGamesDirection | Unset = UNSET,
    first_packet: ListPlayerGamesFirstPacket | Unset = UNSET,
    no_taker: ListPlayerGamesNoTaker | Unset = UNSET,
    overtrump_partner: bool | Unset = UNSET,
    undertrump: ListPlayerGamesUndertrump | Unset = UNSET,
    belote_on_failed_contract: ListPlayerGamesBeloteOnFailedContract | Unset = UNSET,
    belote_counts_for_contract: bool | Unset = UNSET,
    announcements: bool | Unset = UNSET,
    capot_points: ListPlayerGamesCapotPoints | Unset = UNSET,
    target: int | Unset = UNSET,
    coinche_packets: ListPlayerGamesCoinchePackets | Unset = UNSET,
    surcoinche_multiplier: ListPlayerGamesSurcoincheMultiplier | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    json_created_from: str | Unset = UNSET
    if not isinstance(created_from, Unset):
        json_created_from = created_from.isoformat()
    params["created_from"] = json_created_from

    json_created_to: str | Unset = UNSET
    if not isinstance(created_to, Unset):
        json_created_to = created_to.isoformat()
    params["created_to"] = json_created_to

    json_finished_from: str | Unset = UNSET
    if not isinstance(finished_from, Unset):
        json_finished_from = finished_from.isoformat()
    params["finished_from"] = json_finished_from

    json_finished_to: str | Unset = UNSET
    if not isinstance(finished_to, Unset):
        json_finished_to = finished_to.isoformat()
    params["finished_to"] = json_finished_to

    json_since: Any | Unset
    if isinstance(since, Unset):
        json_since = UNSET
    else:
        json_since = since
    params["since"] = json_since

    json_until: Any | Unset
    if isinstance(until, Unset):
        json_until = UNSET
    else:
        json_until = until
    params["until"] = json_until

    params["after"] = after

    params["before"] = before

    params["winner"] = winner

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort

    params["sort"] = json_sort

    json_mode: str | Unset = UNSET
    if not isinstance(mode, Unset):
        json_mode = mode

    params["mode"] = json_mode

    params["moderne"] = moderne

    json_direction: str | Unset = UNSET
    if not isinstance(direction, Unset):
        json_direction = direction

    params["direction"] = json_direction

    json_first_packet: int | Unset = UNSET
    if not isinstance(first_packet, Unset):
        json_first_packet = first_packet

    params["first_packet"] = json_first_packet

    json_no_taker: str | Unset = UNSET
    if not isinstance(no_taker, Unset):
        json_no_taker = no_taker

    params["no_taker"] = json_no_taker

    params["overtrump_partner"] = overtrump_partner

    json_undertrump: str | Unset = UNSET
    if not isinstance(undertrump, Unset):
        json_undertrump = undertrump

    params["undertrump"] = json_undertrump

    json_belote_on_failed_contract: str | Unset = UNSET
    if not isinstance(belote_on_failed_contract, Unset):
        json_belote_on_failed_contract = belote_on_failed_contract

    params["belote_on_failed_contract"] = json_belote_on_failed_contract

    params["belote_counts_for_contract"] = belote_counts_for_contract

    params["announcements"] = announcements

    json_capot_points: int | Unset = UNSET
    if not isinstance(capot_points, Unset):
        json_capot_points = capot_points

    params["capot_points"] = json_capot_points

    params["target"] = target

    json_coinche_packets: str | Unset = UNSET
    if not isinstance(coinche_packets, Unset):
        json_coinche_packets = coinche_packets

    params["coinche_packets"] = json_coinche_packets

    json_surcoinche_multiplier: int | Unset = UNSET
    if not isinstance(surcoinche_multiplier, Unset):
        json_surcoinche_multiplier = surcoinche_multiplier

    params["surcoinche_multiplier"] = json_surcoinche_multiplier

    params["page"] = page

    params["page_size"] = page_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/players/{player_id}/games".format(
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[GameListItem]:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GameListItem.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | list[GameListItem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    status: ListPlayerGamesStatus | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    finished_from: datetime.datetime | Unset = UNSET,
    finished_to: datetime.datetime | Unset = UNSET,
    since: Any | Unset = UNSET,
    until: Any | Unset = UNSET,
    after: str | Unset = UNSET,
    before: str | Unset = UNSET,
    winner: int | Unset = UNSET,
    sort: ListPlayerGamesSort | Unset = "newest",
    mode: ListPlayerGamesMode | Unset = UNSET,
    moderne: bool | Unset = UNSET,
    direction: ListPlayerGamesDirection | Unset = UNSET,
    first_packet: ListPlayerGamesFirstPacket | Unset = UNSET,
    no_taker: ListPlayerGamesNoTaker | Unset = UNSET,
    overtrump_partner: bool | Unset = UNSET,
    undertrump: ListPlayerGamesUndertrump | Unset = UNSET,
    belote_on_failed_contract: ListPlayerGamesBeloteOnFailedContract | Unset = UNSET,
    belote_counts_for_contract: bool | Unset = UNSET,
    announcements: bool | Unset = UNSET,
    capot_points: ListPlayerGamesCapotPoints | Unset = UNSET,
    target: int | Unset = UNSET,
    coinche_packets: ListPlayerGamesCoinchePackets | Unset = UNSET,
    surcoinche_multiplier: ListPlayerGamesSurcoincheMultiplier | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Response[Problem | list[GameListItem]]:
    """A player's games, newest first, with the filters of `list_games`

    Args:
        player_id (str):
        status (ListPlayerGamesStatus | Unset):
        created_from (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        created_to (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        finished_from (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        finished_to (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        since (Any | Unset):  Example: 1764547200000.
        until (Any | Unset):  Example: 1764547200000.
        after (str | Unset):
        before (str | Unset):
        winner (int | Unset):  Example: 0.
        sort (ListPlayerGamesSort | Unset):  Default: 'newest'.
        mode (ListPlayerGamesMode | Unset):
        moderne (bool | Unset):
        direction (ListPlayerGamesDirection | Unset):
        first_packet (ListPlayerGamesFirstPacket | Unset):
        no_taker (ListPlayerGamesNoTaker | Unset):
        overtrump_partner (bool | Unset):
        undertrump (ListPlayerGamesUndertrump | Unset):
        belote_on_failed_contract (ListPlayerGamesBeloteOnFailedContract | Unset):
        belote_counts_for_contract (bool | Unset):
        announcements (bool | Unset):
        capot_points (ListPlayerGamesCapotPoints | Unset):
        target (int | Unset):
        coinche_packets (ListPlayerGamesCoinchePackets | Unset):
        surcoinche_multiplier (ListPlayerGamesSurcoincheMultiplier | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[GameListItem]]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        status=status,
        created_from=created_from,
        created_to=created_to,
        finished_from=finished_from,
        finished_to=finished_to,
        since=since,
        until=until,
        after=after,
        before=before,
        winner=winner,
        sort=sort,
        mode=mode,
        moderne=moderne,
        direction=direction,
        first_packet=first_packet,
        no_taker=no_taker,
        overtrump_partner=overtrump_partner,
        undertrump=undertrump,
        belote_on_failed_contract=belote_on_failed_contract,
        belote_counts_for_contract=belote_counts_for_contract,
        announcements=announcements,
        capot_points=capot_points,
        target=target,
        coinche_packets=coinche_packets,
        surcoinche_multiplier=surcoinche_multiplier,
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    status: ListPlayerGamesStatus | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    finished_from: datetime.datetime | Unset = UNSET,
    finished_to: datetime.datetime | Unset = UNSET,
    since: Any | Unset = UNSET,
    until: Any | Unset = UNSET,
    after: str | Unset = UNSET,
    before: str | Unset = UNSET,
    winner: int | Unset = UNSET,
    sort: ListPlayerGamesSort | Unset = "newest",
    mode: ListPlayerGamesMode | Unset = UNSET,
    moderne: bool | Unset = UNSET,
    direction: ListPlayerGamesDirection | Unset = UNSET,
    first_packet: ListPlayerGamesFirstPacket | Unset = UNSET,
    no_taker: ListPlayerGamesNoTaker | Unset = UNSET,
    overtrump_partner: bool | Unset = UNSET,
    undertrump: ListPlayerGamesUndertrump | Unset = UNSET,
    belote_on_failed_contract: ListPlayerGamesBeloteOnFailedContract | Unset = UNSET,
    belote_counts_for_contract: bool | Unset = UNSET,
    announcements: bool | Unset = UNSET,
    capot_points: ListPlayerGamesCapotPoints | Unset = UNSET,
    target: int | Unset = UNSET,
    coinche_packets: ListPlayerGamesCoinchePackets | Unset = UNSET,
    surcoinche_multiplier: ListPlayerGamesSurcoincheMultiplier | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Problem | list[GameListItem] | None:
    """A player's games, newest first, with the filters of `list_games`

    Args:
        player_id (str):
        status (ListPlayerGamesStatus | Unset):
        created_from (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        created_to (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        finished_from (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        finished_to (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        since (Any | Unset):  Example: 1764547200000.
        until (Any | Unset):  Example: 1764547200000.
        after (str | Unset):
        before (str | Unset):
        winner (int | Unset):  Example: 0.
        sort (ListPlayerGamesSort | Unset):  Default: 'newest'.
        mode (ListPlayerGamesMode | Unset):
        moderne (bool | Unset):
        direction (ListPlayerGamesDirection | Unset):
        first_packet (ListPlayerGamesFirstPacket | Unset):
        no_taker (ListPlayerGamesNoTaker | Unset):
        overtrump_partner (bool | Unset):
        undertrump (ListPlayerGamesUndertrump | Unset):
        belote_on_failed_contract (ListPlayerGamesBeloteOnFailedContract | Unset):
        belote_counts_for_contract (bool | Unset):
        announcements (bool | Unset):
        capot_points (ListPlayerGamesCapotPoints | Unset):
        target (int | Unset):
        coinche_packets (ListPlayerGamesCoinchePackets | Unset):
        surcoinche_multiplier (ListPlayerGamesSurcoincheMultiplier | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[GameListItem]
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        status=status,
        created_from=created_from,
        created_to=created_to,
        finished_from=finished_from,
        finished_to=finished_to,
        since=since,
        until=until,
        after=after,
        before=before,
        winner=winner,
        sort=sort,
        mode=mode,
        moderne=moderne,
        direction=direction,
        first_packet=first_packet,
        no_taker=no_taker,
        overtrump_partner=overtrump_partner,
        undertrump=undertrump,
        belote_on_failed_contract=belote_on_failed_contract,
        belote_counts_for_contract=belote_counts_for_contract,
        announcements=announcements,
        capot_points=capot_points,
        target=target,
        coinche_packets=coinche_packets,
        surcoinche_multiplier=surcoinche_multiplier,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    status: ListPlayerGamesStatus | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    finished_from: datetime.datetime | Unset = UNSET,
    finished_to: datetime.datetime | Unset = UNSET,
    since: Any | Unset = UNSET,
    until: Any | Unset = UNSET,
    after: str | Unset = UNSET,
    before: str | Unset = UNSET,
    winner: int | Unset = UNSET,
    sort: ListPlayerGamesSort | Unset = "newest",
    mode: ListPlayerGamesMode | Unset = UNSET,
    moderne: bool | Unset = UNSET,
    direction: ListPlayerGamesDirection | Unset = UNSET,
    first_packet: ListPlayerGamesFirstPacket | Unset = UNSET,
    no_taker: ListPlayerGamesNoTaker | Unset = UNSET,
    overtrump_partner: bool | Unset = UNSET,
    undertrump: ListPlayerGamesUndertrump | Unset = UNSET,
    belote_on_failed_contract: ListPlayerGamesBeloteOnFailedContract | Unset = UNSET,
    belote_counts_for_contract: bool | Unset = UNSET,
    announcements: bool | Unset = UNSET,
    capot_points: ListPlayerGamesCapotPoints | Unset = UNSET,
    target: int | Unset = UNSET,
    coinche_packets: ListPlayerGamesCoinchePackets | Unset = UNSET,
    surcoinche_multiplier: ListPlayerGamesSurcoincheMultiplier | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Response[Problem | list[GameListItem]]:
    """A player's games, newest first, with the filters of `list_games`

    Args:
        player_id (str):
        status (ListPlayerGamesStatus | Unset):
        created_from (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        created_to (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        finished_from (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        finished_to (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        since (Any | Unset):  Example: 1764547200000.
        until (Any | Unset):  Example: 1764547200000.
        after (str | Unset):
        before (str | Unset):
        winner (int | Unset):  Example: 0.
        sort (ListPlayerGamesSort | Unset):  Default: 'newest'.
        mode (ListPlayerGamesMode | Unset):
        moderne (bool | Unset):
        direction (ListPlayerGamesDirection | Unset):
        first_packet (ListPlayerGamesFirstPacket | Unset):
        no_taker (ListPlayerGamesNoTaker | Unset):
        overtrump_partner (bool | Unset):
        undertrump (ListPlayerGamesUndertrump | Unset):
        belote_on_failed_contract (ListPlayerGamesBeloteOnFailedContract | Unset):
        belote_counts_for_contract (bool | Unset):
        announcements (bool | Unset):
        capot_points (ListPlayerGamesCapotPoints | Unset):
        target (int | Unset):
        coinche_packets (ListPlayerGamesCoinchePackets | Unset):
        surcoinche_multiplier (ListPlayerGamesSurcoincheMultiplier | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[GameListItem]]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        status=status,
        created_from=created_from,
        created_to=created_to,
        finished_from=finished_from,
        finished_to=finished_to,
        since=since,
        until=until,
        after=after,
        before=before,
        winner=winner,
        sort=sort,
        mode=mode,
        moderne=moderne,
        direction=direction,
        first_packet=first_packet,
        no_taker=no_taker,
        overtrump_partner=overtrump_partner,
        undertrump=undertrump,
        belote_on_failed_contract=belote_on_failed_contract,
        belote_counts_for_contract=belote_counts_for_contract,
        announcements=announcements,
        capot_points=capot_points,
        target=target,
        coinche_packets=coinche_packets,
        surcoinche_multiplier=surcoinche_multiplier,
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    status: ListPlayerGamesStatus | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    finished_from: datetime.datetime | Unset = UNSET,
    finished_to: datetime.datetime | Unset = UNSET,
    since: Any | Unset = UNSET,
    until: Any | Unset = UNSET,
    after: str | Unset = UNSET,
    before: str | Unset = UNSET,
    winner: int | Unset = UNSET,
    sort: ListPlayerGamesSort | Unset = "newest",
    mode: ListPlayerGamesMode | Unset = UNSET,
    moderne: bool | Unset = UNSET,
    direction: ListPlayerGamesDirection | Unset = UNSET,
    first_packet: ListPlayerGamesFirstPacket | Unset = UNSET,
    no_taker: ListPlayerGamesNoTaker | Unset = UNSET,
    overtrump_partner: bool | Unset = UNSET,
    undertrump: ListPlayerGamesUndertrump | Unset = UNSET,
    belote_on_failed_contract: ListPlayerGamesBeloteOnFailedContract | Unset = UNSET,
    belote_counts_for_contract: bool | Unset = UNSET,
    announcements: bool | Unset = UNSET,
    capot_points: ListPlayerGamesCapotPoints | Unset = UNSET,
    target: int | Unset = UNSET,
    coinche_packets: ListPlayerGamesCoinchePackets | Unset = UNSET,
    surcoinche_multiplier: ListPlayerGamesSurcoincheMultiplier | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Problem | list[GameListItem] | None:
    """A player's games, newest first, with the filters of `list_games`

    Args:
        player_id (str):
        status (ListPlayerGamesStatus | Unset):
        created_from (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        created_to (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        finished_from (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        finished_to (datetime.datetime | Unset):  Example: 2026-11-29T00:00:00Z.
        since (Any | Unset):  Example: 1764547200000.
        until (Any | Unset):  Example: 1764547200000.
        after (str | Unset):
        before (str | Unset):
        winner (int | Unset):  Example: 0.
        sort (ListPlayerGamesSort | Unset):  Default: 'newest'.
        mode (ListPlayerGamesMode | Unset):
        moderne (bool | Unset):
        direction (ListPlayerGamesDirection | Unset):
        first_packet (ListPlayerGamesFirstPacket | Unset):
        no_taker (ListPlayerGamesNoTaker | Unset):
        overtrump_partner (bool | Unset):
        undertrump (ListPlayerGamesUndertrump | Unset):
        belote_on_failed_contract (ListPlayerGamesBeloteOnFailedContract | Unset):
        belote_counts_for_contract (bool | Unset):
        announcements (bool | Unset):
        capot_points (ListPlayerGamesCapotPoints | Unset):
        target (int | Unset):
        coinche_packets (ListPlayerGamesCoinchePackets | Unset):
        surcoinche_multiplier (ListPlayerGamesSurcoincheMultiplier | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[GameListItem]
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            status=status,
            created_from=created_from,
            created_to=created_to,
            finished_from=finished_from,
            finished_to=finished_to,
            since=since,
            until=until,
            after=after,
            before=before,
            winner=winner,
            sort=sort,
            mode=mode,
            moderne=moderne,
            direction=direction,
            first_packet=first_packet,
            no_taker=no_taker,
            overtrump_partner=overtrump_partner,
            undertrump=undertrump,
            belote_on_failed_contract=belote_on_failed_contract,
            belote_counts_for_contract=belote_counts_for_contract,
            announcements=announcements,
            capot_points=capot_points,
            target=target,
            coinche_packets=coinche_packets,
            surcoinche_multiplier=surcoinche_multiplier,
            page=page,
            page_size=page_size,
        )
    ).parsed

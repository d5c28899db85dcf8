from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.seat_view_out import SeatViewOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    wait: float | Unset = UNSET,
    after_version: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["wait"] = wait

    params["after_version"] = after_version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/seats/{seat}/view".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatViewOut:
    if response.status_code == 200:
        response_200 = SeatViewOut.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[Problem | SeatViewOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = UNSET,
    after_version: int | Unset = UNSET,
) -> Response[Problem | SeatViewOut]:
    """The seat's private view: its hand, legal actions, the table

     With `wait`, answers as soon as it is this seat's turn or the game
    moved past `after_version` (long-poll), or when `wait` runs out. A
    client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) pending
    long-polls and open event streams together: past that, 429
    `too_many_waits`.

    Args:
        game_id (str):
        seat (int):
        wait (float | Unset):
        after_version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatViewOut]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        wait=wait,
        after_version=after_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = UNSET,
    after_version: int | Unset = UNSET,
) -> Problem | SeatViewOut | None:
    """The seat's private view: its hand, legal actions, the table

     With `wait`, answers as soon as it is this seat's turn or the game
    moved past `after_version` (long-poll), or when `wait` runs out. A
    client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) pending
    long-polls and open event streams together: past that, 429
    `too_many_waits`.

    Args:
        game_id (str):
        seat (int):
        wait (float | Unset):
        after_version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatViewOut
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        wait=wait,
        after_version=after_version,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = UNSET,
    after_version: int | Unset = UNSET,
) -> Response[Problem | SeatViewOut]:
    """The seat's private view: its hand, legal actions, the table

     With `wait`, answers as soon as it is this seat's turn or the game
    moved past `after_version` (long-poll), or when `wait` runs out. A
    client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) pending
    long-polls and open event streams together: past that, 429
    `too_many_waits`.

    Args:
        game_id (str):
        seat (int):
        wait (float | Unset):
        after_version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatViewOut]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        wait=wait,
        after_version=after_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = UNSET,
    after_version: int | Unset = UNSET,
) -> Problem | SeatViewOut | None:
    """The seat's private view: its hand, legal actions, the table

     With `wait`, answers as soon as it is this seat's turn or the game
    moved past `after_version` (long-poll), or when `wait` runs out. A
    client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) pending
    long-polls and open event streams together: past that, 429
    `too_many_waits`.

    Args:
        game_id (str):
        seat (int):
        wait (float | Unset):
        after_version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatViewOut
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            wait=wait,
            after_version=after_version,
        )
    ).parsed

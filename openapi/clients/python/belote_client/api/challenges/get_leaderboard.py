import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.leaderboard_item import LeaderboardItem
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["page_size"] = page_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/challenges/{date}/leaderboard".format(
            date=quote(str(date), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | list[LeaderboardItem]:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = LeaderboardItem.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | list[LeaderboardItem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Response[Problem | list[LeaderboardItem]]:
    """A day's verified results, best ranking score first (equal: who finished first)

     A game enters once it is over, finished during its day, and the server
    has replayed it from the day's seed and its decisions and found the
    same result. Games are named once the day is over.

    Args:
        date (datetime.date):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[LeaderboardItem]]
    """

    kwargs = _get_kwargs(
        date=date,
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Problem | list[LeaderboardItem] | None:
    """A day's verified results, best ranking score first (equal: who finished first)

     A game enters once it is over, finished during its day, and the server
    has replayed it from the day's seed and its decisions and found the
    same result. Games are named once the day is over.

    Args:
        date (datetime.date):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[LeaderboardItem]
    """

    return sync_detailed(
        date=date,
        client=client,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Response[Problem | list[LeaderboardItem]]:
    """A day's verified results, best ranking score first (equal: who finished first)

     A game enters once it is over, finished during its day, and the server
    has replayed it from the day's seed and its decisions and found the
    same result. Games are named once the day is over.

    Args:
        date (datetime.date):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[LeaderboardItem]]
    """

    kwargs = _get_kwargs(
        date=date,
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: datetime.date,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Problem | list[LeaderboardItem] | None:
    """A day's verified results, best ranking score first (equal: who finished first)

     A game enters once it is over, finished during its day, and the server
    has replayed it from the day's seed and its decisions and found the
    same result. Games are named once the day is over.

    Args:
        date (datetime.date):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[LeaderboardItem]
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
            page=page,
            page_size=page_size,
        )
    ).parsed

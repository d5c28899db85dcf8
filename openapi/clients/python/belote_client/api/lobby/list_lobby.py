from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.lobby_item import LobbyItem
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
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
        "url": "/lobby",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[LobbyItem]:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = LobbyItem.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | list[LobbyItem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Response[Problem | list[LobbyItem]]:
    """Public waiting games with free seats, newest first

     Games whose waiting expired (`BELOTE_WAITING_GAME_TTL_SECONDS` with no
    one sitting or leaving) are left out, and deleted. Sit at one with
    `PUT /games/{game_id}/seats/{seat}`. Pages: `page`, `page_size`
    (at most 100), `X-Pagination`.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[LobbyItem]]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Problem | list[LobbyItem] | None:
    """Public waiting games with free seats, newest first

     Games whose waiting expired (`BELOTE_WAITING_GAME_TTL_SECONDS` with no
    one sitting or leaving) are left out, and deleted. Sit at one with
    `PUT /games/{game_id}/seats/{seat}`. Pages: `page`, `page_size`
    (at most 100), `X-Pagination`.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[LobbyItem]
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Response[Problem | list[LobbyItem]]:
    """Public waiting games with free seats, newest first

     Games whose waiting expired (`BELOTE_WAITING_GAME_TTL_SECONDS` with no
    one sitting or leaving) are left out, and deleted. Sit at one with
    `PUT /games/{game_id}/seats/{seat}`. Pages: `page`, `page_size`
    (at most 100), `X-Pagination`.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[LobbyItem]]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 10,
) -> Problem | list[LobbyItem] | None:
    """Public waiting games with free seats, newest first

     Games whose waiting expired (`BELOTE_WAITING_GAME_TTL_SECONDS` with no
    one sitting or leaving) are left out, and deleted. Sit at one with
    `PUT /games/{game_id}/seats/{seat}`. Pages: `page`, `page_size`
    (at most 100), `X-Pagination`.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[LobbyItem]
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.play_out import PlayOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
    deal_index: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/deals/{deal_index}/plays".format(
            game_id=quote(str(game_id), safe=""),
            deal_index=quote(str(deal_index), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[PlayOut]:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = PlayOut.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | list[PlayOut]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    deal_index: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | list[PlayOut]]:
    """The cards played in a deal, in order

    Args:
        game_id (str):
        deal_index (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[PlayOut]]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        deal_index=deal_index,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    deal_index: int,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | list[PlayOut] | None:
    """The cards played in a deal, in order

    Args:
        game_id (str):
        deal_index (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[PlayOut]
    """

    return sync_detailed(
        game_id=game_id,
        deal_index=deal_index,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    deal_index: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | list[PlayOut]]:
    """The cards played in a deal, in order

    Args:
        game_id (str):
        deal_index (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[PlayOut]]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        deal_index=deal_index,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    deal_index: int,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | list[PlayOut] | None:
    """The cards played in a deal, in order

    Args:
        game_id (str):
        deal_index (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[PlayOut]
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            deal_index=deal_index,
            client=client,
        )
    ).parsed

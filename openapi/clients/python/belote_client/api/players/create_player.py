from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player_create import PlayerCreate
from ...models.player_created import PlayerCreated
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: PlayerCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/players",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerCreated | Problem:
    if response.status_code == 201:
        response_201 = PlayerCreated.from_dict(response.json())

        return response_201

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
) -> Response[PlayerCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerCreate,
) -> Response[PlayerCreated | Problem]:
    """Create a player; the response carries its bearer token, shown once

     `kind: bot` makes a bot account: a program plays it, and every seat,
    list and record shows `bot` beside its name (docs/bots.md). The
    kind is chosen here once and never changes. The name is trimmed and
    normalised to NFC; 422 `invalid_name` says why one is refused.

    Args:
        body (PlayerCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerCreated | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerCreate,
) -> PlayerCreated | Problem | None:
    """Create a player; the response carries its bearer token, shown once

     `kind: bot` makes a bot account: a program plays it, and every seat,
    list and record shows `bot` beside its name (docs/bots.md). The
    kind is chosen here once and never changes. The name is trimmed and
    normalised to NFC; 422 `invalid_name` says why one is refused.

    Args:
        body (PlayerCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerCreated | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerCreate,
) -> Response[PlayerCreated | Problem]:
    """Create a player; the response carries its bearer token, shown once

     `kind: bot` makes a bot account: a program plays it, and every seat,
    list and record shows `bot` beside its name (docs/bots.md). The
    kind is chosen here once and never changes. The name is trimmed and
    normalised to NFC; 422 `invalid_name` says why one is refused.

    Args:
        body (PlayerCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerCreated | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerCreate,
) -> PlayerCreated | Problem | None:
    """Create a player; the response carries its bearer token, shown once

     `kind: bot` makes a bot account: a program plays it, and every seat,
    list and record shows `bot` beside its name (docs/bots.md). The
    kind is chosen here once and never changes. The name is trimmed and
    normalised to NFC; 422 `invalid_name` says why one is refused.

    Args:
        body (PlayerCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerCreated | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed

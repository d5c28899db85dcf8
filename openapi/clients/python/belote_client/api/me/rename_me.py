from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player_profile_out import PlayerProfileOut
from ...models.player_rename import PlayerRename
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PlayerRename,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/me",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerProfileOut | Problem:
    if response.status_code == 200:
        response_200 = PlayerProfileOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[PlayerProfileOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PlayerRename,
    idempotency_key: str | Unset = UNSET,
) -> Response[PlayerProfileOut | Problem]:
    """Rename the token's player; every game, list and record shows the new name at once

     The id stays the player's identity (seats and the event log name it).
    The name is trimmed and normalised to NFC; 422 `invalid_name` says why
    one is refused.

    Args:
        idempotency_key (str | Unset):
        body (PlayerRename):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerProfileOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: PlayerRename,
    idempotency_key: str | Unset = UNSET,
) -> PlayerProfileOut | Problem | None:
    """Rename the token's player; every game, list and record shows the new name at once

     The id stays the player's identity (seats and the event log name it).
    The name is trimmed and normalised to NFC; 422 `invalid_name` says why
    one is refused.

    Args:
        idempotency_key (str | Unset):
        body (PlayerRename):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerProfileOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PlayerRename,
    idempotency_key: str | Unset = UNSET,
) -> Response[PlayerProfileOut | Problem]:
    """Rename the token's player; every game, list and record shows the new name at once

     The id stays the player's identity (seats and the event log name it).
    The name is trimmed and normalised to NFC; 422 `invalid_name` says why
    one is refused.

    Args:
        idempotency_key (str | Unset):
        body (PlayerRename):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerProfileOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PlayerRename,
    idempotency_key: str | Unset = UNSET,
) -> PlayerProfileOut | Problem | None:
    """Rename the token's player; every game, list and record shows the new name at once

     The id stays the player's identity (seats and the event log name it).
    The name is trimmed and normalised to NFC; 422 `invalid_name` says why
    one is refused.

    Args:
        idempotency_key (str | Unset):
        body (PlayerRename):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerProfileOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed

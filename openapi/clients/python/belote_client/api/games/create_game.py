from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_create import GameCreate
from ...models.game_out import GameOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: GameCreate | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameOut | Problem:
    if response.status_code == 201:
        response_201 = GameOut.from_dict(response.json())

        return response_201

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GameCreate | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[GameOut | Problem]:
    """Create a game: rule options, optional seed, who sits where

     Built-in bots take their turns at once: a table of four bots is played
    to the end before the response returns, so its `target` is at most 1001
    (422 `bot_game_too_long` with `max_target`; seat a human for longer games).
    A table left waiting for players counts against caps: 429
    `too_many_waiting_tables` when its creator already holds
    BELOTE_WAITING_TABLES_PER_PLAYER (default 10) waiting tables, or its
    address opened BELOTE_WAITING_TABLES_PER_ADDRESS (default 30) this hour;
    and a game with a `clock`: 429 `too_many_clocked_tables` past
    BELOTE_CLOCKED_TABLES_PER_PLAYER (default 10) running clocks, or
    BELOTE_CLOCKED_TABLES_PER_ADDRESS (default 30) created this hour.

    Args:
        idempotency_key (str | Unset):
        body (GameCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameOut | Problem]
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
    body: GameCreate | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> GameOut | Problem | None:
    """Create a game: rule options, optional seed, who sits where

     Built-in bots take their turns at once: a table of four bots is played
    to the end before the response returns, so its `target` is at most 1001
    (422 `bot_game_too_long` with `max_target`; seat a human for longer games).
    A table left waiting for players counts against caps: 429
    `too_many_waiting_tables` when its creator already holds
    BELOTE_WAITING_TABLES_PER_PLAYER (default 10) waiting tables, or its
    address opened BELOTE_WAITING_TABLES_PER_ADDRESS (default 30) this hour;
    and a game with a `clock`: 429 `too_many_clocked_tables` past
    BELOTE_CLOCKED_TABLES_PER_PLAYER (default 10) running clocks, or
    BELOTE_CLOCKED_TABLES_PER_ADDRESS (default 30) created this hour.

    Args:
        idempotency_key (str | Unset):
        body (GameCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GameCreate | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[GameOut | Problem]:
    """Create a game: rule options, optional seed, who sits where

     Built-in bots take their turns at once: a table of four bots is played
    to the end before the response returns, so its `target` is at most 1001
    (422 `bot_game_too_long` with `max_target`; seat a human for longer games).
    A table left waiting for players counts against caps: 429
    `too_many_waiting_tables` when its creator already holds
    BELOTE_WAITING_TABLES_PER_PLAYER (default 10) waiting tables, or its
    address opened BELOTE_WAITING_TABLES_PER_ADDRESS (default 30) this hour;
    and a game with a `clock`: 429 `too_many_clocked_tables` past
    BELOTE_CLOCKED_TABLES_PER_PLAYER (default 10) running clocks, or
    BELOTE_CLOCKED_TABLES_PER_ADDRESS (default 30) created this hour.

    Args:
        idempotency_key (str | Unset):
        body (GameCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameOut | Problem]
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
    body: GameCreate | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> GameOut | Problem | None:
    """Create a game: rule options, optional seed, who sits where

     Built-in bots take their turns at once: a table of four bots is played
    to the end before the response returns, so its `target` is at most 1001
    (422 `bot_game_too_long` with `max_target`; seat a human for longer games).
    A table left waiting for players counts against caps: 429
    `too_many_waiting_tables` when its creator already holds
    BELOTE_WAITING_TABLES_PER_PLAYER (default 10) waiting tables, or its
    address opened BELOTE_WAITING_TABLES_PER_ADDRESS (default 30) this hour;
    and a game with a `clock`: 429 `too_many_clocked_tables` past
    BELOTE_CLOCKED_TABLES_PER_PLAYER (default 10) running clocks, or
    BELOTE_CLOCKED_TABLES_PER_ADDRESS (default 30) created this hour.

    Args:
        idempotency_key (str | Unset):
        body (GameCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed

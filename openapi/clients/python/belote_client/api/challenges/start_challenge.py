import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_out import GameOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: datetime.date,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/challenges/{date}/games".format(
            date=quote(str(date), safe=""),
        ),
    }

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
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[GameOut | Problem]:
    """Start your game of today's challenge: seat 0 against three heuristic bots

     Once per player and day, and only today's (UTC): 409 `challenge_closed`,
    `challenge_not_open` or `challenge_already_started` (with `game_id`).
    The game's seed stays secret until the day is over, even once the game is,
    and so does the game: only its player may read it until then. One client
    address may start a few challenge games a day (the operator's
    `BELOTE_CHALLENGE_STARTS_PER_ADDRESS`, default 3): past that, 429
    `challenge_starts_exhausted` with `Retry-After` (the end of the day).

    Args:
        date (datetime.date):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameOut | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> GameOut | Problem | None:
    """Start your game of today's challenge: seat 0 against three heuristic bots

     Once per player and day, and only today's (UTC): 409 `challenge_closed`,
    `challenge_not_open` or `challenge_already_started` (with `game_id`).
    The game's seed stays secret until the day is over, even once the game is,
    and so does the game: only its player may read it until then. One client
    address may start a few challenge games a day (the operator's
    `BELOTE_CHALLENGE_STARTS_PER_ADDRESS`, default 3): past that, 429
    `challenge_starts_exhausted` with `Retry-After` (the end of the day).

    Args:
        date (datetime.date):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameOut | Problem
    """

    return sync_detailed(
        date=date,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[GameOut | Problem]:
    """Start your game of today's challenge: seat 0 against three heuristic bots

     Once per player and day, and only today's (UTC): 409 `challenge_closed`,
    `challenge_not_open` or `challenge_already_started` (with `game_id`).
    The game's seed stays secret until the day is over, even once the game is,
    and so does the game: only its player may read it until then. One client
    address may start a few challenge games a day (the operator's
    `BELOTE_CHALLENGE_STARTS_PER_ADDRESS`, default 3): past that, 429
    `challenge_starts_exhausted` with `Retry-After` (the end of the day).

    Args:
        date (datetime.date):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameOut | Problem]
    """

    kwargs = _get_kwargs(
        date=date,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: datetime.date,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> GameOut | Problem | None:
    """Start your game of today's challenge: seat 0 against three heuristic bots

     Once per player and day, and only today's (UTC): 409 `challenge_closed`,
    `challenge_not_open` or `challenge_already_started` (with `game_id`).
    The game's seed stays secret until the day is over, even once the game is,
    and so does the game: only its player may read it until then. One client
    address may start a few challenge games a day (the operator's
    `BELOTE_CHALLENGE_STARTS_PER_ADDRESS`, default 3): past that, 429
    `challenge_starts_exhausted` with `Retry-After` (the end of the day).

    Args:
        date (datetime.date):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameOut | Problem
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_out import GameOut
from ...models.problem import Problem
from ...models.seat_spec import SeatSpec
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    body: SeatSpec,
    invitation: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    params["invitation"] = invitation

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/games/{game_id}/seats/{seat}".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameOut | Problem:
    if response.status_code == 200:
        response_200 = GameOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: SeatSpec,
    invitation: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[GameOut | Problem]:
    """Sit down (empty body) or seat a built-in bot (`{"bot": "heuristic"}`)

     When the fourth seat is filled the game starts and deal 0 is dealt.
    At a private table a newcomer needs `?invitation=CODE` (403
    `invitation_required`, `unknown_invitation`; 409 `invitation_used`).
    Only the game's creator or a player seated at it may seat a bot (403).
    A fourth bot at a table of bots plays the whole game within this
    request, so the table's `target` must then be at most 1001 (422
    `bot_game_too_long`).

    Args:
        game_id (str):
        seat (int):
        invitation (str | Unset):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SeatSpec):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
        invitation=invitation,
        if_match=if_match,
        idempotency_key=idempotency_key,
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
    body: SeatSpec,
    invitation: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> GameOut | Problem | None:
    """Sit down (empty body) or seat a built-in bot (`{"bot": "heuristic"}`)

     When the fourth seat is filled the game starts and deal 0 is dealt.
    At a private table a newcomer needs `?invitation=CODE` (403
    `invitation_required`, `unknown_invitation`; 409 `invitation_used`).
    Only the game's creator or a player seated at it may seat a bot (403).
    A fourth bot at a table of bots plays the whole game within this
    request, so the table's `target` must then be at most 1001 (422
    `bot_game_too_long`).

    Args:
        game_id (str):
        seat (int):
        invitation (str | Unset):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SeatSpec):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameOut | Problem
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        body=body,
        invitation=invitation,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: SeatSpec,
    invitation: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[GameOut | Problem]:
    """Sit down (empty body) or seat a built-in bot (`{"bot": "heuristic"}`)

     When the fourth seat is filled the game starts and deal 0 is dealt.
    At a private table a newcomer needs `?invitation=CODE` (403
    `invitation_required`, `unknown_invitation`; 409 `invitation_used`).
    Only the game's creator or a player seated at it may seat a bot (403).
    A fourth bot at a table of bots plays the whole game within this
    request, so the table's `target` must then be at most 1001 (422
    `bot_game_too_long`).

    Args:
        game_id (str):
        seat (int):
        invitation (str | Unset):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SeatSpec):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
        invitation=invitation,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: SeatSpec,
    invitation: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> GameOut | Problem | None:
    """Sit down (empty body) or seat a built-in bot (`{"bot": "heuristic"}`)

     When the fourth seat is filled the game starts and deal 0 is dealt.
    At a private table a newcomer needs `?invitation=CODE` (403
    `invitation_required`, `unknown_invitation`; 409 `invitation_used`).
    Only the game's creator or a player seated at it may seat a bot (403).
    A fourth bot at a table of bots plays the whole game within this
    request, so the table's `target` must then be at most 1001 (422
    `bot_game_too_long`).

    Args:
        game_id (str):
        seat (int):
        invitation (str | Unset):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SeatSpec):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameOut | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            body=body,
            invitation=invitation,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed

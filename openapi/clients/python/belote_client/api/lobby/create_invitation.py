from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.invitation_in import InvitationIn
from ...models.invitation_out import InvitationOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: InvitationIn | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/invitations".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> InvitationOut | Problem:
    if response.status_code == 201:
        response_201 = InvitationOut.from_dict(response.json())

        return response_201

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
) -> Response[InvitationOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: InvitationIn | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[InvitationOut | Problem]:
    """Make a single-use invitation to a waiting game (its creator only)

     Share `join` as a link: the newcomer PUTs it with the seat chosen and
    its own token. Sitting spends the code (409 `invitation_used` after);
    a seat refused does not. With `{"player": id}` the code is also sent
    to that player's own stream (`invited` in `GET /me/events`): how a
    bot account is asked to play (docs/bots.md). 422 `unknown_player`,
    `invite_yourself`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (InvitationIn | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvitationOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: InvitationIn | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> InvitationOut | Problem | None:
    """Make a single-use invitation to a waiting game (its creator only)

     Share `join` as a link: the newcomer PUTs it with the seat chosen and
    its own token. Sitting spends the code (409 `invitation_used` after);
    a seat refused does not. With `{"player": id}` the code is also sent
    to that player's own stream (`invited` in `GET /me/events`): how a
    bot account is asked to play (docs/bots.md). 422 `unknown_player`,
    `invite_yourself`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (InvitationIn | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvitationOut | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: InvitationIn | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[InvitationOut | Problem]:
    """Make a single-use invitation to a waiting game (its creator only)

     Share `join` as a link: the newcomer PUTs it with the seat chosen and
    its own token. Sitting spends the code (409 `invitation_used` after);
    a seat refused does not. With `{"player": id}` the code is also sent
    to that player's own stream (`invited` in `GET /me/events`): how a
    bot account is asked to play (docs/bots.md). 422 `unknown_player`,
    `invite_yourself`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (InvitationIn | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvitationOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: InvitationIn | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> InvitationOut | Problem | None:
    """Make a single-use invitation to a waiting game (its creator only)

     Share `join` as a link: the newcomer PUTs it with the seat chosen and
    its own token. Sitting spends the code (409 `invitation_used` after);
    a seat refused does not. With `{"player": id}` the code is also sent
    to that player's own stream (`invited` in `GET /me/events`): how a
    bot account is asked to play (docs/bots.md). 422 `unknown_player`,
    `invite_yourself`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (InvitationIn | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvitationOut | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed

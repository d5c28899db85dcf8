from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_out import GameOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    at_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["at_seq"] = at_seq

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | GameOut | Problem:
    if response.status_code == 200:
        response_200 = GameOut.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | GameOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | GameOut | Problem]:
    """A game's public state: seats, scores, current deal, seed commitment (seed once over)

     With `at_seq=N`, the state a spectator saw right after event N.

    Args:
        game_id (str):
        at_seq (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at_seq=at_seq,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | GameOut | Problem | None:
    """A game's public state: seats, scores, current deal, seed commitment (seed once over)

     With `at_seq=N`, the state a spectator saw right after event N.

    Args:
        game_id (str):
        at_seq (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameOut | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        at_seq=at_seq,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | GameOut | Problem]:
    """A game's public state: seats, scores, current deal, seed commitment (seed once over)

     With `at_seq=N`, the state a spectator saw right after event N.

    Args:
        game_id (str):
        at_seq (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at_seq=at_seq,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | GameOut | Problem | None:
    """A game's public state: seats, scores, current deal, seed commitment (seed once over)

     With `at_seq=N`, the state a spectator saw right after event N.

    Args:
        game_id (str):
        at_seq (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameOut | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            at_seq=at_seq,
            if_none_match=if_none_match,
        )
    ).parsed

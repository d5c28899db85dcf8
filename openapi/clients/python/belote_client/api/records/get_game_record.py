from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_record_out import GameRecordOut
from ...models.get_game_record_format import GetGameRecordFormat
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    format_: GetGameRecordFormat | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/record".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameRecordOut | Problem:
    if response.status_code == 200:
        response_200 = GameRecordOut.from_dict(response.json())

        return response_200

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameRecordOut | Problem]:
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
    format_: GetGameRecordFormat | Unset = UNSET,
) -> Response[GameRecordOut | Problem]:
    """A finished game's whole record: every hand, bid, trick and score

     JSON, or the Belote notation with `Accept: text/x-belote` or
    `?format=belote`. Played to the end, resigned or abandoned, `ending`
    says which. Before the game ends: 409 `game_not_finished`; a
    game of today's daily challenge: 409 `record_embargoed` until the day
    is over.

    Args:
        game_id (str):
        format_ (GetGameRecordFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecordOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetGameRecordFormat | Unset = UNSET,
) -> GameRecordOut | Problem | None:
    """A finished game's whole record: every hand, bid, trick and score

     JSON, or the Belote notation with `Accept: text/x-belote` or
    `?format=belote`. Played to the end, resigned or abandoned, `ending`
    says which. Before the game ends: 409 `game_not_finished`; a
    game of today's daily challenge: 409 `record_embargoed` until the day
    is over.

    Args:
        game_id (str):
        format_ (GetGameRecordFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecordOut | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetGameRecordFormat | Unset = UNSET,
) -> Response[GameRecordOut | Problem]:
    """A finished game's whole record: every hand, bid, trick and score

     JSON, or the Belote notation with `Accept: text/x-belote` or
    `?format=belote`. Played to the end, resigned or abandoned, `ending`
    says which. Before the game ends: 409 `game_not_finished`; a
    game of today's daily challenge: 409 `record_embargoed` until the day
    is over.

    Args:
        game_id (str):
        format_ (GetGameRecordFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecordOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetGameRecordFormat | Unset = UNSET,
) -> GameRecordOut | Problem | None:
    """A finished game's whole record: every hand, bid, trick and score

     JSON, or the Belote notation with `Accept: text/x-belote` or
    `?format=belote`. Played to the end, resigned or abandoned, `ending`
    says which. Before the game ends: 409 `game_not_finished`; a
    game of today's daily challenge: 409 `record_embargoed` until the day
    is over.

    Args:
        game_id (str):
        format_ (GetGameRecordFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecordOut | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            format_=format_,
        )
    ).parsed

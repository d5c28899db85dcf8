from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_record_out import GameRecordOut
from ...models.problem import Problem
from ...models.replay_game_format import ReplayGameFormat
from ...models.replay_in import ReplayIn
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    *,
    body: ReplayIn | File | Unset = UNSET,
    format_: ReplayGameFormat | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/replays",
        "params": params,
    }

    if isinstance(body, ReplayIn):
        _kwargs["json"] = body.to_dict()

        headers["Content-Type"] = "application/json"
    if isinstance(body, File):
        _kwargs["content"] = body.payload
        headers["Content-Type"] = "text/x-belote"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameRecordOut | Problem:
    if response.status_code == 200:
        response_200 = GameRecordOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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
) -> Response[GameRecordOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReplayIn | File | Unset = UNSET,
    format_: ReplayGameFormat | Unset = UNSET,
) -> Response[GameRecordOut | Problem]:
    """Replay a game from its rules, seed and decisions; nothing is stored

     Send JSON (`rules`, `seed`, `seats`, `decisions` as in the event log)
    or a record in Belote notation (`Content-Type: text/x-belote`, whose
    claims are checked too). Answers with the derived record, or 422
    naming the first decision refused: `illegal_decision` with its
    `index`, the `rule` it breaks and, for notation, its `line`.

    Args:
        format_ (ReplayGameFormat | Unset):
        body (ReplayIn):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecordOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ReplayIn | File | Unset = UNSET,
    format_: ReplayGameFormat | Unset = UNSET,
) -> GameRecordOut | Problem | None:
    """Replay a game from its rules, seed and decisions; nothing is stored

     Send JSON (`rules`, `seed`, `seats`, `decisions` as in the event log)
    or a record in Belote notation (`Content-Type: text/x-belote`, whose
    claims are checked too). Answers with the derived record, or 422
    naming the first decision refused: `illegal_decision` with its
    `index`, the `rule` it breaks and, for notation, its `line`.

    Args:
        format_ (ReplayGameFormat | Unset):
        body (ReplayIn):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecordOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReplayIn | File | Unset = UNSET,
    format_: ReplayGameFormat | Unset = UNSET,
) -> Response[GameRecordOut | Problem]:
    """Replay a game from its rules, seed and decisions; nothing is stored

     Send JSON (`rules`, `seed`, `seats`, `decisions` as in the event log)
    or a record in Belote notation (`Content-Type: text/x-belote`, whose
    claims are checked too). Answers with the derived record, or 422
    naming the first decision refused: `illegal_decision` with its
    `index`, the `rule` it breaks and, for notation, its `line`.

    Args:
        format_ (ReplayGameFormat | Unset):
        body (ReplayIn):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecordOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ReplayIn | File | Unset = UNSET,
    format_: ReplayGameFormat | Unset = UNSET,
) -> GameRecordOut | Problem | None:
    """Replay a game from its rules, seed and decisions; nothing is stored

     Send JSON (`rules`, `seed`, `seats`, `decisions` as in the event log)
    or a record in Belote notation (`Content-Type: text/x-belote`, whose
    claims are checked too). Answers with the derived record, or 422
    naming the first decision refused: `illegal_decision` with its
    `index`, the `rule` it breaks and, for notation, its `line`.

    Args:
        format_ (ReplayGameFormat | Unset):
        body (ReplayIn):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecordOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            format_=format_,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = UNSET,
    seat: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["seat"] = seat

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/events/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
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
    after: int | Unset = UNSET,
    seat: int | Unset = UNSET,
) -> Response[Problem | str]:
    """Follow a game live (Server-Sent Events), resumable with Last-Event-ID

     A client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) open
    streams and pending long-polls together: past that, 429 `too_many_waits`.

    Args:
        game_id (str):
        after (int | Unset):
        seat (int | Unset):  Example: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        seat=seat,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    seat: int | Unset = UNSET,
) -> Problem | str | None:
    """Follow a game live (Server-Sent Events), resumable with Last-Event-ID

     A client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) open
    streams and pending long-polls together: past that, 429 `too_many_waits`.

    Args:
        game_id (str):
        after (int | Unset):
        seat (int | Unset):  Example: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        seat=seat,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    seat: int | Unset = UNSET,
) -> Response[Problem | str]:
    """Follow a game live (Server-Sent Events), resumable with Last-Event-ID

     A client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) open
    streams and pending long-polls together: past that, 429 `too_many_waits`.

    Args:
        game_id (str):
        after (int | Unset):
        seat (int | Unset):  Example: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    seat: int | Unset = UNSET,
) -> Problem | str | None:
    """Follow a game live (Server-Sent Events), resumable with Last-Event-ID

     A client holds at most BELOTE_MAX_WAITS_PER_CLIENT (default 16) open
    streams and pending long-polls together: past that, 429 `too_many_waits`.

    Args:
        game_id (str):
        after (int | Unset):
        seat (int | Unset):  Example: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            seat=seat,
        )
    ).parsed

"""What the routers share: the rooms manager of the app, the ``Authorization`` header, the
documented error answers."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Header, Query, Request

from arena.server.errors import request_locale
from arena.server.rooms import RoomManager
from arena.server.schemas import ErrorResponse


async def _manager(request: Request) -> RoomManager:  # async: no worker thread for a lookup
    manager: RoomManager = request.app.state.manager
    return manager


Manager = Annotated[RoomManager, Depends(_manager)]
Auth = Annotated[str | None, Header(description="Bearer <seat token>")]


async def _locale(
    request: Request,
    lang: Annotated[
        str | None,
        Query(max_length=35, description="the reader's language: en, fr, zh-Hans, zh-Hant (zh = zh-Hans)"),
    ] = None,
) -> str:
    return request_locale(lang, request.headers.get("accept-language"))


Locale = Annotated[str, Depends(_locale)]
"""The request's locale: ``?lang=``, else ``Accept-Language``, else English."""


def errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """``responses=`` documenting the API's one error shape for ``statuses``."""
    text = {
        400: "malformed request",
        401: "bad or missing seat (or creator) token",
        403: "another seat's token, not this seat's turn, or not the creator's token",
        404: "no such room, or the game has no hints",
        409: "stale version, game over, cannot undo, not finished, room unavailable",
        410: "the room stopped for good: cancelled, expired, or its agents over the server's limits",
        422: "a refused action, game, option, seat, agent (or one over the limits) or hint query",
    }
    return {s: {"model": ErrorResponse, "description": text[s]} for s in statuses}

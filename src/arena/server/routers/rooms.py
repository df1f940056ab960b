"""Rooms over HTTP: create, cancel, info, a seat's state, actions, undo, replay, hints, and the
coach (a seat's analysis, a finished game's review)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response
from fastapi.concurrency import run_in_threadpool

from arena.server import auth
from arena.server.coach import Caps, Coach
from arena.server.live import LiveRoom
from arena.server.messages import ActBody, CreateRoom, UndoBody
from arena.server.rooms import RoomManager
from arena.server.routers.common import Auth, Locale, Manager, errors
from arena.server.schemas import Analysis, CancelledRoom, CreatedRoom, Replay, Review, RoomInfo, StateMessage
from arena.server.wire import encode

router = APIRouter(prefix="/api/rooms", tags=["rooms"])


@router.post(
    "",
    status_code=201,
    response_model=CreatedRoom,
    response_model_exclude_unset=True,
    responses=errors(400, 422),
)
def create_room(body: CreateRoom, manager: Manager) -> dict[str, Any]:
    """A new room; each human seat's token, and the creator's token (which cancels the room), are
    in this answer only. Agent specs over the server's limits: 422 ``agent-over-limit``."""
    room, tokens, creator = manager.create(body)
    seats = []
    for s in room.seats:
        entry: dict[str, Any] = {"seat": s.seat, "kind": s.kind, "name": s.name, "agent": s.agent}
        if s.seat in tokens:
            entry["token"] = tokens[s.seat]
            entry["invite_url"] = f"/#/room/{room.id}?seat={s.seat}&token={tokens[s.seat]}"
        seats.append(entry)
    return {
        "room_id": room.id,
        "seats": seats,
        "spectator_url": f"/#/room/{room.id}",
        "creator_token": creator,
    }


@router.delete("/{room_id}", response_model=CancelledRoom, responses=errors(401, 403, 404, 409, 410))
def cancel_room(room_id: str, manager: Manager, authorization: Auth = None) -> dict[str, Any]:
    """Cancel an unfinished room with its creator's token (``Authorization: Bearer``): it
    stops for good (its agents too) and answers 410 ``room-cancelled`` from then on."""
    manager.cancel(room_id, auth.bearer(authorization))
    return {"room_id": room_id, "status": "cancelled"}


@router.get("/{room_id}", response_model=RoomInfo, responses=errors(404, 409, 410))
def room_info(room_id: str, request: Request, manager: Manager) -> dict[str, Any]:
    """Public room info (no token, no seed)."""
    room = manager.get(room_id)
    connected = request.app.state.hub.connected(room_id)
    with room.lock:
        return room.info(connected)


@router.get(
    "/{room_id}/state",
    response_model=StateMessage,
    response_model_exclude_unset=True,
    responses=errors(400, 401, 403, 404, 409, 410),
)
def room_state(
    room_id: str,
    manager: Manager,
    locale: Locale,
    authorization: Auth = None,
    seat: Annotated[int | None, Query()] = None,
) -> Response:
    """The state message for the token's seat (no token: the spectator's)."""
    room = manager.get(room_id)
    who = manager.authenticate(room, auth.bearer(authorization), seat)
    manager.expire_due(room)
    with room.lock:
        return state_response(room.state_message(who, manager.clock(), locale))


@router.post(
    "/{room_id}/actions",
    response_model=StateMessage,
    response_model_exclude_unset=True,
    responses=errors(400, 401, 403, 404, 409, 410, 422),
)
async def post_action(
    room_id: str, body: ActBody, manager: Manager, locale: Locale, authorization: Auth = None
) -> Response:
    """Play an action; answered with the new state once it is committed."""
    token = auth.bearer(authorization)
    change = functools.partial(manager.act, room_id, token, body.seat, body.version, body.action)
    return await _answer(manager, room_id, change, body.seat, locale)


@router.post(
    "/{room_id}/undo",
    response_model=StateMessage,
    response_model_exclude_unset=True,
    responses=errors(400, 401, 403, 404, 409, 410),
)
async def post_undo(
    room_id: str, body: UndoBody, manager: Manager, locale: Locale, authorization: Auth = None
) -> Response:
    """Take back the seat's last action (409 ``cannot-undo`` with the reason)."""
    change = functools.partial(manager.undo, room_id, auth.bearer(authorization), body.seat, body.version)
    return await _answer(manager, room_id, change, body.seat, locale)


async def _answer(
    manager: RoomManager, room_id: str, change: Callable[[], LiveRoom], seat: int, locale: str
) -> Response:
    """Make a seat's change (on the event loop when the manager allows it for a room in
    memory, as the websocket does; else in a worker thread) and answer the seat's new state."""
    if manager.inline_changes and manager.held(room_id) is not None:
        room = change()
    else:
        room = await run_in_threadpool(change)
    with room.lock:
        return state_response(room.state_message(seat, manager.clock(), locale))


def state_response(message: dict[str, Any]) -> Response:
    """A state message as the answer, written once by orjson (the documented
    :class:`StateMessage` is what the master builds: no second pass through the model)."""
    return Response(encode(message), media_type="application/json")


@router.get(
    "/{room_id}/replay",
    response_model=Replay,
    response_model_exclude_unset=True,
    responses=errors(404, 409, 410),
)
def replay(room_id: str, manager: Manager, locale: Locale) -> dict[str, Any]:
    """A finished game's public replay (409 ``not-finished`` before its end)."""
    room = manager.get(room_id)
    with room.lock:
        return room.master.replay(room.id, locale)


@router.get("/{room_id}/hints", responses=errors(400, 401, 403, 404, 409, 410, 422))
def hints(
    request: Request,
    room_id: str,
    manager: Manager,
    locale: Locale,
    authorization: Auth = None,
    seat: int | None = None,
) -> dict[str, Any]:
    """The game's UI hints for the seat; every query parameter but ``seat`` is passed on, ``lang``
    as the resolved locale (texts the hints carry are in it)."""
    room = manager.get(room_id)
    who = manager.authenticate(room, auth.bearer(authorization), seat)
    query = {k: v for k, v in request.query_params.items() if k not in ("seat", "lang")}
    query["lang"] = locale
    with room.lock:
        return room.master.hints(who, dict(query))


Budget = Annotated[
    str | None,
    Query(max_length=20, description="asked budget (capped by ARENA_ANALYSIS_MAX_*); malformed: 422"),
]


def _coach(manager: RoomManager) -> Coach:
    return Coach(manager.runner.workers, Caps.of(manager.settings))


@router.get(
    "/{room_id}/analysis",
    response_model=Analysis,
    responses=errors(400, 401, 403, 404, 409, 410, 422),
)
def analysis(
    room_id: str,
    manager: Manager,
    locale: Locale,
    authorization: Auth = None,
    seat: Annotated[int | None, Query()] = None,
    iters: Budget = None,
    seconds: Budget = None,
) -> dict[str, Any]:
    """The coach for the token's seat when it is to move: the top 3 moves with their visit
    shares and values, and the position's estimate (win probability, or Mage Knight's expected
    Fame), searched from the seat's view only in the server's agent processes. ``iters`` and
    ``seconds`` over the server's caps run at the caps. 403 ``analysis-off-rated`` in a rated
    room; 409 ``analysis-not-your-turn`` when another seat (or chance) is to act."""
    room = manager.get(room_id)
    who = manager.authenticate(room, auth.bearer(authorization), seat)
    return _coach(manager).analysis(room, who, locale, iters, seconds)


@router.get(
    "/{room_id}/review",
    response_model=Review,
    responses=errors(400, 401, 403, 404, 409, 410, 422),
)
def game_review(
    room_id: str,
    manager: Manager,
    locale: Locale,
    authorization: Auth = None,
    seat: Annotated[int | None, Query()] = None,
    iters: Budget = None,
) -> dict[str, Any]:
    """A finished game reviewed for the token's seat: each of its decisions analyzed (the
    iterations cap shared by all), ``marked`` the steps whose estimate dropped most. 409
    ``not-finished`` before the end; 403 ``analysis-off-rated`` in a rated room."""
    room = manager.get(room_id)
    who = manager.authenticate(room, auth.bearer(authorization), seat)
    return _coach(manager).review(room, who, locale, iters)

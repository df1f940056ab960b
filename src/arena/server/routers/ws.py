"""The room websocket ``/ws/rooms/{room_id}?seat=N&token=...`` and the hub that pushes each
connection its own seat's state, in version order.

Client -> server: :data:`arena.server.messages.WsMessage` (act, undo, ping). Server -> client:
:data:`arena.server.schemas.ServerMessage` (state, error, pong). FastAPI does not document
websockets: :mod:`arena.server.openapi` adds them to ``/openapi.json``.
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass, field

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from fastapi.concurrency import run_in_threadpool
from pydantic import ValidationError

from arena.server.errors import ApiError, request_locale, validation_error
from arena.server.live import LiveRoom
from arena.server.messages import WsAct, WsUndo, ws_message_adapter
from arena.server.rooms import RoomManager

log = logging.getLogger("arena.server")
router = APIRouter()
WS_PATH = "/ws/rooms/{room_id}"


@dataclass(eq=False)
class Conn:
    ws: WebSocket
    seat: int | None
    locale: str = "en"
    sent_version: int = -1


@dataclass
class Hub:
    """Websocket connections per room; sends each its own seat's state, in version order."""

    manager: RoomManager
    conns: dict[str, set[Conn]] = field(default_factory=dict)
    locks: dict[str, asyncio.Lock] = field(default_factory=dict)

    def connected(self, room_id: str) -> set[int]:
        return {c.seat for c in self.conns.get(room_id, set()) if c.seat is not None}

    async def send_state(self, room: LiveRoom, conn: Conn, *, force: bool = False) -> None:
        async with self.locks.setdefault(room.id, asyncio.Lock()):
            await self._send(room, conn, force)

    async def _send(self, room: LiveRoom, conn: Conn, force: bool) -> None:
        with room.lock:
            if room.master.version <= conn.sent_version and not force:
                return
            msg = room.state_message(conn.seat, self.manager.clock(), conn.locale)
        conn.sent_version = msg["version"]
        try:
            await conn.ws.send_json(msg)
        except Exception:  # a closed socket: its reader removes it
            log.debug("send to a closed websocket in room %s", room.id)

    async def broadcast(self, room_id: str) -> None:
        room = self.manager.get(room_id)
        async with self.locks.setdefault(room_id, asyncio.Lock()):
            for conn in list(self.conns.get(room_id, ())):
                await self._send(room, conn, False)


@router.websocket(WS_PATH)
async def room_socket(
    ws: WebSocket, room_id: str, seat: int | None = None, token: str | None = None, lang: str | None = None
) -> None:
    hub: Hub = ws.app.state.hub
    manager = hub.manager
    locale = request_locale(lang, ws.headers.get("accept-language"))
    await ws.accept()
    try:
        try:
            room = await run_in_threadpool(manager.get, room_id)
            who = await run_in_threadpool(manager.authenticate, room, token, seat)
        except ApiError as exc:
            await ws.send_json(exc.ws_message(locale))
            await ws.close(code=4000 + exc.status)
            return
    except (WebSocketDisconnect, RuntimeError):  # the client left before the answer
        return
    conn = Conn(ws, who, locale)
    hub.conns.setdefault(room_id, set()).add(conn)
    try:
        await hub.send_state(room, conn, force=True)
        while True:
            text = await ws.receive_text()
            await _handle(hub, room, conn, text)
    except WebSocketDisconnect:
        pass
    except RuntimeError:  # receive after the client closed (a page closed mid-handshake)
        log.debug("websocket of room %s closed by the client", room_id)
    finally:
        hub.conns.get(room_id, set()).discard(conn)


async def _handle(hub: Hub, room: LiveRoom, conn: Conn, text: str) -> None:
    manager = hub.manager
    try:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ApiError(400, "bad-request", f"not JSON: {exc.msg}") from None
        try:
            msg = ws_message_adapter.validate_python(data)
        except ValidationError as exc:
            raise validation_error(exc.errors()) from None
        if isinstance(msg, WsAct | WsUndo):
            if conn.seat is None:
                raise ApiError(403, "not-your-seat", "spectators cannot play")
            if isinstance(msg, WsAct):
                await run_in_threadpool(manager.act_as, room.id, conn.seat, msg.version, msg.action)
            else:
                await run_in_threadpool(manager.undo_as, room.id, conn.seat, msg.version)
            await hub.send_state(room, conn)
        else:
            await conn.ws.send_json({"type": "pong"})
    except ApiError as exc:
        await conn.ws.send_json(exc.ws_message(conn.locale))

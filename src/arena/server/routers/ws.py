"""The room websocket ``/ws/rooms/{room_id}?seat=N&token=...`` and the hub that pushes each
connection its own seat's state, in version order.

Client -> server: :data:`arena.server.messages.WsMessage` (act, undo, ping). Server -> client:
:data:`arena.server.schemas.ServerMessage` (state, error, pong). FastAPI does not document
websockets: :mod:`arena.server.openapi` adds them to ``/openapi.json``.

A connection is refused (an error message, then closed with 4000 + the HTTP status) for a
foreign ``Origin``, a client past its failed tokens, no such room or a bad token; a seat with
all its connections open gets 1008. An open connection is closed after an error message for a
binary frame (1003), a message too large (1009) or too many messages (1008). The error message
is said in the socket's locale (``?lang=``, else ``Accept-Language``); the close reason is the
refusal's kebab-case code (a close reason holds at most 123 bytes).
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from dataclasses import dataclass, field

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from fastapi.concurrency import run_in_threadpool
from pydantic import ValidationError
from starlette.types import Message

from arena.core.text import Msg, Seat, msg
from arena.server.auth import FailedTokens
from arena.server.errors import ApiError, request_locale, validation_error
from arena.server.headers import origin_allowed
from arena.server.limits import MessageBudget, client_address, too_many_failures
from arena.server.live import LiveRoom
from arena.server.messages import WsAct, WsUndo, ws_message_adapter
from arena.server.rooms import RoomManager
from arena.server.settings import Settings
from arena.server.wire import encode

log = logging.getLogger("arena.server")
router = APIRouter()
WS_PATH = "/ws/rooms/{room_id}"


POLICY_CLOSE = 1008
"""Close code for a connection over a limit (connections per seat, message rate)."""
UNSUPPORTED_CLOSE = 1003
"""Close code for a binary frame (the socket takes JSON text only)."""
TOO_BIG_CLOSE = 1009
"""Close code for a message over ``ws_max_frame_bytes``."""
INTERNAL_CLOSE = 1011


class Refusal(ApiError):
    """An error message, then the connection closed with ``close_code``."""

    def __init__(self, close_code: int, status: int, reason: str, message: str, say: Msg) -> None:
        super().__init__(status, reason, message, say=say)
        self.close_code = close_code


@dataclass(eq=False)
class Conn:
    ws: WebSocket
    seat: int | None
    budget: MessageBudget
    locale: str = "en"
    sent_version: int = -1


@dataclass
class Hub:
    """Websocket connections per room; sends each its own seat's state, in version order."""

    manager: RoomManager
    settings: Settings
    conns: dict[str, set[Conn]] = field(default_factory=dict)
    locks: dict[str, asyncio.Lock] = field(default_factory=dict)

    def connected(self, room_id: str) -> set[int]:
        return {c.seat for c in self.conns.get(room_id, set()) if c.seat is not None}

    def join(self, room_id: str, ws: WebSocket, seat: int | None, locale: str) -> Conn:
        """A new connection of ``seat`` (``None``: a spectator), unless that seat already has
        its allowed number of them open (then :class:`Refusal` 1008)."""
        room_conns = self.conns.setdefault(room_id, set())
        open_now = sum(1 for c in room_conns if c.seat == seat)
        allowed = self.settings.ws_max_spectators if seat is None else self.settings.ws_max_conns_per_seat
        if open_now >= allowed:
            who = "spectators of this room" if seat is None else f"seat {seat}"
            count = str(open_now)
            say = (
                msg("server-too-many-spectators", count=count)
                if seat is None
                else msg("server-too-many-connections", seat=Seat(seat), count=count)
            )
            raise Refusal(
                POLICY_CLOSE,
                429,
                "too-many-connections",
                f"{who} already has {open_now} open connections",
                say,
            )
        budget = MessageBudget(
            self.settings.ws_msg_burst, self.settings.ws_msg_rate_per_s, self.manager.clock
        )
        conn = Conn(ws, seat, budget, locale)
        room_conns.add(conn)
        return conn

    def leave(self, room_id: str, conn: Conn) -> None:
        """Forget a closed connection (and the room's entries once nobody is connected)."""
        room_conns = self.conns.get(room_id)
        if room_conns is not None:
            room_conns.discard(conn)
            if not room_conns:
                del self.conns[room_id]
                lock = self.locks.get(room_id)
                if lock is not None and not lock.locked():
                    del self.locks[room_id]

    async def send_state(self, room: LiveRoom, conn: Conn, *, force: bool = False) -> None:
        async with self.locks.setdefault(room.id, asyncio.Lock()):
            await self._send(room, conn, force)

    async def _send(self, room: LiveRoom, conn: Conn, force: bool) -> None:
        with room.lock:
            if room.master.version <= conn.sent_version and not force:
                return
            state = room.state_message(conn.seat, self.manager.clock(), conn.locale)
        conn.sent_version = state["version"]
        try:
            await conn.ws.send_text(encode(state))
        except Exception:  # a closed socket: its reader removes it
            log.debug("send to a closed websocket in room %s", room.id)

    async def broadcast(self, room_id: str) -> None:
        """Each connection of the room gets its seat's new state; if the room is gone (cancelled,
        expired, stopped), each is told why and closed."""
        if not self.conns.get(room_id):
            return  # nobody watching: nothing to load
        try:  # a room that left memory is rebuilt from its log: not on the event loop
            held = self.manager.held(room_id)
            room = held if held is not None else await run_in_threadpool(self.manager.get, room_id)
        except ApiError as exc:
            for conn in list(self.conns.get(room_id, ())):
                await _refuse(conn.ws, exc, conn.locale)
                self.leave(room_id, conn)
            return
        async with self.locks.setdefault(room_id, asyncio.Lock()):
            for conn in list(self.conns.get(room_id, ())):
                await self._send(room, conn, False)


@router.websocket(WS_PATH)
async def room_socket(
    ws: WebSocket, room_id: str, seat: int | None = None, token: str | None = None, lang: str | None = None
) -> None:
    hub: Hub = ws.app.state.hub
    locale = request_locale(lang, ws.headers.get("accept-language"))
    await ws.accept()
    try:
        try:
            room, conn = await _admit(hub, ws, room_id, seat, token, locale)
        except ApiError as exc:
            await _refuse(ws, exc, locale)
            return
    except (WebSocketDisconnect, RuntimeError):  # the client left before the answer
        return
    try:
        await hub.send_state(room, conn, force=True)
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = _text_of(message, hub.settings.ws_max_frame_bytes)
            if not conn.budget.take():
                raise Refusal(
                    POLICY_CLOSE,
                    429,
                    "rate-limited",
                    "too many messages: slow down",
                    msg("server-rate-limited"),
                )
            await _handle(hub, room, conn, text)
    except Refusal as exc:
        await _refuse(ws, exc, locale)
    except WebSocketDisconnect:
        pass
    except RuntimeError:  # receive after the client closed (a page closed mid-handshake)
        log.debug("websocket of room %s closed by the client", room_id)
    except Exception:
        log.exception("websocket of room %s failed", room_id)
        failed = Refusal(
            INTERNAL_CLOSE, 500, "internal-error", "the server failed", msg("server-internal-error")
        )
        await _refuse(ws, failed, locale)
    finally:
        hub.leave(room_id, conn)


async def _admit(
    hub: Hub, ws: WebSocket, room_id: str, seat: int | None, token: str | None, locale: str
) -> tuple[LiveRoom, Conn]:
    """The room and the new connection, or the :class:`ApiError` refusing it: a foreign
    ``Origin``, a client past its failed tokens, no such room, a bad token, a full seat."""
    settings = hub.settings
    failures: FailedTokens = ws.app.state.failed_tokens
    client = client_address(ws.scope)
    origin = ws.headers.get("origin")
    if not origin_allowed(origin, ws.headers.get("host"), settings.allowed_origins):
        raise ApiError(
            403,
            "bad-origin",
            f"connections from {origin} are not allowed (ARENA_ALLOWED_ORIGINS)",
            say=msg("server-bad-origin", origin=str(origin)),
        )
    if token is not None and (wait := failures.retry_after(client)):
        raise too_many_failures(wait)
    room = await run_in_threadpool(hub.manager.get, room_id)
    try:
        who = await run_in_threadpool(hub.manager.authenticate, room, token, seat)
    except ApiError as exc:
        if exc.status == 401:
            failures.failed(client)
        raise
    return room, hub.join(room_id, ws, who, locale)


def _text_of(message: Message, max_bytes: int) -> str:
    """The text of a received frame; :class:`Refusal` for a binary or too large one."""
    text = message.get("text")
    if text is None:
        raise Refusal(
            UNSUPPORTED_CLOSE,
            400,
            "binary-frame",
            "this websocket takes JSON text messages only",
            msg("server-binary-frame"),
        )
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise Refusal(
            TOO_BIG_CLOSE,
            413,
            "too-large",
            f"a message may have at most {max_bytes} bytes",
            msg("server-message-too-large", max=str(max_bytes)),
        )
    return str(text)


async def _refuse(ws: WebSocket, exc: ApiError, locale: str) -> None:
    """Send ``exc`` as an error message in ``locale``, then close: with its ``close_code`` (a
    :class:`Refusal`), else 4000 + its HTTP status, and its reason code (at most 123 bytes). A
    socket already gone is left alone."""
    code = exc.close_code if isinstance(exc, Refusal) else 4000 + exc.status
    try:
        await ws.send_json(exc.ws_message(locale))
        await ws.close(code=code, reason=exc.reason[:123])  # kebab-case ASCII: bytes = characters
    except (WebSocketDisconnect, RuntimeError, OSError):
        log.debug("websocket closed before its refusal was sent")


async def _handle(hub: Hub, room: LiveRoom, conn: Conn, text: str) -> None:
    manager = hub.manager
    try:
        try:
            data = json.loads(text)
        except RecursionError:
            say = msg("server-not-json", detail="nested too deeply")
            raise ApiError(400, "bad-request", "not JSON: nested too deeply", say=say) from None
        except ValueError as exc:  # JSONDecodeError, or an integer too long to convert
            detail = str(getattr(exc, "msg", exc))
            say = msg("server-not-json", detail=detail)
            raise ApiError(400, "bad-request", f"not JSON: {detail}", say=say) from None
        try:
            message = ws_message_adapter.validate_python(data)
        except ValidationError as exc:
            raise validation_error(exc.errors()) from None
        if isinstance(message, WsAct | WsUndo):
            if conn.seat is None:
                raise ApiError(
                    403, "not-your-seat", "spectators cannot play", say=msg("server-spectator-cannot-play")
                )
            seat = conn.seat
            if isinstance(message, WsAct):
                change = functools.partial(manager.act_as, room.id, seat, message.version, message.action)
            else:
                change = functools.partial(manager.undo_as, room.id, seat, message.version)
            if manager.inline_changes and manager.held(room.id) is not None:  # no rebuild to wait for
                change()
            else:
                await run_in_threadpool(change)
            await hub.send_state(room, conn)
        else:
            await conn.ws.send_json({"type": "pong"})
    except ApiError as exc:
        await conn.ws.send_json(exc.ws_message(conn.locale))

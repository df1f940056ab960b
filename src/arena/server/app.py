"""The FastAPI application: HTTP API, websockets, the static web client.

``create_app(settings)`` migrates the database (``alembic upgrade head``) and builds the
rooms manager at start-up. See docs/web-api.md for every route and message.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Header, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.concurrency import run_in_threadpool
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

import arena
from arena.ai.registry import agent_names
from arena.core import registry
from arena.core.errors import ArenaError, NoHints
from arena.server.db import make_engine, migrate
from arena.server.errors import ApiError
from arena.server.live import LiveRoom
from arena.server.messages import ActBody, CreateRoom, UndoBody, WsAct, WsUndo, ws_message_adapter
from arena.server.rooms import RoomManager
from arena.server.settings import Settings

log = logging.getLogger("arena.server")
Auth = Annotated[str | None, Header(description="Bearer <seat token>")]
WEB_DIR = Path(__file__).resolve().parent.parent / "web"


@dataclass(eq=False)
class Conn:
    ws: WebSocket
    seat: int | None
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
            if room.version <= conn.sent_version and not force:
                return
            msg = room.state_message(conn.seat, self.manager.clock())
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


def _bearer(authorization: str | None) -> str | None:
    """The token of ``Authorization: Bearer <token>``; 401 for any other shape."""
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError(401, "bad-token", "expected the header Authorization: Bearer <seat token>")
    return token.strip()


def _room_info(room: LiveRoom, connected: set[int]) -> dict[str, Any]:
    with room.lock:
        return {
            "room_id": room.id,
            "game": room.game.id,
            "options": room.game.options_dict(),
            "seats": [
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "agent": s.agent,
                    "name": s.name,
                    "connected": s.kind == "agent" or s.seat in connected,
                }
                for s in room.seats
            ],
            "status": room.status(),
            "version": room.version,
            "time_bank_s": room.time_bank,
            "time_increment_s": room.increment,
            "agent_error": room.ai_error,
        }


def _games() -> list[dict[str, Any]]:
    out = []
    for gid in registry.game_ids():
        try:
            cls = registry.game_class(gid)
        except Exception:
            log.exception("game %s does not load", gid)
            continue
        info = cls.info
        out.append(
            {
                "id": info.id,
                "names": {lang: info.name(lang) for lang in ("en", "fr", "zh")},
                "min_players": info.min_players,
                "max_players": info.max_players,
                "options_schema": cls.options_model.model_json_schema(),
                "sample_configs": cls.sample_configs(),
                "hidden_information": info.hidden_information,
                "chance": info.chance,
                "version": info.version,
                "description": dict(info.description),
            }
        )
    return out


def create_app(settings: Settings | None = None) -> FastAPI:
    """The Arena web app (database migrated and rooms resumed at start-up)."""
    settings = settings if settings is not None else Settings.from_env()
    engine = make_engine(settings.database_url)
    manager = RoomManager(engine, clock=settings.clock, ai_workers=settings.ai_workers)
    hub = Hub(manager)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await run_in_threadpool(migrate, engine)
        loop = asyncio.get_running_loop()
        pending: set[asyncio.Future[None]] = set()

        def on_change(room_id: str) -> None:
            def start() -> None:
                task = asyncio.ensure_future(hub.broadcast(room_id))
                pending.add(task)
                task.add_done_callback(pending.discard)

            loop.call_soon_threadsafe(start)

        manager.on_change = on_change
        resumed = await run_in_threadpool(manager.resume_all)
        log.info("arena server ready (%d rooms resumed)", resumed)
        ticker = asyncio.create_task(_tick(manager, settings)) if settings.run_ticker else None
        try:
            yield
        finally:
            if ticker is not None:
                ticker.cancel()
            manager.close()
            engine.dispose()

    app = FastAPI(title="Arena", version=arena.__version__, lifespan=lifespan)
    app.state.manager = manager
    app.state.hub = hub
    app.state.settings = settings

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(exc.body(), status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(_validation_error(exc.errors()).body(), status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        reason = {404: "not-found", 405: "method-not-allowed"}.get(exc.status_code, "http-error")
        err = ApiError(exc.status_code, reason, str(exc.detail))
        return JSONResponse(err.body(), status_code=exc.status_code, headers=exc.headers)

    # -- HTTP API -------------------------------------------------------------------------------------------
    @app.get("/api/health")
    def health() -> dict[str, Any]:
        return {"status": "ok", "version": arena.__version__, "games": registry.game_ids()}

    @app.get("/api/games")
    def games() -> list[dict[str, Any]]:
        return _games()

    @app.get("/api/agents")
    def agents() -> list[str]:
        return agent_names()

    @app.post("/api/rooms", status_code=201)
    def create_room(body: CreateRoom) -> dict[str, Any]:
        room, tokens = manager.create(body)
        seats = []
        for s in room.seats:
            entry: dict[str, Any] = {"seat": s.seat, "kind": s.kind, "name": s.name, "agent": s.agent}
            if s.seat in tokens:
                entry["token"] = tokens[s.seat]
                entry["invite_url"] = f"/#/room/{room.id}?seat={s.seat}&token={tokens[s.seat]}"
            seats.append(entry)
        return {"room_id": room.id, "seats": seats, "spectator_url": f"/#/room/{room.id}"}

    @app.get("/api/rooms/{room_id}")
    def room_info(room_id: str) -> dict[str, Any]:
        return _room_info(manager.get(room_id), hub.connected(room_id))

    @app.get("/api/rooms/{room_id}/state")
    def room_state(
        room_id: str, authorization: Auth = None, seat: Annotated[int | None, Query()] = None
    ) -> Any:
        room = manager.get(room_id)
        who = manager.authenticate(room, _bearer(authorization), seat)
        manager.expire_due(room)
        with room.lock:
            return room.state_message(who, manager.clock())

    @app.post("/api/rooms/{room_id}/actions")
    def post_action(room_id: str, body: ActBody, authorization: Auth = None) -> Any:
        room = manager.act(room_id, _bearer(authorization), body.seat, body.version, body.action)
        with room.lock:
            return room.state_message(body.seat, manager.clock())

    @app.post("/api/rooms/{room_id}/undo")
    def post_undo(room_id: str, body: UndoBody, authorization: Auth = None) -> Any:
        room = manager.undo(room_id, _bearer(authorization), body.seat, body.version)
        with room.lock:
            return room.state_message(body.seat, manager.clock())

    @app.get("/api/rooms/{room_id}/replay")
    def replay(room_id: str) -> dict[str, Any]:
        room = manager.get(room_id)
        with room.lock:
            if not room.state.is_terminal():
                raise ApiError(409, "not-finished", "replays are shown once the game is over")
            steps = list(room.log)
            state = room.game.new_initial_state()
            initial = state.view(None)
            views = []
            for st in steps:
                state.apply(st.action)
                views.append(state.view(None))
            return {
                "room_id": room.id,
                "game": room.game.id,
                "options": room.game.options_dict(),
                "seed": room.seed,
                "actions": [st.text for st in steps],
                "players": [st.player for st in steps],
                "initial_view": initial,
                "views": views,
                "log": room.log_for(None),
                "returns": room.state.returns(),
                "winners": room.state.winners(),
            }

    @app.get("/api/rooms/{room_id}/hints")
    def hints(request: Request, room_id: str, authorization: Auth = None, seat: int | None = None) -> Any:
        room = manager.get(room_id)
        who = manager.authenticate(room, _bearer(authorization), seat)
        query = {k: v for k, v in request.query_params.items() if k != "seat"}
        with room.lock:
            try:
                return room.game.hints(room.state, who, dict(query))
            except NoHints as exc:
                raise ApiError.from_arena(exc, 404) from None
            except ArenaError as exc:
                raise ApiError.from_arena(exc, 422) from None

    # -- websocket ----------------------------------------------------------------------------------------------
    @app.websocket("/ws/rooms/{room_id}")
    async def room_socket(
        ws: WebSocket, room_id: str, seat: int | None = None, token: str | None = None
    ) -> None:
        await ws.accept()
        try:
            room = await run_in_threadpool(manager.get, room_id)
            who = await run_in_threadpool(manager.authenticate, room, token, seat)
        except ApiError as exc:
            await ws.send_json(exc.ws_message())
            await ws.close(code=4000 + exc.status)
            return
        conn = Conn(ws, who)
        hub.conns.setdefault(room_id, set()).add(conn)
        try:
            await hub.send_state(room, conn, force=True)
            while True:
                text = await ws.receive_text()
                await _handle(room, conn, text)
        except WebSocketDisconnect:
            pass
        finally:
            hub.conns.get(room_id, set()).discard(conn)

    async def _handle(room: LiveRoom, conn: Conn, text: str) -> None:
        try:
            try:
                data = json.loads(text)
            except json.JSONDecodeError as exc:
                raise ApiError(400, "bad-request", f"not JSON: {exc.msg}") from None
            try:
                msg = ws_message_adapter.validate_python(data)
            except ValidationError as exc:
                raise _validation_error(exc.errors()) from None
            if isinstance(msg, WsAct | WsUndo):
                if conn.seat is None:
                    raise ApiError(403, "not-your-seat", "spectators cannot play")
                if isinstance(msg, WsAct):
                    await run_in_threadpool(_ws_act, room.id, conn.seat, msg)
                else:
                    await run_in_threadpool(_ws_undo, room.id, conn.seat, msg)
                await hub.send_state(room, conn)
            else:
                await conn.ws.send_json({"type": "pong"})
        except ApiError as exc:
            await conn.ws.send_json(exc.ws_message())

    def _ws_act(room_id: str, seat: int, msg: WsAct) -> None:
        manager.act_as(room_id, seat, msg.version, msg.action)

    def _ws_undo(room_id: str, seat: int, msg: WsUndo) -> None:
        manager.undo_as(room_id, seat, msg.version)

    # -- the web client ---------------------------------------------------------------------------------------------
    app.mount("/", StaticFiles(directory=WEB_DIR, html=True, check_dir=False), name="web")
    return app


def _validation_error(errors: Any) -> ApiError:
    first = errors[0] if errors else {}
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
    msg = first.get("msg", "invalid request")
    return ApiError(400, "bad-request", f"{where}: {msg}" if where else str(msg))


async def _tick(manager: RoomManager, settings: Settings) -> None:
    """Expire time banks about ``clock_tick_s`` apart (each expiry is committed and broadcast)."""
    while True:
        await asyncio.sleep(settings.clock_tick_s)
        try:
            if any(r.time_bank is not None for r in manager.live_rooms()):
                await run_in_threadpool(manager.tick_clocks)
        except Exception:
            log.exception("clock tick failed")

"""The FastAPI application: it assembles the routers, the error handlers, the static web client,
and the lifespan (database migration, rooms resumed, the clocks' tick).

``create_app(settings)`` migrates the database (``alembic upgrade head``) and builds the
rooms manager at start-up. See docs/web-api.md for every route and message, and
``/openapi.json`` for their schemas (the websocket's included).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

import arena
from arena.server import openapi
from arena.server.db import make_engine, migrate
from arena.server.errors import ApiError, request_locale, validation_error
from arena.server.fanout import fanout_for
from arena.server.rooms import RoomManager
from arena.server.routers import games, i18n, rooms, ws
from arena.server.settings import Settings

log = logging.getLogger("arena.server")
WEB_DIR = Path(__file__).resolve().parent.parent / "web"


def create_app(settings: Settings | None = None) -> FastAPI:
    """The Arena web app (database migrated and rooms resumed at start-up)."""
    settings = settings if settings is not None else Settings.from_env()
    engine = make_engine(settings.database_url, settings.sqlite_synchronous)
    fanout = fanout_for(settings.redis_url)
    manager = RoomManager(engine, clock=settings.clock, settings=settings, fanout=fanout)
    hub = ws.Hub(manager)
    manager.connected = lambda room_id: bool(hub.conns.get(room_id))

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

        def on_remote(room_id: str, version: int) -> None:
            """Another process moved a room on: refresh this process's connections to it."""
            if manager.remote_change(room_id, version) or hub.conns.get(room_id):
                loop.call_soon_threadsafe(start_broadcast, room_id)

        def start_broadcast(room_id: str) -> None:
            if hub.conns.get(room_id):
                task = asyncio.ensure_future(hub.broadcast(room_id))
                pending.add(task)
                task.add_done_callback(pending.discard)

        fanout.start(on_remote)
        resumed = await run_in_threadpool(manager.resume_all)
        log.info("arena server ready (%d rooms resumed)", resumed)
        ticker = asyncio.create_task(_tick(manager, settings)) if settings.run_ticker else None
        if settings.run_ticker:
            manager.start_sweeper()
        try:
            yield
        finally:
            if ticker is not None:
                ticker.cancel()
            fanout.close()
            manager.close()
            engine.dispose()

    app = FastAPI(title="Arena", version=arena.__version__, lifespan=lifespan)
    app.state.manager = manager
    app.state.hub = hub
    app.state.settings = settings

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError) -> JSONResponse:
        locale = request_locale(request.query_params.get("lang"), request.headers.get("accept-language"))
        return JSONResponse(exc.body(locale), status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(validation_error(exc.errors()).body(), status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        reason = {404: "not-found", 405: "method-not-allowed"}.get(exc.status_code, "http-error")
        err = ApiError(exc.status_code, reason, str(exc.detail))
        return JSONResponse(err.body(), status_code=exc.status_code, headers=exc.headers)

    app.include_router(games.router)
    app.include_router(rooms.router)
    app.include_router(ws.router)
    app.include_router(i18n.router)
    openapi.install(app)
    app.mount("/", StaticFiles(directory=WEB_DIR, html=True, check_dir=False), name="web")
    return app


async def _tick(manager: RoomManager, settings: Settings) -> None:
    """Expire time banks about ``clock_tick_s`` apart (each expiry is committed and broadcast)."""
    while True:
        await asyncio.sleep(settings.clock_tick_s)
        try:
            if any(r.clocks.bank is not None for r in manager.live_rooms()):
                await run_in_threadpool(manager.tick_clocks)
        except Exception:
            log.exception("clock tick failed")

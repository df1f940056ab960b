"""The FastAPI application: it assembles the routers, the error handlers, the static web client,
the hardening middlewares (security headers, body size, failed tokens) and the lifespan
(database migration, rooms resumed, the clocks' tick).

``create_app(settings)`` migrates the database (``alembic upgrade head``) and builds the
rooms manager at start-up. See docs/web-api.md for every route and message, and
``/openapi.json`` for their schemas (the websocket's included).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import AsyncIterator
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import compile_path

import arena
from arena.core.text import msg
from arena.server import openapi
from arena.server.auth import FailedTokens
from arena.server.db import Checkpoints, make_engine, migrate
from arena.server.errors import ApiError, request_locale, validation_error
from arena.server.fanout import fanout_for
from arena.server.headers import SecurityHeaders, security_headers
from arena.server.limits import BodyLimit, FailedTokenGuard
from arena.server.rooms import RoomManager
from arena.server.routers import games, i18n, rooms, ws
from arena.server.settings import Settings

log = logging.getLogger("arena.server")
WEB_DIR = Path(__file__).resolve().parent.parent / "web"


def create_app(settings: Settings | None = None) -> FastAPI:
    """The Arena web app (database migrated and rooms resumed at start-up)."""
    settings = settings if settings is not None else Settings.from_env()
    engine = make_engine(settings.database_url, settings.sqlite_synchronous, own_checkpoints=True)
    checkpoints = Checkpoints(engine)
    fanout = fanout_for(settings.redis_url)
    manager = RoomManager(engine, clock=settings.clock, settings=settings, fanout=fanout)
    hub = ws.Hub(manager, settings)
    manager.connected = lambda room_id: bool(hub.conns.get(room_id))
    failed_tokens = FailedTokens(settings.failed_token_limit, settings.failed_token_window_s, settings.clock)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await run_in_threadpool(migrate, engine)
        checkpoints.start()
        loop = asyncio.get_running_loop()
        pending: set[asyncio.Future[None]] = set()

        loop_thread = threading.get_ident()

        def on_change(room_id: str) -> None:
            def start() -> None:
                task = asyncio.ensure_future(hub.broadcast(room_id))
                pending.add(task)
                task.add_done_callback(pending.discard)

            if threading.get_ident() == loop_thread:  # a change made on the event loop
                loop.call_soon(start)
            else:
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
            checkpoints.stop()
            engine.dispose()

    app = FastAPI(title="Arena", version=arena.__version__, lifespan=lifespan)
    app.state.manager = manager
    app.state.hub = hub
    app.state.settings = settings
    app.state.failed_tokens = failed_tokens

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(exc.body(_locale(request)), status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _bad_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(validation_error(exc.errors()).body(_locale(request)), status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        status, detail, headers = exc.status_code, str(exc.detail), dict(exc.headers or {})
        methods = _api_methods(request) if status in (404, 405) else set()
        if methods and request.method not in methods:  # fell through to the files: 405 as the API's
            status, detail, headers["Allow"] = 405, "Method Not Allowed", ", ".join(sorted(methods))
        reason = {400: "bad-request", 404: "not-found", 405: "method-not-allowed"}.get(status, "http-error")
        say = msg(f"server-{reason}", method=request.method, status=str(status))
        err = ApiError(status, reason, detail, say=say)
        return JSONResponse(err.body(_locale(request)), status_code=status, headers=headers)

    @app.exception_handler(Exception)
    async def _server_error(request: Request, _exc: Exception) -> JSONResponse:
        """A bug: 500 in the error shape (Starlette logs the traceback). This answer leaves
        outside the middlewares, so it carries the security headers itself."""
        err = ApiError(
            500, "internal-error", "the server failed; the error is logged", say=msg("server-internal-error")
        )
        body = err.body(_locale(request))
        return JSONResponse(body, status_code=500, headers=security_headers(request.url.path))

    app.include_router(games.router)
    app.include_router(rooms.router)
    app.include_router(ws.router)
    app.include_router(i18n.router)
    openapi.install(app)
    app.mount("/", StaticFiles(directory=WEB_DIR, html=True, check_dir=False), name="web")
    # the last added runs first: headers on every answer, then the body's size, then tokens
    app.add_middleware(FailedTokenGuard, failures=failed_tokens)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(SecurityHeaders)
    return app


def _locale(request: Request) -> str:
    """The locale the request's refusal is said in (``?lang=``, else ``Accept-Language``)."""
    return request_locale(request.query_params.get("lang"), request.headers.get("accept-language"))


def _api_methods(request: Request) -> set[str]:
    """The methods of the API routes at the request's path: a request with another method
    falls through to the web client's files (mounted at ``/``), whose 404 or 405 (``Allow: GET,
    HEAD``) would misstate the API."""
    methods: set[str] = set()
    for ctx in iter_route_contexts(request.app.routes):
        route_path = ctx.path_format if isinstance(ctx.original_route, APIRoute) else None
        if route_path and compile_path(route_path)[0].match(request.url.path):
            methods |= ctx.methods or set()
    return methods


async def _tick(manager: RoomManager, settings: Settings) -> None:
    """Expire time banks about ``clock_tick_s`` apart (each expiry is committed and broadcast)."""
    while True:
        await asyncio.sleep(settings.clock_tick_s)
        try:
            if any(r.clocks.bank is not None for r in manager.live_rooms()):
                await run_in_threadpool(manager.tick_clocks)
        except Exception:
            log.exception("clock tick failed")

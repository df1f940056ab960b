"""Limits on what a client may send: the request body's size (413 before it is parsed), the
rate of failed seat tokens per client address (429 with ``Retry-After``), and the rate of a
websocket's messages (a token bucket). The websocket's own limits (frame size, connections per
seat) are applied in :mod:`arena.server.routers.ws` with these settings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from arena.core.text import msg
from arena.server.auth import FailedTokens
from arena.server.errors import ApiError, scope_locale


def client_address(scope: Scope) -> str:
    """The client's address (behind a proxy: as uvicorn's ``--forwarded-allow-ips`` resolves it)."""
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def error_response(exc: ApiError, scope: Scope, headers: dict[str, str] | None = None) -> JSONResponse:
    """``exc`` as an HTTP answer in the API's error shape, in the request's locale."""
    return JSONResponse(exc.body(scope_locale(scope)), status_code=exc.status, headers=headers)


def too_large(max_bytes: int) -> ApiError:
    return ApiError(
        413,
        "too-large",
        f"the request body may have at most {max_bytes} bytes",
        say=msg("server-too-large", max=str(max_bytes)),
    )


class BodyLimit:
    """ASGI middleware: a request whose body exceeds ``max_bytes`` is answered 413 without
    reaching the app: at once when its ``Content-Length`` says so, else as soon as the chunks
    read so far pass the limit. A body within it is read whole, then handed to the app."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = Headers(scope=scope).get("content-length", "").strip()
        if declared.isdigit() and (len(declared) > 18 or int(declared) > self.max_bytes):
            await error_response(too_large(self.max_bytes), scope)(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await error_response(too_large(self.max_bytes), scope)(scope, receive, send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body_sent = False

        async def replay() -> Message:
            nonlocal body_sent
            if body_sent:
                return await receive()
            body_sent = True
            return {"type": "http.request", "body": b"".join(chunks), "more_body": False}

        await self.app(scope, replay, send)


class FailedTokenGuard:
    """ASGI middleware: every 401 answer counts as a failed token of the client's address
    (:class:`~arena.server.auth.FailedTokens`); an address past the limit is answered 429,
    with ``Retry-After``, for any request presenting a token, until the window lets it."""

    def __init__(self, app: ASGIApp, failures: FailedTokens) -> None:
        self.app = app
        self.failures = failures

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        client = client_address(scope)
        if "authorization" in Headers(scope=scope):
            wait = self.failures.retry_after(client)
            if wait:
                refusal = error_response(too_many_failures(wait), scope, {"Retry-After": str(wait)})
                await refusal(scope, receive, send)
                return

        async def count_failures(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] == 401:
                self.failures.failed(client)
            await send(message)

        await self.app(scope, receive, count_failures)


def too_many_failures(wait: int) -> ApiError:
    return ApiError(
        429,
        "too-many-failed-tokens",
        f"too many wrong seat tokens: try again in {wait} s",
        say=msg("server-too-many-failed-tokens", wait=str(wait)),
    )


@dataclass
class MessageBudget:
    """A token bucket: ``burst`` messages at once, then ``rate_per_s`` a second (the clock is
    monotonic seconds)."""

    burst: int
    rate_per_s: float
    clock: Callable[[], float]
    tokens: float = field(init=False)
    stamp: float = field(init=False)

    def __post_init__(self) -> None:
        self.tokens = float(self.burst)
        self.stamp = self.clock()

    def take(self) -> bool:
        """Spend one message; ``False`` when none is left."""
        now = self.clock()
        self.tokens = min(float(self.burst), self.tokens + (now - self.stamp) * self.rate_per_s)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

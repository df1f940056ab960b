"""Security headers on every HTTP answer, and the websocket's ``Origin`` check.

The web client loads only its own scripts, stylesheets and string tables, and talks only to
its own origin (``fetch`` and the websocket), so its Content-Security-Policy allows ``'self'``
alone: no inline script, no inline style attribute (the client sets styles through the
CSSOM, which CSP does not restrict), no framing. FastAPI's ``/docs`` and ``/redoc`` pages load
Swagger UI and ReDoc from a CDN and start them with an inline script: those two pages get a
policy allowing that, and nothing else does.
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

APP_CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
"""The web client's policy (``data:`` images: the page's empty ``data:,`` icon)."""

DOCS_CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net",
        "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net https://fonts.googleapis.com",
        "font-src 'self' https://fonts.gstatic.com",
        "img-src 'self' data: https://fastapi.tiangolo.com https://cdn.redoc.ly",
        "worker-src 'self' blob:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
    ]
)
"""The policy of the API's browsable docs (Swagger UI, ReDoc: CDN scripts, an inline start)."""

DOCS_PATHS = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc"})

COMMON_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
}


def security_headers(path: str) -> dict[str, str]:
    """The headers every answer to ``path`` carries."""
    csp = DOCS_CSP if path in DOCS_PATHS else APP_CSP
    return {"Content-Security-Policy": csp, **COMMON_HEADERS}


class SecurityHeaders:
    """ASGI middleware: :func:`security_headers` on every HTTP answer (API, static files,
    errors), replacing any the app set, and no ``server`` header."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        extra = security_headers(scope["path"])

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in extra.items():
                    headers[name] = value
                del headers["server"]
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _host_port(scheme: str, netloc: str) -> tuple[str, int] | None:
    """(lower-case host, port) of ``netloc``, the port defaulted by ``scheme``; ``None`` if
    it does not parse."""
    try:
        parts = urlsplit(f"//{netloc}")
        port = parts.port
    except ValueError:
        return None
    if not parts.hostname:
        return None
    default = {"http": 80, "https": 443, "ws": 80, "wss": 443}.get(scheme)
    return parts.hostname.lower(), port if port is not None else (default or 0)


def origin_allowed(origin: str | None, host: str | None, allowed: Iterable[str]) -> bool:
    """Whether a websocket opened from ``origin`` (the ``Origin`` header) may connect to the
    server reached as ``host`` (the ``Host`` header): no ``Origin`` (not a browser), the same
    host and port, or an origin of ``allowed`` (``*``: any)."""
    if origin is None:
        return True
    wanted = origin.strip().rstrip("/").lower()
    listed = {a.strip().rstrip("/").lower() for a in allowed}
    if "*" in listed or wanted in listed:
        return True
    scheme, sep, netloc = wanted.partition("://")
    if not sep or scheme not in ("http", "https") or not host:
        return False
    mine = _host_port(scheme, host.strip())
    return mine is not None and _host_port(scheme, netloc) == mine

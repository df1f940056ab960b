"""The API's one error shape: ``{"error": {"reason", "message", "rule"}}`` with a 4xx status."""

from __future__ import annotations

from typing import Any

from arena.core.errors import ArenaError


class ApiError(Exception):
    """A refusal the client must see: HTTP status, kebab-case reason, message, rule."""

    def __init__(self, status: int, reason: str, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.reason = reason
        self.message = message
        self.rule = rule or None

    @classmethod
    def from_arena(cls, exc: ArenaError, status: int = 422) -> ApiError:
        return cls(status, exc.reason, exc.message, exc.rule or None)

    def fields(self) -> dict[str, Any]:
        return {"reason": self.reason, "message": self.message, "rule": self.rule}

    def body(self) -> dict[str, Any]:
        """The HTTP response body."""
        return {"error": self.fields()}

    def ws_message(self) -> dict[str, Any]:
        """The websocket message."""
        return {"type": "error", **self.fields()}


def validation_error(errors: Any) -> ApiError:
    """A 400 ``bad-request`` naming pydantic's first complaint (request bodies, ws messages)."""
    first = errors[0] if errors else {}
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
    msg = first.get("msg", "invalid request")
    return ApiError(400, "bad-request", f"{where}: {msg}" if where else str(msg))

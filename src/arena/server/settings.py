"""Server settings, read from the environment (``ARENA_*``) or given to ``create_app``."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, fields

DEFAULT_DATABASE_URL = "sqlite:///./var/arena.db"


def _env(parse: Callable[[str], object]) -> dict[str, object]:
    """A field's metadata: ``from_env`` reads it from ``ARENA_<FIELD NAME>`` with ``parse``."""
    return {"parse": parse}


def _comma_list(text: str) -> tuple[str, ...]:
    return tuple(item.strip() for item in text.split(",") if item.strip())


@dataclass
class Settings:
    """Everything the app needs; ``clock`` is injectable so tests can drive time banks."""

    database_url: str = DEFAULT_DATABASE_URL
    ai_workers: int = 2
    clock_tick_s: float = 0.25
    clock: Callable[[], float] = field(default=time.monotonic)
    run_ticker: bool = True

    # -- hardening (issue 31): each read from ``ARENA_<NAME>`` (docs/server.md, "Hardening")
    max_body_bytes: int = field(default=64 * 1024, metadata=_env(int))
    """A request body larger than this is refused (413) before it is parsed."""
    ws_max_frame_bytes: int = field(default=16 * 1024, metadata=_env(int))
    """A websocket message larger than this closes the connection (1009)."""
    ws_max_conns_per_seat: int = field(default=4, metadata=_env(int))
    """Open websockets per seat of a room; one more is refused (1008)."""
    ws_max_spectators: int = field(default=64, metadata=_env(int))
    """Open spectator websockets per room; one more is refused (1008)."""
    ws_msg_burst: int = field(default=60, metadata=_env(int))
    ws_msg_rate_per_s: float = field(default=20.0, metadata=_env(float))
    """A websocket may send ``ws_msg_burst`` messages at once, then this many a second (1008 past it)."""
    failed_token_limit: int = field(default=20, metadata=_env(int))
    failed_token_window_s: float = field(default=60.0, metadata=_env(float))
    """A client address with this many 401s in the window gets 429 for any token it presents."""
    allowed_origins: tuple[str, ...] = field(default=(), metadata=_env(_comma_list))
    """Websocket ``Origin``s accepted besides the server's own (``https://host[:port]``; ``*``: any)."""

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        """``ARENA_DATABASE_URL``, ``ARENA_AI_WORKERS``, ``ARENA_CLOCK_TICK_S``, and each field
        with ``_env`` metadata from ``ARENA_<FIELD NAME>``; overrides win."""
        env = os.environ
        values: dict[str, object] = {
            "database_url": env.get("ARENA_DATABASE_URL", DEFAULT_DATABASE_URL),
            "ai_workers": int(env.get("ARENA_AI_WORKERS", "2")),
            "clock_tick_s": float(env.get("ARENA_CLOCK_TICK_S", "0.25")),
        }
        values.update(
            {
                f.name: f.metadata["parse"](env[var])
                for f in fields(cls)
                if (var := f"ARENA_{f.name.upper()}") in env and "parse" in f.metadata
            }
        )
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)  # type: ignore[arg-type]

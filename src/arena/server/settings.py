"""Server settings, read from the environment (``ARENA_*``) or given to ``create_app``."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field

DEFAULT_DATABASE_URL = "sqlite:///./var/arena.db"


@dataclass
class Settings:
    """Everything the app needs; ``clock`` is injectable so tests can drive time banks."""

    database_url: str = DEFAULT_DATABASE_URL
    ai_workers: int = 2
    clock_tick_s: float = 0.25
    clock: Callable[[], float] = field(default=time.monotonic)
    run_ticker: bool = True
    sqlite_synchronous: str = "NORMAL"
    """``ARENA_SQLITE_SYNCHRONOUS``: NORMAL (durable against a dying process) or FULL (and a power cut)."""
    # -- many processes (issue 31)
    redis_url: str | None = None
    """``ARENA_REDIS_URL``: where server processes on one database tell each other of changes."""

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        """``ARENA_DATABASE_URL``, ``ARENA_AI_WORKERS``, ``ARENA_CLOCK_TICK_S``, ``ARENA_REDIS_URL``;
        overrides win."""
        env = os.environ
        values: dict[str, object] = {
            "database_url": env.get("ARENA_DATABASE_URL", DEFAULT_DATABASE_URL),
            "ai_workers": int(env.get("ARENA_AI_WORKERS", "2")),
            "clock_tick_s": float(env.get("ARENA_CLOCK_TICK_S", "0.25")),
            "redis_url": env.get("ARENA_REDIS_URL") or None,
            "sqlite_synchronous": env.get("ARENA_SQLITE_SYNCHRONOUS", "NORMAL"),
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)  # type: ignore[arg-type]

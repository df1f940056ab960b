"""Server settings, read from the environment (``ARENA_*``) or given to ``create_app``."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, fields

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
    # -- bounded work (issue 31): agent budgets, worker processes, rooms' lifetime (docs/server.md, "Limits")
    agent_processes: int = 2
    """Worker processes in which search agents think: at most this many moves at once."""
    agent_nice: int = 10
    """Niceness of those processes (higher: people's requests win the CPU)."""
    agent_move_timeout_s: float = 30.0
    """A move still thinking after this long is stopped (its process killed) and played at random."""
    agent_room_cpu_s: float = 600.0
    """CPU seconds a room's agents may think in all; then they play at random."""
    agent_max_iters: int = 20_000
    agent_max_time_s: float = 5.0
    """The cap on ``time`` x ``workers`` (the shares of one move run one after the other)."""
    agent_max_workers: int = 2
    agent_max_samples: int = 64
    agent_max_leaves: int = 256
    """Caps ``leaves`` and ``exact`` (chance outcomes enumerated)."""
    agent_max_rollout: int = 200
    """Caps ``rollout`` (``-1``, to the end of the game, stays allowed)."""
    room_cache: int = 200
    """Live rooms kept in memory beyond those at work; the least recently used idle ones leave."""
    room_evict_s: float = 300.0
    """An idle room (no action, request or connection) leaves memory after this long."""
    room_expire_s: float = 86_400.0
    """An unfinished room with no action or connection for this long expires (410)."""
    room_sweep_s: float = 30.0
    """How often idle rooms are evicted and abandoned ones expired."""

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        """``ARENA_DATABASE_URL``, ``ARENA_AI_WORKERS``, ``ARENA_CLOCK_TICK_S``, ``ARENA_REDIS_URL``,
        ``ARENA_SQLITE_SYNCHRONOUS`` and the bounded work settings (``ARENA_AGENT_*``, ``ARENA_ROOM_*``:
        each field's name in capitals); overrides win."""
        env = os.environ
        values: dict[str, object] = {
            "database_url": env.get("ARENA_DATABASE_URL", DEFAULT_DATABASE_URL),
            "ai_workers": int(env.get("ARENA_AI_WORKERS", "2")),
            "clock_tick_s": float(env.get("ARENA_CLOCK_TICK_S", "0.25")),
            "redis_url": env.get("ARENA_REDIS_URL") or None,
            "sqlite_synchronous": env.get("ARENA_SQLITE_SYNCHRONOUS", "NORMAL"),
        }
        # -- bounded work (issue 31)
        for f in fields(cls):
            text = env.get(f"ARENA_{f.name.upper()}")
            if f.name.startswith(("agent_", "room_")) and text is not None:
                values[f.name] = type(getattr(cls, f.name))(text)
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)  # type: ignore[arg-type]

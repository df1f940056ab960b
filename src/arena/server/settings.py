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


def _flag(text: str) -> bool:
    """``1``/``true``/``yes``/``on`` or ``0``/``false``/``no``/``off`` (any case)."""
    word = text.strip().lower()
    if word in ("1", "true", "yes", "on"):
        return True
    if word in ("0", "false", "no", "off", ""):
        return False
    raise ValueError(f"expected on or off, not {text!r}")


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
    # -- the coach (issue 32): each read from ``ARENA_<NAME>`` (docs/server.md, "Limits")
    analysis_max_iters: int = field(default=2_000, metadata=_env(int))
    """Search iterations of one analysis (a review: of all its decisions together); a request
    asking more runs at this cap."""
    analysis_max_seconds: float = field(default=2.0, metadata=_env(float))
    """Seconds of search one analysis may ask for (a review: per decision)."""
    room_cache: int = 200
    """Live rooms kept in memory beyond those at work; the least recently used idle ones leave."""
    room_evict_s: float = 300.0
    """An idle room (no action, request or connection) leaves memory after this long."""
    room_expire_s: float = 86_400.0
    """An unfinished room with no action or connection for this long expires (410)."""
    room_sweep_s: float = 30.0
    """How often idle rooms are evicted and abandoned ones expired."""

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
    ws_compression: bool = field(default=False, metadata=_env(_flag))
    """permessage-deflate on the websockets: a Mage Knight state of 72 KB travels as 9 KB, for
    about 0.8 ms of server time per message. Off by default (loopback, a LAN, a proxy that
    compresses); on for players on slow links."""
    allowed_origins: tuple[str, ...] = field(default=(), metadata=_env(_comma_list))
    """Websocket ``Origin``s accepted besides the server's own (``https://host[:port]``; ``*``: any)."""

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        """``ARENA_DATABASE_URL``, ``ARENA_AI_WORKERS``, ``ARENA_CLOCK_TICK_S``, ``ARENA_REDIS_URL``,
        ``ARENA_SQLITE_SYNCHRONOUS``, the bounded work settings (``ARENA_AGENT_*``, ``ARENA_ROOM_*``:
        each field's name in capitals) and each field with ``parse`` metadata from
        ``ARENA_<FIELD NAME>``; overrides win."""
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
        values.update(
            {
                f.name: f.metadata["parse"](env[var])
                for f in fields(cls)
                if (var := f"ARENA_{f.name.upper()}") in env and "parse" in f.metadata
            }
        )
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)  # type: ignore[arg-type]

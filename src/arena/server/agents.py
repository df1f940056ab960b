"""The agent runner: AI seats think in a thread pool on a copy of the state (never the live
one), so a slow agent never blocks other rooms or the event loop; their move is then applied
like a person's (through the ``play`` callback, which commits it).

An agent draws from a copy of its seat's generator (``arena.core.match``); the advanced copy is
handed back with the move and kept only if the move is committed. An agent that raises or
answers an illegal action is replaced for that move by a random legal one (``auto:
"fallback"``, its error shown as the room's ``agent_error``).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from arena.ai.random_agent import RandomAgent
from arena.ai.registry import make_agent
from arena.core.agent import Agent, Observation
from arena.core.errors import ArenaError
from arena.core.state import State
from arena.server.errors import ApiError
from arena.server.live import LiveRoom

log = logging.getLogger("arena.server")

Play = Callable[[LiveRoom, int, Any, str | None, random.Random], None]
"""Apply and commit (room, seat, action, auto mark, the seat's advanced generator); room lock held."""


def seat_agent(spec: str) -> Agent:
    """The agent an AI seat's spec names (422 ``bad-agent`` and the like)."""
    try:
        return make_agent(spec)
    except ArenaError as exc:
        raise ApiError.from_arena(exc) from None


class AgentRunner:
    """Runs the agents of every room in a pool of ``workers`` threads."""

    def __init__(self, workers: int, play: Play, notify: Callable[[str], None]) -> None:
        self._play = play
        self._notify = notify
        self._pool = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="arena-ai")
        self.closed = False

    def close(self) -> None:
        self.closed = True
        self._pool.shutdown(wait=False, cancel_futures=True)

    def schedule(self, room: LiveRoom) -> None:
        """If an agent is to move, let it think in the pool on a copy (room lock held)."""
        m = room.master
        if self.closed or room.ai_pending or m.state.is_terminal():
            return
        seat = m.state.current_player()
        if seat < 0 or seat not in room.agents:
            return
        room.ai_pending = True
        snapshot, version = m.state.clone(), m.version
        try:
            self._pool.submit(self._job, room, seat, snapshot, version)
        except RuntimeError:  # pool shut down
            room.ai_pending = False

    def _job(self, room: LiveRoom, seat: int, snapshot: State[Any], version: int) -> None:
        try:
            self._move(room, seat, snapshot, version)
        except Exception:
            log.exception("agent move failed in room %s", room.id)

    def _move(self, room: LiveRoom, seat: int, snapshot: State[Any], version: int) -> None:
        with room.lock:
            rng = room.master.generators().copy().seats[seat]  # kept only if the move is committed
        auto: str | None = None
        try:
            action = room.agents[seat].act(Observation(snapshot, seat), rng)
        except Exception as exc:
            log.exception("agent %s failed in room %s", room.seats[seat].agent, room.id)
            room.ai_error = f"{type(exc).__name__}: {exc}"
            action, auto = RandomAgent().act(Observation(snapshot, seat), rng), "fallback"
        changed = False
        with room.lock:
            room.ai_pending = False
            if self.closed:
                return
            m = room.master
            if m.version == version and m.state.current_player() == seat:
                try:
                    self._play(room, seat, action, auto, rng)
                except (ArenaError, TypeError, ValueError, KeyError) as exc:  # not a legal action
                    room.ai_error = f"illegal agent action: {exc}"
                    fallback = RandomAgent().act(Observation(m.state.clone(), seat), rng)
                    self._play(room, seat, fallback, "fallback", rng)
                changed = True
            else:
                self.schedule(room)
        if changed:
            self._notify(room.id)

"""The agent runner: AI seats think on a copy of the state (never the live one), so a slow
agent never blocks other rooms or the event loop; their move is then applied like a person's
(through the ``play`` callback, which commits it).

Two lanes (issue 31): search agents (``mcts``, ``greedy``: :mod:`arena.server.budgets`) think
in the server's worker processes (:mod:`arena.server.workers`), at most ``processes`` moves at
once, each within ``move_timeout_s`` and the room's ``room_cpu_s``; cheap agents (``random``,
and agents registered without declared knobs) in a pool of threads of their own, so a room of
theirs keeps moving while every worker process thinks. A spec is checked against the server's
caps (:func:`~arena.server.budgets.check_spec`) before its room exists.

An agent draws from a copy of its seat's generator (``arena.core.match``); the advanced copy is
handed back with the move and kept only if the move is committed. An agent that raises or
answers an illegal action is replaced for that move by a random legal one (``auto:
"fallback"``, its error shown as the room's ``agent_error``).
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from arena.ai.random_agent import RandomAgent
from arena.ai.registry import make_agent
from arena.core.agent import Agent, Observation
from arena.core.errors import ArenaError
from arena.core.state import State
from arena.server.budgets import Limits, check_spec
from arena.server.errors import ApiError
from arena.server.live import LiveRoom
from arena.server.settings import Settings
from arena.server.workers import Job, ThinkError, WorkerPool

log = logging.getLogger("arena.server")

Play = Callable[[LiveRoom, int, Any, str | None, random.Random], bool]
"""Apply and commit (room, seat, action, auto mark, the seat's advanced generator); room lock
held; False when the room is no longer live (cancelled, expired, evicted): nothing done."""


@dataclass
class Budgets:
    """What bounds the agents' work (the settings' values: their defaults live there only)."""

    limits: Limits
    threads: int
    processes: int
    nice: int
    move_timeout_s: float
    room_cpu_s: float

    @classmethod
    def of(cls, settings: Settings) -> Budgets:
        return cls(
            Limits.of(settings),
            threads=settings.ai_workers,
            processes=settings.agent_processes,
            nice=settings.agent_nice,
            move_timeout_s=settings.agent_move_timeout_s,
            room_cpu_s=settings.agent_room_cpu_s,
        )


@dataclass
class RoomThinking:
    """A room's agents' CPU seconds spent (stored with each of their moves: an eviction or a
    restart goes on counting) and its cancellation."""

    limit_s: float
    spent_s: float = 0.0
    cancelled: threading.Event = field(default_factory=threading.Event)


class PooledAgent:
    """An agent seat whose moves are thought about in a worker process."""

    def __init__(
        self, spec: str, room_id: str, seat: int, pool: WorkerPool, room: RoomThinking, timeout_s: float
    ) -> None:
        self.name = spec
        self.spec = spec
        self.key = (room_id, seat, spec)
        self.pool = pool
        self.room = room
        self.timeout_s = timeout_s

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        """The worker's choice; :class:`ThinkError` when over time or budget, or cancelled."""
        room = self.room
        if room.spent_s >= room.limit_s:
            raise ThinkError(f"this room's agents have spent their {room.limit_s:g} CPU seconds")
        try:
            answer = self.pool.think(
                Job(self.key, obs, rng), timeout_s=self.timeout_s, cancelled=room.cancelled
            )
        except ThinkError:
            room.spent_s += self.timeout_s
            raise
        if answer.rng is not None:  # an agent's answer always has it (Work's has none)
            rng.setstate(answer.rng.getstate())
        room.spent_s += answer.cpu_s
        if answer.index is None:
            raise ThinkError(answer.error or "no answer")
        return obs.legal_actions[answer.index]


class AgentRunner:
    """Runs the agents of every room: worker processes for search agents, threads for cheap ones."""

    def __init__(self, budgets: Budgets, play: Play, notify: Callable[[str], None]) -> None:
        self.budgets = budgets
        self._play = play
        self._notify = notify
        self._threads = ThreadPoolExecutor(max_workers=max(1, budgets.threads), thread_name_prefix="arena-ai")
        self.workers = WorkerPool(budgets.processes, nice=budgets.nice)
        self._waiting = ThreadPoolExecutor(max_workers=self.workers.size, thread_name_prefix="arena-ai-proc")
        self.closed = False

    def close(self) -> None:
        self.closed = True
        self._threads.shutdown(wait=False, cancel_futures=True)
        self._waiting.shutdown(wait=False, cancel_futures=True)
        self.workers.close()

    def check(self, spec: str) -> None:
        """422 ``bad-agent`` or ``agent-over-limit`` unless the server accepts ``spec``."""
        check_spec(spec, self.budgets.limits)

    def seat_agents(self, room_id: str, specs: dict[int, str], spent_s: float = 0.0) -> dict[int, Agent]:
        """The agents of a room's AI seats (each spec checked against the caps); ``spent_s``: the
        CPU seconds they spent before (stored), counted against the room's budget."""
        thinking = RoomThinking(self.budgets.room_cpu_s, spent_s)
        agents: dict[int, Agent] = {}
        for seat, spec in specs.items():
            budget = check_spec(spec, self.budgets.limits)
            if budget is not None and budget.in_process:
                timeout = self.budgets.move_timeout_s
                agents[seat] = PooledAgent(spec, room_id, seat, self.workers, thinking, timeout)
            else:
                agents[seat] = _thread_agent(spec)
        return agents

    def stop(self, room: LiveRoom) -> None:
        """Stop the room's agents: a move being thought about in a process ends (killed)."""
        for agent in room.agents.values():
            if isinstance(agent, PooledAgent):
                agent.room.cancelled.set()

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
        lane = self._waiting if isinstance(room.agents[seat], PooledAgent) else self._threads
        try:
            lane.submit(self._job, room, seat, snapshot, version)
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
        except ThinkError as exc:
            log.warning("agent %s in room %s: %s", room.seats[seat].agent, room.id, exc)
            room.ai_error = str(exc)
            action, auto = RandomAgent().act(Observation(snapshot, seat), rng), "fallback"
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
                    changed = self._play(room, seat, action, auto, rng)
                except (ArenaError, TypeError, ValueError, KeyError) as exc:  # not a legal action
                    room.ai_error = f"illegal agent action: {exc}"
                    fallback = RandomAgent().act(Observation(m.state.clone(), seat), rng)
                    changed = self._play(room, seat, fallback, "fallback", rng)
            else:
                self.schedule(room)
        if changed:
            self._notify(room.id)


def _thread_agent(spec: str) -> Agent:
    try:
        return make_agent(spec)
    except ArenaError as exc:
        raise ApiError.from_arena(exc) from None


def spent_s(agents: dict[int, Agent]) -> float | None:
    """The CPU seconds a room's searching agents have spent (``None``: it has none)."""
    for agent in agents.values():
        if isinstance(agent, PooledAgent):
            return agent.room.spent_s
    return None

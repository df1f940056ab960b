"""The worker processes in which search agents think (issue 31), owned by the server.

A :class:`WorkerPool` keeps at most ``size`` processes (``ARENA_AGENT_PROCESSES``): that many
moves are thought about at once, whatever the number of rooms; a move waits for a free one.
Each is a spawned, daemonic Python process at a lower priority (``nice``) that answers
:class:`Job` s over a pipe: the observation (pickled), the agent's spec and its seat's
generator, answered by the index of the chosen legal action and the advanced generator.
Being daemonic, a worker never forks (an ``mcts`` spec's ``workers`` shares run one after
the other in it, ``arena.ai.parallel``).

Never orphaned: a worker watches its parent's pid and exits as soon as it changes (the server
died, even by SIGKILL), and exits when its pipe closes. A move that runs over its time, or
whose room is cancelled, has its process killed (a new one starts for the next move).

A worker keeps the last few agents it served (by room, seat and spec), so a search tree is
reused between a room's moves when the same worker serves them (the pool prefers it).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing as mp
import os
import random
import signal
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from arena.core.agent import Agent, Observation

log = logging.getLogger("arena.server")

POLL_S = 0.05
"""How often a waiting move checks its deadline and its room's cancellation."""
WATCH_S = 0.2
"""How often a worker checks that the server is still its parent."""
AGENTS_KEPT = 4
"""Agents (with their search trees) a worker keeps between moves."""

AgentKey = tuple[str, int, str]
"""(room id, seat, spec)."""


class ThinkError(Exception):
    """A move a worker did not give: over time, cancelled, its process died, or the agent
    failed (the message says which)."""


@dataclass
class Job:
    key: AgentKey
    obs: Observation[Any]
    rng: random.Random


@dataclass
class Work:
    """Other bounded work in a worker (the coach's analysis): ``call(*args)``, a module-level
    function and picklable arguments, answered by its ``result`` (or ``error``)."""

    key: AgentKey
    call: Callable[..., Any]
    args: tuple[Any, ...]


@dataclass
class Answer:
    """The chosen action's index in the legal actions (``None``: ``error``), the advanced
    generator and the CPU seconds spent; for :class:`Work`, its ``result``."""

    index: int | None
    error: str | None
    rng: random.Random | None
    cpu_s: float
    result: Any = None


@dataclass(eq=False)
class _Worker:
    process: Any
    conn: Connection
    keys: list[AgentKey] = field(default_factory=list)
    """The agents it keeps, oldest first."""
    dead: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)

    def kill(self) -> None:
        """Kill the process and close its pipe, once: the pool's ``close`` and a thread whose
        move failed may both ask at the same time (closing the pipe twice closed another file)."""
        with self.lock:
            if self.dead:
                return
            self.dead = True
        with contextlib.suppress(Exception):
            self.process.kill()
            self.process.join(5)
        self.conn.close()


class WorkerPool:
    """At most ``size`` worker processes, started on first use; thread-safe."""

    def __init__(self, size: int, *, nice: int = 10) -> None:
        self.size = max(1, size)
        self.nice = nice
        self.closed = False
        self._ctx = mp.get_context("spawn")
        self._cond = threading.Condition()
        self._idle: list[_Worker] = []
        self._workers: set[_Worker] = set()
        self._starting = 0

    def pids(self) -> list[int]:
        """The worker processes' ids (alive or not yet reaped)."""
        with self._cond:
            return [w.process.pid for w in self._workers]

    def busy(self) -> int:
        """How many workers are thinking (or starting) now."""
        with self._cond:
            return len(self._workers) - len(self._idle) + self._starting

    def close(self) -> None:
        """Kill every worker; moves still waiting end with a :class:`ThinkError`."""
        with self._cond:
            self.closed = True
            workers = list(self._workers)
            self._idle.clear()
            self._cond.notify_all()
        for w in workers:
            w.kill()

    def think(self, job: Job | Work, *, timeout_s: float, cancelled: threading.Event) -> Answer:
        """The worker's answer to ``job``; :class:`ThinkError` when it runs over ``timeout_s``
        (its process is killed), when ``cancelled`` is set, or when its process dies."""
        worker = self._borrow(job.key, cancelled)
        healthy = False
        try:
            worker.conn.send(job)
            deadline = time.monotonic() + timeout_s
            while not worker.conn.poll(POLL_S):
                if cancelled.is_set():
                    raise ThinkError("cancelled")
                if self.closed:
                    raise ThinkError("the server is stopping")
                if time.monotonic() >= deadline:
                    raise ThinkError(f"still thinking after {timeout_s:g} s: stopped")
            answer: Answer = worker.conn.recv()
            healthy = True
            return answer
        except (EOFError, OSError):
            raise ThinkError(f"its worker process died (exit code {worker.process.exitcode})") from None
        finally:
            self._give_back(worker, job.key if healthy else None)

    def _borrow(self, key: AgentKey, cancelled: threading.Event) -> _Worker:
        with self._cond:
            while True:
                if self.closed:
                    raise ThinkError("the server is stopping")
                if cancelled.is_set():
                    raise ThinkError("cancelled")
                if self._idle:
                    worker = next((w for w in self._idle if key in w.keys), self._idle[-1])
                    self._idle.remove(worker)
                    return worker
                if len(self._workers) + self._starting < self.size:
                    self._starting += 1
                    break
                self._cond.wait(POLL_S)
        try:
            worker = self._start()
        finally:
            with self._cond:
                self._starting -= 1
        with self._cond:
            self._workers.add(worker)
        return worker

    def _start(self) -> _Worker:
        parent, child = self._ctx.Pipe()
        process = self._ctx.Process(
            target=serve, args=(child, os.getpid(), self.nice), name="arena-agent", daemon=True
        )
        process.start()
        child.close()
        return _Worker(process, parent)

    def _give_back(self, worker: _Worker, served: AgentKey | None) -> None:
        """Back to the idle ones when it answered (``served``), else killed."""
        with self._cond:
            keep = served is not None and not self.closed
            if keep:
                assert served is not None
                worker.keys = [*(k for k in worker.keys if k != served), served][-AGENTS_KEPT:]
                self._idle.append(worker)
            else:
                self._workers.discard(worker)
            self._cond.notify_all()
        if not keep:
            worker.kill()


# -- in the worker process ----------------------------------------------------------------------
def serve(conn: Connection, parent_pid: int, nice: int) -> None:
    """A worker's life: answer jobs until the pipe closes or the parent is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the server decides when its workers stop
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True).start()
    with contextlib.suppress(OSError):
        os.nice(nice)
    agents: OrderedDict[AgentKey, Agent] = OrderedDict()
    while True:
        try:
            job: Job = conn.recv()
        except (EOFError, OSError):
            return
        conn.send(do_work(job) if isinstance(job, Work) else answer(job, agents))


def _watch_parent(parent_pid: int) -> None:
    while os.getppid() == parent_pid:
        time.sleep(WATCH_S)
    os._exit(0)


def do_work(job: Work) -> Answer:
    """Run a :class:`Work` job (its exception becomes the answer's ``error``)."""
    start = time.process_time()
    try:
        return Answer(None, None, None, time.process_time() - start, job.call(*job.args))
    except Exception as exc:
        return Answer(None, f"{type(exc).__name__}: {exc}", None, time.process_time() - start)


def answer(job: Job, agents: OrderedDict[AgentKey, Agent]) -> Answer:
    """Let the job's agent (kept from an earlier move, else new) choose an action."""
    from arena.ai.registry import make_agent

    start = time.process_time()
    index: int | None = None
    error: str | None = None
    try:
        agent = agents.pop(job.key, None) or make_agent(job.key[2])
        agents[job.key] = agent
        while len(agents) > AGENTS_KEPT:
            agents.popitem(last=False)
        action = agent.act(job.obs, job.rng)
        try:
            index = job.obs.legal_actions.index(action)
        except ValueError:
            error = f"illegal agent action: {action!r}"
    except Exception as exc:
        error = f"{type(exc).__name__}: {exc}"
    return Answer(index, error, job.rng, time.process_time() - start)

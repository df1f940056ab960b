"""``arena loadtest``: live games against real ``arena serve`` processes on loopback, measured.

It starts the server process(es) itself (on a new SQLite file, or a given database and Redis),
pins them to the first core(s) and itself to the last, creates tic-tac-toe rooms with two human
seats, connects both seats by websocket and plays: each seat, on its turn, thinks 0.2–0.6 s and
sends a legal move (by websocket, or by HTTP with ``--http``). A move's latency is the time from
sending it to the other seat receiving the state of that version (move → broadcast). It stops by
itself after ``--ramp`` seconds in which the games start one after another (played, not
measured: a server meets its players over time, not all in one instant) and ``--seconds`` of
measure (games that end are replaced), then prints moves/s, the latency
percentiles, errors and the server's CPU time, and the acknowledged actions the database lacks
(read back from the last process; 0 expected), and stops the servers. Loopback only; every
number bounded.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import typer

MAX_GAMES = 5000
MAX_SECONDS = 900


@dataclass
class Figures:
    """What a run measured."""

    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    measure_from: float = 0.0
    """Moves sent before this moment (the ramp-up) are played but not counted."""
    acknowledged: dict[str, int] = field(default_factory=dict)
    """Each room's last version a seat received (every action up to it was acknowledged)."""
    lost: int = 0
    """Acknowledged actions the database does not have at the end (must stay 0)."""
    errors: list[str] = field(default_factory=list)
    games_done: int = 0

    def summary(self, seconds: float, cpu: float) -> dict[str, Any]:
        lat = sorted(self.latencies) or [0.0]

        def pct(p: float) -> float:
            return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 1)

        return {
            "moves": self.moves,
            "moves_per_s": round(self.moves / seconds, 1),
            "p50_ms": pct(0.50),
            "p95_ms": pct(0.95),
            "p99_ms": pct(0.99),
            "max_ms": round(1000 * lat[-1], 1),
            "mean_ms": round(1000 * statistics.fmean(lat), 1),
            "games_finished": self.games_done,
            "errors": len(self.errors),
            "rooms_checked": len(self.acknowledged),
            "lost_actions": self.lost,
            "first_errors": self.errors[:5],
            "server_cpu_s": round(cpu, 2),
            "server_cpu_ms_per_move": round(1000 * cpu / max(1, self.moves), 2),
        }


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` and its children so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = sum(int(x) for x in fields[11:15])
    return ticks / os.sysconf("SC_CLK_TCK")


def _start_server(
    port: int, db_url: str, redis_url: str | None, cores: set[int], log: Path
) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    if redis_url:
        env["ARENA_REDIS_URL"] = redis_url
    cmd = [sys.executable, "-c", "from arena.cli.main import app; app()", "serve", "--port", str(port)]
    cmd += ["--host", "127.0.0.1", "--db", db_url, "--log-level", "warning"]
    out = log.open("wb")
    return subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env,
                            preexec_fn=lambda: os.sched_setaffinity(0, cores))  # fmt: skip


async def _healthy(base: str) -> None:
    import httpx

    async with httpx.AsyncClient(base_url=base, timeout=5) as client:
        for _ in range(300):
            try:
                if (await client.get("/api/health")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError(f"{base} did not answer /api/health within 30 s")


async def _game(
    bases: list[str], figures: Figures, until: float, rng: random.Random, http: bool, delay: float
) -> None:
    """After ``delay`` s, plays rooms one after another until ``until``; seat k talks to server
    ``bases[k % n]``."""
    import httpx
    from websockets.asyncio.client import connect

    await asyncio.sleep(delay)
    # An idle connection is dropped before the server's 5 s keep-alive ends: a request on a
    # connection the server is closing at that instant would fail on the client's side.
    limits = httpx.Limits(keepalive_expiry=2)
    async with httpx.AsyncClient(timeout=30, limits=limits) as client:
        while time.monotonic() < until:
            body = {"game": "tictactoe", "seed": rng.randrange(1 << 30), "seats": [{"kind": "human"}] * 2}
            created = (await client.post(bases[0] + "/api/rooms", json=body)).json()
            rid, tokens = created["room_id"], [s["token"] for s in created["seats"]]
            urls = [
                bases[k % len(bases)].replace("http", "ws", 1) + f"/ws/rooms/{rid}?seat={k}&token={tokens[k]}"
                for k in (0, 1)
            ]
            # a server saturated on purpose answers late: waiting is not an error
            async with (
                connect(urls[0], max_size=2**22, open_timeout=60) as ws0,
                connect(urls[1], max_size=2**22, open_timeout=60) as ws1,
            ):
                socks = [ws0, ws1]
                states = [json.loads(await ws.recv()) for ws in socks]
                sent_at: dict[int, float] = {}
                while time.monotonic() < until:
                    mover = next((s for s in (0, 1) if states[s]["legal"]), None)
                    if mover is None or states[mover]["terminal"]:
                        figures.games_done += 1
                        break
                    await asyncio.sleep(rng.uniform(0.2, 0.6))
                    version = states[mover]["version"]
                    action = rng.choice(states[mover]["legal"])["text"]
                    sent_at[version + 1] = time.monotonic()
                    if http:
                        headers = {"Authorization": f"Bearer {tokens[mover]}"}
                        msg = {"seat": mover, "version": version, "action": action}
                        r = await client.post(
                            bases[mover % len(bases)] + f"/api/rooms/{rid}/actions", json=msg, headers=headers
                        )
                        if r.status_code != 200:
                            figures.errors.append(f"HTTP {r.status_code}: {r.text[:200]}")
                            break
                    else:
                        await socks[mover].send(
                            json.dumps({"type": "act", "version": version, "action": action})
                        )
                    other = 1 - mover
                    while True:  # the other seat's broadcast of that version
                        got = json.loads(await asyncio.wait_for(socks[other].recv(), timeout=30))
                        if got.get("type") == "error":
                            figures.errors.append(str(got)[:200])
                            break
                        if got.get("type") == "state" and got["version"] >= version + 1:
                            figures.acknowledged[rid] = got["version"]
                            if sent_at[version + 1] >= figures.measure_from:
                                figures.latencies.append(time.monotonic() - sent_at[version + 1])
                                figures.moves += 1
                            states[other] = got
                            break
                    while True:  # the mover's own copy
                        got = json.loads(await asyncio.wait_for(socks[mover].recv(), timeout=30))
                        if got.get("type") == "state" and got["version"] >= version + 1:
                            states[mover] = got
                            break
                        if got.get("type") == "error":
                            figures.errors.append(str(got)[:200])
                            break


async def _run(
    bases: list[str], games: int, seconds: float, ramp: float, seed: int, http: bool, pids: list[int]
) -> tuple[Figures, float, float]:
    """The games, started evenly over ``ramp`` s then measured for ``seconds``: the figures,
    the measured wall time and the servers' CPU seconds in it."""
    for base in bases:
        await _healthy(base)
    start = time.monotonic()
    figures = Figures(measure_from=start + ramp)
    until = start + ramp + seconds

    async def guarded(i: int) -> None:
        try:
            rng = random.Random(seed * 100_003 + i)
            await _game(bases, figures, until, rng, http, ramp * i / games)
        except Exception as exc:  # a dropped socket, a timeout: counted, not fatal to the others
            figures.errors.append(f"{type(exc).__name__}: {exc}"[:200])

    async def cpu_at_ramp_end() -> float:
        await asyncio.sleep(ramp)
        return sum(_cpu_seconds(p) for p in pids)

    cpu_task = asyncio.ensure_future(cpu_at_ramp_end())
    await asyncio.gather(*(guarded(i) for i in range(games)))
    cpu = sum(_cpu_seconds(p) for p in pids) - await cpu_task
    elapsed = time.monotonic() - figures.measure_from
    await _count_lost(bases[-1], figures)
    return figures, elapsed, cpu


async def _count_lost(base: str, figures: Figures) -> None:
    """Ask the server (the last process: with several, not always the one that took the move)
    each room's stored version; every acknowledged version beyond it is a lost action."""
    import httpx

    gate = asyncio.Semaphore(16)

    async def check(client: httpx.AsyncClient, room_id: str, acked: int) -> None:
        async with gate:
            info = await client.get(f"/api/rooms/{room_id}")
        if info.status_code != 200:
            figures.errors.append(f"room {room_id} unreadable after the run: HTTP {info.status_code}")
            return
        figures.lost += max(0, acked - int(info.json()["version"]))

    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        await asyncio.gather(*(check(client, r, v) for r, v in figures.acknowledged.items()))


def loadtest_cmd(
    games: Annotated[int, typer.Option("--games", min=1, max=MAX_GAMES, help="Live games at once.")] = 50,
    seconds: Annotated[
        float, typer.Option("--seconds", min=1, max=MAX_SECONDS, help="How long to play.")
    ] = 60,
    processes: Annotated[int, typer.Option("--processes", min=1, max=4, help="arena serve processes.")] = 1,
    db: Annotated[str | None, typer.Option("--db", help="Database URL (default: a new SQLite file).")] = None,
    redis: Annotated[
        str | None, typer.Option("--redis", help="Redis URL (needed with --processes > 1).")
    ] = None,
    http: Annotated[bool, typer.Option("--http", help="Moves by HTTP (default: by websocket).")] = False,
    ramp: Annotated[
        float,
        typer.Option(
            "--ramp", min=0, max=MAX_SECONDS, help="Seconds over which the games start (not measured)."
        ),
    ] = 10,
    seed: Annotated[int, typer.Option("--seed")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
) -> None:
    """Live tic-tac-toe games against arena serve on loopback, measured (move → broadcast)."""
    if processes > 1 and not redis:
        raise typer.BadParameter("several processes share rooms through Redis: give --redis")
    cores = sorted(os.sched_getaffinity(0))
    server_cores = set(cores[:-1]) if len(cores) > 1 else set(cores)
    with ExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="arena-load-")))
        db_url = db or f"sqlite:///{tmp / 'load.db'}"
        ports = [_free_port() for _ in range(processes)]
        procs = [_start_server(p, db_url, redis, server_cores, tmp / f"serve-{p}.log") for p in ports]

        def stop() -> None:
            for proc in procs:
                proc.terminate()
            for proc in procs:
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()

        stack.callback(stop)
        stack.callback(os.sched_setaffinity, 0, set(cores))  # the caller's cores back afterwards
        os.sched_setaffinity(0, {cores[-1]})  # the generator on its own core
        bases = [f"http://127.0.0.1:{p}" for p in ports]
        pids = [p.pid for p in procs]
        figures, elapsed, cpu = asyncio.run(_run(bases, games, seconds, ramp, seed, http, pids))
    summary = {"games": games, "processes": processes, "transport": "http" if http else "websocket",
               "ramp_s": ramp, "seconds": round(elapsed, 1), **figures.summary(elapsed, cpu)}  # fmt: skip
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
    else:
        for k, v in summary.items():
            typer.echo(f"{k:24} {v}")
    if figures.errors or figures.lost:
        raise typer.Exit(1)

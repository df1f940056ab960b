"""``arena tournament``: a seeded round-robin between agents, with Elo ratings.

Every pair of agents plays ``games`` games, seats swapped every other game (the two games
of a swapped couple share one seed: same dice, seats exchanged). Games are independent
:class:`Job` values run by a :class:`Scheduler`; :class:`LocalScheduler` uses a pool of
local processes, and a cluster scheduler (Ray: ``ray.remote(play_job)`` and ``ray.wait``)
only has to implement the same ``map_unordered``.

Elo (`arena.cli.ratings`): the maximum-likelihood Bradley–Terry fit (logistic, 400-point scale; a draw counts half
a win to each side) with one virtual draw per pair as a prior (so a perfect score stays
finite), shifted so the ratings average 1500. The 95% intervals are percentile bootstrap
intervals: the games are resampled with replacement ``boot`` times and refitted.
"""

from __future__ import annotations

import csv
import json
import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Protocol, TypeVar

import typer

from arena.cli import options as opts
from arena.cli import term
from arena.cli.ratings import elo_table, pair_records, pair_scores
from arena.cli.run_options import Address, Backend, GameArg, MaxSteps, Seed, Workers
from arena.core.errors import ArenaError, OptionsError

if TYPE_CHECKING:
    from concurrent.futures import Future

J = TypeVar("J")
R = TypeVar("R")


# -- jobs and schedulers -------------------------------------------------------------------------
@dataclass(frozen=True)
class Job:
    """One game: everything a remote worker needs (plain data, picklable)."""

    index: int
    game: str
    options: dict[str, Any]
    seats: tuple[str, ...]  # agent spec per seat
    agents: tuple[int, ...]  # agent number (in the tournament's list) per seat
    seed: int
    max_steps: int


@dataclass
class Result:
    job: Job
    returns: list[float] = field(default_factory=list)
    steps: int = 0
    actions: int = 0
    terminal: bool = False
    seconds: float = 0.0
    error: str = ""
    decisions: list[int] = field(default_factory=list)  # per seat
    slowest: list[float] = field(default_factory=list)  # per seat: its longest decision, seconds
    slowest_cpu: list[float] = field(default_factory=list)  # the same in CPU seconds of its process
    score_rows: list[dict[str, Any]] = field(default_factory=list)  # per seat, where the game has them


class TimedAgent:
    """An agent's decisions counted and its slowest one timed, in wall-clock seconds and in
    CPU seconds of this process (which a loaded machine does not inflate); the rest passed on."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.name: str = agent.name
        self.decisions = 0
        self.slowest = 0.0
        self.slowest_cpu = 0.0

    def act(self, obs: Any, rng: random.Random) -> Any:
        start, cpu = time.perf_counter(), time.process_time()
        action = self.agent.act(obs, rng)
        self.slowest_cpu = max(self.slowest_cpu, time.process_time() - cpu)
        self.slowest = max(self.slowest, time.perf_counter() - start)
        self.decisions += 1
        return action


def score_rows(state: Any, seats: int) -> list[dict[str, Any]]:
    """The score table a finished game's view reports, one row per seat (Mage Knight: Fame,
    achievements, ``total``); empty where the game reports none."""
    if state is None or not state.is_terminal():
        return []
    rows = state.view(None).get("scores")
    if isinstance(rows, list) and len(rows) == seats and all(isinstance(r, dict) for r in rows):
        return rows
    return []


def play_job(job: Job) -> Result:
    """Play one game (a top-level function, so any process or cluster can run it)."""
    from arena.cli.agents import make_agent
    from arena.core import registry
    from arena.core.driver import play_game

    start = time.perf_counter()
    try:
        game = registry.load(job.game, **job.options)
        agents = [TimedAgent(make_agent(s)) for s in job.seats]
        record = play_game(game, agents, job.seed, max_steps=job.max_steps)
    except Exception as exc:
        return Result(job, seconds=time.perf_counter() - start, error=f"{type(exc).__name__}: {exc}")
    return Result(
        job,
        returns=list(record.returns),
        steps=len(record.steps),
        actions=record.num_actions,
        terminal=record.terminal,
        seconds=time.perf_counter() - start,
        decisions=[a.decisions for a in agents],
        slowest=[a.slowest for a in agents],
        slowest_cpu=[a.slowest_cpu for a in agents],
        score_rows=score_rows(record.final_state, len(agents)),
    )


class Scheduler(Protocol):
    """Runs independent jobs somewhere; results come back as they finish."""

    def map_unordered(self, fn: Callable[[J], R], jobs: Sequence[J]) -> Iterator[R]: ...


class LocalScheduler:
    """This machine: ``workers`` processes (1 = in this process, no pool)."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = max(1, workers)

    def map_unordered(self, fn: Callable[[J], R], jobs: Sequence[J]) -> Iterator[R]:
        if self.workers == 1 or len(jobs) <= 1:
            for job in jobs:
                yield fn(job)
            return
        import multiprocessing as mp  # here: loading it costs every `arena` command 10 ms
        from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

        methods = mp.get_all_start_methods()
        ctx = mp.get_context("fork" if "fork" in methods else None)
        with ProcessPoolExecutor(self.workers, mp_context=ctx) as pool:
            pending: set[Future[R]] = {pool.submit(fn, job) for job in jobs}
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in done:
                    yield fut.result()


def make_scheduler(backend: str, workers: int, address: str | None = None) -> Scheduler:
    """The scheduler ``--backend`` names: ``local`` (this machine's processes) or ``ray``."""
    if backend == "local":
        if address is not None:
            raise OptionsError("--address is for --backend ray", reason="bad-option")
        return LocalScheduler(workers)
    if backend == "ray":
        from arena.cli.ray_backend import RayScheduler

        return RayScheduler(address, workers)
    raise OptionsError(f"unknown backend {backend!r}; known: local, ray", reason="bad-option")


# -- the round robin -----------------------------------------------------------------------------
def schedule(
    game_id: str,
    options: dict[str, Any],
    specs: list[str],
    games: int,
    seed: int,
    max_steps: int,
    alliances: tuple[int, ...] = (0, 1),
) -> list[Job]:
    """``games`` games per pair of agents, sides swapped every other game.

    A side is a seat, or the seats of one alliance (``Game.alliances``: both partners of a
    2 vs 2 are played by the same agent). The pairs take turns (game k of every pair before
    game k+1 of any), so a run stopped early still has every pair equally played; a game's
    seed depends only on its pair and number.
    """
    from arena.core.match import derive_seed

    first_side = alliances[0]
    jobs: list[Job] = []
    for k in range(games):
        for a, b in combinations(range(len(specs)), 2):
            first, second = (a, b) if k % 2 == 0 else (b, a)
            agents = tuple(first if side == first_side else second for side in alliances)
            jobs.append(
                Job(
                    index=len(jobs),
                    game=game_id,
                    options=options,
                    seats=tuple(specs[i] for i in agents),
                    agents=agents,
                    seed=derive_seed(seed, "pair", a, b, k // 2),
                    max_steps=max_steps,
                )
            )
    return jobs


def sides_of(job: Job) -> tuple[list[int], list[int]]:
    """A tournament game's two sides: the seats of seat 0's agent, then the other agent's."""
    first = job.agents[0]
    return [s for s, a in enumerate(job.agents) if a == first], [
        s for s, a in enumerate(job.agents) if a != first
    ]


def score(result: Result) -> float | None:
    """Seat 0's side's score: 1 win, 0.5 draw or unfinished, 0 loss; None for a failed game."""
    if result.error:
        return None
    mine, theirs = sides_of(result.job)
    r0, r1 = result.returns[mine[0]], result.returns[theirs[0]]
    return 1.0 if r0 > r1 else 0.0 if r0 < r1 else 0.5


# -- files ----------------------------------------------------------------------------------------
CSV_FIELDS = (
    "index",
    "seed",
    "seat0",
    "seat1",
    "agent0",
    "agent1",
    "returns0",
    "returns1",
    "score0",
    "steps",
    "actions",
    "terminal",
    "seconds",
    "slowest0",
    "slowest1",
    "slowest_cpu0",
    "slowest_cpu1",
    "error",
)


def csv_row(r: Result) -> dict[str, Any]:
    """One game; the columns ending in 0 and 1 are the two sides (seat 0 and seat 1 of a
    2-player game; each side's first seat, and its slowest decision, in a 2 vs 2)."""
    s = score(r)
    sides = sides_of(r.job)
    first = [side[0] for side in sides]

    def slowest(times: list[float], k: int) -> float | str:
        return round(max(times[i] for i in sides[k]), 4) if times else ""

    return {
        "index": r.job.index,
        "seed": r.job.seed,
        "seat0": r.job.seats[first[0]],
        "seat1": r.job.seats[first[1]],
        "agent0": r.job.agents[first[0]],
        "agent1": r.job.agents[first[1]],
        "returns0": r.returns[first[0]] if r.returns else "",
        "returns1": r.returns[first[1]] if r.returns else "",
        "score0": "" if s is None else s,
        "steps": r.steps,
        "actions": r.actions,
        "terminal": r.terminal,
        "seconds": round(r.seconds, 4),
        "slowest0": slowest(r.slowest, 0),
        "slowest1": slowest(r.slowest, 1),
        "slowest_cpu0": slowest(r.slowest_cpu, 0),
        "slowest_cpu1": slowest(r.slowest_cpu, 1),
        "error": r.error,
    }


def write_csv(path: Path, results: list[Result]) -> None:
    """Every game, in job order."""
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=CSV_FIELDS)
        writer.writeheader()
        for r in sorted(results, key=lambda r: r.job.index):
            writer.writerow(csv_row(r))


def write_plot(
    path: Path, table: list[dict[str, Any]], specs: list[str], matrix: list[list[float | None]]
) -> None:
    """Elo with 95% intervals, and the pairwise score matrix (PNG, matplotlib Agg)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.5))
    names = [r["agent"] for r in table]
    elos = [r["elo"] for r in table]
    err = [[r["elo"] - r["elo_lo"] for r in table], [r["elo_hi"] - r["elo"] for r in table]]
    ax1.barh(names[::-1], elos[::-1], xerr=[err[0][::-1], err[1][::-1]], color="#4c72b0", capsize=4)
    ax1.set_xlabel("Elo (mean 1500), 95% bootstrap interval")
    ax1.set_xlim(min(r["elo_lo"] for r in table) - 50, max(r["elo_hi"] for r in table) + 50)
    grid = [[math.nan if v is None else v for v in row] for row in matrix]
    im = ax2.imshow(grid, vmin=0, vmax=1, cmap="RdYlGn")
    ax2.set_xticks(range(len(specs)), specs, rotation=30, ha="right")
    ax2.set_yticks(range(len(specs)), specs)
    for i, row in enumerate(matrix):
        for j, v in enumerate(row):
            if v is not None:
                ax2.text(j, i, f"{v:.2f}", ha="center", va="center", fontsize=9)
    ax2.set_title("score of row vs column")
    fig.colorbar(im, ax=ax2, fraction=0.046)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


# -- the command's work -----------------------------------------------------------------------------
def run_tournament(
    game_id: str,
    options: dict[str, Any],
    specs: list[str],
    *,
    games: int,
    seed: int,
    out: Path,
    scheduler: Scheduler,
    max_steps: int = 1_000_000,
    boot: int = 200,
    on_result: Callable[[Result, int, int], None] | None = None,
) -> dict[str, Any]:
    """Play the round robin, write results.csv, elo.csv and elo.png into ``out``; the summary."""
    from arena.cli.agents import make_agent
    from arena.core import registry

    if len(specs) < 2:
        raise OptionsError("a tournament needs at least two agents", reason="bad-option")
    game = registry.load(game_id, **options)
    if len(set(game.alliances)) != 2:
        raise OptionsError(
            f"tournaments are for two sides (2 players, or 2 vs 2); this configuration seats "
            f"{game.num_players} on {len(set(game.alliances))} sides (arena strength measures one agent there)",
            reason="bad-option",
        )
    for spec in specs:  # fail fast on a bad spec
        make_agent(spec)
    jobs = schedule(game.id, game.options_dict(), specs, games, seed, max_steps, game.alliances)
    out.mkdir(parents=True, exist_ok=True)
    results: list[Result] = []
    start = time.perf_counter()
    with (out / "partial.csv").open("w", newline="", encoding="utf-8") as partial:
        writer = csv.DictWriter(partial, fieldnames=CSV_FIELDS)  # finished games, as they finish
        writer.writeheader()
        for result in scheduler.map_unordered(play_job, jobs):
            results.append(result)
            writer.writerow(csv_row(result))
            partial.flush()
            if on_result is not None:
                on_result(result, len(results), len(jobs))
    (out / "partial.csv").unlink()
    elapsed = time.perf_counter() - start
    outcomes = [
        (r.job.agents[0], r.job.agents[sides_of(r.job)[1][0]], s)
        for r in results
        if (s := score(r)) is not None
    ]
    table = elo_table(outcomes, specs, boot, seed)
    matrix = pair_scores(outcomes, len(specs))
    write_csv(out / "results.csv", results)
    with (out / "elo.csv").open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(table[0]))
        writer.writeheader()
        writer.writerows(table)
    write_plot(out / "elo.png", table, specs, matrix)
    errors = [r for r in results if r.error]
    slowest, slowest_cpu = [0.0] * len(specs), [0.0] * len(specs)
    for r in results:
        for agent, seconds, cpu in zip(r.job.agents, r.slowest, r.slowest_cpu, strict=False):
            slowest[agent] = max(slowest[agent], seconds)
            slowest_cpu[agent] = max(slowest_cpu[agent], cpu)
    return {
        "game": game.id,
        "options": game.options_dict(),
        "agents": specs,
        "games_per_pair": games,
        "games": len(results),
        "seed": seed,
        "errors": len(errors),
        "error_details": [{"job": asdict(r.job), "error": r.error} for r in errors[:10]],
        "unfinished": sum(1 for r in results if not r.error and not r.terminal),
        "elapsed_s": round(elapsed, 3),
        "elo": table,
        "slowest_decision_s": {spec: round(t, 4) for spec, t in zip(specs, slowest, strict=True)},
        "slowest_decision_cpu_s": {spec: round(t, 4) for spec, t in zip(specs, slowest_cpu, strict=True)},
        "scores": {"agents": specs, "matrix": matrix},
        "pairs": pair_records(outcomes, specs),
        "elo_method": "Bradley-Terry MLE, one virtual draw per pair, mean 1500; "
        f"95% percentile bootstrap over games ({boot} resamples)",
        "files": {
            k: str(out / f) for k, f in (("results", "results.csv"), ("elo", "elo.csv"), ("plot", "elo.png"))
        },
    }


# -- the command ------------------------------------------------------------------------------------
def tournament_cmd(
    game: GameArg,
    agents: Annotated[
        str, typer.Option("--agents", help="Agent specs, comma-separated: mcts:iters=400,greedy,random")
    ] = "greedy,random",
    games: Annotated[int, typer.Option("--games", min=1, help="Games per pair of agents.")] = 10,
    seed: Seed = 0,
    out: Annotated[Path, typer.Option("--out", help="Folder for results.csv, elo.csv, elo.png.")] = Path(
        "tournament"
    ),
    workers: Workers = 2,
    backend: Backend = "local",
    address: Address = None,
    max_steps: MaxSteps = 1_000_000,
    boot: Annotated[int, typer.Option("--boot", min=0, help="Bootstrap resamples for the intervals.")] = 200,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    opt: opts.OptList = None,
    scenario: opts.Scenario = None,
    arena_: opts.ArenaMap = None,
    players: opts.Players = None,
    mode: opts.Mode = None,
) -> None:
    """Round-robin between agents (seats swapped), Elo with 95% intervals, CSV and PNG."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from arena.cli.agents import split_specs

    err = term.console(stderr=True)
    try:
        options = opts.collect(opt, scenario=scenario, arena=arena_, players=players, mode=mode)
        g = opts.load_game(game, options)
        specs = split_specs(agents)
        scheduler = make_scheduler(backend, workers, address)
        columns = (
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("ETA"),
            TimeRemainingColumn(),
        )
        with Progress(*columns, console=err, transient=as_json) as progress:
            task = progress.add_task(f"{g.id}: {len(specs)} agents", total=None)

            def tick(_r: Result, done: int, total: int) -> None:
                progress.update(task, completed=done, total=total)

            summary = run_tournament(
                g.id,
                g.options_dict(),
                specs,
                games=games,
                seed=seed,
                out=out,
                scheduler=scheduler,
                max_steps=max_steps,
                boot=boot,
                on_result=tick,
            )
    except ArenaError as exc:
        err.print(f"error: {exc}", markup=False, soft_wrap=True)
        raise typer.Exit(2) from None
    if as_json:
        typer.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    else:
        _print_summary(summary)
    if summary["errors"]:
        raise typer.Exit(1)


def _print_summary(s: dict[str, Any]) -> None:
    console = term.console()
    table = term.table(title=f"tournament {s['game']} — {s['games']} games, seed {s['seed']}")
    for col in ("agent", "Elo", "95% interval", "games", "score", "slowest decision"):
        table.add_column(col, justify="left" if col == "agent" else "right")
    for r in s["elo"]:
        table.add_row(
            r["agent"],
            f"{r['elo']:.0f}",
            f"{r['elo_lo']:.0f} – {r['elo_hi']:.0f}",
            str(r["games"]),
            f"{r['score']:.3f}",
            f"{s['slowest_decision_s'][r['agent']]:.3f} s",
        )
    console.print(table)
    console.print(f"Elo: {s['elo_method']}", markup=False, soft_wrap=True)
    console.print(f"errors {s['errors']}, unfinished {s['unfinished']}, {s['elapsed_s']:.1f} s", markup=False)
    console.print(f"files: {', '.join(s['files'].values())}", markup=False, soft_wrap=True)

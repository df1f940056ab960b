"""``arena strength``: how well each agent plays a game, over N seeded games.

Each agent plays ``games`` games; game ``k`` of every agent uses the deal
``derive_seed(seed, "strength", k // sides)`` with the agent in the seats of side
``k % sides`` (``Game.alliances``: one seat, or both partners of a 2 vs 2; the other seats
played by ``--vs``, or by the agent itself), so every agent meets the same deals from every
side. One line per game goes to ``DIR/<agent-slug>.jsonl`` as soon as the game finishes (a
stopped run keeps every finished game, and ``--resume`` plays only the rest, the run's
parameters in ``DIR/run.json``); at the end each file is rewritten in game order.
A line holds the agent's seat, its score (the ``total`` of the score table a finished game's
view reports — Mage Knight's Fame and achievements — else the seat's return), the score row
itself where the game has one, every seat's score (``scores``), ``outcome`` and ``most_score``
(1 when the agent's side's return, or score, is ahead of every other side's, 0.5 when it shares
the most: Mage Knight's "earns more Fame than"), the decisions the agent made and its slowest
one.

The games are :class:`~arena.cli.tournament.Job` values played by
:func:`~arena.cli.tournament.play_job` on a :class:`~arena.cli.tournament.Scheduler` (a local
process pool or Ray): a game's line depends only on its job, so any number of workers gives
the same lines (timings aside).
"""

from __future__ import annotations

import json
import math
import re
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer

from arena.cli import options as opts
from arena.cli import term
from arena.cli.run_options import Address, Backend, GameArg, MaxSteps, Seed, Workers
from arena.cli.tournament import Job, Result, Scheduler, make_scheduler, play_job
from arena.core.errors import ArenaError, OptionsError

TIMING_FIELDS = ("seconds", "slowest_s", "slowest_cpu_s")
"""The fields of a line that depend on the machine (everything else depends on the job)."""


def slug(spec: str) -> str:
    """A file name for an agent spec: ``mcts:iters=200,time=1.5`` → ``mcts-iters-200-time-1-5``."""
    return re.sub(r"[^A-Za-z0-9]+", "-", spec).strip("-") or "agent"


def strength_jobs(
    game_id: str,
    options: dict[str, Any],
    specs: list[str],
    vs: str | None,
    *,
    sides: tuple[int, ...],
    games: int,
    seed: int,
    max_steps: int,
) -> list[Job]:
    """``games`` games per agent, game k of every agent before game k+1 of any.

    ``sides[s]`` is seat s's side (``Game.alliances``): the agent plays every seat of side
    ``k % number of sides`` (one seat, or a partnership's seats), the other seats are ``vs``.
    ``Job.agents`` holds the agent's number in its seats and -1 in the opponents' seats."""
    from arena.core.match import derive_seed

    order = list(dict.fromkeys(sides))  # the sides in the order of their first seat
    jobs: list[Job] = []
    for k in range(games):
        side = order[k % len(order)]
        for number, spec in enumerate(specs):
            players = [spec if sides[s] == side else vs or spec for s in range(len(sides))]
            jobs.append(
                Job(
                    index=len(jobs),
                    game=game_id,
                    options=options,
                    seats=tuple(players),
                    agents=tuple(number if sides[s] == side else -1 for s in range(len(sides))),
                    seed=derive_seed(seed, "strength", k // len(order)),
                    max_steps=max_steps,
                )
            )
    return jobs


def outcome(returns: list[float], seat: int) -> float:
    """1 for a seat with the best return alone, 0.5 for one sharing it, 0 below it."""
    best = max(returns)
    if returns[seat] < best:
        return 0.0
    return 1.0 if returns.count(best) == 1 else 0.5


def _by_side(values: list[float], sides: tuple[int, ...]) -> tuple[list[int], list[float]]:
    """The sides in the order of their first seat, and each side's best value."""
    order = list(dict.fromkeys(sides))
    return order, [max(v for v, sd in zip(values, sides, strict=True) if sd == side) for side in order]


def side_outcome(values: list[float], sides: tuple[int, ...], seat: int) -> float:
    """:func:`outcome` of seat's side among the sides, each side valued by its best seat
    (partners' returns are equal: a partnership's win is a win, not a share)."""
    order, by_side = _by_side(values, sides)
    return outcome(by_side, order.index(sides[seat]))


def side_pairwise(values: list[float], sides: tuple[int, ...], seat: int) -> float:
    """Seat's side against each other side in turn, averaged: 1 ahead of it, 0.5 level, 0
    behind (with more than two sides, a third side's win counts level for this pair: how "beats
    greedy in 60%" reads when three greedy players sit at the table)."""
    order, by_side = _by_side(values, sides)
    mine = by_side[order.index(sides[seat])]
    others = [v for k, v in enumerate(by_side) if order[k] != sides[seat]]
    return sum(1.0 if mine > v else 0.0 if mine < v else 0.5 for v in others) / len(others)


SCORES = ("auto", "fame", "total", "return")


def seat_score(result: Result, seat: int, kind: str) -> float:
    """The seat's score: ``fame`` or ``total`` of the score table the game reports, or its
    ``return``; ``auto`` is Fame where the table has it (Mage Knight), else the total, else the
    return."""
    row = result.score_rows[seat] if result.score_rows else {}
    if kind == "auto":
        kind = "fame" if "fame" in row else "total" if "total" in row else "return"
    if kind == "return":
        return result.returns[seat]
    if kind not in row:
        raise OptionsError(f"this game reports no {kind!r} score", reason="bad-option")
    return float(row[kind])


def line(
    result: Result, specs: list[str], kind: str = "auto", sides: tuple[int, ...] | None = None
) -> dict[str, Any]:
    """One finished game of one agent, as a JSON line (``sides`` as :func:`strength_jobs`'s;
    default: every seat its own side)."""
    job = result.job
    mine = [s for s, a in enumerate(job.agents) if a >= 0]
    seat = mine[0]
    sides = sides or tuple(range(len(job.seats)))
    row: dict[str, Any] = {
        "index": job.index,
        "seed": job.seed,
        "agent": specs[job.agents[seat]],
        "seat": seat,
        "seats": list(job.seats),
    }
    if len(mine) > 1:
        row["agent_seats"] = mine
    if result.error:
        return row | {"error": result.error, "seconds": round(result.seconds, 4)}
    scores = [seat_score(result, s, kind) for s in range(len(job.seats))]
    several = len(set(sides)) > 1
    row |= {
        "score": scores[seat],
        "scores": scores,
        "returns": result.returns,
        "outcome": side_outcome(result.returns, sides, seat) if several else None,
        "most_score": side_outcome(scores, sides, seat) if several else None,
        "pairwise": side_pairwise(result.returns, sides, seat) if len(set(sides)) > 2 else None,
        "decisions": sum(result.decisions[s] for s in mine),
        "steps": result.steps,
        "terminal": result.terminal,
        "seconds": round(result.seconds, 4),
        "slowest_s": round(max(result.slowest[s] for s in mine), 6),
        "slowest_cpu_s": round(max(result.slowest_cpu[s] for s in mine), 6),
    }
    if result.score_rows:
        row["score_row"] = result.score_rows[seat]
    return row


def describe(values: list[float]) -> dict[str, float | int]:
    """n, mean, 95% interval half-width (1.96·sd/√n), median, min and max."""
    if not values:
        return {"n": 0}
    n = len(values)
    sd = statistics.stdev(values) if n > 1 else 0.0
    return {
        "n": n,
        "mean": round(statistics.fmean(values), 4),
        "ci95": round(1.96 * sd / math.sqrt(n), 4),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }


def agent_summary(spec: str, lines: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one agent's games."""
    played = [r for r in lines if "error" not in r]
    out: dict[str, Any] = {
        "agent": spec,
        "games": len(played),
        "errors": len(lines) - len(played),
        "unfinished": sum(1 for r in played if not r["terminal"]),
        "score": describe([float(r["score"]) for r in played]),
        "decisions": sum(r["decisions"] for r in played),
        "slowest_decision_s": max((r["slowest_s"] for r in played), default=0.0),
        "slowest_decision_cpu_s": max((r["slowest_cpu_s"] for r in played), default=0.0),
    }
    outcomes = [float(r["outcome"]) for r in played if r["outcome"] is not None]
    if outcomes:
        out["outcome"] = describe(outcomes)
    leads = [float(r["most_score"]) for r in played if r.get("most_score") is not None]
    if leads:
        out["most_score"] = describe(leads)  # the score ahead of every other seat's (ties half)
    pairs = [float(r["pairwise"]) for r in played if r.get("pairwise") is not None]
    if pairs:
        out["pairwise"] = describe(pairs)  # against each other side in turn (a third side's win level)
    return out


def run_strength(
    game_id: str,
    options: dict[str, Any],
    specs: list[str],
    *,
    vs: str | None,
    games: int,
    seed: int,
    out: Path,
    scheduler: Scheduler,
    max_steps: int = 1_000_000,
    score: str = "auto",
    on_line: Callable[[dict[str, Any], int, int], None] | None = None,
    resume: bool = False,
) -> dict[str, Any]:
    """Play every agent's games, write ``out/<slug>.jsonl`` and ``out/summary.json``; the summary.

    ``resume``: keep the games a stopped run of the same command already wrote to ``out`` and
    play only the others (:func:`finished_lines`)."""
    from arena.cli.agents import make_agent
    from arena.core import registry

    if score not in SCORES:
        raise OptionsError(f"--score is one of {', '.join(SCORES)}", reason="bad-option")
    if not specs:
        raise OptionsError("give at least one agent with --agents", reason="bad-option")
    if len({slug(s) for s in specs}) != len(specs):
        raise OptionsError("two agents share a file name; give distinct specs", reason="bad-option")
    game = registry.load(game_id, **options)
    for spec in [*specs, *([vs] if vs else [])]:  # fail fast on a bad spec
        make_agent(spec)
    jobs = strength_jobs(
        game.id,
        game.options_dict(),
        specs,
        vs,
        sides=game.alliances,
        games=games,
        seed=seed,
        max_steps=max_steps,
    )
    out.mkdir(parents=True, exist_ok=True)
    run = {"game": game.id, "options": game.options_dict(), "agents": specs, "vs": vs, "games": games}
    run |= {"seed": seed, "score": score, "max_steps": max_steps}
    files = {spec: out / f"{slug(spec)}.jsonl" for spec in specs}
    kept = finished_lines(out, run, files, jobs) if resume else {}
    (out / "run.json").write_text(json.dumps(run, indent=2, ensure_ascii=False) + "\n", "utf-8")
    lines: dict[str, list[dict[str, Any]]] = {spec: [] for spec in specs}
    for row in kept.values():
        lines[row["agent"]].append(row)
    for spec, path in files.items():  # the kept games first, whole lines only
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines[spec]), "utf-8")
    handles = {spec: path.open("a", encoding="utf-8") for spec, path in files.items()}
    start = time.perf_counter()
    try:
        for result in scheduler.map_unordered(play_job, [j for j in jobs if j.index not in kept]):
            row = line(result, specs, score, game.alliances)
            lines[row["agent"]].append(row)
            handles[row["agent"]].write(json.dumps(row, ensure_ascii=False) + "\n")
            handles[row["agent"]].flush()
            if on_line is not None:
                on_line(row, sum(map(len, lines.values())), len(jobs))
    finally:
        for handle in handles.values():
            handle.close()
    elapsed = time.perf_counter() - start
    for spec, path in files.items():  # in game order: the same files whatever the workers
        ordered = sorted(lines[spec], key=lambda r: r["index"])
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ordered), encoding="utf-8")
    summary = {
        "game": game.id,
        "options": game.options_dict(),
        "seats": game.num_players,
        "sides": list(game.alliances),
        "vs": vs,
        "games_per_agent": games,
        "seed": seed,
        "score": score,
        "elapsed_s": round(elapsed, 3),
        "resumed_games": len(kept),
        "agents": [agent_summary(spec, lines[spec]) for spec in specs],
        "files": {spec: str(path) for spec, path in files.items()},
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", "utf-8")
    return summary


def finished_lines(
    out: Path, run: dict[str, Any], files: dict[str, Path], jobs: list[Job]
) -> dict[int, dict[str, Any]]:
    """The finished games a stopped run left in ``out``, by job index: its whole lines without an
    error, each checked against the job it claims (seed, seats, agent). ``out/run.json``, where
    an earlier run wrote it, must name the same run; a line of another run is refused."""
    recorded = out / "run.json"
    if recorded.exists():
        try:
            before = json.loads(recorded.read_text("utf-8"))
        except ValueError:
            before = None
        if before != json.loads(json.dumps(run)):
            raise OptionsError(
                f"{out} holds another run ({recorded}); give another --out, or the same command to resume",
                reason="bad-option",
            )
    by_index = {job.index: job for job in jobs}
    kept: dict[int, dict[str, Any]] = {}
    for spec, path in files.items():
        if not path.exists():
            continue
        text = path.read_text("utf-8")
        for number, raw in enumerate(text.splitlines(keepends=True), 1):
            if not raw.endswith("\n"):
                break  # a line cut by the stop: that game is played again
            try:
                row = json.loads(raw)
                job = by_index[row["index"]]
                same = row["seed"] == job.seed and row["seats"] == list(job.seats) and row["agent"] == spec
            except (ValueError, KeyError, TypeError):
                same = False
            if not same:
                raise OptionsError(
                    f"{path}, line {number}: not a game of this run; give another --out", reason="bad-option"
                )
            if "error" not in row:
                kept[job.index] = row
    return kept


# -- the command ------------------------------------------------------------------------------------
def strength_cmd(
    game: GameArg,
    agents: Annotated[
        str, typer.Option("--agents", help="Agent specs, comma-separated: mcts:iters=200,greedy,random")
    ] = "greedy,random",
    vs: Annotated[
        str | None,
        typer.Option("--vs", help="The agent of the other seats (default: the measured agent itself)."),
    ] = None,
    games: Annotated[int, typer.Option("--games", min=1, help="Games per agent.")] = 10,
    seed: Seed = 0,
    out: Annotated[Path, typer.Option("--out", help="Folder for <agent>.jsonl and summary.json.")] = Path(
        "strength"
    ),
    workers: Workers = 2,
    backend: Backend = "local",
    address: Address = None,
    max_steps: MaxSteps = 1_000_000,
    score: Annotated[
        str,
        typer.Option(
            "--score",
            help="auto (Fame where the game reports it, else its score total, else the return), "
            "fame, total or return.",
        ),
    ] = "auto",
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    resume: Annotated[
        bool,
        typer.Option(
            "--resume",
            help="Keep the games a stopped run of this same command wrote to --out; play the rest.",
        ),
    ] = False,
    opt: opts.OptList = None,
    scenario: opts.Scenario = None,
    arena_: opts.ArenaMap = None,
    players: opts.Players = None,
    mode: opts.Mode = None,
) -> None:
    """Each agent's score over N seeded games: mean, 95% interval, median, min, max, slowest move."""
    from arena.cli.agents import split_specs

    err = term.console(stderr=True)
    try:
        options = opts.collect(opt, scenario=scenario, arena=arena_, players=players, mode=mode)
        g = opts.load_game(game, options)
        scheduler = make_scheduler(backend, workers, address)
        with progress_bar(err, as_json) as tick:
            summary = run_strength(
                g.id,
                g.options_dict(),
                split_specs(agents),
                vs=vs,
                games=games,
                seed=seed,
                out=out,
                scheduler=scheduler,
                max_steps=max_steps,
                score=score,
                on_line=tick,
                resume=resume,
            )
    except ArenaError as exc:
        err.print(f"error: {exc}", markup=False, soft_wrap=True)
        raise typer.Exit(2) from None
    if as_json:
        typer.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    else:
        print_summary(summary)
    if any(a["errors"] for a in summary["agents"]):
        raise typer.Exit(1)


@contextmanager
def progress_bar(console: Any, transient: bool) -> Iterator[Callable[[dict[str, Any], int, int], None]]:
    """A progress bar on stderr (gone at the end with ``--json``); yields the tick function."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = (TextColumn("games"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=transient) as progress:
        task = progress.add_task("games", total=None)

        def tick(_row: dict[str, Any], done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        yield tick


def print_summary(s: dict[str, Any]) -> None:
    console = term.console()
    vs = f", against {s['vs']}" if s["vs"] else ""
    table = term.table(
        title=f"strength {s['game']} — {s['games_per_agent']} games each, seed {s['seed']}{vs}"
    )
    columns = ("agent", "games", "mean", "95% interval", "median", "min", "max", "win", "slowest decision")
    for col in columns:
        table.add_column(col, justify="left" if col == "agent" else "right")
    for a in s["agents"]:
        sc = a["score"]
        if not sc["n"]:
            table.add_row(a["agent"], "0", *["-"] * 7)
            continue
        won = a.get("outcome")
        table.add_row(
            a["agent"],
            str(a["games"]),
            f"{sc['mean']:.2f}",
            f"± {sc['ci95']:.2f}",
            f"{sc['median']:g}",
            f"{sc['min']:g}",
            f"{sc['max']:g}",
            f"{100 * won['mean']:.1f}%" if won else "-",
            f"{a['slowest_decision_s']:.3f} s ({a['slowest_decision_cpu_s']:.3f} CPU)",
        )
    console.print(table)
    for a in s["agents"]:
        if a.get("pairwise"):
            pw = a["pairwise"]
            console.print(
                f"{a['agent']}: against each other side in turn {pw['mean']:.3f} ± {pw['ci95']:.3f}",
                markup=False,
            )
    errors = sum(a["errors"] for a in s["agents"])
    unfinished = sum(a["unfinished"] for a in s["agents"])
    console.print(f"errors {errors}, unfinished {unfinished}, {s['elapsed_s']:.1f} s", markup=False)
    console.print(f"files: {', '.join(s['files'].values())}", markup=False, soft_wrap=True)

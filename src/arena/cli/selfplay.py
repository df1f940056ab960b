"""``arena selfplay``: agents play N seeded games; a JSON-ready summary with any failures.

Each game is a :class:`SelfplayJob` played by :func:`play_selfplay_job` on the tournament's
:class:`~arena.cli.tournament.Scheduler` (``--workers`` local processes, or Ray)."""

from __future__ import annotations

import contextlib
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arena.cli.agents import AgentSpecError, make_agent
from arena.cli.tournament import LocalScheduler, Scheduler
from arena.core.driver import GameRecord, Step, derive_seed, play_game
from arena.core.events import Event
from arena.core.game import Game
from arena.core.replay import write_replay
from arena.core.state import State


def seat_specs(specs: list[str], num_players: int) -> list[str]:
    """One agent spec per seat: a single spec fills every seat."""
    if len(specs) == 1:
        return specs * num_players
    if len(specs) != num_players:
        raise AgentSpecError(f"{len(specs)} agents given for {num_players} seats")
    return specs


def error_detail(index: int, seed: int, stage: str, exc: BaseException, steps: int) -> dict[str, Any]:
    """An exception as JSON: where it happened, type, message and the innermost frames."""
    frames = traceback.extract_tb(exc.__traceback__)[-4:]
    return {
        "index": index,
        "seed": seed,
        "stage": stage,
        "steps": steps,
        "error": type(exc).__name__,
        "message": str(exc),
        "traceback": [f"{f.filename}:{f.lineno} in {f.name}: {f.line or ''}".strip() for f in frames],
    }


def _collector(steps: list[Step]) -> Callable[[State[Any], Step, list[Event]], None]:
    """An ``on_step`` hook keeping the applied steps (so a failed game can be saved)."""

    def on_step(_state: State[Any], step: Step, _events: list[Event]) -> None:
        steps.append(step)

    return on_step


@dataclass(frozen=True)
class SelfplayJob:
    """One self-play game: everything a worker process needs (plain data, picklable)."""

    index: int
    game: str
    options: dict[str, Any]
    specs: tuple[str, ...]
    seed: int
    max_steps: int
    check: bool
    save_dir: str | None


def play_selfplay_job(job: SelfplayJob) -> tuple[dict[str, Any] | None, list[dict[str, Any]]]:
    """Play one game (any process may): its result (``None`` if it failed) and its errors."""
    from arena.core import registry

    game = registry.load(job.game, **job.options)
    save_dir = None if job.save_dir is None else Path(job.save_dir)
    details: list[dict[str, Any]] = []
    steps: list[Step] = []
    try:
        agents = [make_agent(s) for s in job.specs]
        record = play_game(
            game, agents, job.seed, max_steps=job.max_steps, check=job.check, on_step=_collector(steps)
        )
    except Exception as exc:
        details.append(error_detail(job.index, job.seed, "play", exc, len(steps)))
        if save_dir is not None:  # the steps before the failure, to reproduce it
            partial = GameRecord(game.id, game.options_dict(), job.seed, steps)
            with contextlib.suppress(Exception):
                write_replay(partial, save_dir / f"{game.id}-{job.index:04d}-error.jsonl")
        return None, details
    result = {
        "index": job.index,
        "seed": job.seed,
        "returns": record.returns,
        "winners": record.winners(),
        "actions": record.num_actions,
        "steps": len(record.steps),
        "terminal": record.terminal,
    }
    if save_dir is not None:
        try:
            write_replay(record, save_dir / f"{game.id}-{job.index:04d}.jsonl")
        except Exception as exc:
            details.append(error_detail(job.index, job.seed, "replay", exc, len(steps)))
    return result, details


def run_selfplay(
    game: Game[Any],
    specs: list[str],
    *,
    games: int,
    seed: int,
    max_steps: int = 1_000_000,
    check: bool = False,
    save_dir: Path | None = None,
    scheduler: Scheduler | None = None,
) -> dict[str, Any]:
    """Play ``games`` games (game ``i`` seeded ``derive_seed(seed, i)``) and summarize them.

    The games are independent jobs on ``scheduler`` (default: this process): any number of
    workers gives the same results, in game order."""
    specs = seat_specs(specs, game.num_players)
    for spec in specs:  # fail fast on a bad spec, before any game
        make_agent(spec)
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
    jobs = [
        SelfplayJob(i, game.id, game.options_dict(), tuple(specs), derive_seed(seed, i), max_steps, check,
                    None if save_dir is None else str(save_dir))
        for i in range(games)
    ]  # fmt: skip
    results: list[dict[str, Any]] = []
    details: list[dict[str, Any]] = []
    start = time.perf_counter()
    for result, errors in (scheduler or LocalScheduler(1)).map_unordered(play_selfplay_job, jobs):
        if result is not None:
            results.append(result)
        details.extend(errors)
    elapsed = time.perf_counter() - start
    results.sort(key=lambda r: r["index"])
    details.sort(key=lambda d: (d["index"], d["stage"] != "play"))
    wins = [0] * game.num_players
    for r in results:
        for p in r["winners"]:
            wins[p] += 1
    draws = sum(1 for r in results if r["terminal"] and not r["winners"])
    finished = len(results)
    total_steps = sum(r["steps"] for r in results)
    return {
        "game": game.id,
        "options": game.options_dict(),
        "agents": specs,
        "seed": seed,
        "games": finished,
        "errors": len(details),
        "error_details": details,
        "unfinished": sum(1 for r in results if not r["terminal"]),
        "wins": wins,
        "draws": draws,
        "avg_actions": sum(r["actions"] for r in results) / finished if finished else 0.0,
        "avg_steps": total_steps / finished if finished else 0.0,
        "elapsed_s": round(elapsed, 6),
        "games_per_s": finished / elapsed if elapsed > 0 else 0.0,
        "actions_per_s": total_steps / elapsed if elapsed > 0 else 0.0,
        "results": results,
    }

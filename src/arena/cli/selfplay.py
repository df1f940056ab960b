"""``arena selfplay``: agents play N seeded games; a JSON-ready summary with any failures."""

from __future__ import annotations

import contextlib
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arena.cli.agents import AgentSpecError, make_agent
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


def run_selfplay(
    game: Game[Any],
    specs: list[str],
    *,
    games: int,
    seed: int,
    max_steps: int = 1_000_000,
    check: bool = False,
    save_dir: Path | None = None,
) -> dict[str, Any]:
    """Play ``games`` games (game ``i`` seeded ``derive_seed(seed, i)``) and summarize them."""
    specs = seat_specs(specs, game.num_players)
    for spec in specs:  # fail fast on a bad spec, before any game
        make_agent(spec)
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
    results: list[dict[str, Any]] = []
    details: list[dict[str, Any]] = []
    wins = [0] * game.num_players
    draws = 0
    start = time.perf_counter()
    for i in range(games):
        game_seed = derive_seed(seed, i)
        steps: list[Step] = []
        try:
            agents = [make_agent(s) for s in specs]
            record = play_game(
                game,
                agents,
                game_seed,
                max_steps=max_steps,
                check=check,
                on_step=_collector(steps),
            )
        except Exception as exc:
            details.append(error_detail(i, game_seed, "play", exc, len(steps)))
            if save_dir is not None:  # the steps before the failure, to reproduce it
                partial = GameRecord(game.id, game.options_dict(), game_seed, steps)
                with contextlib.suppress(Exception):
                    write_replay(partial, save_dir / f"{game.id}-{i:04d}-error.jsonl")
            continue
        winners = record.winners()
        for p in winners:
            wins[p] += 1
        if record.terminal and not winners:
            draws += 1
        results.append(
            {
                "index": i,
                "seed": game_seed,
                "returns": record.returns,
                "winners": winners,
                "actions": record.num_actions,
                "steps": len(record.steps),
                "terminal": record.terminal,
            }
        )
        if save_dir is not None:
            try:
                write_replay(record, save_dir / f"{game.id}-{i:04d}.jsonl")
            except Exception as exc:
                details.append(error_detail(i, game_seed, "replay", exc, len(steps)))
    elapsed = time.perf_counter() - start
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

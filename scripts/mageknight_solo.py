"""Mage Knight solo strength: one agent plays seeded First Reconnaissance games against the Dummy.

    nice -n 19 .venv/bin/python scripts/mageknight_solo.py run --agent plan --games 100 \\
        --workers 2 --out docs/results/mageknight-solo/plan.jsonl
    .venv/bin/python scripts/mageknight_solo.py table docs/results/mageknight-solo/*.jsonl

Game ``i`` is seeded ``derive_seed(seed, i)`` (the same set-up and chance stream for every agent
until their choices differ). ``run`` appends one JSON line per game as soon as it ends (seed,
game index, agent, Fame, decisions, the slowest decision in seconds of wall clock and of this
process's CPU time, whether the city was revealed, the tiles on the map), so an interrupted run resumes where it stopped; ``--workers`` spreads the games over
processes (each game is played whole in one process: the rows do not depend on it). ``table``
prints the ladder as Markdown: mean Fame with its 95% confidence interval (mean ± 1.96·sd/√n),
median, min–max, cities revealed, the slowest decision.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from arena.ai.registry import make_agent
from arena.core import registry
from arena.core.match import Match, derive_seed


def play(spec: str, seed: int, hero: str = "tovak") -> dict[str, Any]:
    """One solo game of ``spec`` on ``seed``: its Fame, decisions and the slowest one."""
    game = registry.load("mageknight", players=1, heroes=[hero])
    match = Match(game, seed, [make_agent(spec)], check=False)
    decisions, slowest, slowest_cpu = 0, 0.0, 0.0
    while not match.is_over():
        started, cpu = time.perf_counter(), time.process_time()
        step, _ = match.step()
        if step.player >= 0:
            decisions += 1
            slowest = max(slowest, time.perf_counter() - started)
            slowest_cpu = max(slowest_cpu, time.process_time() - cpu)
    state: Any = match.state
    return {
        "seed": seed,
        "agent": spec,
        "fame": state.heroes[0].fame,
        "decisions": decisions,
        "slowest_s": round(slowest, 3),
        "slowest_cpu_s": round(slowest_cpu, 3),
        "city": bool(state.city_revealed),
        "tiles": len(state.tiles),
    }


def _play_indexed(args: tuple[str, int, int, str]) -> dict[str, Any]:
    spec, index, seed, hero = args
    return {"game": index} | play(spec, seed, hero)


def run(spec: str, games: int, seed: int, workers: int, out: Path, hero: str, start: int = 0) -> None:
    """Play the games ``start``..``games - 1`` of ``spec`` not yet in ``out``; append their rows."""
    done = {json.loads(line)["game"] for line in out.read_text().splitlines()} if out.exists() else set()
    todo = [(spec, i, derive_seed(seed, i), hero) for i in range(start, games) if i not in done]
    out.parent.mkdir(parents=True, exist_ok=True)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for row in pool.map(_play_indexed, todo):
            with out.open("a") as sink:
                sink.write(json.dumps(row) + "\n")
            print(json.dumps(row), flush=True)


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Mean Fame with its 95% confidence interval, median, extremes, cities, slowest decision."""
    fame = [r["fame"] for r in rows]
    n = len(fame)
    mean = statistics.fmean(fame)
    half = 1.96 * statistics.stdev(fame) / math.sqrt(n) if n > 1 else float("nan")
    return {
        "agent": rows[0]["agent"],
        "games": n,
        "mean": mean,
        "ci95": half,
        "median": statistics.median(fame),
        "min": min(fame),
        "max": max(fame),
        "cities": sum(bool(r["city"]) for r in rows),
        "slowest_s": max(r["slowest_s"] for r in rows),
        "decisions": statistics.fmean(r["decisions"] for r in rows),
    }


def table(paths: list[Path]) -> str:
    """The ladder as a Markdown table, one row per JSONL file."""
    lines = [
        "| agent | games | mean Fame (95% CI) | median | min–max | city revealed | decisions/game | slowest decision |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for path in paths:
        s = summary([json.loads(line) for line in path.read_text().splitlines()])
        lines.append(
            f"| `{s['agent']}` | {s['games']} | {s['mean']:.2f} ± {s['ci95']:.2f} | {s['median']:g} "
            f"| {s['min']}–{s['max']} | {s['cities']} | {s['decisions']:.0f} | {s['slowest_s']:.2f} s |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    play_args = sub.add_parser("run", help="play seeded games of one agent")
    play_args.add_argument("--agent", required=True)
    play_args.add_argument("--games", type=int, default=100)
    play_args.add_argument("--start", type=int, default=0, help="the first game's index")
    play_args.add_argument("--seed", type=int, default=2026)
    play_args.add_argument("--workers", type=int, default=1)
    play_args.add_argument("--hero", default="tovak")
    play_args.add_argument("--out", type=Path, required=True)
    table_args = sub.add_parser("table", help="the ladder of JSONL files as Markdown")
    table_args.add_argument("paths", type=Path, nargs="+")
    args = parser.parse_args()
    if args.command == "run":
        run(args.agent, args.games, args.seed, args.workers, args.out, args.hero, args.start)
    else:
        print(table(args.paths))


if __name__ == "__main__":
    main()

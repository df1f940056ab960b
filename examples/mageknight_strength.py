"""Issue 14's strength check: agents play the same seeded solo Mage Knight games; Fame compared.

    .venv/bin/python examples/mageknight_strength.py --games 100 --agents random,mcts:time=1 \
        --out results.jsonl

Game ``i`` uses ``derive_seed(seed, i)`` for every agent (the same chance stream: the same
set-up, the same Source; later draws differ with the agents' choices). One JSON line per
(game, agent) is appended to ``--out`` as soon as it ends, so an interrupted run resumes where
it stopped. The summary compares the first agent with each other one per seed: how often the
other scores more Fame, the mean Fame, and the slowest decision.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from arena.ai.registry import make_agent, split_specs
from arena.core import registry
from arena.core.match import Match, derive_seed


def play(spec: str, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """One game of ``spec`` on ``seed``: final Fame, score, city, decisions and their times."""
    game = registry.load("mageknight", **options)
    match = Match(game, seed, [make_agent(spec)], check=False)
    times: list[float] = []
    while not match.is_over():
        started = time.perf_counter()
        step, _ = match.step()
        if step.player >= 0:
            times.append(time.perf_counter() - started)
    state: Any = match.state
    return {
        "agent": spec,
        "seed": seed,
        "fame": state.heroes[0].fame,
        "score": state.view(0)["scores"][0]["total"],
        "city": state.city_revealed,
        "decisions": len(times),
        "max_s": round(max(times, default=0.0), 3),
        "mean_s": round(sum(times) / max(1, len(times)), 4),
    }


def summary(rows: list[dict[str, Any]], agents: list[str]) -> dict[str, Any]:
    by = {(r["agent"], r["seed"]): r for r in rows}
    seeds = sorted({r["seed"] for r in rows if all((a, r["seed"]) in by for a in agents)})
    out: dict[str, Any] = {"games": len(seeds)}
    for agent in agents:
        games = [by[(agent, s)] for s in seeds]
        out[agent] = {
            "mean_fame": round(sum(g["fame"] for g in games) / max(1, len(games)), 2),
            "mean_score": round(sum(g["score"] for g in games) / max(1, len(games)), 2),
            "cities": sum(g["city"] for g in games),
            "max_decision_s": max((g["max_s"] for g in games), default=0.0),
        }
    base = agents[0]
    for agent in agents[1:]:
        more = sum(by[(agent, s)]["fame"] > by[(base, s)]["fame"] for s in seeds)
        out[agent][f"more_fame_than_{base}"] = more
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--start", type=int, default=0, help="first game index (split a run over processes)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--agents", default="random,mcts:time=1")
    parser.add_argument("--hero", default="tovak")
    parser.add_argument("--out", type=Path, default=Path("mageknight_strength.jsonl"))
    args = parser.parse_args()
    agents = split_specs(args.agents)
    options = {"players": 1, "heroes": [args.hero]}
    rows = [json.loads(line) for line in args.out.read_text().splitlines()] if args.out.exists() else []
    done = {(r["agent"], r["seed"]) for r in rows}
    for i in range(args.start, args.games):
        seed = derive_seed(args.seed, i)
        for spec in agents:
            if (spec, seed) in done:
                continue
            row = play(spec, seed, options) | {"game": i}
            rows.append(row)
            with args.out.open("a") as out:
                out.write(json.dumps(row) + "\n")
            print(json.dumps(row), flush=True)
    print(json.dumps(summary(rows, agents), indent=2))


if __name__ == "__main__":
    main()

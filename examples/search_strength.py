"""Issue 16's strength check: the default ``mcts`` agent against the previous one, equal time.

    .venv/bin/python examples/search_strength.py --ref d114907 --game knockdown \
        --games 100 --time 0.1 --out knockdown.jsonl
    .venv/bin/python examples/search_strength.py --ref d114907 --game krosmaster \
        -o scenario=tutorial-4 --games 100 --time 0.25 --out t4.jsonl

The previous agent is the ``arena.ai`` search code of commit ``--ref`` (``git show``), loaded
as the package ``previous_ai`` beside this checkout's; both play this checkout's rules, both
``mcts:time=T`` with everything else default (the game's tuning). Game ``i`` is seeded
``derive_seed(seed, i)``; the current agent sits in seat ``i % 2`` (seats swapped every game).
One JSON line per game goes to ``--out`` as soon as it ends (an interrupted run resumes). The
summary gives the current agent's wins, draws and losses, its score (a draw counts half) and
the score's 95% Wilson interval, and both agents' iterations per searched decision.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from arena.ai.mcts import MCTSAgent
from arena.core import registry
from arena.core.match import Match, derive_seed

MODULES = ("common", "parallel", "search", "mcts")


def load_previous(ref: str, into: Path) -> type[Any]:
    """The ``MCTSAgent`` class of commit ``ref``'s ``arena.ai``, importable as ``previous_ai``."""
    package = into / "previous_ai"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name in MODULES:  # the modules the search had at ``ref`` (older commits had fewer)
        shown = subprocess.run(
            ["git", "show", f"{ref}:src/arena/ai/{name}.py"], capture_output=True, text=True
        )
        if shown.returncode == 0:
            (package / f"{name}.py").write_text(shown.stdout.replace("arena.ai.", "previous_ai."))
    sys.path.insert(0, str(into))
    agent: type[Any] = importlib.import_module("previous_ai.mcts").MCTSAgent
    return agent


class Timed:
    """An agent wrapper that records its searched decisions' times and iterations."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.times: list[float] = []
        self.iterations: list[int] = []

    def act(self, obs: Any, rng: Any) -> Any:
        start = time.perf_counter()
        move = self.agent.act(obs, rng)
        if len(obs.legal_actions) > 1:
            self.times.append(time.perf_counter() - start)
            self.iterations.append(getattr(self.agent, "last_iterations", 0))
        return move


def play(
    game_id: str, options: dict[str, Any], seed: int, i: int, seconds: float, previous: type[Any]
) -> dict[str, Any]:
    game = registry.load(game_id, **options)
    seat = i % 2
    current, old = Timed(MCTSAgent(time=seconds)), Timed(previous(time=seconds))
    agents = [current, old] if seat == 0 else [old, current]
    match = Match(game, derive_seed(seed, i), agents, check=True)
    match.run(until_human=False)
    returns = match.state.returns()
    mine, theirs = returns[seat], returns[1 - seat]
    return {
        "game": i,
        "current_seat": seat,
        "result": 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5,
        "steps": len(match.record().steps),
        "current_decisions": len(current.times),
        "current_mean_s": round(sum(current.times) / max(1, len(current.times)), 4),
        "current_mean_iterations": round(sum(current.iterations) / max(1, len(current.iterations)), 1),
        "previous_mean_s": round(sum(old.times) / max(1, len(old.times)), 4),
        "previous_mean_iterations": round(sum(old.iterations) / max(1, len(old.iterations)), 1),
    }


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``score`` over ``n`` games."""
    if n == 0:
        return (0.0, 1.0)
    centre = (score + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    wins = sum(r["result"] == 1.0 for r in rows)
    draws = sum(r["result"] == 0.5 for r in rows)
    score = (wins + draws / 2) / n if n else 0.0

    def mean(key: str) -> float:
        return round(sum(r[key] for r in rows) / max(1, n), 3)

    return {
        "games": n,
        "current_wins": wins,
        "draws": draws,
        "current_losses": n - wins - draws,
        "current_score": round(score, 4),
        "wilson_95": wilson(score, n),
        "current_mean_iterations": mean("current_mean_iterations"),
        "previous_mean_iterations": mean("previous_mean_iterations"),
        "current_mean_s": mean("current_mean_s"),
        "previous_mean_s": mean("previous_mean_s"),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ref", required=True, help="the commit whose arena.ai is the previous agent")
    parser.add_argument("--game", required=True)
    parser.add_argument("-o", "--opt", action="append", default=[], help="game option key=value")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--time", type=float, default=0.25, help="seconds per move, both agents")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    options = dict(item.split("=", 1) for item in args.opt)
    done = set()
    if args.out.exists():
        done = {json.loads(line)["game"] for line in args.out.read_text().splitlines() if line.strip()}
    with tempfile.TemporaryDirectory() as tmp:
        previous = load_previous(args.ref, Path(tmp))
        for i in range(args.start, args.start + args.games):
            if i in done:
                continue
            row = play(args.game, options, args.seed, i, args.time, previous)
            with args.out.open("a") as sink:
                sink.write(json.dumps(row) + "\n")
    rows = [json.loads(line) for line in args.out.read_text().splitlines() if line.strip()]
    print(json.dumps(summary(rows), indent=2))


if __name__ == "__main__":
    main()

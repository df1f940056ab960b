"""Issue 14's playout check: seeded random games of First Reconnaissance for every player count,
every invariant checked at every step, each game ending with a score.

    .venv/bin/python examples/mageknight_playouts.py --games 250 --players 1,2,3,4

Game ``i`` of ``n`` players uses ``derive_seed(seed, 1000 * n + i)``: chance outcomes and the
random players' choices come from it alone. At every step the position's invariants
(``MageKnight.invariant_errors``: crystals, the Source's dice, the portal at the end of a turn, the
level table, figures on the map...) and the conservation of cards (``census_errors``) are checked.
Prints one JSON summary per player count; exit status 1 when any game failed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from arena.core.chance import sample_outcome
from arena.core.match import derive_seed
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import census_errors

MAX_STEPS = 20_000


def playout(game: MageKnight, seed: int) -> tuple[int, list[str]]:
    """One random game: its number of steps and the problems met (empty: a clean game)."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal():
        problems = game.invariant_errors(state) + census_errors(state)
        if problems:
            return steps, problems
        if state.is_chance_node():
            action = sample_outcome(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action, check=False)
        steps += 1
        if steps >= MAX_STEPS:
            return steps, [f"no end after {MAX_STEPS} steps"]
    problems = game.invariant_errors(state) + census_errors(state)
    if len(state.view(None)["scores"]) != game.num_players:
        problems.append("no final score table")
    return steps, problems


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=250, help="games per player count")
    parser.add_argument("--players", default="1,2,3,4")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    failed = False
    for players in (int(p) for p in args.players.split(",")):
        game = MageKnight(players=players)
        started = time.perf_counter()
        summary: dict[str, Any] = {"players": players, "games": args.games, "errors": []}
        total_steps = 0
        for i in range(args.games):
            seed = derive_seed(args.seed, 1000 * players + i)
            try:
                steps, problems = playout(game, seed)
            except Exception as exc:  # an engine failure is a finding, reported with its seed
                steps, problems = 0, [f"{type(exc).__name__}: {exc}"]
            total_steps += steps
            if problems:
                summary["errors"].append({"game": i, "seed": seed, "problems": problems[:3]})
        summary["steps"] = total_steps
        summary["seconds"] = round(time.perf_counter() - started, 1)
        failed = failed or bool(summary["errors"])
        print(json.dumps(summary), flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

"""Where a game's random playouts spend their time, by kind of step (issue 16's profile).

    .venv/bin/python examples/step_times.py krosmaster -o scenario=tutorial-7 --games 40

Plays ``--games`` random games on the lean path (``arena bench``'s loop: game ``i`` seeded
``derive_seed(seed, i)``) after one untimed warm-up game, and times each call: choosing the
action (``pick``: the legal listing or the chance weights, and the draw) and applying it, by
the kind of task pending (the top of a flow game's stack) and the action's type. Prints each
row's share of the time, its mean in µs and how often it comes per game. Timings are rough
(the clock is read around every call); compare shares, not absolute figures, across machines.
"""

from __future__ import annotations

import argparse
import collections
import time
from typing import Any

from arena.cli.bench import game_rngs, random_pick, warm_up
from arena.core import registry


def _kind(state: Any) -> str:
    stack = getattr(state, "stack", None)
    return type(stack[-1]).__name__ if stack else "step"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game")
    parser.add_argument("-o", "--option", action="append", default=[], help="NAME=VALUE, a game option")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-steps", type=int, default=100_000)
    args = parser.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    game = registry.load(args.game, **options)
    warm_up(game, args.seed, args.max_steps)
    spent: collections.Counter[tuple[str, str]] = collections.Counter()
    count: collections.Counter[tuple[str, str]] = collections.Counter()
    clock = time.perf_counter_ns
    for i in range(args.games):
        chance, seats = game_rngs(args.seed, i, game.num_players)
        state = game.new_initial_state()
        for _ in range(args.max_steps):
            if state.is_terminal():
                break
            kind = _kind(state)
            t0 = clock()
            action = random_pick(state, chance, seats)
            t1 = clock()
            state.step(action)
            t2 = clock()
            for row, ns in (((kind, "pick"), t1 - t0), ((kind, type(action).__name__), t2 - t1)):
                spent[row] += ns
                count[row] += 1
    total = sum(spent.values()) or 1
    print(f"{args.game} {options or ''}: {args.games} games, {sum(count.values()) // 2} actions")
    print(f"{'share':>6} {'µs':>8} {'per game':>9}  task / action")
    for row, ns in spent.most_common():
        print(
            f"{100 * ns / total:5.1f}% {ns / count[row] / 1000:8.2f} {count[row] / args.games:9.1f}  {row[0]} / {row[1]}"
        )


if __name__ == "__main__":
    main()

"""The balance matrix (docs/knockdown.md): win rates per fighter-side pairing under self-play.

    .venv/bin/python -m tests.knockdown.balance --agent mcts --iters 40 --games 16 --out balance.json

Each pairing of two sides of different fighters plays ``games`` games, half with each side in
seat 1 (game ``i`` seeded ``i``), so the seat advantage cancels out.
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from typing import Any

from arena.ai.mcts import MCTSAgent
from arena.ai.random_agent import RandomAgent
from arena.core.agent import Agent
from arena.core.driver import play_game
from arena.games.knockdown import Knockdown
from arena.games.knockdown.datamodel import sets


def pairings() -> list[tuple[str, str]]:
    sides = [f.id for f in sets()["tainted-grail"].fighters]
    return [(a, b) for a, b in itertools.combinations(sides, 2) if a.split("-")[0] != b.split("-")[0]]


def agent(kind: str, iters: int) -> Agent:
    return MCTSAgent(iters=iters) if kind == "mcts" else RandomAgent()


def cell(a: str, b: str, games: int, kind: str, iters: int, offset: int = 0) -> dict[str, Any]:
    wins_a = seat0 = steps = 0
    for i in range(offset, offset + games):
        flip = i % 2 == 1
        fighters = [b, a] if flip else [a, b]
        rec = play_game(Knockdown(fighters=fighters), [agent(kind, iters), agent(kind, iters)], i)
        a_seat = 1 if flip else 0
        wins_a += rec.returns[a_seat] > 0
        seat0 += rec.returns[0] > 0
        steps += len(rec.steps)
    return {
        "a": a,
        "b": b,
        "games": games,
        "a_wins": wins_a,
        "a_rate": wins_a / games,
        "seat1_rate": seat0 / games,
        "avg_steps": steps / games,
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--agent", default="mcts", choices=["mcts", "random"])
    ap.add_argument("--iters", type=int, default=40)
    ap.add_argument("--games", type=int, default=16)
    ap.add_argument("--out", default="")
    ap.add_argument("--offset", type=int, default=0, help="first game seed")
    ap.add_argument("--only", default="", help="one pairing, e.g. mist-a,witch-a")
    args = ap.parse_args()
    rows = []
    todo = [tuple(args.only.split(","))] if args.only else pairings()
    for a, b in todo:
        t = time.time()
        row = cell(a, b, args.games, args.agent, args.iters, args.offset)
        row["seconds"] = round(time.time() - t, 1)
        rows.append(row)
        print(json.dumps(row), flush=True)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            json.dump({"agent": args.agent, "iters": args.iters, "rows": rows}, fh, indent=1)


if __name__ == "__main__":
    main()

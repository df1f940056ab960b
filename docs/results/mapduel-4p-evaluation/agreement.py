"""Issue 32: how often the default ``mcts`` plays ``greedy``'s move, by kind of action, at a
table of ``players`` (``mcts`` in seat 0, ``greedy`` in the others; ``games`` deals seeded 7).

    PYTHONPATH=. .venv/bin/python docs/results/mapduel-4p-evaluation/agreement.py 4 6
"""

from __future__ import annotations

import collections
import random
import sys

from arena.cli.agents import make_agent
from arena.core import registry
from arena.core.agent import Observation
from arena.core.match import Match, derive_seed

players, games = int(sys.argv[1]), int(sys.argv[2])
game = registry.load("mapduel", players=players)
decisions: collections.Counter[str] = collections.Counter()
agreed: collections.Counter[str] = collections.Counter()
judge = make_agent("greedy")
for g in range(games):
    match = Match(
        game,
        derive_seed(7, "agree", g),
        [make_agent("mcts")] + [make_agent("greedy") for _ in range(players - 1)],
    )
    while not match.state.is_terminal():
        state = match.state
        if state.current_player() == 0 and len(state.legal_actions()) > 1:
            greedy_move = judge.act(Observation(state.clone(), 0), random.Random(g))
            step, _ = match.step()
            kind = step.text.split()[0]
            decisions[kind] += 1
            agreed[kind] += greedy_move == step.action
        else:
            match.step()
print(players, "players", games, "games")
for kind in sorted(decisions):
    n = decisions[kind]
    print(f"  {kind}: {n} decisions, greedy's move {agreed[kind]} ({100 * agreed[kind] / n:.0f}%)")
print("  all:", sum(decisions.values()), sum(agreed.values()))

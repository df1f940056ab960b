"""Learn Map & Duel's evaluation by self-play (issue 32): the weights of ``data/evaluation.yaml``.

    .venv/bin/python scripts/train_mapduel_evaluation.py --rounds 2 --games 4000 --seed 1 \\
        --workers 2 --out src/arena/games/mapduel/data/evaluation.yaml

Each round plays ``--games`` seeded two-player games with the previous round's model (round 1:
a hand-set starting model, HP and cards only): ``greedy`` against ``greedy`` in half of them,
against ``random`` (either seat) in the other half, so the positions range from careful to
careless play. At each decision after the set-up a position is kept with probability ``--sample`` (its players'
features: ``evaluation.player_features``, and their characters); the game's winner labels them
(draws are left out). A logistic model of "seat 0 wins" on the difference of the two players'
features (both orders, so it is symmetric) is fitted by Newton's method with an L2 penalty
``--l2``; one game in five is held out first to report its log loss and accuracy, then the model
is fitted on every position. That model plays the next round. The result is written as YAML
with the command, its figures and the weights rounded to 4 decimals: the same arguments give the
same file (the games are spread over ``--workers`` processes by the tournaments' scheduler, and
merged in game order). The time each round took goes to stderr only.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from arena.ai.registry import make_agent
from arena.cli.tournament import LocalScheduler
from arena.core import registry
from arena.core.match import Match, derive_seed
from arena.games.mapduel.datamodel import EvaluationModel, base_characters
from arena.games.mapduel.evaluation import FEATURES, Evaluator, player_features

STARTING_MODEL: dict[str, Any] = {
    "training": {"command": "hand-set starting model", "seed": 0, "rounds": 0, "games": 0, "positions": 0},
    "weights": {
        **dict.fromkeys(FEATURES, 0.0),
        "health": 0.3,
        "max_health": 0.1,
        "equipped": 0.25,
        "card": 0.2,
    },
    "characters": {},
}
PAIRINGS = (("greedy", "greedy"), ("greedy", "random"), ("random", "greedy"), ("greedy", "greedy"))
CHUNK = 50
"""Games per job."""


@dataclass(frozen=True)
class Chunk:
    """Games ``first``..``first + count - 1`` of round ``round``, played with ``model``."""

    round: int
    first: int
    count: int
    seed: int
    sample: float
    model: dict[str, Any]


Rows = list[tuple[int, list[list[float]], list[float]]]
"""(game index, each player's features with its character one-hot, each player's label)."""


def play_chunk(chunk: Chunk) -> Rows:
    """Play a chunk's games and return the positions kept (a top-level function, for the pool)."""
    game: Any = registry.load("mapduel", players=2)
    game.evaluator = Evaluator(game, EvaluationModel.model_validate(chunk.model))
    characters = len(game.characters)
    out: Rows = []
    for g in range(chunk.first, chunk.first + chunk.count):
        agents = [make_agent(spec) for spec in PAIRINGS[g % len(PAIRINGS)]]
        match = Match(game, derive_seed(chunk.seed, "train", chunk.round, g), agents, check=False)
        pick = random.Random(derive_seed(chunk.seed, "sample", chunk.round, g))
        kept: list[list[list[float]]] = []
        while not match.state.is_terminal():
            state: Any = match.state  # a MapDuelState
            if state.current_player() >= 0 and pick.random() < chunk.sample and min(state.character) >= 0:
                rows = player_features(state)
                for p, row in enumerate(rows):
                    onehot = [0.0] * characters
                    onehot[state.character[p]] = 1.0
                    row.extend(onehot)
                kept.append(rows)
            match.step()
        returns = match.state.returns()
        if returns[0] == returns[1]:
            continue
        labels = [1.0 if r > 0 else 0.0 for r in returns]
        out.extend((g, rows, labels) for rows in kept)
    return out


def fit(diff: Any, label: Any, l2: float) -> Any:
    """Logistic regression without intercept (the model is symmetric), Newton's method."""
    w = np.zeros(diff.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(diff @ w)))
        grad = diff.T @ (p - label) + l2 * w
        hess = (diff * (p * (1 - p))[:, None]).T @ diff + l2 * np.eye(diff.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.max(np.abs(step)) < 1e-10:
            break
    return w


def log_loss(diff: Any, label: Any, w: Any) -> tuple[float, float]:
    p = np.clip(1.0 / (1.0 + np.exp(-(diff @ w))), 1e-9, 1 - 1e-9)
    loss = -np.mean(label * np.log(p) + (1 - label) * np.log(1 - p))
    return float(loss), float(np.mean((p > 0.5) == (label > 0.5)))


def train_round(round_: int, model: dict[str, Any], args: argparse.Namespace) -> tuple[dict[str, Any], int]:
    chunks = [
        Chunk(round_, first, min(CHUNK, args.games - first), args.seed, args.sample, model)
        for first in range(0, args.games, CHUNK)
    ]
    results = list(LocalScheduler(args.workers).map_unordered(play_chunk, chunks))
    rows = sorted((r for chunk in results for r in chunk), key=lambda r: r[0])  # game order; stable within
    games = np.array([g for g, _, _ in rows])
    diff = np.array([np.array(f[0]) - np.array(f[1]) for _, f, _ in rows])
    label = np.array([lab[0] for _, _, lab in rows])
    diff, label, games = (
        np.vstack([diff, -diff]),
        np.concatenate([label, 1 - label]),
        np.concatenate([games, games]),
    )
    held = games % 5 == 0
    loss, accuracy = log_loss(diff[held], label[held], fit(diff[~held], label[~held], args.l2))
    w = fit(diff, label, args.l2)
    character_ids = [c.id for c in base_characters().characters]  # the games' order (one-hot)
    n = len(FEATURES)
    chars = w[n:] - np.mean(w[n:])
    return {
        "training": {
            "command": command_line(args),
            "seed": args.seed,
            "rounds": round_,
            "games": args.games * round_,
            "positions": len(rows),
            "holdout_log_loss": round(loss, 4),
            "holdout_accuracy": round(accuracy, 4),
        },
        "weights": {f: round(float(x), 4) for f, x in zip(FEATURES, w[:n], strict=True)},
        "characters": {cid: round(float(x), 4) for cid, x in zip(character_ids, chars, strict=True)},
    }, len(rows)


def command_line(args: argparse.Namespace) -> str:
    return (
        f"scripts/train_mapduel_evaluation.py --rounds {args.rounds} --games {args.games} --seed {args.seed}"
        f" --sample {args.sample} --l2 {args.l2}"
    )


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--games", type=int, default=4000, help="games a round")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sample", type=float, default=0.15, help="share of decisions kept as positions")
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=None, help="the YAML file (default: stdout)")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.games < 5 or not 0 < args.sample <= 1:
        parser.error("needs --rounds >= 1, --games >= 5 and 0 < --sample <= 1")
    model = STARTING_MODEL
    for r in range(1, args.rounds + 1):
        start = time.perf_counter()
        model, positions = train_round(r, model, args)
        seconds = time.perf_counter() - start
        print(
            f"round {r}: {positions} positions, {seconds:.1f} s, holdout {model['training']}", file=sys.stderr
        )
    text = (
        "# Map & Duel's evaluation (issue 32), learned by self-play: written by\n"
        f"# {command_line(args)}\n"
        "# Weights of a logistic model of the winner (src/arena/games/mapduel/evaluation.py); do not edit by hand.\n"
        + yaml.safe_dump({"evaluation": model}, sort_keys=False, allow_unicode=True)
    )
    if args.out is None:
        sys.stdout.write(text)
    else:
        args.out.write_text(text, encoding="utf-8")
    return model


if __name__ == "__main__":
    main()

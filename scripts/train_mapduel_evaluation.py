"""Learn Map & Duel's evaluation by self-play (issue 32): the weights of ``data/evaluation.yaml``.

    .venv/bin/python scripts/train_mapduel_evaluation.py --rounds 2 --games 4000 --seed 1 \\
        --workers 2 --out src/arena/games/mapduel/data/evaluation.yaml
    .venv/bin/python scripts/train_mapduel_evaluation.py --players 4 --rounds 2 --games 4000 \\
        --seed 1 --workers 2 --out docs/results/mapduel-4p-evaluation/evaluation-4.yaml

Each round plays ``--games`` seeded games of ``--players`` seats (game options ``--opt
key=value``, as ``arena``'s) with the previous round's model (round 1: a hand-set starting
model, HP and cards only): ``greedy`` in every seat in half of them, ``random`` in one seat (each
seat in turn) in the other half, so the positions range from careful to careless play. At each
decision after the set-up a position is kept with probability ``--sample`` (its players'
features: ``evaluation.player_features``, and their characters); the game's winner labels them
(a game with no single winner is left out). The model the game plays — the living players'
chances are the softmax of their strengths — is fitted by Newton's method: the winners'
negative log-likelihood, counted twice, plus ``--l2``/2 times the squared weights (with two
players, the logistic fit of "seat 0 wins" on the players' feature difference in both orders).
One game in five is held out first to report its log loss and accuracy (the winner is the
likeliest player), then the model is fitted on every position. That model plays the next round.
The result is written as YAML with the command, its figures and the weights rounded to 4
decimals: the same arguments give the same file (the games are spread over ``--workers``
processes by the tournaments' scheduler, and merged in game order). The time each round took
goes to stderr only. Every player count plays the two-player model: the four-player one predicts
better and plays worse (``docs/results/mapduel-4p-evaluation/``).
"""

from __future__ import annotations

import argparse
import random
import shlex
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from arena.ai.registry import make_agent
from arena.cli.options import parse_opts
from arena.cli.tournament import LocalScheduler
from arena.core import registry
from arena.core.errors import ArenaError
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
    options: dict[str, Any]


Rows = list[tuple[int, list[list[float]], list[bool], int]]
"""(game index, each player's features with its character one-hot, who is alive, the winner)."""


def seating(game_index: int, players: int) -> list[str]:
    """Game ``g``'s agents: ``greedy`` everywhere when ``g % 4`` is 0 or 3, else ``random`` in one
    seat, each seat in turn (two players: greedy–greedy, greedy–random, random–greedy, ...)."""
    agents = ["greedy"] * players
    if game_index % 4 in (1, 2):
        agents[(game_index // 4 * 2 + (game_index % 4 == 1)) % players] = "random"
    return agents


def play_chunk(chunk: Chunk) -> Rows:
    """Play a chunk's games and return the positions kept (a top-level function, for the pool)."""
    game: Any = registry.load("mapduel", **chunk.options)
    game.evaluator = Evaluator(game, EvaluationModel.model_validate(chunk.model))
    characters = len(game.characters)
    out: Rows = []
    for g in range(chunk.first, chunk.first + chunk.count):
        agents = [make_agent(spec) for spec in seating(g, game.num_players)]
        match = Match(game, derive_seed(chunk.seed, "train", chunk.round, g), agents, check=False)
        pick = random.Random(derive_seed(chunk.seed, "sample", chunk.round, g))
        kept: list[tuple[list[list[float]], list[bool]]] = []
        while not match.state.is_terminal():
            state: Any = match.state  # a MapDuelState
            if state.current_player() >= 0 and pick.random() < chunk.sample and min(state.character) >= 0:
                rows = player_features(state)
                for p, row in enumerate(rows):
                    onehot = [0.0] * characters
                    onehot[state.character[p]] = 1.0
                    row.extend(onehot)
                kept.append((rows, list(state.alive)))
            match.step()
        winners = [p for p, r in enumerate(match.state.returns()) if r > 0]
        if len(winners) != 1:
            continue
        out.extend((g, rows, alive, winners[0]) for rows, alive in kept)
    return out


def chances(features: Any, alive: Any, w: Any) -> Any:
    """Each position's players' chances: the softmax of their strengths over the living."""
    strength = np.where(alive, features @ w, -np.inf)
    odds = np.exp(strength - strength.max(axis=1, keepdims=True))
    return odds / odds.sum(axis=1, keepdims=True)


def fit(features: Any, alive: Any, winner: Any, l2: float) -> Any:
    """The softmax model of the winner (no intercept: seats are alike), Newton's method on
    ``2 · NLL + l2/2 · |w|²``. ``features``: positions × players × features."""
    d = features.shape[2]
    rows = np.arange(len(winner))
    w = np.zeros(d)
    for _ in range(50):
        p = chances(features, alive, w)
        mean = np.einsum("ij,ijk->ik", p, features)  # each position's expected features
        grad = 2 * (mean - features[rows, winner]).sum(axis=0) + l2 * w
        second = np.einsum("ij,ijk,ijl->kl", p, features, features) - mean.T @ mean
        step = np.linalg.solve(2 * second + l2 * np.eye(d), grad)
        w -= step
        if np.max(np.abs(step)) < 1e-10:
            break
    return w


def log_loss(features: Any, alive: Any, winner: Any, w: Any) -> tuple[float, float]:
    """The mean negative log-likelihood of the winners, and how often the winner is the likeliest."""
    p = chances(features, alive, w)
    rows = np.arange(len(winner))
    loss = -np.mean(np.log(np.clip(p[rows, winner], 1e-9, 1.0)))
    return float(loss), float(np.mean(p.argmax(axis=1) == winner))


def train_round(round_: int, model: dict[str, Any], args: argparse.Namespace) -> tuple[dict[str, Any], int]:
    chunks = [
        Chunk(round_, first, min(CHUNK, args.games - first), args.seed, args.sample, model, options(args))
        for first in range(0, args.games, CHUNK)
    ]
    results = list(LocalScheduler(args.workers).map_unordered(play_chunk, chunks))
    rows = sorted((r for chunk in results for r in chunk), key=lambda r: r[0])  # game order; stable within
    games, features, alive, winner = (np.array(column) for column in zip(*rows, strict=True))
    held = games % 5 == 0
    w = fit(features[~held], alive[~held], winner[~held], args.l2)
    loss, accuracy = log_loss(features[held], alive[held], winner[held], w)
    w = fit(features, alive, winner, args.l2)
    character_ids = [c.id for c in base_characters().characters]  # the games' order (one-hot)
    n = len(FEATURES)
    chars = w[n:] - np.mean(w[n:])
    return {
        "training": {
            "command": command_line(args),
            "seed": args.seed,
            "players": args.players,
            "rounds": round_,
            "games": args.games * round_,
            "positions": len(rows),
            "holdout_log_loss": round(loss, 4),
            "holdout_accuracy": round(accuracy, 4),
        },
        "weights": {f: round(float(x), 4) for f, x in zip(FEATURES, w[:n], strict=True)},
        "characters": {cid: round(float(x), 4) for cid, x in zip(character_ids, chars, strict=True)},
    }, len(rows)


def options(args: argparse.Namespace) -> dict[str, Any]:
    """The game options: ``--opt`` pairs, then ``--players``."""
    return {**parse_opts(args.opt), "players": args.players}


def command_line(args: argparse.Namespace) -> str:
    extra = "".join(f" --opt {shlex.quote(pair)}" for pair in args.opt)
    return (
        f"scripts/train_mapduel_evaluation.py --players {args.players}{extra} --rounds {args.rounds}"
        f" --games {args.games} --seed {args.seed} --sample {args.sample} --l2 {args.l2}"
    )


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opt", action="append", default=[], help="a game option key=value (repeatable)")
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
    try:
        registry.load("mapduel", **options(args))
    except ArenaError as exc:
        parser.error(str(exc))
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
        "# Weights of a softmax model of the winner (src/arena/games/mapduel/evaluation.py); do not edit by hand.\n"
        + yaml.safe_dump({"evaluation": model}, sort_keys=False, allow_unicode=True)
    )
    if args.out is None:
        sys.stdout.write(text)
    else:
        args.out.write_text(text, encoding="utf-8")
    return model


if __name__ == "__main__":
    main()

"""Train a masked PPO agent (sb3-contrib's MaskablePPO) on an Arena game through the Gymnasium
environment, then measure it against Arena's ``random`` and ``greedy`` agents.

Not run by ``make test``. Set-up (CPU only; torch 2.13.0 is the CPU build this machine has on
disk — a plain ``pip install torch`` would fetch a multi-GB CUDA build):

    .venv/bin/pip install torch==2.13.0 -e '.[examples]'
    .venv/bin/python examples/train_maskable_ppo.py tictactoe --timesteps 60000
    .venv/bin/python examples/train_maskable_ppo.py knockdown --timesteps 150000 --opponent random,greedy

The learner trains on both seats (half of the environments each) against the ``--opponent``
specs (comma-separated: the environments share them out);
the evaluation plays ``--eval-games`` games against each of ``random`` and ``greedy`` with the
seats swapped half-way, greedy action from the policy's masked distribution, and prints a
JSON report (win / draw / loss rates, training time).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import numpy as np
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker
from stable_baselines3.common.vec_env import DummyVecEnv

from arena.rl import gym_env


def _mask(env: Any) -> np.ndarray:
    return env.unwrapped.action_mask().astype(bool)


def make_env(game: str, seat: int, opponent: str, options: dict[str, Any]) -> Any:
    def build() -> Any:
        return ActionMasker(gym_env(game, seat=seat, opponent=opponent, **options), _mask)

    return build


def evaluate(
    model: MaskablePPO, game: str, opponent: str, games: int, options: dict[str, Any]
) -> dict[str, Any]:
    """Win / draw / loss rates over ``games`` games, seats swapped half-way."""
    wins = draws = losses = 0
    for g in range(games):
        seat = g % 2
        env = gym_env(game, seat=seat, opponent=opponent, **options)
        obs, info = env.reset(seed=1_000_000 + g)
        done = False
        reward = 0.0
        while not done:
            action, _ = model.predict(obs, action_masks=info["action_mask"].astype(bool), deterministic=True)
            obs, reward, terminated, truncated, info = env.step(int(action))
            done = terminated or truncated
        wins += reward > 0
        draws += reward == 0
        losses += reward < 0
    return {
        "opponent": opponent,
        "games": games,
        "win": wins / games,
        "draw": draws / games,
        "loss": losses / games,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game")
    parser.add_argument("--timesteps", type=int, default=100_000)
    parser.add_argument(
        "--opponent",
        default="random",
        help="the training opponents' agent specs, comma-separated (shared by the envs)",
    )
    parser.add_argument("--envs", type=int, default=8, help="training environments (half per seat)")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--options", default="{}", help="game options as JSON")
    parser.add_argument("--save", default="", help="where to save the trained model (.zip)")
    args = parser.parse_args()
    options = json.loads(args.options)

    torch.set_num_threads(1)  # the environments, not the small network, take the time
    opponents = args.opponent.split(",")
    vec = DummyVecEnv(
        [make_env(args.game, i % 2, opponents[(i // 2) % len(opponents)], options) for i in range(args.envs)]
    )
    vec.seed(args.seed)
    model = MaskablePPO(
        "MlpPolicy",
        vec,
        n_steps=256,
        batch_size=512,
        n_epochs=5,
        learning_rate=3e-4,
        gamma=0.995,
        ent_coef=0.01,
        policy_kwargs={"net_arch": [256, 256]},
        seed=args.seed,
        device="cpu",
        verbose=0,
    )
    start = time.perf_counter()
    model.learn(total_timesteps=args.timesteps)
    trained = time.perf_counter() - start
    if args.save:
        model.save(args.save)
    report = {
        "game": args.game,
        "options": options,
        "library": "sb3-contrib MaskablePPO",
        "timesteps": args.timesteps,
        "training_opponent": args.opponent,
        "training_seconds": round(trained, 1),
        "evaluation": [
            evaluate(model, args.game, opp, args.eval_games, options) for opp in ("random", "greedy")
        ],
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()

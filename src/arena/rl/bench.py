"""Batched stepping against a plain loop over PettingZoo environments, in one run.

Both sides do the same work per game step: the acting seat's observation tensor and action
mask, a uniformly random legal index, the step (chance settled inside), a reset when a game
ends. Figures are steps per second of wall time on one core (no timing is asserted anywhere).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from arena.core.game import Game
from arena.rl.pettingzoo_aec import ArenaAECEnv
from arena.rl.vector import VectorEnv

SIZES = (1, 64, 512)


def _vector_rate(game: Game[Any], n: int, seconds: float, seed: int) -> float:
    env = VectorEnv(game, n, seed)
    env.reset()
    rng = np.random.default_rng(seed)
    steps, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds or steps == 0:
        env.step(env.sample_actions(rng))
        steps += n
    return steps / elapsed


def _loop_rate(game: Game[Any], n: int, seconds: float, seed: int) -> float:
    envs = [ArenaAECEnv(game) for _ in range(n)]
    for i, env in enumerate(envs):
        env.reset(seed=seed + i)
    rng = np.random.default_rng(seed)
    episodes = n
    steps, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds or steps == 0:
        for env in envs:
            mask = env.observe(env.agent_selection)["action_mask"]
            legal = np.flatnonzero(mask)
            env.step(int(legal[rng.integers(len(legal))]))
            if any(env.terminations.values()) or any(env.truncations.values()):
                env.reset(seed=seed + episodes)
                episodes += 1
        steps += n
    return steps / elapsed


def vector_bench(
    game: Game[Any], *, sizes: Sequence[int] = SIZES, seconds: float = 2.0, seed: int = 0
) -> dict[str, Any]:
    """Steps/s of :class:`VectorEnv` and of a loop over ``n`` PettingZoo environments."""
    rows = []
    for n in sizes:
        vector = _vector_rate(game, n, seconds, seed)
        loop = _loop_rate(game, n, seconds, seed)
        rows.append({"n": n, "vector_steps_per_s": vector, "pettingzoo_loop_steps_per_s": loop})
    return {"game": game.id, "options": game.options_dict(), "seconds_per_figure": seconds, "rows": rows}

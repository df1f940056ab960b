"""``arena bench``: random-game throughput and per-call micro-timings, on one core.

Each repetition plays the same ``games`` random games (game ``i`` seeded
``derive_seed(seed, i)``, chosen as :class:`arena.ai.RandomAgent` would) twice: a lean pass
timed as a whole (throughput), then an instrumented pass timing ``legal_actions``, ``clone``
and ``apply`` at every visited state. Figures are medians over repetitions.
"""

from __future__ import annotations

import platform
import random
import statistics
import time
from typing import Any

from arena.core.chance import sample_outcome
from arena.core.driver import derive_seed
from arena.core.game import Game
from arena.core.state import State


def _rngs(seed: int, i: int, players: int) -> tuple[random.Random, list[random.Random]]:
    game_seed = derive_seed(seed, i)
    chance = random.Random(derive_seed(game_seed, "chance"))
    seats = [random.Random(derive_seed(game_seed, "seat", p)) for p in range(players)]
    return chance, seats


def _pick(state: State[Any], chance: random.Random, seats: list[random.Random]) -> Any:
    if state.is_chance_node():
        return sample_outcome(state.chance_outcomes(), chance)
    legal = state.legal_actions()
    return legal[seats[state.current_player()].randrange(len(legal))]


def lean_pass(game: Game[Any], games: int, seed: int, max_steps: int) -> tuple[float, int]:
    """Seconds to play ``games`` random games, and the actions applied (chance included)."""
    applied = 0
    start = time.perf_counter()
    for i in range(games):
        chance, seats = _rngs(seed, i, game.num_players)
        state = game.new_initial_state()
        for _ in range(max_steps):
            if state.is_terminal():
                break
            state.apply(_pick(state, chance, seats), check=False)
            applied += 1
    return time.perf_counter() - start, applied


def timed_pass(game: Game[Any], games: int, seed: int, max_steps: int) -> dict[str, list[int]]:
    """Nanoseconds per ``legal_actions``, ``clone`` and ``apply`` call at every visited state."""
    samples: dict[str, list[int]] = {"legal_actions": [], "clone": [], "apply": []}
    clock = time.perf_counter_ns
    for i in range(games):
        chance, seats = _rngs(seed, i, game.num_players)
        state = game.new_initial_state()
        for _ in range(max_steps):
            if state.is_terminal():
                break
            t0 = clock()
            state.legal_actions()
            t1 = clock()
            state.clone()
            t2 = clock()
            action = _pick(state, chance, seats)
            t3 = clock()
            state.apply(action, check=False)
            t4 = clock()
            samples["legal_actions"].append(t1 - t0)
            samples["clone"].append(t2 - t1)
            samples["apply"].append(t4 - t3)
    return samples


def percentile(values: list[int], q: float) -> float:
    """The nearest-rank ``q`` percentile (0 < q <= 100) of ``values``."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return float(ordered[int(rank) - 1])


def run_bench(
    game: Game[Any], *, games: int = 20, reps: int = 3, seed: int = 0, max_steps: int = 100_000
) -> dict[str, Any]:
    """Benchmark ``game``: a JSON-ready dict of median figures over ``reps`` repetitions."""
    per_rep: list[dict[str, float]] = []
    for _ in range(reps):
        seconds, applied = lean_pass(game, games, seed, max_steps)
        samples = timed_pass(game, games, seed, max_steps)
        per_rep.append(
            {
                "seconds": seconds,
                "actions": applied,
                "games_per_s": games / seconds if seconds > 0 else 0.0,
                "actions_per_s": applied / seconds if seconds > 0 else 0.0,
                "legal_actions_us_median": statistics.median(samples["legal_actions"] or [0]) / 1000,
                "legal_actions_us_p99": percentile(samples["legal_actions"], 99) / 1000,
                "clone_us_median": statistics.median(samples["clone"] or [0]) / 1000,
                "apply_us_median": statistics.median(samples["apply"] or [0]) / 1000,
            }
        )
    figures = [k for k in per_rep[0] if k not in ("seconds", "actions")] if per_rep else []
    summary: dict[str, Any] = {
        "game": game.id,
        "options": game.options_dict(),
        "games": games,
        "reps": reps,
        "seed": seed,
        "avg_steps": per_rep[0]["actions"] / games if per_rep and games else 0.0,
    }
    summary |= {k: round(statistics.median(r[k] for r in per_rep), 3) for k in figures}
    summary |= {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "machine": platform.platform(),
        "per_rep": per_rep,
    }
    return summary

"""``arena bench``: random-game throughput and per-call micro-timings, on one core.

Each repetition plays the same ``games`` random games (game ``i`` seeded
``derive_seed(seed, i)``, chosen as :class:`arena.ai.RandomAgent` would) twice: a lean pass
timed as a whole (throughput), then an instrumented pass timing ``legal_actions``, ``clone``
and ``apply`` at every visited state; then MCTS (the ``mcts`` agent's search, one process)
runs ``mcts_iters`` iterations from three positions of game 0. Figures are medians over
repetitions. :func:`compare_openspiel` runs the same work on OpenSpiel's tic-tac-toe.
"""

from __future__ import annotations

import importlib
import os
import platform
import random
import statistics
import time
from typing import Any

from arena.core.build import compiled_core
from arena.core.chance import sample_weighted
from arena.core.game import Game
from arena.core.match import Seeding, derive_seed
from arena.core.state import State


def game_rngs(seed: int, i: int, players: int) -> tuple[random.Random, list[random.Random]]:
    """Game ``i``'s generators in the one seeding scheme (``arena.core.match.Seeding``): the
    lean loop plays the very game ``Match``/``play_game`` plays with random agents."""
    seeding = Seeding(derive_seed(seed, i), players)
    return seeding.chance, seeding.seats


def random_pick(state: State[Any], chance: random.Random, seats: list[random.Random]) -> Any:
    """A random agent's move (uniform over the legal actions, with the seat's generator), or
    the chance outcome drawn by its weights: the bench's and ``examples/step_times.py``'s step."""
    if state.is_chance_node():
        return sample_weighted(state.chance_weights(), chance)
    legal = state.legal_actions()
    return legal[seats[state.current_player()].randrange(len(legal))]


def lean_pass(game: Game[Any], games: int, seed: int, max_steps: int) -> tuple[float, int]:
    """Seconds to play ``games`` random games, and the actions applied (chance included)."""
    applied = 0
    start = time.perf_counter()
    for i in range(games):
        chance, seats = game_rngs(seed, i, game.num_players)
        state = game.new_initial_state()
        for _ in range(max_steps):
            if state.is_terminal():
                break
            state.step(random_pick(state, chance, seats))
            applied += 1
    return time.perf_counter() - start, applied


WARM_UP_SEED = 0x5EED
"""Mixed into the bench seed for the untimed warm-up game (not one of the timed games)."""


def warm_up(game: Game[Any], seed: int, max_steps: int) -> None:
    """One untimed random game on another seed, so the figures are a running process's: the
    rules modules a game imports on first use and the tables its rules fill as they go (a
    board's line-of-sight masks...) are not counted in the first repetition's games."""
    lean_pass(game, 1, seed ^ WARM_UP_SEED, max_steps)


def timed_pass(game: Game[Any], games: int, seed: int, max_steps: int) -> dict[str, list[int]]:
    """Nanoseconds per ``legal_actions``, ``clone`` and ``apply`` call at every visited state."""
    samples: dict[str, list[int]] = {"legal_actions": [], "clone": [], "apply": []}
    clock = time.perf_counter_ns
    for i in range(games):
        chance, seats = game_rngs(seed, i, game.num_players)
        state = game.new_initial_state()
        for _ in range(max_steps):
            if state.is_terminal():
                break
            t0 = clock()
            state.legal_actions()
            t1 = clock()
            state.clone()
            t2 = clock()
            action = random_pick(state, chance, seats)
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
    game: Game[Any],
    *,
    games: int = 20,
    reps: int = 3,
    seed: int = 0,
    max_steps: int = 100_000,
    mcts_iters: int = 200,
) -> dict[str, Any]:
    """Benchmark ``game``: a JSON-ready dict of median figures over ``reps`` repetitions."""
    per_rep: list[dict[str, float]] = []
    warm_up(game, seed, max_steps)
    positions = bench_positions(game, seed, max_steps) if mcts_iters > 0 else []
    for _ in range(reps):
        seconds, applied = lean_pass(game, games, seed, max_steps)
        samples = timed_pass(game, games, seed, max_steps)
        rate, ran = mcts_rate(positions, mcts_iters, seed) if positions else (0.0, 0)
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
                "mcts_iters_per_s": rate,
                "mcts_iterations_done": ran,
            }
        )
    figures = [k for k in per_rep[0] if k not in ("seconds", "actions")] if per_rep else []
    summary: dict[str, Any] = {
        "game": game.id,
        "options": game.options_dict(),
        "games": games,
        "reps": reps,
        "seed": seed,
        "mcts_iters": mcts_iters,
        "mcts_positions": len(positions),
        "avg_steps": per_rep[0]["actions"] / games if per_rep and games else 0.0,
    }
    summary |= {k: round(statistics.median(r[k] for r in per_rep), 3) for k in figures}
    summary |= machine_facts()
    summary["per_rep"] = per_rep
    return summary


def machine_facts() -> dict[str, Any]:
    """What a figure depends on besides the code: Python, platform, load, compiled core."""
    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except OSError:  # not on every platform
        load = []
    return {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "machine": platform.platform(),
        "cpus": os.cpu_count() or 0,
        "load_avg_1_5_15min": load,
        "compiled_core": compiled_core(),
    }


# -- MCTS ------------------------------------------------------------------------------------------
def bench_positions(game: Game[Any], seed: int, max_steps: int, count: int = 3) -> list[State[Any]]:
    """Decision points with a choice, spread along game 0's random game (start, 1/4, 1/2...)."""
    chance, seats = game_rngs(seed, 0, game.num_players)
    state = game.new_initial_state()
    trail: list[State[Any]] = []
    for _ in range(max_steps):
        if state.is_terminal():
            break
        if not state.is_chance_node() and len(state.legal_actions()) > 1:
            trail.append(state.clone())
        state.step(random_pick(state, chance, seats))
    if not trail:
        return []
    return [trail[len(trail) * k // (2 * count)] for k in range(count)]


def mcts_rate(positions: list[State[Any]], iters: int, seed: int) -> tuple[float, int]:
    """MCTS iterations per second (one process; the agent's default rollout policy) and the
    iterations that ran (all of them: early stop is off)."""
    from arena.ai.mcts import default_rollout
    from arena.ai.search import Search
    from arena.core.agent import Observation

    done, seconds = 0, 0.0
    for k, state in enumerate(positions):
        obs = Observation(state, state.current_player())
        search = Search(obs, random.Random(derive_seed(seed, "mcts", k)), 0.7, default_rollout(state.game))
        search.stop_early = False  # the whole budget runs; the rate counts the iterations done
        start = time.perf_counter()
        search.run(iters, None)
        seconds += time.perf_counter() - start
        done += search.iterations
    return (done / seconds if seconds > 0 else 0.0), done


# -- OpenSpiel comparison (tic-tac-toe) -------------------------------------------------------------
def _random_games(new_state: Any, ours: bool, games: int, seed: int) -> float:
    """Seconds for ``games`` uniformly random games; the same rng draws for every engine."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(games):
        state = new_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            if ours:
                state.step(legal[rng.randrange(len(legal))])
            else:
                state.apply_action(legal[rng.randrange(len(legal))])
    return time.perf_counter() - start


def compare_openspiel(
    *, games: int = 2000, reps: int = 3, seed: int = 0, mcts_iters: int = 1000
) -> dict[str, Any]:
    """Our tic-tac-toe vs OpenSpiel's C++ ``tic_tac_toe`` and pure-Python ``python_tic_tac_toe``.

    Identical work: the same random games (cells are numbered alike, one seeded generator),
    and UCT from the empty board with c = 1.4, ``mcts_iters`` iterations of one random rollout
    each (OpenSpiel: ``MCTSBot`` with ``RandomRolloutEvaluator(1)``, ``solve=False``).
    Figures are medians over ``reps``; ratios are ours / theirs (above 1: we are faster).
    """
    try:
        np = importlib.import_module("numpy")
        pyspiel = importlib.import_module("pyspiel")
        os_mcts = importlib.import_module("open_spiel.python.algorithms.mcts")
        importlib.import_module("open_spiel.python.games.tic_tac_toe")  # registers python_tic_tac_toe
    except ImportError as exc:
        from arena.core.errors import OptionsError

        raise OptionsError(
            "the OpenSpiel comparison needs the optional extra: pip install 'arena[openspiel]'",
            reason="missing-extra",
        ) from exc
    from arena.ai.search import Search
    from arena.core import registry
    from arena.core.agent import Observation

    ours = registry.load("tictactoe")
    engines = {
        "ours": (ours.new_initial_state, True),
        "openspiel_cpp": (pyspiel.load_game("tic_tac_toe").new_initial_state, False),
        "openspiel_python": (pyspiel.load_game("python_tic_tac_toe").new_initial_state, False),
    }
    rows: dict[str, list[float]] = {}
    for _ in range(reps):
        for name, (new_state, is_ours) in engines.items():
            seconds = _random_games(new_state, is_ours, games, seed)
            rows.setdefault(f"{name}_games_per_s", []).append(games / seconds)
        root = ours.new_initial_state()
        search = Search(Observation(root, 0), random.Random(seed), 1.4, -1)
        search.stop_early = False  # like MCTSBot: the whole budget, and the rate counts what ran
        start = time.perf_counter()
        search.run(mcts_iters, None)
        rows.setdefault("ours_mcts_iters_per_s", []).append(search.iterations / (time.perf_counter() - start))
        for name in ("openspiel_cpp", "openspiel_python"):
            game = pyspiel.load_game("tic_tac_toe" if name == "openspiel_cpp" else "python_tic_tac_toe")
            evaluator = os_mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
            bot = os_mcts.MCTSBot(
                game, 1.4, mcts_iters, evaluator, solve=False, random_state=np.random.RandomState(seed)
            )
            state = game.new_initial_state()
            start = time.perf_counter()
            bot.mcts_search(state)
            rows.setdefault(f"{name}_mcts_iters_per_s", []).append(mcts_iters / (time.perf_counter() - start))
    out: dict[str, Any] = {"games": games, "reps": reps, "mcts_iters": mcts_iters, "early_stop": False}
    out["openspiel_version"] = getattr(pyspiel, "__version__", None) or _dist_version("open_spiel")
    out |= {k: round(statistics.median(v), 1) for k, v in rows.items()}
    for kind, suffix in (("", "games_per_s"), ("mcts_", "mcts_iters_per_s")):
        for other in ("python", "cpp"):
            theirs = out[f"openspiel_{other}_{suffix}"]
            out[f"{kind}ratio_vs_openspiel_{other}"] = (
                round(out[f"ours_{suffix}"] / theirs, 3) if theirs else 0.0
            )
    return out


def _dist_version(name: str) -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return None

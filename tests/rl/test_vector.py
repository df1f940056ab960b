"""Issue 15: batched stepping — n games at once, stacked arrays, auto-reset, reproducible."""

from __future__ import annotations

import numpy as np
import pytest

from arena.rl import VectorEnv


def _run(game: str, n: int, steps: int, seed: int) -> tuple[np.ndarray, int, float]:
    env = VectorEnv(game, n, seed)
    batch = env.reset()
    rng = np.random.default_rng(seed)
    ends, total = 0, 0.0
    for _ in range(steps):
        batch = env.step(env.sample_actions(rng))
        ends += int(batch.terminations.sum())
        total += float(batch.rewards.sum())
        assert batch.observations.shape == (n, *env.observer.observation_shape)
        assert batch.masks.shape == (n, env.observer.num_actions)
        assert batch.rewards.shape == (n, env.num_players) and batch.players.shape == (n,)
        assert (batch.masks.sum(axis=1) > 0).all()  # auto-reset: every row awaits a move
    return batch.observations, ends, total


def test_games_end_and_restart_on_their_own() -> None:
    _, ends, total = _run("tictactoe", 16, 40, seed=1)
    assert ends >= 16 and total == 0.0  # two-player zero-sum returns


def test_a_batch_is_reproducible_from_its_seed() -> None:
    a = _run("knockdown", 4, 30, seed=3)
    b = _run("knockdown", 4, 30, seed=3)
    assert (a[0] == b[0]).all() and a[1:] == b[1:]


def test_rows_match_single_games_with_derived_seeds() -> None:
    from arena.core.match import derive_seed
    from arena.rl.episode import Episode

    env = VectorEnv("hilo", 3, seed=8)
    batch = env.reset()
    for i in range(3):
        alone = Episode(env.observer, derive_seed(8, i, 0))
        assert (alone.observation(alone.to_move) == batch.observations[i]).all()


def test_bad_actions_raise_and_step_no_game() -> None:
    env = VectorEnv("tictactoe", 2, seed=0)
    batch = env.reset()
    before = batch.observations.copy()
    with pytest.raises(ValueError, match="2 integer indices"):
        env.step([0])
    with pytest.raises(ValueError, match="game 1"):
        env.step([0, 99])
    env.step([4, 4])
    with pytest.raises(ValueError, match="game 0: action 4 is not legal"):
        env.step([4, 0])
    assert not (env.observations == before).all()
    with pytest.raises(ValueError, match="n must be"):
        VectorEnv("tictactoe", 0)
    with pytest.raises(ValueError, match="fewer games"):
        VectorEnv("mageknight", 60_000)


def test_the_vector_bench_reports_both_sides_per_batch_size() -> None:
    from arena.core.registry import load
    from arena.rl.bench import vector_bench

    result = vector_bench(load("tictactoe"), sizes=(1, 4), seconds=0.05)
    assert [row["n"] for row in result["rows"]] == [1, 4]
    assert all(
        row["vector_steps_per_s"] > 0 and row["pettingzoo_loop_steps_per_s"] > 0 for row in result["rows"]
    )

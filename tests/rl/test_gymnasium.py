"""Issue 15: the Gymnasium single-agent environment — one seat against Arena agents."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from arena.core import registry
from arena.core.errors import ArenaError
from arena.rl import gym_env

GAMES = registry.game_ids()
SEED_INDEPENDENT_START = ["tictactoe", "krosmaster"]
"""Games whose learner's first legal actions do not depend on the seed: ``check_env`` (which
plays an action sampled in one episode after a seeded reset of another) passes on them in
the default ``illegal_action="raise"`` mode too."""


@pytest.mark.parametrize("game_id", GAMES)
def test_check_env_passes(game_id: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # no registered spec: check_env notes it cannot test re-making
        check_env(gym_env(game_id, illegal_action="lose", render_mode="ansi"))
        if game_id in SEED_INDEPENDENT_START:
            check_env(gym_env(game_id))


def test_the_action_space_samples_legal_actions() -> None:
    env = gym_env("knockdown", opponent="greedy")
    env.reset(seed=4)
    for _ in range(30):
        action = env.action_space.sample()
        assert env.action_mask()[action] == 1
        _, _, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            break


def test_an_episode_plays_to_the_end_with_the_return_as_reward() -> None:
    env = gym_env("tictactoe", seat=1, opponent="random")
    obs, info = env.reset(seed=9)
    assert obs.shape == (27,) and info["action_mask"].sum() == 8  # X (random) moved first
    total, done = 0.0, False
    while not done:
        obs, reward, done, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        total += reward
        assert not truncated
    assert total == info["returns"][1]


def test_an_illegal_index_raises_naming_the_mask_and_the_episode_goes_on() -> None:
    env = gym_env("knockdown")
    obs, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    for bad in (illegal, 10**9, -3, 1.5, np.array([0, 1])):
        with pytest.raises(ArenaError, match="action") as caught:
            env.step(bad)
        assert "mask" in str(caught.value)
    again, _, _, _, info2 = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert again.shape == obs.shape and info2["action_mask"].dtype == np.int8


def test_lose_mode_ends_the_episode_with_the_worst_return() -> None:
    env = gym_env("tictactoe", illegal_action="lose")
    env.reset(seed=0)
    env.step(4)
    _, reward, terminated, _, info = env.step(4)  # taken
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_bad_settings_are_refused_clearly() -> None:
    with pytest.raises(ValueError, match="seat"):
        gym_env("tictactoe", seat=2)
    with pytest.raises(ValueError, match="opponent"):
        gym_env("mapduel", players=4, opponent=["random"])
    with pytest.raises(ValueError, match="illegal_action"):
        gym_env("tictactoe", illegal_action="ignore")
    with pytest.raises(ArenaError, match="agent"):
        gym_env("tictactoe", opponent="no-such-agent")

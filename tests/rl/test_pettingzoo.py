"""Issue 15: every registered game as a PettingZoo AEC environment that passes PettingZoo's
own ``api_test`` and ``seed_test``, resolves chance with Arena's seeding scheme and refuses
bad actions without harm."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from arena.ai.registry import make_agent
from arena.core import registry
from arena.core.agent import Observation
from arena.core.driver import play_game
from arena.core.errors import ArenaError
from arena.core.match import derive_seed
from arena.core.serialization import state_hash
from arena.rl import pettingzoo_env

GAMES = registry.game_ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_pettingzoo_api_and_seed_tests_pass(game_id: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo's advice about Dict observation spaces
        api_test(pettingzoo_env(game_id, render_mode="ansi"), num_cycles=60)
        seed_test(lambda: pettingzoo_env(game_id), num_cycles=40)


@pytest.mark.parametrize("game_id", ["tictactoe", "knockdown", "hilo"])
def test_a_seeded_episode_is_the_game_arena_plays_with_that_seed(game_id: str) -> None:
    """Chance inside ``step`` follows the match driver's seeding scheme: choosing each seat's
    action as the ``random`` agent would (its own seat generator) replays ``play_game``."""
    seed = 5
    env = pettingzoo_env(game_id)
    env.reset(seed=seed)
    n = env.game.num_players
    agents = [make_agent("random") for _ in range(n)]
    rngs = [__import__("random").Random(derive_seed(seed, "seat", i)) for i in range(n)]
    for agent in env.agent_iter():
        _, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        episode = env.episode
        assert episode is not None
        p = env.agent_name_mapping[agent]
        action = agents[p].act(Observation(episode.state, p), rngs[p])
        env.step(env.game.action_to_index(action))
    record = play_game(env.game, [make_agent("random") for _ in range(n)], seed)
    assert record.final_state is not None and env.episode is not None
    assert state_hash(env.episode.state) == state_hash(record.final_state)
    assert env.episode.returns() == record.returns


def test_an_illegal_or_malformed_action_raises_naming_the_mask_and_changes_nothing() -> None:
    env = pettingzoo_env("tictactoe")
    env.reset(seed=0)
    env.step(4)  # X takes the centre
    before = env.observe(env.agent_selection)
    for bad in (4, 9, -1, "b2", np.array([1, 2])):
        with pytest.raises(ArenaError, match="action"):
            env.step(bad)  # type: ignore[arg-type]
    after = env.observe(env.agent_selection)
    assert (before["observation"] == after["observation"]).all()
    assert (before["action_mask"] == after["action_mask"]).all()
    env.step(0)  # still usable
    assert env.agent_selection == "player_0"


def test_information_state_observations_remember_what_was_seen() -> None:
    env = pettingzoo_env("hilo", observation="information_state")
    env.reset(seed=3)
    first = env.observe("player_0")["observation"]
    size = env.observer.layout.size
    assert first.shape == env.observer.information_state_shape
    assert env.episode is not None and env.episode.steps == 6  # both hands dealt, 3 cards each
    assert first[size:].sum() == 3  # its own three draws; the other hand's are hidden from it
    mover = env.agent_selection
    env.step(int(np.flatnonzero(env.observe(mover)["action_mask"])[0]))
    for agent in env.possible_agents:
        assert env.observe(agent)["observation"][size:].sum() == 4  # a played card is public
